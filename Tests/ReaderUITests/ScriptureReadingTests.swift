import Foundation
import Interface
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// The reader's actions that read the scripture (`ScriptureReading`), on a corpus alone: no
/// library, no terminal, no drawing.
@Suite struct ScriptureReadingTests {
  let scripture = ScriptureReading(corpus: Fixtures.corpus, translation: .rwwad)
  let layout = PaneLayout(
    width: 80, translation: .rwwad, showArabic: false,
    arabic: ArabicRendering(display: .terminal), version: nil)

  /// The reading at `ayah`, nothing marked or read, laid out 20 rows tall.
  func state(at ayah: String) throws -> ReaderState {
    let id = try AyahID.parse(ayah)
    var reading = ReaderState(
      pane: try scripture.pane(surah: id.surah), readSoFar: OverallProgress())
    _ = try scripture.open(&reading, surah: id.surah, layout: layout)
    scripture.place(&reading, atAyah: id.ayah, height: 20)
    return reading
  }

  /// Opens `surah` at `ayah` as the reader does.
  func turn(_ reading: inout ReaderState, toSurah surah: Int, at ayah: Int) throws {
    _ = try scripture.open(&reading, surah: surah, layout: layout)
    scripture.place(&reading, atAyah: ayah, height: 20)
  }

  @Test func aStepPastTheLastAyahOfASurahOpensTheNextAtItsFirst() throws {
    var reading = try state(at: "1:7")
    #expect(reading.pane.currentID == (try AyahID.parse("1:7")))
    let next = ScriptureReading.readOn(&reading, past: .next, from: reading.pane.currentID)
    #expect(next == .turns(toSurah: 2, at: 1))
    try turn(&reading, toSurah: 2, at: 1)
    #expect(reading.pane.surah.number == 2)
    #expect(reading.pane.ayahs.count == 286)
    #expect(reading.pane.currentID == (try AyahID.parse("2:1")))
    #expect(reading.list.selected == 1)
  }

  @Test func aStepBackFromASurahsFirstAyahOpensThePreviousAtItsLast() throws {
    var reading = try state(at: "2:1")
    #expect(
      ScriptureReading.readOn(&reading, past: .previous, from: reading.pane.currentID)
        == .turns(toSurah: 1, at: 7))
    #expect(ScriptureReading.readOn(&reading, past: .next, from: reading.pane.currentID) == nil)
  }

  @Test func theQuransLastAyahStaysAndSaysSo() throws {
    var reading = try state(at: "114:6")
    #expect(
      ScriptureReading.readOn(&reading, past: .pageDown, from: reading.pane.currentID)
        == .stays)
    #expect(reading.message?.text == ReadingText.endOfQuran())
    #expect(reading.pane.surah.number == 114)
  }

  @Test func aJumpToJuz30LandsOn78_1() throws {
    let start = try ScriptureReading.destination(ofJump: " J30 ")
    #expect(start == (try AyahID.parse("78:1")))
    var reading = try state(at: "1:1")
    try turn(&reading, toSurah: start.surah, at: start.ayah)
    #expect(reading.pane.currentID == start)
    #expect(reading.pane.surah.number == 78)
    #expect(try ScriptureReading.destination(ofJump: "2:255") == (try AyahID.parse("2:255")))
    #expect(throws: PlaceRefusal.self) { try ScriptureReading.destination(ofJump: "j31") }
  }

  @Test func theSurahsAfterAndBeforeGoRound() {
    #expect(ScriptureReading.surah(after: 1) == 2)
    #expect(ScriptureReading.surah(after: 114) == 1)
    #expect(ScriptureReading.surah(before: 1) == 114)
    #expect(ScriptureReading.surah(before: 2) == 1)
  }

  @Test func aFootnoteOpensUnderItsAyahAndCloses() throws {
    var reading = try state(at: "2:255")
    #expect(reading.pane.footnotes == nil, "nothing read before the key")
    try scripture.toggleFootnotes(&reading)
    #expect(reading.pane.openFootnotes == [254])
    #expect(reading.pane.footnotes?[254]?.isEmpty == false)
    #expect(reading.message?.text == StudyText.readerFootnotesShown(try AyahID.parse("2:255")))
    try scripture.toggleFootnotes(&reading)
    #expect(reading.pane.openFootnotes.isEmpty)
    #expect(reading.message?.text == StudyText.readerFootnotesHidden())
  }

  @Test func footnotesKeptOpenEverywhereOpenInTheNextSurah() throws {
    var reading = try state(at: "2:255")
    try scripture.toggleAllFootnotes(&reading)
    #expect(reading.footnotesEverywhere)
    try turn(&reading, toSurah: 3, at: 1)
    #expect(reading.pane.footnotes == nil)
    scripture.keepFootnotesOpen(&reading)
    #expect(reading.pane.footnotes != nil)
    #expect(reading.pane.openFootnotes == Set((reading.pane.footnotes ?? [:]).keys))
  }

  @Test func aFootnoteOfATranslationWithoutFootnotesSaysSo() throws {
    let hassan = ScriptureReading(corpus: Fixtures.corpus, translation: .hassan)
    var reading = try state(at: "2:255")
    reading.pane = try hassan.pane(surah: 2)
    try hassan.toggleFootnotes(&reading)
    #expect(reading.pane.openFootnotes.isEmpty)
    #expect(reading.message?.text == StudyText.readerRwwadOnly())
  }
}
