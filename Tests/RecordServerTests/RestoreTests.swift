import CloudRecords
import Foundation
import GRDB
import TestSupport
import Testing

/// `quran-records restore` puts a backup into service in one command, with the server
/// stopped (issue 36), and reads only files that are backups of ours (issue 37): the real
/// binary on SQLite files, which is what it handles (PostgreSQL's restore into an empty
/// database is BackupTests').
@Suite struct RestoreTests {
  let directory = Fixtures.makeTemporaryDirectory("restore")
  var database: String { directory + "/records.sqlite" }

  func run(_ arguments: [String]) throws -> Subprocess.Result {
    try Subprocess.run(
      RecordServerProcess.executable, arguments, environment: ProcessInfo.processInfo.environment)
  }

  func liveRecords(_ path: String) throws -> Int {
    try DatabaseQueue(path: path).read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM records_record WHERE deleted = 0") ?? 0
    }
  }

  @Test func aRestoreOverAStoppedServerWithItsWALLeftBehindIsWholeAndServed() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let fixture = try ServerFixture(users: ["alice"], database: database)
    try fixture.createZone()
    let kept = (1...150).map { "kept-\($0)" }
    #expect(try fixture.save(kept.map { ServerFixture.favorite($0) }).count == kept.count)
    let backup = directory + "/backup.sqlite"
    _ = try fixture.server.command(["backup", "--to", backup])
    chmod(backup, 0o644)
    let backupBytes = try Data(contentsOf: URL(fileURLWithPath: backup))
    _ = try fixture.save((1...20).map { ServerFixture.favorite("later-\($0)") })

    // While it serves, neither a restore nor a second server may touch the file.
    let refused = try run(["restore", "--from", backup, "--db", database])
    #expect(refused.status != 0)
    #expect(refused.error.contains("A quran-records server is running on"), "\(refused.error)")
    // On the first one's port: were it to start, it would stop at once rather than serve.
    let second = try run(["serve", "--port", "\(fixture.server.port)", "--db", database])
    #expect(second.status != 0)
    #expect(second.error.contains("it holds \(database).lock"), "\(second.error)")

    // Killed: its WAL stays behind, as after a crash.
    fixture.server.kill()
    #expect(FileManager.default.fileExists(atPath: database + "-wal"))
    let restored = try run(["restore", "--from", backup, "--db", database])
    #expect(restored.status == 0, "\(restored.error)")
    #expect(restored.output.contains("1 user, 150 records"), "\(restored.output)")
    #expect(!restored.output.contains("authUser"))
    #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
    let integrity = try DatabaseQueue(path: database).read { db in
      try String.fetchAll(db, sql: "PRAGMA integrity_check")
    }
    #expect(integrity == ["ok"])
    // The old database is moved aside whole, with its WAL, never deleted.
    let aside = try #require(
      try FileManager.default.contentsOfDirectory(atPath: directory).first {
        $0.hasPrefix("records.sqlite.replaced-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm")
      })
    #expect(try liveRecords(directory + "/" + aside) == 170)
    // The backup was only read: same bytes, same mode.
    #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == backupBytes)
    let mode = try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int
    #expect(mode == 0o644)

    // A server on the restored file serves every record to the same sign-in.
    let server = try RecordServerProcess(directory: directory, database: database)
    let lookup = try fixture.through(server).lookup(kept)
    #expect(lookup.status == 200, "\(lookup.text.prefix(300))")
    #expect(try lookup.decoded(RecordsResponse.self).records.compactMap(\.record).count == 150)
    // A clean stop, after a write, leaves one file: the WAL checkpointed and removed.
    #expect(try fixture.through(server).save([ServerFixture.favorite("after")]).count == 1)
    #expect(FileManager.default.fileExists(atPath: database + "-wal"))
    server.kill(signal: SIGTERM)
    #expect(!FileManager.default.fileExists(atPath: database + "-wal"))
    #expect(server.log.contains("Stopped serving"), "\(server.log)")
  }

  @Test func restoreRefusesWhatIsNotABackupOfOurs() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let empty = directory + "/empty.sqlite"
    FileManager.default.createFile(atPath: empty, contents: Data())
    let garbage = directory + "/garbage.sqlite"
    FileManager.default.createFile(atPath: garbage, contents: Data(repeating: 0x5A, count: 8192))
    let foreign = directory + "/foreign.sqlite"
    try DatabaseQueue(path: foreign).write { try $0.execute(sql: "CREATE TABLE notes (text)") }
    let linked = directory + "/linked.sqlite"
    symlink(foreign, linked)
    for (file, said) in [
      (empty, "is empty (0 bytes), so it is not a backup"),
      (garbage, "is not a backup of quran-records (it is not a SQLite file)"),
      (foreign, "is not a backup of quran-records (it is a SQLite file without"),
      (linked, "is a symbolic link; restore never follows one"),
      (directory + "/missing.sqlite", "There is no backup at"),
    ] {
      let result = try run(["restore", "--from", file, "--db", database])
      #expect(result.status != 0, "\(file) was restored")
      #expect(result.error.contains(said), "\(result.error)")
      #expect(!FileManager.default.fileExists(atPath: database), "a database was made")
    }
    // Nothing but the inputs and the lock is left in the folder.
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
    #expect(
      left == [
        "empty.sqlite", "garbage.sqlite", "foreign.sqlite", "linked.sqlite", "records.sqlite.lock",
      ])
  }

  /// A tampered backup (issue 46): triggers that copy alice's records to bob or give bob a
  /// token at each sign-in, a view, a table or an index of someone else's, a trigger that
  /// never ends. Each is refused with a sentence, before anything of it runs; the database in
  /// service stays as it was and no working file is left. The backup as written restores,
  /// with nothing but this version's own tables and indexes.
  @Test func aBackupCarryingTriggersOrViewsIsRefusedAndLeavesNothingBehind() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let fixture = try ServerFixture(users: ["alice", "bob"], database: database)
    try fixture.createZone()
    _ = try fixture.save((1...5).map { ServerFixture.favorite("kept-\($0)") })
    let backup = directory + "/backup.sqlite"
    _ = try fixture.server.command(["backup", "--to", backup])
    fixture.server.kill(signal: SIGTERM)
    let before = try liveRecords(database)
    let tampering = [
      """
      CREATE TRIGGER toBob AFTER INSERT ON records_record BEGIN
        INSERT INTO records_record (scopeID, zoneID, recordName, recordType, changeTag, fields,
          size, createdAt, modifiedAt, sequence)
        SELECT NEW.scopeID, NEW.zoneID, 'copy-' || NEW.recordName, NEW.recordType, 'x',
          NEW.fields, NEW.size, 0, 0, NEW.sequence;
      END
      """,
      """
      CREATE TRIGGER bobsToken AFTER INSERT ON authWebToken BEGIN
        INSERT INTO authWebToken (tokenHash, userRecordName, container, created, lastUsed)
        VALUES ('bob-knows-' || NEW.tokenHash, NEW.userRecordName, NEW.container, 0, 0);
      END
      """,
      "CREATE VIEW everything AS SELECT * FROM records_record",
      "CREATE TABLE mallory (note TEXT)",
      "CREATE INDEX byName ON authUser(name)",
      """
      CREATE TRIGGER forever AFTER UPDATE ON authWebToken BEGIN
        SELECT count(*) FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)
          SELECT i FROM n);
      END
      """,
    ]
    for (index, sql) in tampering.enumerated() {
      let tampered = directory + "/tampered-\(index).sqlite"
      try FileManager.default.copyItem(atPath: backup, toPath: tampered)
      try DatabaseQueue(path: tampered).write { try $0.execute(sql: sql) }
      let refused = try run(["restore", "--from", tampered, "--db", database])
      #expect(refused.status != 0, "\(sql.prefix(40)) was restored")
      #expect(refused.error.contains("restore runs nothing of a backup's"), "\(refused.error)")
      let left = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
        $0.hasPrefix("records.sqlite.")
      }
      #expect(left == ["records.sqlite.lock"], "\(left)")
      #expect(try liveRecords(database) == before)
    }
    let restored = try run(["restore", "--from", backup, "--db", database])
    #expect(restored.status == 0, "\(restored.error)")
    let objects = try DatabaseQueue(path: database).read { db in
      try Row.fetchAll(db, sql: "SELECT type, name FROM sqlite_master").map {
        "\($0[0] as String) \($0[1] as String)"
      }
    }
    #expect(!objects.contains { $0.hasPrefix("trigger") || $0.hasPrefix("view") }, "\(objects)")
    #expect(try liveRecords(database) == 5)
  }

  /// Links planted where a command writes are never followed: not by `backup` (its partial
  /// copy's -wal and -shm), not by any --db (the file, its -wal), not by restore's --db.
  @Test func plantedLinksAreNeverFollowed() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let victim = directory + "/victim"
    FileManager.default.createFile(atPath: victim, contents: Data("keep".utf8))
    chmod(victim, 0o644)
    #expect(try run(["api-token", "--db", database]).status == 0)
    let backup = directory + "/backup.sqlite"
    for suffix in [".partial-wal", ".partial-shm", ".partial"] {
      symlink(victim, backup + suffix)
    }
    let backedUp = try run(["backup", "--to", backup, "--db", database])
    #expect(backedUp.status == 0, "\(backedUp.error)")
    let mode = try FileManager.default.attributesOfItem(atPath: victim)[.posixPermissions] as? Int
    #expect(mode == 0o644)

    let linkedDB = directory + "/linked.sqlite"
    symlink(database, linkedDB)
    let dangling = directory + "/dangling.sqlite"
    symlink(directory + "/created-by-a-link", dangling)
    symlink(victim, directory + "/other.sqlite-wal")
    for arguments in [
      ["api-token", "--db", linkedDB], ["restore", "--from", backup, "--db", dangling],
      ["user", "list", "--db", directory + "/other.sqlite"],
      // An address not of this computer: were it to start, it would stop at once.
      ["serve", "--host", "192.0.2.1", "--port", "0", "--db", linkedDB],
    ] {
      let result = try run(arguments)
      #expect(result.status != 0, "\(arguments) succeeded")
      #expect(result.error.contains("is a symbolic link"), "\(result.error)")
    }
    #expect(!FileManager.default.fileExists(atPath: directory + "/created-by-a-link"))
    #expect(!FileManager.default.fileExists(atPath: directory + "/other.sqlite"))
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
  }
}
