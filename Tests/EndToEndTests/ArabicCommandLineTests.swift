import Foundation
import QuranText
import TestSupport
import Testing

/// Piped or as JSON, the Arabic leaves `quran` exactly as published, whatever this computer
/// chose for its screen: the display's shaping is for terminals only.
@Suite struct ArabicCommandLineTests {
  let home = TemporaryHome()

  /// The ayah's Arabic as the published file holds it.
  static func published(_ id: String, _ translation: Translation) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.source.path(of: translation)))
    let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let surahs = try #require(file["surahs"] as? [[String: Any]])
    for surah in surahs {
      for ayah in surah["ayahs"] as? [[String: Any]] ?? [] where ayah["id"] as? String == id {
        return try #require(ayah["arabic"] as? String)
      }
    }
    throw MissingAyah(id: id)
  }

  struct MissingAyah: Error { let id: String }

  func quran(_ arguments: String...) throws -> Subprocess.Result {
    // A stored choice and an override, to show neither reaches a pipe.
    try Data(#"{"display":"shaped","plainMarks":true}"#.utf8).write(
      to: URL(fileURLWithPath: home.directory + "/arabic-display.json"))
    return try QuranProcess.run(
      arguments, home: home.directory, environment: ["QURAN_VI_ARABIC_DISPLAY": "shaped"])
  }

  @Test(arguments: [("2:255", Translation.rwwad), ("56:22", .hassan), ("9:1", .hassan)])
  func pipedArabicIsThePublishedBytes(id: String, translation: Translation) throws {
    let published = try Self.published(id, translation)
    let result = try quran("read", id, "--arabic", "--translation", translation.rawValue)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    // 2:255 of the Rwwad translation has its footnote [25] after the ayah.
    let footnotes = translation == .rwwad ? 1 : 0
    #expect(
      lines.count == 4 + footnotes, "heading, Vietnamese, Arabic, footnotes, the final newline")
    #expect(Array(lines[2].utf8) == Array(published.utf8), "\(id): the Arabic was changed")
  }

  @Test(arguments: [("2:255", Translation.rwwad), ("56:22", .hassan)])
  func jsonArabicIsThePublishedBytes(id: String, translation: Translation) throws {
    let published = try Self.published(id, translation)
    let result = try quran("read", id, "--arabic", "--json", "--translation", translation.rawValue)
    let ayahs = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    let arabic = try #require(ayahs.first?["arabic"] as? String)
    #expect(Array(arabic.utf8) == Array(published.utf8), "\(id): the Arabic was changed")
  }

  @Test func aBadDisplayIsOneSentence() throws {
    let option = try QuranProcess.run(
      ["read", "1:1", "--arabic", "--arabic-display", "sideways"], home: home.directory)
    #expect(option.status == 1)
    #expect(option.error.contains("--arabic-display is “sideways”"))
    #expect(option.error.split(separator: "\n").count == 1)
    let variable = try QuranProcess.run(
      ["read", "1:1"], home: home.directory, environment: ["QURAN_VI_ARABIC_DISPLAY": "bidi"])
    #expect(variable.status == 1)
    #expect(variable.error.contains("QURAN_VI_ARABIC_DISPLAY is “bidi”"))
    #expect(variable.output.isEmpty)
  }
}
