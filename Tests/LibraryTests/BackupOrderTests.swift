import Foundation
import GRDB
import QuranText
import TestSupport
import Testing

@testable import Library
@testable import LibraryRescue

/// Backups are ordered by their sequence, not by the clock: a clock that ran ahead and came
/// back never makes the retention delete the newest, nor recovery pass it over (issue 45).
@Suite struct BackupOrderTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func aClockSixtyDaysAheadThenBackKeepsAndReadsTheNewestBackup() throws {
    let store = try home.openLibrary()
    let today = Date()
    let ahead = today.addingTimeInterval(60 * 86_400)
    var written = Set<UUID>()
    for day in 0..<11 {
      let note = try store.addNote(
        on: try AyahID(surah: 67, ayah: day + 1), text: "ghi chú \(day)",
        at: ahead.addingTimeInterval(Double(day) * 86_400))
      written.insert(note.id)
      try #require(try store.backUpIfDue(at: ahead.addingTimeInterval(Double(day) * 86_400)) != nil)
    }
    // The clock comes back: today's backup is taken and kept, though 11 are dated later.
    for index in 0..<3 {
      written.insert(
        try store.addNote(on: try AyahID(surah: 68, ayah: index + 1), text: "sau \(index)").id)
    }
    let newest = try #require(try store.backUpIfDue(at: today), "not 'the disk is nearly full'")
    let listed = store.backups.list()
    #expect(listed.first?.path == newest.path)
    #expect(FileManager.default.fileExists(atPath: newest.path))
    #expect(listed.map(\.sequence) == listed.map(\.sequence).sorted(by: >))

    // Damaged, set aside, recovered: the newest backup (by sequence) is the one read.
    let queue = try DatabaseQueue(path: home.home.libraryPath)
    try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    try queue.close()
    try Data(repeating: 0xFF, count: 8192).write(to: URL(fileURLWithPath: home.home.libraryPath))
    let report = try Recovery.run(libraryPath: home.home.libraryPath)
    #expect(report.sources.last?.path == newest.path)
    #expect(report.skipped.count == listed.count - 1)
    #expect(report.skipped.allSatisfy { $0.reason == .older(than: newest.path) })
    let back = Set(try LibraryStore(path: home.home.libraryPath).notes().map(\.id))
    #expect(back == written)
  }

  @Test func backupsTakenSinceTheDamageAreSkippedAndSaidSo() throws {
    let store = try home.openLibrary()
    _ = try store.addNote(on: AyahID.parse("1:1"), text: "trước")
    let before = try #require(try store.backUp())
    let aside = try LibraryFile.moveAside(home.home.libraryPath, at: Date())
    let fresh = try home.openLibrary()
    // A clock set back: the backup of the new library is dated a year before the damage.
    let since = try #require(try fresh.backUp(at: Date(timeIntervalSinceNow: -365 * 86_400)))
    let report = try Recovery.run(libraryPath: home.home.libraryPath)
    #expect(report.sources.map(\.path) == [aside, before.path])
    #expect(report.skipped == [Recovery.SkippedBackup(path: since.path, reason: .takenSinceDamage)])
  }

  @Test func aBatchOfChangesIsBackedUpAndTheReaderClosingTakesTheRest() throws {
    let store = try home.openLibrary()
    let start = Date()
    try #require(try store.backUpIfDue(at: start) != nil)
    for index in 0..<Int(Backups.batchChanges) {
      _ = try store.setFavorite(try AyahID(surah: 2, ayah: index + 1), true)
    }
    #expect(try store.backUpIfDue(at: start.addingTimeInterval(60)) == nil, "not within minutes")
    let batch = try #require(try store.backUpIfDue(at: start.addingTimeInterval(200)))
    #expect(batch.kind == .changes)
    #expect(try store.backUpIfChanged() == nil, "nothing changed since")
    _ = try store.addNote(on: AyahID.parse("2:255"), text: "một thay đổi")
    let closing = try #require(try store.backUpIfChanged())
    let copy = try LibraryStore(path: closing.path, access: .readOnly)
    #expect(try copy.noteCount() == 1)
    #expect(BackupRecord.read(closing.path)?.sequence == closing.sequence)
  }
}
