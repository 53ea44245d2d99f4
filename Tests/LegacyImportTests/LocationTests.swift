import Testing

@testable import LegacyImport

/// The app's keys are found wherever in the dump they sit.
@Suite struct LocationTests {
  /// plistlib.dumps(fmt=FMT_BINARY) of {"Backup": {"Domains": {"vn.quran.app":
  /// {"favoriteAyahs": b'["1:1","2:255"]', "AppleLocale": "vi_VN"}}}, "Tool": "iMazing"}
  static let wrappedBinary =
    "YnBsaXN0MDDSAQIDDFZCYWNrdXBUVG9vbNEEBVdEb21haW5z0QYHXHZuLnF1cmFuLmFwcNIICQoLW0FwcGxlTG9jYWxl"
    + "XWZhdm9yaXRlQXlhaHNVdmlfVk5PEA9bIjE6MSIsIjI6MjU1Il1XaU1hemluZwgNFBkcJCc0OUVTWWsAAAAAAAABAQAA"
    + "AAAAAAANAAAAAAAAAAAAAAAAAAAAcw=="

  @Test func keysNestedInABackupToolsWrapperAreFound() throws {
    let plan = try Dumps.plan(base64: Self.wrappedBinary)
    #expect(plan.favorites == [Dumps.id("1:1"), Dumps.id("2:255")])
    #expect(plan.location == ["Backup", "Domains", "vn.quran.app"])
    #expect(plan.ignoredKeys == ["AppleLocale"])
  }

  @Test func keysInsideAnAllDomainsDefaultsReadAreFound() throws {
    let text = """
      {
          NSGlobalDomain = { AppleLocale = vi_VN; };
          "vn.quran.app" = { favoriteAyahs = ("36:1"); NSInterfaceStyle = macintosh; };
      }
      """
    let plan = try Dumps.plan(text)
    #expect(plan.favorites == [Dumps.id("36:1")])
    #expect(plan.location == ["vn.quran.app"])
    #expect(plan.ignoredKeys == ["NSInterfaceStyle"])
  }

  @Test func keysInsideAListOfDomainsAreFound() throws {
    let plan = try Dumps.plan(#"[{"domain": "x"}, {"values": {"favoriteAyahs": ["1:1"]}}]"#)
    #expect(plan.location == ["[1]", "values"])
  }

  @Test func keysInTwoPlacesAreRefusedNamingBoth() {
    let text = #"{ favoriteAyahs = ("1:1"); "group.vn.quran" = { ayahNotes = {}; }; }"#
    #expect(
      Dumps.refusal(of: text)
        == .appKeysInSeveralPlaces(["at the top level", "inside \"group.vn.quran\""]))
  }

  @Test func aDumpThatIsNotADictionaryIsRefused() {
    #expect(Dumps.refusal(of: "[1, 2]") == .notAPreferencesDomain(found: "a list"))
    #expect(Dumps.refusal(of: "\"text\"") == .notAPreferencesDomain(found: "a text"))
  }
}
