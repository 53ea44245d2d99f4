import Foundation
import GRDB
import QuranText
import TestSupport
import Testing

@testable import Library
@testable import LibraryRescue

/// A damaged library never locks the person out: it is set aside whole, a new one starts, and
/// a recovery brings back every row that can be read, then what the newest backup holds.
@Suite struct DamagedLibraryTests {
  let home = TemporaryHome(withCorpus: false)

  /// A library with `count` notes (on 2:1, 2:2, …) and favorites on the first 300 ayahs of
  /// surah 2, its WAL folded in, closed.
  func makeLibrary(notes range: Range<Int>, backupAfter: Int? = nil) throws -> [(String, String)] {
    var texts = [(String, String)]()
    let store = try home.openLibrary()
    for index in range {
      let ayah = try AyahID(surah: 2, ayah: index % 286 + 1)
      let note = try store.addNote(
        on: ayah, text: "Ghi chú số \(index): " + String(repeating: "ạ", count: 60))
      texts.append((note.id.uuidString, note.text))
      if index < 250 { _ = try store.setFavorite(ayah, true) }
      if index + 1 == backupAfter {
        try #require(try store.backUp(at: Date(timeIntervalSinceNow: -86_400)) != nil)
      }
    }
    return texts
  }

  /// Overwrites a leaf page of each named table with 0xFF bytes (an invalid page).
  func damage(_ tables: [String]) throws {
    try Self.damage(tables, at: home.home.libraryPath)
  }

  /// Overwrites a leaf page of each named table of the library at `path` with 0xFF bytes.
  static func damage(_ tables: [String], at path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    var pages = [Int]()
    for table in tables {
      let leaves = try queue.read {
        try Int.fetchAll(
          $0, sql: "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno",
          arguments: [table])
      }
      pages.append(try #require(leaves.dropFirst(leaves.count / 2).first))
    }
    try queue.close()
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    for page in pages {
      try handle.seek(toOffset: UInt64((page - 1) * 4096))
      handle.write(Data(repeating: 0xFF, count: 4096))
    }
    try handle.close()
  }

  func notes(_ store: LibraryStore) throws -> [String: String] {
    var found = [String: String]()
    for note in try store.notes() { found[note.id.uuidString] = note.text }
    return found
  }

  @Test func aDamagedLibraryIsSetAsideWholeAndRecoveryBringsBackWhatCanBeRead() throws {
    let made = try makeLibrary(notes: 0..<600, backupAfter: 200)
    let written = Dictionary(uniqueKeysWithValues: made)
    try damage(["favorite", "note"])
    #expect(LibraryFile.check(home.home.libraryPath) != .ok)
    let damagedBytes = try Data(contentsOf: URL(fileURLWithPath: home.home.libraryPath))

    let (fresh, notice) = try LibraryStore.open(path: home.home.libraryPath)
    guard case .setAside(_, let aside) = notice else {
      Issue.record(
        "expected the damaged library to be set aside, got \(String(describing: notice))")
      return
    }
    #expect(try fresh.noteCount() == 0)
    let asideBytes = try Data(contentsOf: URL(fileURLWithPath: aside))
    let firstDifference = (0..<(asideBytes.count / 4096)).filter { page in
      page * 4096 >= damagedBytes.count
        || asideBytes[page * 4096..<(page + 1) * 4096]
          != damagedBytes[page * 4096..<(page + 1) * 4096]
    }
    #expect(
      asideBytes == damagedBytes,
      "sizes \(asideBytes.count) \(damagedBytes.count), first difference at \(String(describing: firstDifference))"
    )
    _ = try fresh.setFavorite(AyahID.parse("1:1"), true)

    let report = try Recovery.run(libraryPath: home.home.libraryPath)
    #expect(report.sources.map(\.isBackup) == [false, true])
    let recovered = try notes(fresh)
    #expect(recovered.count < written.count, "a damaged page's notes that no backup held are gone")
    #expect(recovered.count > written.count - 40, "only the damaged page's notes are missing")
    for (id, text) in recovered { #expect(written[id] == text) }
    #expect(report.sources[0].unreadable > 0)
    #expect(made.prefix(200).allSatisfy { recovered[$0.0] != nil }, "every backed-up note is back")
    #expect(try fresh.isFavorite(AyahID.parse("1:1")), "what was written since stays")
    #expect(try fresh.favorites().count > 200)
    // Nothing was deleted or changed: the damaged file and the backup are still there.
    #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == damagedBytes)
    #expect(fresh.backups.list().count == 1)
    // A second recovery adds nothing.
    let again = try Recovery.run(libraryPath: home.home.libraryPath)
    #expect(again.sources.allSatisfy { $0.added.notes.added == 0 && $0.added.favorites.added == 0 })
  }

  @Test func aFileOfGarbageIsSetAsideAndTheNewLibraryWorks() throws {
    try Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(
      to: URL(fileURLWithPath: home.home.libraryPath))
    let (store, notice) = try LibraryStore.open(path: home.home.libraryPath)
    guard case .setAside = notice else {
      Issue.record("expected the garbage to be set aside")
      return
    }
    _ = try store.setFavorite(AyahID.parse("2:255"), true)
    #expect(try store.favorites().count == 1)
    #expect(LibraryFile.setAside(in: home.directory).count == 1)
  }

  @Test func aTruncatedLibraryIsSetAsideAndItsReadableRowsComeBack() throws {
    let made = try makeLibrary(notes: 0..<600)
    let handle = try #require(FileHandle(forUpdatingAtPath: home.home.libraryPath))
    let queue = try DatabaseQueue(path: home.home.libraryPath)
    try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    try queue.close()
    let size = try handle.seekToEnd()
    try handle.truncate(atOffset: size * 2 / 3)
    try handle.close()
    // Set aside when it opens if the start's tables are cut, else by the recovery's check.
    let (_, notice) = try LibraryStore.open(path: home.home.libraryPath)
    let report = try Recovery.run(libraryPath: home.home.libraryPath)
    #expect(notice != nil || report.setAside != nil)
    #expect(LibraryFile.setAside(in: home.directory).count == 1)
    let back = try notes(try LibraryStore(path: home.home.libraryPath))
    #expect(!back.isEmpty && back.count < made.count)
    for (id, text) in back { #expect(Dictionary(uniqueKeysWithValues: made)[id] == text) }
  }

  @Test func damageMetWhileOpenIsCheckedAtTheNextStart() throws {
    _ = try makeLibrary(notes: 0..<600)
    try damage(["note"])
    // Opening reads the small tables only: this damage is met when the notes are read.
    let (store, notice) = try LibraryStore.open(path: home.home.libraryPath)
    #expect(notice == nil)
    #expect(throws: LibraryProblem.damaged(path: home.home.libraryPath)) { try notes(store) }
    let (_, next) = try LibraryStore.open(path: home.home.libraryPath)
    guard case .setAside = next else {
      Issue.record("expected the next start to set the damaged library aside")
      return
    }
  }

  @Test func aWholeLibraryPassesItsCheckAndIsNotMoved() throws {
    _ = try makeLibrary(notes: 0..<50)
    #expect(LibraryFile.check(home.home.libraryPath) == .ok)
    let (_, notice) = try LibraryStore.open(path: home.home.libraryPath)
    #expect(notice == nil)
    #expect(LibraryFile.setAside(in: home.directory).isEmpty)
  }
}

/// The library's own backups: taken before a migration and once a day, whole, private, and
/// kept 7 days and 4 weeks.
@Suite struct LibraryBackupTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func aBackupIsWholePrivateAndTakenOnceADay() throws {
    let store = try home.openLibrary()
    _ = try store.setFavorite(AyahID.parse("2:255"), true)
    let first = try #require(try store.backUpIfDue())
    #expect(try store.backUpIfDue() == nil, "one a day")
    let mode = try FileManager.default.attributesOfItem(atPath: first.path)[.posixPermissions]
    #expect(mode as? Int == 0o600)
    #expect(LibraryFile.check(first.path) == .ok)
    let copy = try LibraryStore(path: first.path, access: .readOnly)
    #expect(try copy.favorites().map(\.ayahID.description) == ["2:255"])
    #expect(!FileManager.default.fileExists(atPath: first.path + "-wal"))
  }

  @Test func anOlderLibraryIsBackedUpBeforeItIsMigrated() throws {
    let queue = try DatabaseQueue(path: home.home.libraryPath)
    try LibrarySchema.migrator.migrate(queue, upTo: "v6: reading plans")
    try queue.write {
      try $0.execute(sql: "INSERT INTO favorite VALUES ('2:255', 2, 255, 0)")
    }
    try queue.close()
    _ = try home.openLibrary()
    let backups = Backups(libraryPath: home.home.libraryPath).list()
    #expect(backups.map(\.kind) == [.migration])
    let old = try DatabaseQueue(path: try #require(backups.first).path)
    let applied = try old.read { try LibrarySchema.migrator.appliedIdentifiers($0) }
    #expect(!applied.contains("v7: the reading log, goal and plans on every device"))
  }

  @Test func sevenDaysFourWeeksAndThreeMigrationsAreKept() throws {
    let backups = Backups(libraryPath: home.home.libraryPath)
    try FileManager.default.createDirectory(
      atPath: backups.folder, withIntermediateDirectories: true)
    let now = Date()
    for day in 0..<60 {
      let date = now.addingTimeInterval(Double(-day) * 86_400)
      for kind: Backups.Kind in day < 5 ? [.daily, .migration] : [.daily] {
        FileManager.default.createFile(
          atPath: backups.folder + "/library-\(Backups.stamp(date))-\(kind.rawValue).sqlite",
          contents: Data())
      }
    }
    backups.prune(now: now)
    let kept = backups.list()
    #expect(kept.filter { $0.kind == .migration }.count == 3)
    let daily = kept.filter { $0.kind == .daily }.map { now.timeIntervalSince($0.date) / 86_400 }
    #expect(daily.count == 11)
    #expect(daily.prefix(7).allSatisfy { $0 < 7 })
    #expect(daily.dropFirst(7).allSatisfy { $0 >= 7 && $0 < 7 + 5 * 7 })
  }
}
