import Foundation
import TestSupport
import Testing

/// The `quran` command line as scripts use it: the real binary, a temporary home.
@Suite struct CommandLineTests {
  let home = TemporaryHome()

  func quran(_ arguments: String...) throws -> Subprocess.Result {
    try QuranProcess.run(arguments, home: home.directory)
  }

  @Test func readPrintsPlainTextWhenPiped() throws {
    let result = try quran("read", "2:255")
    #expect(result.status == 0)
    #expect(result.output.contains("2:255  Allah (là Thượng Đế)"))
    #expect(!result.output.contains("\u{1B}["), "no colors in a pipe")
  }

  @Test func readsSurahsRangesTranslationsAndArabic() throws {
    let surah = try quran("read", "36")
    // The heading, 83 ayahs and the footnote of 36:1 ("Ya-Sin.[1]").
    #expect(surah.output.split(separator: "\n").count == 85)
    let range = try quran("read", "2:255-257", "--translation", "hassan", "--arabic")
    #expect(range.output.contains("2:257"))
    #expect(range.output.contains("Allah! Không có Thượng Đế"))
    #expect(range.output.contains("ٱللَّهُ لَآ إِلَٰهَ"))
  }

  @Test func readJSONIsMachineReadable() throws {
    let result = try quran("read", "1:1-2", "--json", "--arabic")
    let ayahs = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    #expect(ayahs.count == 2)
    #expect(ayahs[0]["id"] as? String == "1:1")
    #expect((ayahs[0]["vietnamese"] as? String)?.hasPrefix("Nhân danh Allah") == true)
    #expect(ayahs[0]["arabic"] is String)
    // Its place in the mushaf (issue 27).
    #expect(ayahs[0]["juz"] as? Int == 1 && ayahs[0]["page"] as? Int == 1)
    #expect(ayahs[0]["hizb"] as? Int == 1 && ayahs[0]["hizbQuarter"] as? Int == 1)
    let kursi = try #require(
      try JSONSerialization.jsonObject(with: Data(quran("read", "2:255", "--json").output.utf8))
        as? [[String: Any]])
    #expect(kursi[0]["juz"] as? Int == 3 && kursi[0]["page"] as? Int == 42, "\(kursi)")
  }

  @Test(arguments: [
    ("115:1", "there is no surah 115"), ("2:287", "surah 2 has 286 ayahs"),
    ("abc", "is not an ayah reference"),
  ])
  func invalidReferencesGetOneSentenceAndFail(reference: String, sentence: String) throws {
    let result = try quran("read", reference)
    #expect(result.status != 0)
    #expect(result.output.isEmpty)
    #expect(result.error.contains(sentence))
    #expect(result.error.split(separator: "\n").count == 1)
  }

  @Test func searchFindsWithoutTones() throws {
    let result = try quran("search", "nhan danh allah", "--limit", "3")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("1:1  Nhân danh Allah"))
    let json = try quran("search", "dang", "--json", "--limit", "2")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect((object["results"] as? [Any])?.count == 2)
    #expect((object["total"] as? Int ?? 0) > 500)
  }

  @Test func favoritesAreAddedListedAndRemoved() throws {
    #expect(try quran("fav", "add", "2:255", "36:1").status == 0)
    var list = try quran("fav", "list")
    #expect(list.output.contains("2:255  Allah"))
    #expect(list.output.contains("36:1"))
    #expect(try quran("fav", "rm", "36:1").output.contains("no longer a favorite"))
    list = try quran("fav", "list", "--json")
    let favorites = try #require(
      try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [[String: Any]])
    #expect(favorites.count == 1)
    #expect(try quran("fav", "add", "2:287").status != 0)
  }

  @Test func progressShowsWhatWasRead() throws {
    let empty = try quran("progress")
    #expect(empty.output.contains("Overall: 0 of 6236 ayahs"))
  }

  @Test func missingDataSaysWhereItLooked() throws {
    let bare = TemporaryHome(withCorpus: false)
    let result = try QuranProcess.run(
      ["read", "1:1"], home: bare.directory, environment: ["QURAN_VI_DATA": "/nowhere"],
      currentDirectory: "/")
    #expect(result.status == 1)
    #expect(result.error.contains("/nowhere"))
    #expect(result.error.contains("--data"))
  }

  @Test func theFirstRunBuildsTheCorpusWithAProgressLine() throws {
    let bare = TemporaryHome(withCorpus: false)
    let result = try QuranProcess.run(["read", "1:1"], home: bare.directory)
    #expect(result.status == 0)
    #expect(result.error.contains("Preparing the Quran text (first run only)"))
    let again = try QuranProcess.run(["read", "1:1"], home: bare.directory)
    #expect(again.error.isEmpty)
  }

  @Test func bothProgramsSayTheirVersion() throws {
    let reader = try quran("--version")
    #expect(reader.status == 0)
    #expect(reader.output.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil, "\(reader.output)")
    let server = try Subprocess.run(
      Fixtures.builtExecutable("quran-records"), ["--version"],
      environment: ProcessInfo.processInfo.environment)
    #expect(server.status == 0)
    #expect(server.output == reader.output)
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionScriptsKnowTheCommands(shell: String) throws {
    let script = try quran("--generate-completion-script", shell)
    #expect(script.status == 0)
    for word in ["read", "search", "fetch", "arabic"] {
      #expect(script.output.contains(word), "\(shell) completion lacks \(word)")
    }
  }
}
