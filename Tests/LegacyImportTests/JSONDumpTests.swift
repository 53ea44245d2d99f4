import Foundation
import Testing

@testable import LegacyImport

/// JSON dumps, with values decoded or as base64 of the app's data, and the JSON reader.
@Suite struct JSONDumpTests {
  static func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

  @Test func base64StringsOfTheAppsDataAreDecoded() throws {
    let json = """
      {
        "favoriteAyahs": "\(Self.base64("[\"1:1\",\"2:255\"]"))",
        "ayahNotes": "\(Self.base64(#"{"1:1":["B\u1eaft \u0111\u1ea7u \/ ok"]}"#))",
        "ReadingProgressStore.progress": "\(Self.base64(#"{"36":{"lastReadAyah":12}}"#))"
      }
      """
    let plan = try Dumps.plan(json)
    #expect(plan.favorites == [Dumps.id("1:1"), Dumps.id("2:255")])
    #expect(plan.noteWords == [Dumps.id("1:1"): ["Bắt đầu / ok"]])
    #expect(plan.progress == [36: 12])
  }

  @Test func base64OfDamagedJSONLeavesThatKeyOutAndImportsTheOthers() throws {
    let json = """
      {"ayahNotes": "\(Self.base64("{\"1:1\":[\"x\""))",
       "favoriteAyahs": ["2:255"]}
      """
    let plan = try Dumps.plan(json)
    #expect(plan.favorites == [Dumps.id("2:255")])
    #expect(plan.notes.isEmpty)
    #expect(plan.leftOut.map(\.key) == ["ayahNotes"])
    #expect(plan.leftOut.first?.reason.contains("the app's JSON in it is damaged") == true)
  }

  @Test func jsonTextInAStringIsReadAsTheValue() throws {
    let plan = try Dumps.plan(#"{"favoriteAyahs": "[\"2:255\"]"}"#)
    #expect(plan.favorites == [Dumps.id("2:255")])
  }

  @Test func aPlainStringIsNotTakenForBase64() throws {
    // "none" is valid base64, but of bytes that are not the app's JSON: a wrong shape, not damage.
    let plan = try Dumps.plan(#"{"favoriteAyahs": "none"}"#)
    #expect(plan.favorites.isEmpty)
    #expect(plan.leftOut.map(\.item) == ["\"none\""])
  }

  @Test func surrogatePairsMakeOneCharacter() throws {
    let value = try JSONReader.read(Array(#"["\ud83d\ude00", "\u00e9\/"]"#.utf8))
    #expect(value == .array([.string("😀"), .string("é/")]))
  }

  /// A lone surrogate cannot be text: the dump is refused where it is, rather than a note
  /// changed to U+FFFD without a word (the rule of JSONScanner, the server's too).
  @Test(arguments: [#"a\ud800b"#, #"\ud800"#, #"\udc00"#, #"\ud800\u0041"#, #"\ude00\ud83d"#])
  func aLoneSurrogateInANoteRefusesTheDumpSayingWhere(escaped: String) {
    let json = "{\"favoriteAyahs\": [\"2:255\"],\n \"ayahNotes\": {\"1:1\": [\"\(escaped)\"]}}"
    guard case .malformed(.json, let problem, .line(2)) = Dumps.refusal(of: json) else {
      Issue.record("a lone surrogate was not refused on line 2: \(json)")
      return
    }
    #expect(problem.contains("lone surrogate"), "\(problem)")
  }

  @Test func aLoneSurrogateInTheAppsStoredJSONLeavesThatKeyOutSayingWhy() throws {
    let plan = try Dumps.plan(
      #"{"ayahNotes": "\#(Self.base64(#"{"1:1":["x\ud800"]}"#))", "favoriteAyahs": ["2:255"]}"#)
    #expect(plan.notes.isEmpty)
    #expect(plan.favorites == [Dumps.id("2:255")])
    #expect(plan.leftOut.first?.reason.contains("lone surrogate") == true, "\(plan.leftOut)")
  }

  @Test func numbersKeepTheirKind() throws {
    let value = try JSONReader.read(Array("[0, -7, 1.5, 2e3, 99999999999999999999]".utf8))
    #expect(value == .array([.integer(0), .integer(-7), .real(1.5), .real(2000), .real(1e20)]))
  }

  @Test func deepNestingIsRefusedRatherThanExhaustingTheStack() {
    let json = String(repeating: "[", count: 100_000)
    guard case .malformed(.json, let problem, _) = Dumps.refusal(of: json) else {
      Issue.record("deep nesting was not refused")
      return
    }
    #expect(problem.contains("deeper"))
  }

  @Test(arguments: [
    "{\"a\": [1, 2,]}", "{\"a\" 1}", "{\"a\": 01}", "{\"a\": 1.}", "{\"a\": -}", "{\"a\": tru}",
    "{\"a\": \"\u{01}\"}", "{\"a\": \"\\x\"}", "{\"a\": \"\\u12\"}", "{\"a\": 1} x",
    "{\"a\": \"unclosed}", "[1 2]",
  ])
  func invalidJSONIsRefused(json: String) {
    guard case .malformed(.json, _, .line) = Dumps.refusal(of: json) else {
      Issue.record("not refused: \(json)")
      return
    }
  }

  @Test func invalidUTF8InsideAStringIsRefused() {
    let bytes = Array("{\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    guard case .malformed(.json, _, _) = Dumps.refusal(of: bytes) else {
      Issue.record("invalid UTF-8 was not refused")
      return
    }
  }
}
