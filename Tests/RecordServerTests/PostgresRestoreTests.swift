// Issue 72, finding 3: a PostgreSQL restore is a restore. The README's procedure with the real
// pg_dump and pg_restore: the instances refuse the restored database until
// `quran-records restore --db URL --mark-restored`, which gives it a new identity — change
// tags never repeat, a stale tag is a CONFLICT, and a sync token from after the dump is
// refused with the sentence that tells a client to start over. Needs the test cluster.
import CloudRecords
import Foundation
import TestSupport
import Testing

import struct CloudRecords.Record

@Suite(
  "A PostgreSQL restore is a restore",
  .enabled(if: TestDatabase.postgresURL != nil, Comment(rawValue: TestDatabase.missingPostgres)))
struct PostgresRestoreTests {
  /// Runs one of PostgreSQL's own programs (`pg_dump`, `pg_restore`).
  func postgres(_ program: String, _ arguments: [String]) throws {
    let result = try Subprocess.run(
      "/usr/bin/env", [program] + arguments, environment: ProcessInfo.processInfo.environment)
    guard result.status == 0 else { throw SubprocessError("\(program): \(result.error)") }
  }

  @Test func aDumpRestoredWithPgRestoreIsARestoreOnceMarked() throws {
    let folder = Fixtures.makeTemporaryDirectory("pg-restore")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let database = try TestDatabase.createPostgres()
    defer { TestDatabase.drop(database) }
    let fixture = try ServerFixture(database: database)
    try fixture.createZone()
    let t1 = try #require(
      try fixture.save([ServerFixture.favorite("fav-1")]).first?.record?.recordChangeTag)
    try postgres("pg_dump", ["-Fc", "-f", folder + "/quran.dump", database])

    // Device 1, after the dump: its update is acknowledged with tag T2, and it keeps the
    // feed's token.
    var update = ServerFixture.favorite("fav-1", ayah: 256)
    update.recordChangeTag = t1
    let t2 = try #require(try fixture.save([update], .update).first?.record?.recordChangeTag)
    guard case .changes(let after)? = try fixture.changes() else {
      Issue.record("no changes after the dump")
      return
    }
    fixture.server.kill(signal: SIGTERM)

    let restored = try TestDatabase.createPostgres()
    defer { TestDatabase.drop(restored) }
    try postgres("pg_restore", ["--no-owner", "-d", restored, folder + "/quran.dump"])
    #expect(throws: (any Error).self, "an instance starts on a restored database not marked") {
      _ = try RecordServerProcess(database: restored)
    }
    let mark = try Subprocess.run(
      RecordServerProcess.executable, ["restore", "--db", restored, "--mark-restored"],
      environment: ProcessInfo.processInfo.environment)
    #expect(mark.status == 0, "\(mark.error)")
    #expect(mark.output.contains("Marked"), "\(mark.output)")

    let instance = try RecordServerProcess(database: restored)
    defer { instance.kill() }
    let served = fixture.through(instance)
    // Device 2 never saw T2: its update with T1 goes, under a tag of its own.
    var second = ServerFixture.favorite("fav-1", ayah: 257)
    second.recordChangeTag = t1
    let t3 = try #require(try served.save([second], .update).first?.record?.recordChangeTag)
    #expect(t3 != t2, "a change tag repeated across the restore")
    // Device 1's update with T2 is a conflict, not taken over device 2's acknowledged write.
    var stale = ServerFixture.favorite("fav-1", ayah: 258)
    stale.recordChangeTag = t2
    let conflict = try served.save([stale], .update).first?.failure
    #expect(conflict?.serverErrorCode == .conflict, "\(String(describing: conflict))")
    // Its token from after the dump is refused: start over.
    let refused = try served.post(
      .zoneChanges,
      ZoneChangesRequest(zones: [
        RecordChangesRequest(zoneID: ServerFixture.zone, syncToken: after.syncToken)
      ]))
    let zoneAnswer = try? refused.decoded(ZoneChangesResponse.self).zones.first?.failure
    #expect(
      zoneAnswer?.reason.contains("fetch again without a syncToken") == true,
      "\(refused.text)")
  }
}
