import Foundation
import Interface
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// Reading runs on from surah to surah (issue 40): the log and the plans count across them,
/// and the Quran's last ayah says it is the end.
@Suite struct ReadingOnTests {
  let home = TemporaryHome(withCorpus: false)

  func session(_ library: LibraryStore) throws -> ReaderSession {
    let session = try ReaderSession(
      corpus: Fixtures.corpus, library: library, arabicOverride: .terminal)
    _ = session.draw(width: 120, height: 40)
    return session
  }

  @Test func stepsRunOnIntoTheNextSurahAndBack() throws {
    let library = try home.openLibrary()
    let reader = try session(library)
    for _ in 0..<7 { _ = reader.handle(.down) }
    #expect(reader.state.pane.currentID.description == "2:1")
    let screen = reader.draw(width: 120, height: 40).text
    #expect(screen.contains("2. Con Bò Cái ·"), "the next surah’s heading is drawn")
    _ = reader.handle(.character("j"))
    let day = try #require(try library.readingDays().last)
    #expect(day.ayahs == 8, "1:1–1:7 and 2:1, each once")
    #expect(day.surahsFinished == 1)
    _ = reader.handle(.character("k"))
    _ = reader.handle(.up)
    #expect(reader.state.pane.currentID.description == "1:7")
  }

  @Test func theLastAyahSaysTheQuranEndsThere() throws {
    let reader = try session(try home.openLibrary())
    try reader.jump(to: "114:6")
    for language in Language.allCases {
      Language.$scoped.withValue(language) { _ = reader.handle(.character("j")) }
      #expect(reader.state.pane.currentID.description == "114:6")
      let said = language == .english ? "This is the end of the Quran" : "câu cuối cùng của Qur'an"
      #expect(reader.draw(width: 120, height: 40).text.contains(said))
    }
  }

  @Test func aPlanPortionCountsAcrossSurahs() throws {
    let library = try home.openLibrary()
    let today = ReadingDate.day(of: Date())
    let plan = ReadingPlan(
      name: "khatm", from: try AyahID.parse("1:5"), startDay: today,
      endDay: ReadingStreaks.shift(today, by: 29), finished: nil)
    try library.startPlan(plan)
    let reader = try session(library)
    try reader.jump(to: "1:5")
    for _ in 0..<4 { _ = reader.handle(.character("j")) }
    #expect(reader.state.pane.currentID.description == "2:2")
    let reading = try library.planReading(plan, today: today)
    let read = reading.today.compactMap(SurahSizes.ayah(atGlobalIndex:)).map(\.description)
    #expect(Set(read) == ["1:5", "1:6", "1:7", "2:1"])
  }
}
