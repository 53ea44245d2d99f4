import Foundation
import GRDB
import QuranText
import TestSupport
import Testing

@testable import Library
@testable import LibraryRescue

/// Recovery reads every intact row: a damaged interior, schema or freelist page, or a file cut
/// short, costs only the rows of the pages that were lost (issue 45).
@Suite struct PageScanTests {
  let home = TemporaryHome(withCorpus: false)
  var path: String { home.home.libraryPath }

  /// `count` notes of about 300 bytes (several leaf pages under an interior page), with a
  /// favorite on each, the log folded in; no backup. Returns the notes' ids and texts.
  func makeLibrary(notes count: Int) throws -> [String: String] {
    let store = try home.openLibrary()
    var texts = [String: String]()
    for index in 0..<count {
      let ayah = try AyahID(surah: 67, ayah: index % 30 + 1)
      let text = "Ghi chú \(index) về \(ayah): " + String(repeating: "suy ngẫm ", count: 30)
      texts[try store.addNote(on: ayah, text: text).id.uuidString] = text
      _ = try store.setFavorite(ayah, true)
    }
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    try queue.close()
    return texts
  }

  /// The pages of `table`'s b-tree of the given type ('internal' or 'leaf').
  func pages(_ table: String, _ type: String) throws -> [Int] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read {
      try Int.fetchAll(
        $0, sql: "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = ? ORDER BY pageno",
        arguments: [table, type])
    }
  }

  /// Overwrites `page` with bytes of the generator's choosing.
  func overwrite(_ page: Int, seed: UInt64 = 45) throws {
    var generator = SeededGenerator(seed: seed)
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    try handle.seek(toOffset: UInt64((page - 1) * 4096))
    handle.write(Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }))
    try handle.close()
  }

  /// Opens the damaged library (which sets it aside), recovers, and returns the notes back.
  func recover() throws -> (Recovery.Report, [String: String]) {
    _ = try LibraryStore.open(path: path)
    let report = try Recovery.run(libraryPath: path)
    var back = [String: String]()
    for note in try LibraryStore(path: path).notes() { back[note.id.uuidString] = note.text }
    return (report, back)
  }

  @Test func notesUnderADamagedInteriorPageComeBackFromTheirLeaves() throws {
    let written = try makeLibrary(notes: 45)
    let interior = try pages("note", "internal")
    try #require(interior.count == 1 && (try pages("note", "leaf")).count >= 3)
    try overwrite(interior[0])
    let (report, back) = try recover()
    #expect(back == written, "all 45 notes are on whole leaf pages")
    #expect(report.sources.first?.unreadable == 1)
    #expect(try LibraryStore(path: path).favorites().count == 30)
  }

  @Test func notesComeBackWhenTheSchemaPageIsOverwritten() throws {
    // Enough pages that a wrong guess of the page size (the header is gone) would show.
    let written = try makeLibrary(notes: 300)
    try overwrite(1)
    let (report, back) = try recover()
    #expect(back == written)
    #expect(try LibraryStore(path: path).favorites().count == 30)
    #expect(report.sources.first?.unopenable == false)
    #expect(report.sources.first?.unreadable == 1, "only page 1 is lost")
  }

  @Test func aFileCutShortGivesBackTheNotesOnItsWholePages() throws {
    let written = try makeLibrary(notes: 300)
    let leaves = try pages("note", "leaf")
    let cut = leaves[leaves.count / 2] * 4096 - 1_000
    // What a scan of the whole file finds on the pages the cut leaves whole.
    let whole = try #require(DatabaseImage(path: path))
    let kept = Set(
      PageScan(image: whole).rows.filter { $0.table == "note" && $0.page * 4096 <= cut }
        .compactMap { $0.values.first?.text })
    try #require(!kept.isEmpty && leaves.contains { $0 * 4096 > cut })
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    try handle.truncate(atOffset: UInt64(cut))
    try handle.close()
    let (report, back) = try recover()
    #expect(kept.isSubset(of: Set(back.keys)))
    #expect(back.count < written.count)
    for (id, text) in back { #expect(written[id] == text) }
    #expect((report.sources.first?.unreadable ?? 0) > 0)
  }

  @Test func aDeletedNoteOnAFreedPageStaysDeleted() throws {
    let store = try home.openLibrary()
    var gone = [UUID]()
    for index in 0..<60 {
      let note = try store.addNote(
        on: try AyahID(surah: 2, ayah: index + 1), text: String(repeating: "x", count: 2_000))
      gone.append(note.id)
    }
    for id in gone { _ = try store.deleteNote(id) }
    let kept = try store.addNote(on: AyahID.parse("1:1"), text: "còn lại")
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    try queue.close()
    let scan = PageScan(image: try #require(DatabaseImage(path: path)))
    let scratch = try DatabaseQueue()
    try LibrarySchema.migrator.migrate(scratch)
    try scratch.write { try RecoveredTables.write(ScannedTables(scan.rows), into: $0) }
    #expect(
      try scratch.read { try String.fetchAll($0, sql: "SELECT id FROM note") } == [
        kept.id.uuidString
      ])
  }

  @Test func randomBytesNeverCrashOrLoop() throws {
    var generator = SeededGenerator(seed: 4545)
    _ = try makeLibrary(notes: 60)
    let real = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    for trial in 0..<200 {
      var bytes: [UInt8]
      if trial % 2 == 0 {
        let size = Int.random(in: 0...40_000, using: &generator)
        bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        if trial % 4 == 0, bytes.count >= 100 {
          bytes.replaceSubrange(0..<16, with: DatabaseImage.magic)
        }
      } else {
        bytes = real
        for _ in 0..<Int.random(in: 1...400, using: &generator) {
          bytes[Int.random(in: 0..<bytes.count, using: &generator)] = .random(
            in: 0...255, using: &generator)
        }
      }
      let scan = PageScan(image: DatabaseImage(bytes: bytes))
      _ = ScannedTables(scan.rows)
      #expect(scan.unreadablePages <= scan.pageCount)
    }
  }
}
