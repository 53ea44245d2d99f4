import Foundation

/// Mallory's chain of 40,000 records (UserProfile: the bundled schema's
/// type with a REFERENCE field), each pointing with DELETE_SELF at the
/// one before, deleted by deleting its first. The server deletes it 200 records a write
/// transaction, so alice's writes wait for one batch at most; the delete answers once the
/// whole chain is gone.
enum CascadeAttack {
  static let zone = #"{"zoneName": "Chain"}"#
  static let length = 40_000

  /// Saves the chain, 200 records a request, throttled as mallory's budget asks.
  static func fill(_ target: AttackTarget) throws -> String {
    let created = try target.send(
      AttackTarget.attacker, .modifyZones,
      #"{"operations": [{"operationType": "create", "zone": {"zoneID": \#(zone)}}]}"#)
    guard created?.status == 200 else { throw BenchError("Creating the Chain zone failed.") }
    let connection = try WireConnection(port: target.port)
    var start = 0
    while start < length {
      let operations = (start..<min(start + 200, length)).map { index in
        let previous =
          index == 0
          ? ""
          : #""userRecord": {"value": {"recordName": "link-\#(index - 1)", "action": "DELETE_SELF"}, "type": "REFERENCE"}, "#
        return
          #"{"operationType": "create", "record": {"recordName": "link-\#(index)", "#
          + #""recordType": "UserProfile", "fields": {\#(previous)"givenName": {"value": "link"}}}}"#
      }
      let body = #"{"operations": [\#(operations.joined(separator: ","))], "zoneID": \#(zone)}"#
      guard
        let answer = connection.exchange(
          target.request(AttackTarget.attacker, .modifyRecords, body))
      else { return "filling stopped at \(start): no answer" }
      if answer.status == 503 || answer.serverError?.serverErrorCode.rawValue == "THROTTLED" {
        usleep(500_000)
        continue
      }
      guard answer.savedEverything else {
        return "filling stopped at \(start): \(answer.saveOutcome)"
      }
      start += 200
    }
    return "\(length) records saved, each pointing at the one before with DELETE_SELF"
  }

  /// Deletes the chain's first record; answers the delete's time and what is left.
  static func delete(_ target: AttackTarget) throws -> String {
    // The fill spent mallory's budget: two seconds refill it, so the delete is not refused.
    usleep(2_000_000)
    let started = ContinuousClock.now
    let answer = try target.send(
      AttackTarget.attacker, .modifyRecords,
      #"{"operations": [{"operationType": "forceDelete", "record": {"recordName": "link-0"}}], "#
        + #""zoneID": \#(zone)}"#)
    let seconds = (ContinuousClock.now - started).seconds
    let last = try target.send(
      AttackTarget.attacker, .lookupRecords,
      #"{"records": [{"recordName": "link-\#(length - 1)"}], "zoneID": \#(zone)}"#)
    let gone = last?.text.contains("NOT_FOUND") == true
    return String(
      format: "records/modify forceDelete link-0: %@ in %.2f s; the chain's last record %@",
      answer?.summary ?? "no answer", seconds, gone ? "is deleted too" : "IS STILL THERE")
  }
}
