import CloudRecords
import Foundation

/// Attacks through the record API, signed in as mallory with his own account.
enum RecordAttacks {
  static let attacker = AttackTarget.attacker

  /// nul\u0000one and nul\u0000two, which SQLite would store both as "nul" (`RequestNames`).
  static func nulInRecordNames(_ target: AttackTarget) throws -> String {
    var lines: [String] = []
    for name in ["nul\\u0000one", "nul\\u0000two"] {
      let answer = try target.send(attacker, .modifyRecords, AttackTarget.favorites([name]))
      lines.append("\(name): \(answer?.summary ?? "no answer")")
    }
    let lookup = try target.send(
      attacker, .lookupRecords,
      #"{"records": [{"recordName": "nul"}], "zoneID": {"zoneName": "QuranZone"}}"#)
    let stored = lookup?.text.contains("NOT_FOUND") == true ? "NOT_FOUND" : "FOUND"
    lines.append("lookup of \"nul\": \(lookup?.status ?? 0) \(stored)")
    return lines.joined(separator: "\n")
  }

  /// New record types of 50 fields each, 10 to a request, 20 requests: mallory is no
  /// developer.
  static func schemaGrowth(_ target: AttackTarget) throws -> String {
    var counts: [String: Int] = [:]
    var example: String?
    let connection = try WireConnection(port: target.port)
    let fields = (0..<50).map { #""field\#($0)": {"value": \#($0), "type": "INT64"}"# }
      .joined(separator: ", ")
    for request in 0..<20 {
      let operations = (0..<10).map { index in
        #"{"operationType": "create", "record": {"recordName": "spam-\#(request)-\#(index)", "#
          + #""recordType": "Spam\#(request)x\#(index)", "fields": {\#(fields)}}}"#
      }
      let body =
        #"{"operations": [\#(operations.joined(separator: ", "))], "#
        + #""zoneID": {"zoneName": "QuranZone"}}"#
      guard let answer = connection.exchange(target.request(attacker, .modifyRecords, body))
      else {
        counts["no answer", default: 0] += 1
        continue
      }
      guard answer.status == 200,
        let response = try? RecordsResponse.read(wire: Data(answer.body))
      else {
        counts["\(answer.summary)", default: 0] += 1
        continue
      }
      for result in response.records {
        if let failure = result.failure {
          counts["refused \(failure.serverErrorCode.rawValue)", default: 0] += 1
          example = example ?? failure.reason
        } else {
          counts["saved", default: 0] += 1
        }
      }
    }
    let shown = example.map { $0.count > 110 ? $0.prefix(107) + "…" : Substring($0) }
    return "200 new types of 50 fields: "
      + counts.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
      + (shown.map { "\n\"\($0)\"" } ?? "")
  }

  /// 200-operation batches on 4 connections at once, for `seconds`.
  static func batchFlood(_ target: AttackTarget, seconds: Double = 5) throws -> String {
    let connections = try (0..<4).map { _ in try WireConnection(port: target.port) }
    var counts: [String: Int] = [:]
    var retryAfter: Int?
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    var batch = 0
    while ContinuousClock.now < deadline {
      for connection in connections {
        let names = (0..<200).map { "flood-\(batch % 20)-\($0)" }
        batch += 1
        connection.send(target.request(attacker, .modifyRecords, AttackTarget.favorites(names)))
      }
      for connection in connections {
        guard let answer = connection.readAnswer(timeout: 60) else {
          counts["no answer", default: 0] += 1
          continue
        }
        let code = answer.serverError.map { " " + $0.serverErrorCode.rawValue } ?? ""
        counts["\(answer.status)\(code)", default: 0] += 1
        if let wait = answer.serverError?.retryAfter { retryAfter = max(retryAfter ?? 0, wait) }
      }
    }
    return "\(batch) batches of 200: "
      + counts.sorted { $0.value > $1.value }.map { "\($0.key) ×\($0.value)" }.joined(
        separator: ", ") + (retryAfter.map { " (retryAfter up to \($0) s)" } ?? "")
  }

  /// Queries past SQLite's limits: 1,000 filters, 2,000 sorts.
  static func hugeQueries(_ target: AttackTarget) throws -> String {
    let filter =
      #"{"comparator": "EQUALS", "fieldName": "surahNumber", "fieldValue": {"value": 2, "type": "INT64"}}"#
    let sort = #"{"fieldName": "ayahNumber", "ascending": true}"#
    func query(filters: Int, sorts: Int) -> String {
      #"{"zoneID": {"zoneName": "QuranZone"}, "query": {"recordType": "FavoriteAyah", "#
        + #""filterBy": [\#(Array(repeating: filter, count: filters).joined(separator: ","))], "#
        + #""sortBy": [\#(Array(repeating: sort, count: sorts).joined(separator: ","))]}}"#
    }
    let filters = try target.send(attacker, .queryRecords, query(filters: 1000, sorts: 0))
    let sorts = try target.send(attacker, .queryRecords, query(filters: 0, sorts: 2000))
    return "1,000 filterBy: \(filters?.summary ?? "no answer")\n"
      + "2,000 sortBy: \(sorts?.summary ?? "no answer")"
  }

  /// Field values of the right kind that cannot be read.
  static func unreadableValues(_ target: AttackTarget) throws -> String {
    func modify(_ value: [UInt8]) -> [UInt8] {
      Array(
        #"{"operations": [{"operationType": "create", "record": {"recordName": "u", "#
          .utf8)
        + Array(#""recordType": "FavoriteAyah", "fields": {"ayahID": {"value": "#.utf8) + value
        + Array("}}}}]}".utf8)
    }
    let cases: [(String, [UInt8])] = [
      (#""\ud800""#, Array(#""\ud800""#.utf8)),
      ("invalid UTF-8", [UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")]),
      ("1e999", Array("1e999".utf8)),
    ]
    return try cases.map { name, value in
      let answer = try target.send(target.request(attacker, .modifyRecords, body: modify(value)))
      return "\(name): \(answer?.summary ?? "no answer")"
    }.joined(separator: "\n")
  }

  /// A request without a web auth token, with another site in its Host header: where does
  /// its redirectURL point?
  static func foreignHost(_ target: AttackTarget) throws -> String {
    let answer = try target.send(
      target.request(
        nil, .lookupRecords, body: Array(#"{"records": []}"#.utf8), host: "evil.example"))
    let redirect = answer?.serverError?.redirectURL.map { $0.prefix(40) + "…" } ?? "none"
    return "Host: evil.example → \(answer?.status ?? 0), redirectURL \(redirect)"
  }
}
