import AppRecords
import Foundation
import QuranText
import Testing

@testable import LegacyImport

/// A hostile dump costs bounded time and memory: a 52 MB JSON of `[],` took 10.6 s and
/// 2.16 GB, a 200 MB XML plist 13.3 s and 1 GB. Past a stated size, or past a stated count of
/// values, a dump is refused in a sentence; a note too long to sync is left out with a reason.
@Suite struct ReadingLimitTests {
  /// The reason a refusal gives, whatever its case.
  static func reason(_ bytes: [UInt8]) -> String? { Dumps.refusal(of: bytes)?.description }

  @Test func aDumpPastTheSizeLimitIsRefusedBeforeItIsRead() throws {
    // Blanks would be read as an empty file; the size is told first.
    let bytes = [UInt8](repeating: UInt8(ascii: " "), count: ReadingLimits.maxBytes + 1)
    #expect(Dumps.refusal(of: bytes) == .tooLarge(bytes: bytes.count))
    let reason = try #require(Self.reason(bytes))
    #expect(reason.contains("at most 16 MB"), "\(reason)")
    #expect(reason.contains("Nothing was imported"))
  }

  @Test func aJSONOfMillionsOfEmptyListsIsRefusedByItsCount() throws {
    let count = ReadingLimits.maxValues + 10
    let text = "[" + String(repeating: "[],", count: count) + "[]]"
    let started = ContinuousClock.now
    let reason = try #require(Self.reason(Array(text.utf8)), "the dump was read")
    #expect(reason.contains("more than \(ReadingLimits.maxValues) values"), "\(reason)")
    // Refused as the limit is reached, not after building the whole tree.
    #expect(ContinuousClock.now - started < .seconds(20))
  }

  @Test func anXMLPlistOfMillionsOfValuesIsRefusedByItsCount() throws {
    let text =
      #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><array>"#
      + String(repeating: "<true/>", count: ReadingLimits.maxValues + 10) + "</array></plist>"
    let reason = try #require(Self.reason(Array(text.utf8)), "the dump was read")
    #expect(reason.contains("more than \(ReadingLimits.maxValues) values"), "\(reason)")
  }

  @Test func oldStyleTextOfMillionsOfValuesIsRefusedByItsCount() throws {
    let text = "(" + String(repeating: "(),", count: ReadingLimits.maxValues + 10) + "())"
    let reason = try #require(Self.reason(Array(text.utf8)), "the dump was read")
    #expect(reason.contains("more than \(ReadingLimits.maxValues) values"), "\(reason)")
  }

  @Test func aDumpJustInsideTheLimitsIsRead() throws {
    let favorites = Array(repeating: #""2:255""#, count: 100_000).joined(separator: ",")
    let plan = try Dumps.plan(#"{"favoriteAyahs": [\#(favorites)]}"#)
    #expect(plan.favorites == [Dumps.id("2:255")])
  }

  @Test func aNoteTooLongToSyncIsLeftOutWithAReasonAndTheOthersImported() throws {
    let long = String(repeating: "Đọc mỗi tối. ", count: 70_000)  // 1.4 MB of UTF-8
    // Quotes take two bytes in the record: 500,000 of them are 1 MB there.
    let quoted = String(repeating: "\\\"", count: 500_000)
    let plan = try Dumps.plan(
      #"{"ayahNotes": {"2:255": ["\#(long)", "ngắn"], "1:1": ["\#(quoted)"]}}"#)
    // Counts, not texts: a failure should not print megabytes.
    #expect(plan.noteWords.mapValues { $0.map(\.count) } == [Dumps.id("2:255"): [4]])
    #expect(plan.leftOut.count == 2)
    for item in plan.leftOut {
      #expect(item.key == "ayahNotes")
      #expect(item.reason.contains("could never sync"), "\(item.reason)")
      #expect(item.item.count < 1000, "the report shows the note shortened")
    }
    #expect(plan.leftOut.first?.reason.contains("the note is 1.4 MB") == true)
  }

  @Test func aNoteAtTheLimitIsImported() throws {
    let text = String(repeating: "a", count: NoteSize.maxSyncedBytes)
    let plan = try Dumps.plan(#"{"ayahNotes": {"2:255": ["\#(text)"]}}"#)
    #expect(plan.noteWords[Dumps.id("2:255")]?.first?.utf8.count == NoteSize.maxSyncedBytes)
    #expect(plan.leftOut.isEmpty)
  }
}
