import Foundation
import TestSupport
import Testing

/// The commands that need only the person's library (favorites, notes, plans, the legacy
/// import) work on a computer that has never seen the scripture: they check ayahs with the
/// surahs' lengths and never ask to fetch the text or build the corpus (issue 38).
@Suite struct LibraryOnlyCommandTests {
  let home = TemporaryHome(withCorpus: false)
  /// A folder with nothing beside it, so no `../shared` text is found.
  let elsewhere = Fixtures.makeTemporaryDirectory("elsewhere")

  func quran(_ arguments: String...) throws -> Subprocess.Result {
    try QuranProcess.run(
      arguments, home: home.directory,
      environment: ["QURAN_VI_DATA": "", "QURAN_VI_NO_CHECKOUT_TEXT": "1", "QURAN_VI_LANG": "en"],
      currentDirectory: elsewhere)
  }

  @Test func favoritesNotesAndTheLegacyImportNeedNoScripture() throws {
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    let add = try quran("fav", "add", "2:255")
    #expect(add.status == 0, "\(add.error)")
    let refused = try quran("fav", "add", "2:300")
    #expect(refused.error == "quran: 2:300 does not exist: surah 2 has 286 ayahs.\n")
    let note = try quran("note", "add", "2:255", "Ayat al-Kursi")
    #expect(note.status == 0, "\(note.error)")
    let dump = Fixtures.sharedDirectory + "/fixtures/legacy/quranvn.json"
    let legacy = try quran("import-legacy", dump, "--dry-run")
    #expect(legacy.status == 0, "\(legacy.error)")
    #expect(!FileManager.default.fileExists(atPath: home.home.corpusPath), "no corpus was built")
    #expect(try home.openLibrary().favoriteIDs().map(\.description) == ["2:255"])
    let read = try quran("read", "2:255")
    #expect(read.error.contains("Run quran data fetch to download it"), "the text is still missing")
  }
}
