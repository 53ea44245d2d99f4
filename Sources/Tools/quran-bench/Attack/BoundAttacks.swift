import CloudRecords
import Foundation

/// Attacks on bounds through the record API, as mallory: names of millions of characters,
/// lists of hundreds of thousands of values, keys twice in one object.
enum BoundAttacks {
  static let attacker = AttackTarget.attacker

  /// Creates with a 9,000,000-character record name, five rounds; then a field name and a
  /// zone name of 300 characters.
  static func longNames(_ target: AttackTarget) throws -> String {
    var lines: [String] = []
    let huge = String(repeating: "n", count: 9_000_000)
    var counts: [String: Int] = [:]
    for _ in 0..<5 {
      let answer = try target.send(attacker, .modifyRecords, AttackTarget.favorites([huge]))
      counts[answer?.summary ?? "no answer", default: 0] += 1
    }
    lines += counts.map { "9,000,000-character record name ×\($1): \($0)" }
    let field = String(repeating: "f", count: 300)
    let fieldAnswer = try target.send(
      attacker, .modifyRecords,
      #"{"operations": [{"operationType": "create", "record": {"recordName": "f", "#
        + #""recordType": "FavoriteAyah", "fields": {"\#(field)": {"value": 1}}}}], "#
        + #""zoneID": {"zoneName": "QuranZone"}}"#)
    lines.append("300-character field name: \(fieldAnswer?.summary ?? "no answer")")
    let zone = try target.send(
      attacker, .modifyZones,
      #"{"operations": [{"operationType": "create", "zone": {"zoneID": {"zoneName": "#
        + #""\#(String(repeating: "z", count: 300))"}}}]}"#)
    lines.append("300-character zone name: \(zone?.summary ?? "no answer")")
    return lines.joined(separator: "\n")
  }

  /// `IN` and `NOT_IN` lists of 250,000 values, 300,000 desired record types, each sent on two
  /// connections in a loop for `seconds`.
  static func hugeLists(_ target: AttackTarget, seconds: Double = 3) throws -> String {
    let values = (0..<250_000).map(String.init).joined(separator: ",")
    func query(_ comparator: String) -> String {
      #"{"zoneID": {"zoneName": "QuranZone"}, "query": {"recordType": "FavoriteAyah", "#
        + #""filterBy": [{"comparator": "\#(comparator)", "fieldName": "surahNumber", "#
        + #""fieldValue": {"value": [\#(values)], "type": "INT64_LIST"}}]}}"#
    }
    let types = (0..<300_000).map { "\"Type\($0)\"" }.joined(separator: ",")
    let asked: [(DatabaseOperation, String)] = [
      (.queryRecords, query("IN")), (.queryRecords, query("NOT_IN")),
      (
        .zoneChanges,
        #"{"zones": [{"zoneID": {"zoneName": "QuranZone"}, "#
          + #""desiredRecordTypes": [\#(types)]}]}"#
      ),
    ]
    let bodies = asked.map { target.request(attacker, $0.0, $0.1) }
    let connections = try (0..<2).map { _ in try WireConnection(port: target.port) }
    var counts: [String: Int] = [:]
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    var sent = 0
    while ContinuousClock.now < deadline {
      for connection in connections {
        connection.send(bodies[sent % bodies.count])
        sent += 1
      }
      for connection in connections {
        let answer = connection.readAnswer(timeout: 60)
        counts[answer?.summary ?? "no answer", default: 0] += 1
      }
    }
    return
      "\(sent) requests (\(bodies.map { $0.count / 1_000_000 }.map { "\($0) MB" }.joined(separator: ", ")) bodies):\n"
      + counts.sorted { $0.value > $1.value }.map { "×\($0.value) \($0.key)" }.joined(
        separator: "\n")
  }

  /// A field twice, a record name twice, `café` in NFC and NFD as two field names, a record
  /// looked up twice.
  static func duplicateKeys(_ target: AttackTarget) throws -> String {
    func modify(_ record: String) -> String {
      #"{"operations": [{"operationType": "forceReplace", "record": \#(record)}], "#
        + #""zoneID": {"zoneName": "QuranZone"}}"#
    }
    let cases: [(String, DatabaseOperation, String)] = [
      (
        "ayahID twice", .modifyRecords,
        modify(
          #"{"recordName": "d", "recordType": "FavoriteAyah", "fields": {"#
            + #""ayahID": {"value": "2:255"}, "ayahID": {"value": "1:1"}}}"#)
      ),
      (
        "recordName twice", .modifyRecords,
        modify(#"{"recordName": "a", "recordName": "b", "recordType": "FavoriteAyah"}"#)
      ),
      (
        "café in NFC and NFD", .modifyRecords,
        modify(
          #"{"recordName": "c", "recordType": "FavoriteAyah", "fields": {"#
            + "\"caf\u{E9}\": {\"value\": 1}, \"cafe\u{301}\": {\"value\": 2}}}")
      ),
      (
        "a record looked up twice", .lookupRecords,
        #"{"records": [{"recordName": "d"}, {"recordName": "d"}], "#
          + #""zoneID": {"zoneName": "QuranZone"}}"#
      ),
    ]
    return try cases.map { name, operation, body in
      "\(name): \(try target.send(attacker, operation, body)?.summary ?? "no answer")"
    }.joined(separator: "\n")
  }

  /// 1,000 long polls on one notification token of mallory's, held for 5 s (the connection
  /// cap is 1,000): each poll past the token's few ends the oldest.
  static func pollFlood(_ target: AttackTarget) throws -> String {
    let created = try target.send(
      attacker, .createToken, #"{"apnsEnvironment": "development"}"#)
    guard let text = created?.text,
      let token = text.components(separatedBy: "\"").first(where: { $0.count == 64 })
    else { return "tokens/create: \(created?.summary ?? "no answer")" }
    let registered = try target.send(
      attacker, .registerToken,
      #"{"apnsEnvironment": "development", "apnsToken": "\#(token)"}"#)
    guard registered?.status == 200 else {
      return "tokens/register: \(registered?.summary ?? "no answer")"
    }
    let courier = Endpoints.courier
    let poll =
      "\(courier.pathPrefix)\(token)?\(courier.timeoutParameter)=\(Int(courier.longestWait))"
    let connections = Swarm.open(1000, port: target.port, from: "127.0.0.6")
    for connection in connections {
      _ = connection.send("GET \(poll) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    }
    let outcomes = Swarm.outcomes(connections, timeout: 5)
    return "\(connections.count) polls on one token, 5 s: \(Swarm.tally(outcomes))"
  }
}
