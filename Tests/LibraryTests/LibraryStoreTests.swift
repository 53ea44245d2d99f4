import Foundation
import GRDB
import Library
import QuranText
import TestSupport
import Testing

@Suite struct LibraryStoreTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func favoritesToggleAndEachChangeIsJournaled() throws {
    let store = try home.openLibrary()
    let kursi = try AyahID.parse("2:255")
    #expect(try store.toggleFavorite(kursi) == true)
    #expect(try store.isFavorite(kursi))
    #expect(try store.pendingChanges().map(\.operation) == [.save])
    #expect(try store.toggleFavorite(kursi) == false)
    #expect(try !store.isFavorite(kursi))
    let journal = try store.pendingChanges()
    #expect(journal.count == 1, "an unsent change is replaced by the newer one")
    #expect(journal.first?.recordType == .favoriteAyah)
    #expect(journal.first?.recordKey == "2:255")
    #expect(journal.first?.operation == .delete)
  }

  /// Issue 47: the reader opens the library on every start; opening one that is up to date
  /// and only reading it must cost no write, and so no flush to the disk (a `DatabasePool`
  /// wrote a table into the WAL on every open, and its close copied that into the file).
  @Test func openingAnUpToDateLibraryAndReadingItWritesNothing() throws {
    let path = home.home.libraryPath
    do { try home.openLibrary().setFavorite(AyahID.parse("2:255"), true) }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    do {
      let (store, notice) = try LibraryStore.open(path: path)
      #expect(notice == nil)
      #expect(try store.favoriteIDs() == [try AyahID.parse("2:255")])
      _ = try store.settings()
      let wal = try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int
      #expect((wal ?? 0) == 0, "the WAL holds \(wal ?? 0) bytes while only reading")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "the file changed")
  }

  @Test func settingAFavoriteTwiceChangesNothingTheSecondTime() throws {
    let store = try home.openLibrary()
    let id = try AyahID.parse("36:1")
    #expect(try store.setFavorite(id, true))
    let first = try store.pendingChanges()
    #expect(try !store.setFavorite(id, true))
    #expect(try store.pendingChanges() == first)
    #expect(try store.favorites().map(\.ayahID) == [id])
  }

  @Test func favoritesComeInQuranOrder() throws {
    let store = try home.openLibrary()
    for text in ["112:1", "2:255", "1:1", "2:3"] { try store.setFavorite(AyahID.parse(text), true) }
    #expect(try store.favorites().map(\.ayahID.description) == ["1:1", "2:3", "2:255", "112:1"])
  }

  @Test func progressKeepsTheFurthestAyahReached() throws {
    let store = try home.openLibrary()
    #expect(try store.recordReading(AyahID.parse("2:10")))
    #expect(try !store.recordReading(AyahID.parse("2:5")))
    #expect(try store.recordReading(AyahID.parse("2:143")))
    let progress = try #require(try store.progress()[2])
    #expect(progress.lastReadAyah == 143)
    #expect(progress.totalAyahs == 286)
    #expect(abs(progress.percentage - 50) < 0.01)
    let journal = try store.pendingChanges()
    #expect(journal.map(\.recordKey) == ["2"])
    #expect(journal.map(\.recordType) == [.readingProgress])
    // Where the person stopped is not what they read: the reading log holds nothing yet.
    #expect(try store.ayahsRead().ayahsRead == 0)
    try store.logRead([AyahID.parse("2:1"), AyahID.parse("2:2"), AyahID.parse("2:1")])
    let read = try store.ayahsRead()
    #expect(read.ayahsRead == 2 && read.read(inSurah: 2) == 2 && read.surahsFinished == 0)
  }

  @Test func settingsRoundTripAndOnlyChangedKeysAreJournaled() throws {
    let store = try home.openLibrary()
    #expect(try store.settings() == AppSettings())
    var settings = AppSettings()
    settings.translation = .hassan
    try store.save(settings)
    #expect(try store.settings().translation == .hassan)
    let keys = Set(try store.pendingChanges().map(\.recordKey))
    #expect(keys == ["translation"], "the defaults kept are no change")
    settings.showArabic = false
    settings.lastPosition = try AyahID.parse("36:12")
    try store.save(settings)
    let reopened = try home.openLibrary().settings()
    #expect(reopened.showArabic == false)
    #expect(reopened.lastPosition?.description == "36:12")
  }

  @Test func theStoreIsInWALModeAndSurvivesReopening() throws {
    do {
      let store = try home.openLibrary()
      try store.setFavorite(AyahID.parse("1:1"), true)
    }
    let queue = try DatabaseQueue(path: home.home.libraryPath)
    let mode = try queue.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
    #expect(mode == "wal")
    #expect(try home.openLibrary().favorites().count == 1)
  }
}

/// The library holds a person's notes: like `account.json`, only they may read it.
@Suite struct LibraryFileModeTests {
  let home = TemporaryHome(withCorpus: false)

  func mode(_ path: String) throws -> Int {
    try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  @Test func theLibraryAndItsJournalFilesAreCreatedReadableByTheOwnerAlone() throws {
    let previous = umask(0o022)
    defer { umask(previous) }
    let store = try home.openLibrary()
    try store.setFavorite(AyahID.parse("2:255"), true)
    let path = home.home.libraryPath
    let libraryMode = try mode(path)
    #expect(libraryMode == 0o600, "library.sqlite is \(String(libraryMode, radix: 8))")
    for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
      #expect(try mode(path + suffix) == 0o600, "library.sqlite\(suffix)")
    }
    #expect(FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test func aLibraryAnEarlierVersionLeftReadableByOthersIsMadePrivate() throws {
    let path = home.home.libraryPath
    do {
      let store = try home.openLibrary()
      try store.setFavorite(AyahID.parse("1:1"), true)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    let again = try home.openLibrary()
    #expect(try again.isFavorite(AyahID.parse("1:1")))
    let libraryMode = try mode(path)
    #expect(libraryMode == 0o600, "library.sqlite is \(String(libraryMode, radix: 8))")
  }
}
