import CloudRecords
import Foundation
import GRDB
import Synchronization
import TestSupport
import Testing

/// `quran-records backup` while the server takes writes, and `restore` into an empty
/// database: everything acknowledged before the backup began is in the copy, and a server on
/// the restored database serves it to the same token (issue 29).
@Suite struct BackupTests {
  @Test func aBackupTakenDuringWritesHoldsEverythingAcknowledgedBeforeIt() throws {
    let directory = Fixtures.makeTemporaryDirectory("backup")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let fixture = try ServerFixture(users: ["alice"], database: directory + "/records.sqlite")
    try fixture.createZone()
    let before = (1...300).map { "before-\($0)" }
    for chunk in stride(from: 0, to: before.count, by: 100) {
      let saved = try fixture.save(
        before[chunk..<chunk + 100].map { ServerFixture.favorite($0) })
      #expect(saved.allSatisfy { $0.record != nil })
    }

    // A writer keeps saving while the backup runs, keeping when each save was stamped.
    let writing = Atomic<Bool>(true)
    let written = Atomic<Int>(0)
    let stamped = Mutex<[(name: String, at: Int64)]>([])
    let writer = DispatchGroup()
    DispatchQueue.global().async(group: writer) {
      while writing.load(ordering: .relaxed) {
        let name = "during-\(written.add(1, ordering: .relaxed).newValue)"
        let saved = try? fixture.save([ServerFixture.favorite(name)])
        if let at = saved?.first?.record?.modified?.timestamp {
          stamped.withLock { $0.append((name, at)) }
        }
      }
    }
    #expect(Waiting.until(10) { written.load(ordering: .relaxed) >= 5 }, "the writer never wrote")
    let backup = directory + "/backup.sqlite"
    let said = try fixture.server.command(["backup", "--to", backup])
    writing.store(false, ordering: .relaxed)
    writer.wait()
    #expect(said.contains("Backed up"), "\(said)")
    let mode = try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    // Never over an existing file.
    #expect(throws: (any Error).self) { try fixture.server.command(["backup", "--to", backup]) }

    let restored = try TestDatabase.location(in: directory + "/restored")
    defer { TestDatabase.drop(restored) }
    try FileManager.default.createDirectory(
      atPath: directory + "/restored", withIntermediateDirectories: true)
    let restoring = try Subprocess.run(
      RecordServerProcess.executable, ["restore", "--from", backup, "--db", restored],
      environment: ProcessInfo.processInfo.environment)
    #expect(restoring.status == 0, "\(restoring.error)")

    let server = try RecordServerProcess(database: restored)
    let copy = fixture.through(server)
    var found = 0
    for chunk in stride(from: 0, to: before.count, by: 100) {
      let lookup = try copy.lookup(Array(before[chunk..<chunk + 100]))
      #expect(lookup.status == 200, "\(lookup.text.prefix(300))")
      found += try lookup.decoded(RecordsResponse.self).records.compactMap(\.record).count
    }
    #expect(found == before.count)

    // Every save stamped up to when the backup says it was taken is in it: a device takes
    // what was stamped later for lost by the restore, and sends it again.
    let takenAt = try DatabaseQueue(path: backup).read { db in
      try Int64.fetchOne(
        db, sql: "SELECT CAST(value AS INTEGER) FROM server_history WHERE name = 'backupTakenAt'")
    }
    let held = stamped.withLock { $0 }.filter { $0.at <= (takenAt ?? 0) }.map(\.name)
    #expect(takenAt != nil)
    for chunk in stride(from: 0, to: held.count, by: 100) {
      let lookup = try copy.lookup(Array(held[chunk..<min(chunk + 100, held.count)]))
      let records = try lookup.decoded(RecordsResponse.self).records
      let missing = zip(held[chunk...], records).filter { $0.1.record == nil }.map(\.0)
      #expect(missing.isEmpty, "stamped before the backup's time, not in it: \(missing)")
    }
  }

  @Test func backupOnPostgreSQLSaysToUsePgDump() throws {
    let result = try Subprocess.run(
      RecordServerProcess.executable,
      ["backup", "--to", "/tmp/never", "--db", "postgres://quran@127.0.0.1:1/none"],
      environment: ProcessInfo.processInfo.environment)
    #expect(result.status != 0)
    #expect(result.error.contains("pg_dump"), "\(result.error)")
  }
}
