import CloudRecords
import Foundation
import GRDB

/// Attacks on what one holder owns, each on a server of its own beside the run's: a copied
/// token under `--rotate-tokens` (two holders of one sign-in), and a tampered backup put back
/// with `restore`.
enum HolderAttacks {
  /// Runs every attack of this kind through the run's `attack`, which measures alice under it.
  static func all(
    _ target: AttackTarget, _ attack: (String, () throws -> String) throws -> Void
  ) throws {
    try attack("token fork under --rotate-tokens (another server): owner and thief") {
      try tokenFork()
    }
    try attack("tampered restore: triggers, a view, a table of someone else's (another server)") {
      try tamperedRestore()
    }
  }

  /// tom's current token used by him and by a thief who copied it: each gets a successor and
  /// goes on with it. The second successor used ends the sign-in for both; tom signs in again.
  static func tokenFork() throws -> String {
    let server = try BenchServer.start(
      name: "token-fork", users: ["tom"], arguments: AttackTarget.arguments + ["--rotate-tokens"])
    defer { server.stop() }
    guard let port = URLComponents(string: server.baseURL)?.port else {
      throw BenchError("The server's address \(server.baseURL) has no port.")
    }
    let copied = try AttackTarget.signIn(port: port, apiToken: server.apiToken, user: "tom")
    func current(_ token: String) throws -> WireAnswer? {
      try AttackTarget(server: server, port: port, tokens: ["tom": token])
        .send("tom", .currentUser, "{}")
    }
    func said(_ answer: WireAnswer?) -> String {
      guard let answer else { return "no answer" }
      return answer.status == 200 ? "200" : answer.summary
    }
    let owner = try current(copied)
    let thief = try current(copied)
    guard let ownerNext = owner?.header(DatabasePath.webAuthTokenHeader),
      let thiefNext = thief?.header(DatabasePath.webAuthTokenHeader)
    else { return "the copied token brought no successor: \(said(owner)), \(said(thief))" }
    let ownerGoesOn = try current(ownerNext)
    let thiefGoesOn = try current(thiefNext)
    let ownerAfter = try current(ownerNext)
    let thiefAfter = try current(thiefNext)
    let again = try AttackTarget.signIn(port: port, apiToken: server.apiToken, user: "tom")
    let signedInAgain = try current(again)
    return "one token used by both: owner \(said(owner)), thief \(said(thief)), each a successor\n"
      + "owner goes on: \(said(ownerGoesOn)); thief goes on: \(said(thiefGoesOn))\n"
      + "then owner: \(said(ownerAfter)); thief: \(said(thiefAfter))\n"
      + "owner signed in again: \(said(signedInAgain))"
  }

  /// SQL a tampered backup carries: what would run, or stay, in the restored database.
  static let tampering = [
    (
      "a trigger copying records to bob",
      """
      CREATE TRIGGER toBob AFTER INSERT ON records_record BEGIN
        INSERT INTO records_record (scopeID, zoneID, recordName, recordType, changeTag, fields,
          size, createdAt, modifiedAt, sequence)
        SELECT NEW.scopeID, NEW.zoneID, 'copy-' || NEW.recordName, NEW.recordType, 'x',
          NEW.fields, NEW.size, 0, 0, NEW.sequence;
      END
      """
    ),
    (
      "a trigger that never ends",
      """
      CREATE TRIGGER forever AFTER UPDATE ON authWebToken BEGIN
        SELECT count(*) FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)
          SELECT i FROM n);
      END
      """
    ),
    ("a view", "CREATE VIEW everything AS SELECT * FROM records_record"),
    ("a table of someone else's", "CREATE TABLE mallory (note TEXT)"),
  ]

  /// A backup of a server holding 200 of dora's records, tampered each way of `tampering` and
  /// given to `restore` with the server stopped: each must be refused, nothing of it left
  /// behind and the database in service unchanged; then the backup as written restores.
  static func tamperedRestore() throws -> String {
    let server = try BenchServer.start(
      name: "tampered-restore", users: ["dora"], arguments: AttackTarget.arguments)
    guard let port = URLComponents(string: server.baseURL)?.port else {
      throw BenchError("The server's address \(server.baseURL) has no port.")
    }
    let token = try AttackTarget.signIn(port: port, apiToken: server.apiToken, user: "dora")
    let dora = AttackTarget(server: server, port: port, tokens: ["dora": token])
    _ = try dora.send(
      "dora", .modifyZones,
      #"{"operations": [{"operationType": "create", "zone": {"zoneID": {"zoneName": "QuranZone"}}}]}"#
    )
    let saved = try dora.send(
      "dora", .modifyRecords, AttackTarget.favorites((0..<200).map { "kept-\($0)" }))
    let backup = server.folder + "/backup.sqlite"
    try? FileManager.default.removeItem(atPath: backup)
    let backedUp = server.command(["backup", "--to", backup], input: "")
    server.stop()
    guard saved?.savedEverything == true, backedUp.succeeded else {
      return "setting up: save \(saved?.summary ?? "no answer"), backup \(backedUp.said)"
    }
    let before = try liveRecords(server.db)
    var lines: [String] = []
    for (index, (name, sql)) in tampering.enumerated() {
      let tampered = server.folder + "/tampered-\(index).sqlite"
      try? FileManager.default.removeItem(atPath: tampered)
      try FileManager.default.copyItem(atPath: backup, toPath: tampered)
      try DatabaseQueue(path: tampered).write { try $0.execute(sql: sql) }
      let started = ContinuousClock.now
      let restore = server.command(["restore", "--from", tampered], input: "")
      let seconds = (ContinuousClock.now - started).seconds
      let left = try leftBehind(server)
      let unchanged = try liveRecords(server.db) == before
      lines.append(
        "\(name): " + (restore.succeeded ? "RESTORED" : "refused")
          + String(format: " in %.1f s", seconds) + " (\(shown(restore.said, server)))"
          + (left.isEmpty ? ", nothing left behind" : ", LEFT \(left)")
          + (unchanged ? "" : ", THE DATABASE IN SERVICE CHANGED"))
    }
    let clean = server.command(["restore", "--from", backup], input: "")
    lines.append(
      "the backup as written: \(clean.succeeded ? "restored" : "REFUSED")"
        + " (\(shown(clean.said, server)))")
    return lines.joined(separator: "\n")
  }

  /// What a command said, without its folder's path, shortened.
  private static func shown(_ said: String, _ server: BenchServer) -> String {
    let text = said.replacingOccurrences(of: server.folder + "/", with: "")
      .replacingOccurrences(of: "quran-records restore failed: Error: ", with: "")
    return text.count > 220 ? text.prefix(217) + "…" : text
  }

  private static func liveRecords(_ path: String) throws -> Int {
    try DatabaseQueue(path: path).read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM records_record WHERE deleted = 0") ?? 0
    }
  }

  /// The database's working files left in its folder (its lock aside).
  private static func leftBehind(_ server: BenchServer) throws -> [String] {
    let name = URL(fileURLWithPath: server.db).lastPathComponent
    return try FileManager.default.contentsOfDirectory(atPath: server.folder).filter {
      $0.hasPrefix(name + ".") && $0 != name + ".lock"
    }
  }
}
