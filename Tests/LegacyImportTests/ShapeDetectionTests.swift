import Testing

@testable import LegacyImport

/// The shape of a dump is told from its bytes.
@Suite struct ShapeDetectionTests {
  @Test(arguments: [
    ("{\"a\": 1}", DumpShape.json),
    ("  \n{ \"a\" : 1}", .json),
    ("{}", .json),
    ("[1]", .json),
    ("{ a = 1; }", .oldStyleText),
    ("{ \"a\" = 1; }", .oldStyleText),
    ("// comment\n{ \"a\" = 1; }", .oldStyleText),
    ("( a, b )", .oldStyleText),
    ("<5b5d>", .oldStyleText),
    ("<?xml version=\"1.0\"?><plist/>", .xmlPlist),
    ("<!DOCTYPE plist><plist/>", .xmlPlist),
    ("<plist version=\"1.0\"></plist>", .xmlPlist),
    ("<dict></dict>", .xmlPlist),
    ("bplist00", .binaryPlist),
  ])
  func theShapeComesFromTheFirstBytes(text: String, shape: DumpShape) {
    #expect(DumpShape.detect(Array(text.utf8)) == shape)
    #expect(
      DumpShape.detect([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == shape || text.hasPrefix("bplist"))
  }

  @Test func blanksAndUnknownBytesAreNoShape() {
    #expect(Dumps.refusal(of: " \n\t") == .emptyFile)
    #expect(Dumps.refusal(of: [0x00, 0x01, 0xFF]) == .unrecognizedShape)
  }

  @Test func utf16TextAsPowerShellWritesItIsRead() throws {
    // PowerShell's `>` writes UTF-16 LE with a byte order mark.
    let text = "{ favoriteAyahs = (\"1:1\"); }"
    let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let plan = try LegacyImport.plan(contentsOf: bytes)
    #expect(plan.shape == .oldStyleText)
    #expect(plan.favorites == [Dumps.id("1:1")])
  }
}
