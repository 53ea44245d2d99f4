import Foundation
import Interface
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// The reader's state changed by its actions alone: no library, no terminal, no drawing.
@Suite struct ReaderStateTests {
  /// The reading at `surah`'s first ayah, nothing marked or read.
  func state(surah: Int = 2) throws -> ReaderState {
    let ayahs = try Fixtures.corpus.ayahs(inSurah: surah, translation: .hassan)
    let pane = ReaderPane(surah: Fixtures.corpus.surah(surah)!, ayahs: PaneAyahs(ayahs))
    return ReaderState(pane: pane, readSoFar: OverallProgress())
  }

  func ayah(_ text: String) -> AyahID { try! AyahID.parse(text) }

  @Test func aFavoriteMarkedAndUnmarkedKeepsTheStarsAndSaysSo() throws {
    var reading = try state()
    reading.favorite(ayah("2:255"), marked: true)
    #expect(reading.favorites == [ayah("2:255")])
    #expect(reading.message?.text == ReaderText.nowFavorite(ayah("2:255")))
    #expect(reading.message?.isError == false)
    #expect(reading.title(translation: .hassan).right.contains("★1"))
    reading.favorite(ayah("2:255"), marked: false)
    #expect(reading.favorites.isEmpty)
    #expect(reading.message?.text == CommandText.favoriteRemoved(ayah("2:255")))
  }

  @Test func enterInTheListResumesWhereTheSurahWasLeft() throws {
    var reading = try state()
    reading.switchPane()
    #expect(reading.focus == .surahList)
    reading.progress[3] = ReadingProgress(
      surah: 3, lastReadAyah: 7, totalAyahs: 200, lastUpdatedAt: .now)
    let surahs = Fixtures.corpus.surahs
    #expect(reading.moveInList(.next, surahs: surahs, height: 20) == nil)
    #expect(reading.moveInList(.next, surahs: surahs, height: 20) == nil)
    #expect(reading.list.selected == 2)
    #expect(reading.moveInList(.openChosen, surahs: surahs, height: 20) == ayah("3:7"))
    #expect(reading.moveInList(.next, surahs: surahs, height: 20) == nil)
    #expect(reading.moveInList(.openChosen, surahs: surahs, height: 20) == ayah("4:1"))
    #expect(reading.moveInList(.last, surahs: surahs, height: 20) == nil)
    #expect(reading.list.selected == 113)
  }

  @Test func readingTimeCountsUpToTwoMinutesBetweenKeysAndStopsAtTheEnd() {
    var time = ReadingTime()
    let start = ContinuousClock.now
    time.keyPressed(at: start)
    time.keyPressed(at: start + .seconds(10.5))
    time.keyPressed(at: start + .seconds(10.5) + .seconds(3600))
    #expect(time.unlogged == .seconds(130.5), "an hour away counts two minutes")
    #expect(time.takeWholeSeconds() == 130)
    #expect(time.unlogged == .seconds(0.5))
    time.stopped(at: start + .seconds(3620))
    #expect(time.unlogged == .seconds(10))
    time.stopped(at: start + .seconds(4000))
    #expect(time.unlogged == .seconds(10), "no time counts after the reader stopped")
  }

  @Test func theStatusBarJoinsWhatIsSaidAndTheGeometryLeavesRoomForNotes() {
    var reading = try! state()
    #expect(reading.statusSummary == nil)
    reading.planStatus = "plan 2:1–2:24 40%"
    reading.syncStatus = "✓ synced 12:03"
    #expect(reading.statusSummary == "plan 2:1–2:24 40%  ✓ synced 12:03")
    let wide = ReaderGeometry(width: 120, height: 40, notesShown: true)
    #expect(wide.showsBothPanes && wide.listWidth == 48)
    #expect(wide.bodyHeight == 38 && wide.readerHeight == 38 - 12)
    #expect(wide.notePaneArea.top == wide.readerTextArea.bottom)
    let narrow = ReaderGeometry(width: 80, height: 24, notesShown: false)
    #expect(!narrow.showsBothPanes && narrow.readerArea.left == 0 && narrow.readerHeight == 22)
    #expect(!ReaderGeometry(width: 39, height: 24, notesShown: false).isLargeEnough)
  }
}
