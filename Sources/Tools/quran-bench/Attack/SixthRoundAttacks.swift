import Foundation

/// Attacks on what one request or a few addresses may take: one request asking for gigabytes
/// (a zone named 200 times), conflicts carrying the server's records, tombstones against the
/// quota, and a handful of addresses holding every connection. Ten members fetching 8 MB
/// answers is `HeldAnswerAttacks`'.
enum SixthRoundAttacks {
  /// Runs every attack of this kind through the run's `attack`, which measures alice under it.
  static func all(
    _ target: AttackTarget, _ attack: (String, () throws -> String) throws -> Void
  ) throws {
    // Set up outside the measures: mallory's 9 records of 990 KB in `_defaultZone`, and 200
    // more in QuranZone for the conflicts.
    try storeDefaultZoneRecords(target)
    try storeConflictRecords(target)
    try attack(
      "changes/zone naming _defaultZone 200 times, 9 records of 990 KB, 2 connections, 5 s"
    ) {
      try zoneNamedTwice(target)
    }
    try attack("200 updates with a wrong tag over 200 records of 990 KB, 2 connections, 5 s") {
      try conflicts(target)
    }
    try attack("forceDelete of names never stored, 16 ancestors each, 2 connections, 5 s") {
      try tombstoneFlood(target)
    }
    try attack("11 addresses × 100 idle connections (cap 1,000), alice from a 12th") {
      try hoardingAddresses(target)
    }
  }

  /// Mallory's 9 records of 990 KB in `_defaultZone`.
  static func storeDefaultZoneRecords(_ target: AttackTarget) throws {
    let note = String(repeating: "d", count: 990_000)
    for index in 0..<9 {
      let answer = try target.sendWhenLetIn(
        AttackTarget.attacker, .modifyRecords,
        #"{"operations": [{"operationType": "forceReplace", "record": {"recordName": "#
          + #""big-default-\#(index)", "recordType": "AyahNote", "fields": {"noteText": "#
          + #"{"value": "\#(note)"}, "ayahID": {"value": "2:255"}}}}]}"#)
      guard answer?.status == 200 else {
        throw BenchError("Storing mallory's records: \(answer?.summary ?? "no answer")")
      }
    }
  }

  /// The 200 records of 990 KB the conflicts are about.
  static let conflictNames = (0..<200).map { "big-conflict-\($0)" }

  static func storeConflictRecords(_ target: AttackTarget) throws {
    let note = String(repeating: "c", count: 990_000)
    for name in conflictNames {
      let answer = try target.sendWhenLetIn(
        AttackTarget.attacker, .modifyRecords,
        #"{"operations": [{"operationType": "forceReplace", "record": {"recordName": "\#(name)", "#
          + #""recordType": "AyahNote", "fields": {"noteText": {"value": "\#(note)"}, "#
          + #""ayahID": {"value": "2:255"}}}}], "zoneID": {"zoneName": "QuranZone"}}"#)
      guard answer?.status == 200 else {
        throw BenchError("Storing mallory's conflict records: \(answer?.summary ?? "no answer")")
      }
    }
  }

  /// One `changes/zone` naming `_defaultZone` 200 times (refused), then the zone once and
  /// the pages of 8 MB: the largest answer, and the statuses.
  static func zoneNamedTwice(_ target: AttackTarget) throws -> String {
    let zones = Array(repeating: #"{"zoneID": {"zoneName": "_defaultZone"}}"#, count: 200)
    let twice = target.request(
      AttackTarget.attacker, .zoneChanges, #"{"zones": [\#(zones.joined(separator: ", "))]}"#)
    let once = target.request(
      AttackTarget.attacker, .zoneChanges, #"{"zones": [{"zoneID": {"zoneName": "_defaultZone"}}]}"#
    )
    let flood = try DecodingAttacks.flood(target, [twice, once], connections: 2, seconds: 5)
    return flood + "\n" + (try largestAnswer(target, once, "the zone named once"))
  }

  /// 200 updates with a wrong tag, a 26 KB body, of records of 990 KB: the CONFLICTs carry
  /// their server records only as far as the answer's budget (`AnswerBudget`).
  static func conflicts(_ target: AttackTarget) throws -> String {
    let operations = conflictNames.map {
      #"{"operationType": "update", "record": {"recordName": "\#($0)", "recordType": "AyahNote", "#
        + #""recordChangeTag": "stale", "fields": {"noteText": {"value": "x"}}}}"#
    }
    let request = target.request(
      AttackTarget.attacker, .modifyRecords,
      #"{"operations": [\#(operations.joined(separator: ", "))], "#
        + #""zoneID": {"zoneName": "QuranZone"}, "atomic": false}"#)
    let flood = try DecodingAttacks.flood(target, [request], connections: 2, seconds: 5)
    return flood + "\n" + (try largestAnswer(target, request, "200 conflicts"))
  }

  /// forceDeletes of names never stored, each naming 16 versions, in batches of 200;
  /// `user list` says how many tombstones mallory keeps after.
  static func tombstoneFlood(_ target: AttackTarget) throws -> String {
    let versions = (0..<16).map { "\"" + String(format: "%064d", $0) + "\"" }
      .joined(separator: ", ")
    var requests: [[UInt8]] = []
    for batch in 0..<20 {
      let operations = (0..<200).map {
        #"{"operationType": "forceDelete", "record": {"recordName": "never-\#(batch)-\#($0)", "#
          + #""recordType": "AyahNote", "ancestors": [\#(versions)]}}"#
      }
      requests.append(
        target.request(
          AttackTarget.attacker, .modifyRecords,
          #"{"operations": [\#(operations.joined(separator: ", "))], "#
            + #""zoneID": {"zoneName": "QuranZone"}, "atomic": false}"#))
    }
    let flood = try DecodingAttacks.flood(target, requests, connections: 2, seconds: 5)
    let listed = target.server.command(["user", "list"], input: "")
    let line = listed.said.split(separator: "\n").first { $0.hasPrefix(AttackTarget.attacker) }
    return flood + "\nuser list: " + (line.map(String.init) ?? listed.said)
  }

  /// 11 source addresses hold 100 idle connections each (the cap per address):
  /// 1,100 against a server of 1,000. alice's own requests go on meanwhile (the judge's
  /// samples), and a newcomer from a 12th address is asked `/healthz` each 100 ms.
  static func hoardingAddresses(_ target: AttackTarget) throws -> String {
    var held: [WireConnection] = []
    for address in 1...11 {
      for _ in 0..<100 {
        if let connection = try? WireConnection(port: target.port, from: "127.0.2.\(address)") {
          held.append(connection)
        }
      }
    }
    var served = 0
    var asked = 0
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
      asked += 1
      let answer = try? target.send(
        Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8), from: "127.0.2.12")
      if answer.flatMap({ $0 })?.status == 200 { served += 1 }
      usleep(100_000)
    }
    let open = held.filter { !$0.isClosed }.count
    withExtendedLifetime(held) {}
    return "\(held.count) idle connections opened from 11 addresses, \(open) still open after;"
      + " a newcomer from a 12th address served \(served) of \(asked) times"
  }

  /// The size of the answer to `request`, read once on a connection of its own.
  static func largestAnswer(_ target: AttackTarget, _ request: [UInt8], _ what: String) throws
    -> String
  {
    let connection = try WireConnection(port: target.port)
    _ = connection.send(request)
    guard let answer = connection.readAnswer(timeout: 60) else { return "\(what): no answer" }
    return "\(what): answered \(answer.status), \(answer.body.count / 1000) KB"
  }
}
