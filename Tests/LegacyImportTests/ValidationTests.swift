import Foundation
import Testing

@testable import LegacyImport

/// Every item is checked; the invalid ones are left out with a reason, the rest imported.
@Suite struct ValidationTests {
  @Test func invalidIdsAmongValidOnesAreLeftOutWithAReason() throws {
    let plan = try Dumps.plan(
      #"""
      {"favoriteAyahs": ["2:255", "2:287", "115:1", "0:1", "abc", "2:", 7, " 01:007 ", "1:1",
        "001:1"]}
      """#
    )
    #expect(plan.favorites == [Dumps.id("1:1"), Dumps.id("1:7"), Dumps.id("2:255")])
    #expect(
      plan.leftOut.map(\.description) == [
        "favoriteAyahs: \"2:287\" — surah 2 has 286 ayahs",
        "favoriteAyahs: \"115:1\" — there is no surah 115; the Quran has surahs 1 to 114",
        "favoriteAyahs: \"0:1\" — there is no surah 0; the Quran has surahs 1 to 114",
        "favoriteAyahs: \"abc\" — not an ayah id; an ayah id is written SURAH:AYAH, like 2:255",
        "favoriteAyahs: \"2:\" — not an ayah id; an ayah id is written SURAH:AYAH, like 2:255",
        "favoriteAyahs: 7 — a favorite should be an ayah id written as text, like \"2:255\","
          + " but this is a number",
      ])
  }

  @Test func notesAreStoredInNFC() throws {
    let decomposed = "đo\u{0323}c mo\u{0302}\u{0303}i to\u{0302}\u{0301}i"
    // String's == is canonical equivalence, so compare the scalars themselves.
    #expect(Array(decomposed.unicodeScalars) != Array("đọc mỗi tối".unicodeScalars))
    let plan = try Dumps.plan(#"{"ayahNotes": {"2:255": ["\#(decomposed)"]}}"#)
    let stored = try #require(plan.notes[Dumps.id("2:255")]?.first).words
    #expect(Array(stored.unicodeScalars) == Array("đọc mỗi tối".precomposedForTest.unicodeScalars))
  }

  @Test func equalNotesAreTwoNotesAndKeepTheirOrder() throws {
    let plan = try Dumps.plan(#"{"ayahNotes": {"1:1": ["b", "a", "b"], "01:001": ["c"]}}"#)
    #expect(plan.noteWords == [Dumps.id("1:1"): ["b", "a", "b", "c"]])
    #expect(plan.noteCount == 4)
  }

  @Test func everyNoteOfAnInvalidAyahIsReportedWithItsText() throws {
    let plan = try Dumps.plan(
      #"""
      {"ayahNotes": {"2:300": ["first", "second"], "1:1": ["", 5, "ok"], "1:2": 9,
        "1:3": "lone"}}
      """#
    )
    #expect(plan.noteWords == [Dumps.id("1:1"): ["ok"], Dumps.id("1:3"): ["lone"]])
    #expect(
      plan.leftOut.map(\.description) == [
        "ayahNotes: \"2:300\": \"first\" — surah 2 has 286 ayahs",
        "ayahNotes: \"2:300\": \"second\" — surah 2 has 286 ayahs",
        "ayahNotes: \"1:1\": \"\" — the note is empty",
        "ayahNotes: \"1:1\": 5 — a note should be text, but this is a number",
        "ayahNotes: \"1:2\": 9 — the notes of an ayah should be a list of texts,"
          + " but this is a number",
      ])
  }

  @Test func progressClampsToTheSurahsRealCount() throws {
    let plan = try Dumps.plan(
      #"""
      {"ReadingProgressStore.progress": {"1": {"lastReadAyah": 9, "totalAyahs": 9},
        "114": {"lastReadAyah": 6}}}
      """#
    )
    #expect(plan.progress == [1: 7, 114: 6])
    #expect(plan.leftOut.isEmpty)
  }

  @Test func progressBeforeTheFirstAyahOrOfNoSurahIsLeftOut() throws {
    let plan = try Dumps.plan(
      #"""
      {"ReadingProgressStore.progress": {
        "2": {"lastReadAyah": 0}, "3": {"lastReadAyah": -4}, "115": {"lastReadAyah": 1},
        "x": {"lastReadAyah": 1}, "4": {"totalAyahs": 176}, "5": {"lastReadAyah": "ten"},
        "6": {"lastReadAyah": 2.5}, "7": {"lastReadAyah": 3.0}, "8": "4", "9": [1]
      }}
      """#)
    #expect(plan.progress == [7: 3, 8: 4])
    #expect(
      plan.leftOut.map(\.reason) == [
        "lastReadAyah 0 is before the first ayah, so there is no progress to keep",
        "lastReadAyah -4 is before the first ayah, so there is no progress to keep",
        "there is no surah 115; the Quran has surahs 1 to 114",
        "\"x\" is not a surah number",
        "it has no lastReadAyah",
        "lastReadAyah should be a whole number, but this is a text",
        "lastReadAyah should be a whole number, but this is a number",
        "lastReadAyah should be a whole number, but this is a list",
      ])
    #expect(plan.leftOut.first?.item == #""2": {"lastReadAyah": 0}"#)
  }

  @Test func aSurahWrittenTwiceKeepsTheFurthestAyah() throws {
    let plan = try Dumps.plan(
      #"{"ReadingProgressStore.progress": {"2": 100, "02": {"lastReadAyah": 50}}}"#)
    #expect(plan.progress == [2: 100])
  }

  @Test func aValueOfTheWrongShapeIsLeftOutNotFatal() throws {
    let plan = try Dumps.plan(
      #"""
      {"favoriteAyahs": {"2:255": true}, "ayahNotes": [1], "ReadingProgressStore.progress": 3,
        "favoriteAyahs2": 1}
      """#
    )
    #expect(plan.importsNothing)
    #expect(plan.ignoredKeys == ["favoriteAyahs2"])
    #expect(
      plan.leftOut.map(\.reason) == [
        "favoriteAyahs should be a list of ayah ids like \"2:255\", but this is a dictionary",
        "ayahNotes should be a dictionary from ayah ids to lists of notes, but this is a list",
        "ReadingProgressStore.progress should be a dictionary from surah numbers to reading"
          + " progress, but this is a number",
      ])
  }

  @Test func aLongItemIsShortenedInTheReport() throws {
    let long = String(repeating: "9", count: 500)
    let plan = try Dumps.plan(#"{"favoriteAyahs": ["\#(long)"]}"#)
    let item = try #require(plan.leftOut.first?.item)
    #expect(item.count == 80)
    #expect(item.hasSuffix("…\""))
  }

  @Test func aLongKeyIsShortenedInTheReportButTheNoteIsShownAtLength() throws {
    let key = "9:" + String(repeating: "9", count: 300)
    let note = String(repeating: "ghi nhớ ", count: 40)
    let plan = try Dumps.plan(#"{"ayahNotes": {"\#(key)": ["\#(note)"]}}"#)
    let item = try #require(plan.leftOut.first?.item)
    #expect(item.hasPrefix("\"9:999"))
    #expect(item.contains("…\": \"ghi"))
    #expect(item.hasSuffix(note + "\""))
  }

  @Test func aDomainWithNoneOfTheAppsKeysPlansNothingAndListsItsKeys() throws {
    let plan = try Dumps.plan(#"{"AppleLocale": "vi_VN", "AppleLanguages": ["vi"]}"#)
    #expect(plan.importsNothing)
    #expect(plan.foundKeys.isEmpty)
    #expect(plan.ignoredKeys == ["AppleLanguages", "AppleLocale"])
  }
}

extension String {
  /// Foundation's NFC, an oracle independent of the code under test.
  var precomposedForTest: String { precomposedStringWithCanonicalMapping }
}
