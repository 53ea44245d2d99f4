import Testing

@testable import LegacyImport

/// The same data in every shape gives the same plan, the one quranvn.expected.json states.
@Suite struct FixtureDumpTests {
  static let otherKeys = ["AppleLanguages", "AppleLocale", "NSInterfaceStyle"]

  @Test(arguments: [
    ("quranvn.binary.plist", DumpShape.binaryPlist),
    ("quranvn.xml.plist", .xmlPlist),
    ("quranvn.defaults-read.txt", .oldStyleText),
    ("quranvn.json", .json),
  ])
  func everyShapeOfTheFixtureGivesTheExpectedPlan(file: String, shape: DumpShape) throws {
    let plan = try LegacyImport.plan(contentsOf: Dumps.bytes(file))
    #expect(try ExpectedPlan.load().matches(plan))
    #expect(plan.shape == shape)
    #expect(plan.leftOut.isEmpty)
    #expect(plan.ignoredKeys == (shape == .json ? [] : Self.otherKeys))
    #expect(plan.foundKeys == ["favoriteAyahs", "ayahNotes", "ReadingProgressStore.progress"])
    #expect(plan.location.isEmpty)
  }

  @Test func theShapeIsToldFromTheBytesNotTheFileName() throws {
    // The XML fixture's bytes, whatever the file was called, are an XML plist.
    let bytes = try Dumps.bytes("quranvn.xml.plist")
    #expect(DumpShape.detect(bytes) == .xmlPlist)
    #expect(DumpShape.detect(try Dumps.bytes("quranvn.binary.plist")) == .binaryPlist)
    #expect(DumpShape.detect(try Dumps.bytes("quranvn.defaults-read.txt")) == .oldStyleText)
    #expect(DumpShape.detect(try Dumps.bytes("quranvn.json")) == .json)
  }

  @Test func aTruncatedBinaryPlistIsRefusedWhole() throws {
    let error = Dumps.refusal(of: try Dumps.bytes("broken-truncated.binary.plist"))
    guard case .malformed(.binaryPlist, _, .byte) = error else {
      Issue.record("expected a malformed binary plist, got \(String(describing: error))")
      return
    }
    #expect(error!.description.contains("cut short"))
    #expect(error!.description.contains("Nothing was imported"))
  }

  @Test func damagedJSONInsideADataValueLeavesOutThatValueAlone() throws {
    let plan = try LegacyImport.plan(
      contentsOf: try Dumps.bytes("broken-bad-json-inside.xml.plist"))
    #expect(plan.leftOut.map(\.key) == ["ayahNotes"])
    #expect(plan.leftOut.first?.reason.contains("is damaged at byte") == true)
    #expect(plan.notes.isEmpty)
    #expect(plan.favorites.count == 5)
    #expect(plan.progress == [1: 7, 2: 142, 36: 12])
    #expect(plan.foundKeys == ["favoriteAyahs", "ayahNotes", "ReadingProgressStore.progress"])
  }

  @Test func aPictureIsNamedForWhatItIs() {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    let error = Dumps.refusal(of: png)
    #expect(error == .otherKindOfFile(.png))
    #expect(error?.description.contains("a PNG image, not a preferences dump") == true)
    #expect(Dumps.refusal(of: Array("SQLite format 3\u{0}".utf8)) == .otherKindOfFile(.sqlite))
  }
}
