import Foundation
import GRDB
import Synchronization

/// Attacks on accounts and on the disk: look-alike user names, an account deleted while its
/// writes are under way, a zone of 60 MB deleted, and a full disk.
enum AccountAttacks {
  /// `quran-records user add` with names that look like alice's, or like each other.
  static func lookAlikeNames(_ target: AttackTarget) -> String {
    let names = [
      "Alice", "ALICE", "\u{FF41}\u{FF4C}\u{FF49}\u{FF43}\u{FF45}", "\u{0430}lice",
      "am\u{00ED}na", "ami\u{0301}na",
    ]
    return names.map { name in
      let added = target.server.command(["user", "add", name], input: "look-alike-password\n")
      return "user add \(visible(name)): \(added.succeeded ? "added" : added.said)"
    }.joined(separator: "\n")
  }

  /// A name with every character past ASCII written as its code point.
  static func visible(_ name: String) -> String {
    name.unicodeScalars.map {
      $0.isASCII ? String($0) : "U+" + String($0.value, radix: 16, uppercase: true)
    }.joined()
  }

  /// Four connections saving eve's favorites while she deletes her account (`users/delete`);
  /// what the writes were answered, and the rows of hers left in the database once the
  /// deletion answered.
  static func deletionDuringWrites(_ target: AttackTarget) throws -> String {
    let eve = "eve"
    let added = target.server.command(["user", "add", eve], input: "\(eve)-password\n")
    guard added.succeeded else { throw BenchError("Adding eve failed: \(added.said)") }
    var tokens = target.tokens
    tokens[eve] = try AttackTarget.signIn(
      port: target.port, apiToken: target.server.apiToken, user: eve)
    let asEve = AttackTarget(server: target.server, port: target.port, tokens: tokens)
    let zone = try asEve.send(
      eve, .modifyZones,
      #"{"operations": [{"operationType": "create", "zone": {"zoneID": {"zoneName": "\#(AttackTarget.zone)"}}}]}"#
    )
    guard zone?.status == 200 else { throw BenchError("Creating eve's zone failed.") }
    let answers = Mutex<[String: Int]>([:])
    let deleted = Atomic<Bool>(false)
    let writers = DispatchGroup()
    for writer in 0..<4 {
      DispatchQueue.global().async(group: writers) {
        guard let connection = try? WireConnection(port: target.port) else { return }
        for index in 0..<100_000 {
          let answer = connection.exchange(
            asEve.request(
              eve, .modifyRecords, AttackTarget.favorites(["eve-\(writer)-\(index)"])))
          let when =
            deleted.load(ordering: .relaxed) ? "after it answered" : "before it answered"
          answers.withLock { $0["\(when): \(answer?.summary ?? "no answer")", default: 0] += 1 }
          if answer?.status != 200 { return }
        }
      }
    }
    usleep(500_000)
    let deletion = try asEve.send(eve, .deleteUser, "{}")
    deleted.store(true, ordering: .relaxed)
    writers.wait()
    let left =
      target.onPostgreSQL
      ? "not counted on PostgreSQL" : "\(try rowsOfDeletedAccounts(target.server.db))"
    return
      "users/delete: \(deletion?.summary ?? "no answer")\n"
      + answers.withLock { $0 }.sorted { $0.key < $1.key }.map { "×\($0.value) \($0.key)" }
      .joined(separator: "\n") + "\nrows of deleted accounts left: \(left)"
  }

  /// Records and zones whose database (scope) is gone.
  static func rowsOfDeletedAccounts(_ path: String) throws -> Int {
    var configuration = Configuration()
    configuration.readonly = true
    return try DatabaseQueue(path: path, configuration: configuration).read { db in
      try Int.fetchOne(
        db,
        sql: """
          SELECT (SELECT count(*) FROM records_record
                  WHERE scopeID NOT IN (SELECT id FROM records_scope))
               + (SELECT count(*) FROM records_zone
                  WHERE scopeID NOT IN (SELECT id FROM records_scope))
          """) ?? -1
    }
  }

  /// mallory fills a zone with 300 records of 200 KB (60 MB), then deletes it.
  static func bigZoneDeletion(_ target: AttackTarget) throws -> String {
    let zone = #"{"zoneName": "Big"}"#
    func zones(_ type: String) throws -> WireAnswer? {
      try target.send(
        AttackTarget.attacker, .modifyZones,
        #"{"operations": [{"operationType": "\#(type)", "zone": {"zoneID": \#(zone)}}]}"#)
    }
    guard try zones("create")?.status == 200 else { throw BenchError("Creating Big failed.") }
    let started = ContinuousClock.now
    let connection = try WireConnection(port: target.port)
    for batch in 0..<30 {
      let operations = (0..<10).map { index in
        // Text that does not compress, as a person's notes would not.
        let text = (0..<5_600).map { _ in UUID().uuidString }.joined()
        return
          #"{"operationType": "forceReplace", "record": {"recordName": "big-\#(batch)-\#(index)", "#
          + #""recordType": "AyahNote", "fields": {"noteText": {"value": "\#(text)"}}}}"#
      }
      let body = #"{"operations": [\#(operations.joined(separator: ","))], "zoneID": \#(zone)}"#
      let answer = connection.exchange(
        target.request(AttackTarget.attacker, .modifyRecords, body))
      guard let answer, answer.savedEverything else {
        return "filling stopped at batch \(batch): \(answer?.saveOutcome ?? "no answer")"
      }
    }
    let filled = (ContinuousClock.now - started).seconds
    let deleting = ContinuousClock.now
    let answer = try zones("delete")
    return String(
      format: "300 records of 200 KB saved in %.1f s; zones/modify delete: %@ in %.2f s", filled,
      answer?.summary ?? "no answer", (ContinuousClock.now - deleting).seconds)
  }

  /// Another server, its database on a 3 MB disk (a tmpfs: mounting it needs root): saves of
  /// 100 KB until the disk is full, then a sign-in and a deletion.
  static func fullDisk() throws -> String {
    guard getuid() == 0 else { return "skipped: mounting a 3 MB disk needs root" }
    let mountPoint = workspace + "/full-disk"
    try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
    guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=3m", "tmpfs", mountPoint]) else {
      return "skipped: a 3 MB tmpfs could not be mounted"
    }
    defer { _ = run("/bin/umount", ["-l", mountPoint]) }
    let server = try BenchServer.start(
      name: "full-disk", users: ["dora"], arguments: AttackTarget.arguments,
      database: mountPoint + "/records.sqlite")
    defer { server.stop() }
    guard let port = URLComponents(string: server.baseURL)?.port else {
      throw BenchError("The server's address \(server.baseURL) has no port.")
    }
    let token = try AttackTarget.signIn(port: port, apiToken: server.apiToken, user: "dora")
    let target = AttackTarget(server: server, port: port, tokens: ["dora": token])
    var saved = 0
    var refusal: WireAnswer?
    while saved < 100 {
      let text = (0..<2_800).map { _ in UUID().uuidString }.joined()
      let answer = try target.send(
        "dora", .modifyRecords,
        #"{"operations": [{"operationType": "forceReplace", "record": {"recordName": "r\#(saved)", "#
          + #""recordType": "AyahNote", "fields": {"noteText": {"value": "\#(text)"}}}}]}"#)
      guard let answer, answer.savedEverything else {
        refusal = answer
        break
      }
      saved += 1
    }
    let signIn = try target.send(
      target.signInRequest(user: "dora", password: "dora-password"))
    let deletion = try target.send(
      "dora", .modifyRecords,
      #"{"operations": [{"operationType": "forceDelete", "record": {"recordName": "r0"}}]}"#)
    return "\(saved) saves of 100 KB, then: \(refusal?.saveOutcome ?? "never full")\n"
      + "sign-in: \(signIn?.summary ?? "no answer")\n"
      + "forceDelete: \(deletion?.summary ?? "no answer")"
  }

  private static func run(_ program: String, _ arguments: [String]) -> Bool {
    Spawned.run(program, arguments, environment: [:]).status == 0
  }
}

extension WireAnswer {
  /// A 200 whose records all saved (records/modify answers a record's failure in a 200).
  var savedEverything: Bool { status == 200 && !text.contains("serverErrorCode") }

  /// The summary, or for a record refused inside a 200 the start of that answer.
  var saveOutcome: String {
    status == 200 && !savedEverything ? "200 with a record refused: \(text.prefix(200))" : summary
  }
}
