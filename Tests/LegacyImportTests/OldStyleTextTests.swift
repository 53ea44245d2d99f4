import Testing

@testable import LegacyImport

/// `defaults read` output, old and new macOS, full and shortened.
@Suite struct OldStyleTextTests {
  static let favorites = "[\"1:1\",\"2:255\",\"36:1\",\"112:1\",\"2:286\"]"

  @Test func shortenedDefaultsReadDataIsLeftOutNamingTheKeyAndTheRestImported() throws {
    let text = """
      {
          AppleLocale = vi_VN;
          favoriteAyahs = {length = 38, bytes = 0x5b22313a 31222c22 323a3235 ... 3a323836 225d};
          ayahNotes = <\(Dumps.hexGroups("{\"2:255\":[\"ok\"]}"))>;
      }
      """
    let plan = try Dumps.plan(text)
    #expect(plan.noteWords == [Dumps.id("2:255"): ["ok"]])
    #expect(plan.favorites.isEmpty)
    #expect(plan.leftOut.map(\.key) == ["favoriteAyahs"])
    #expect(plan.leftOut.first?.reason.contains("printed part of its 38 bytes") == true)
    #expect(plan.leftOut.first?.reason.contains("defaults export com.Donald.Quranvn -") == true)
  }

  @Test func aShortenedValueOfAKeyNotTheAppsDoesNotMatter() throws {
    let text = """
      {
          WidgetCache = {length = 4096, bytes = 0x00000000 00000000 ... 00000000};
          favoriteAyahs = <\(Dumps.hexGroups(Self.favorites))>;
      }
      """
    let plan = try Dumps.plan(text)
    #expect(plan.favorites.count == 5)
    #expect(plan.ignoredKeys == ["WidgetCache"])
  }

  @Test func theNewerDataFormIsReadWhenItIsWhole() throws {
    let text =
      "{ favoriteAyahs = {length = 15, bytes = 0x\(Dumps.hexGroups("[\"1:1\",\"2:255\"]"))}; }"
    #expect(try Dumps.plan(text).favorites == [Dumps.id("1:1"), Dumps.id("2:255")])
  }

  @Test func aWholeDataFormWhoseLengthDisagreesIsRefused() {
    let text = "{ favoriteAyahs = {length = 99, bytes = 0x5b5d}; }"
    guard case .malformed(.oldStyleText, _, .line(1)) = Dumps.refusal(of: text) else {
      Issue.record("a wrong length was not refused")
      return
    }
  }

  @Test func aDictionaryWithAKeyNamedLengthIsStillADictionary() throws {
    let root = try OldStyleReader.read(Array("{ a = { length = 5; bytes = x; }; }".utf8))
    #expect(root["a"]?["length"] == .string("5"))
  }

  @Test func nativeValuesAsDefaultsReadPrintsThemAreImported() throws {
    // Numbers come out as unquoted words, non-ASCII as \U escapes, keys unquoted or quoted.
    let text = #"""
      {
          "ReadingProgressStore.progress" =     {
              2 =         {
                  lastReadAyah = 142;
                  totalAyahs = 286;
              };
              36 = 12;
          };
          ayahNotes =     {
              "2:255" =         (
                  "\U0110\U1ecdc m\U1ed7i t\U1ed1i\n\"Allah\" \\ \101",
                  'single quoted'
              );
          };
          favoriteAyahs =     (
              "1:1",
              "2:255",
          );
      }
      """#
    let plan = try Dumps.plan(text)
    #expect(plan.shape == .oldStyleText)
    #expect(plan.progress == [2: 142, 36: 12])
    #expect(plan.favorites == [Dumps.id("1:1"), Dumps.id("2:255")])
    #expect(plan.noteWords[Dumps.id("2:255")] == ["Đọc mỗi tối\n\"Allah\" \\ A", "single quoted"])
  }

  @Test func surrogatePairsInEscapesMakeOneCharacter() throws {
    let root = try OldStyleReader.read(Array(#"{ a = "\Ud83d\Ude00 \Ud800x"; }"#.utf8))
    #expect(root["a"] == .string("😀 \u{FFFD}x"))
  }

  @Test func commentsAreSkipped() throws {
    let text = "// defaults read vn.quran\n{ /* favorites */ favoriteAyahs = (\"1:1\"); }"
    #expect(try Dumps.plan(text).favorites == [Dumps.id("1:1")])
  }

  @Test(arguments: [
    "{ a = b }x",
    "{ a = \"unclosed; }",
    "{ a = <5b2>; }",
    "{ a = <5bzz>; }",
    "{ a = (b c); }",
    "{ a b; }",
    "{ a = b;",
    "( a, b",
  ])
  func brokenTextIsRefusedNamingTheLine(text: String) {
    guard case .malformed(.oldStyleText, _, .line) = Dumps.refusal(of: text) else {
      Issue.record("not refused: \(text)")
      return
    }
  }
}
