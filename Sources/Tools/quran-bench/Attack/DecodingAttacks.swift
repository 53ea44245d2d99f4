import Foundation
import Synchronization

/// Attacks on reading and answering, as mallory: nested JSON, a forged continuation marker,
/// stored notificationInfo then writes, many mid-size and big bodies, lookups of big records,
/// many subscriptions listed.
enum DecodingAttacks {
  static let attacker = AttackTarget.attacker

  /// Runs every attack of this kind through the run's `attack`, which measures alice under it.
  static func all(
    _ target: AttackTarget, _ attack: (String, () throws -> String) throws -> Void
  ) throws {
    try attack("JSON nested 500 deep, 6 connections, 3 s") { try nested(target) }
    try attack("forged continuation markers of 8 KB, 6 connections, 3 s") {
      try forgedMarkers(target)
    }
    try attack("100 subscriptions with deep notificationInfo, then writes") {
      try storedNotificationInfo(target)
    }
    try attack("9 KB bodies on 8 connections, 3 s") { try midSizeBodies(target) }
    try attack("9 MB bodies on 4 connections vs alice's 70 KB note saves") {
      try bigBodies(target)
    }
    try attack("lookups of 100 records of 500 KB, 4 at once") { try bigLookups(target) }
    try attack("4,000 subscriptions asked for, then 4 lists at once") {
      try manySubscriptions(target)
    }
  }

  /// A value nested `depth` deep: `{"a":{"a":…[1]…}}`.
  static func nestedValue(_ depth: Int) -> String {
    String(repeating: #"{"a":"#, count: depth - 1) + "[1]"
      + String(repeating: "}", count: depth - 1)
  }

  /// Sends `requests` in turn on `connections` keep-alive connections for `seconds`; the
  /// answers tallied.
  static func flood(
    _ target: AttackTarget, _ requests: [[UInt8]], connections count: Int, seconds: Double
  ) throws -> String {
    let connections = try (0..<count).map { _ in try WireConnection(port: target.port) }
    var counts: [String: Int] = [:]
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    var sent = 0
    while ContinuousClock.now < deadline {
      for connection in connections {
        _ = connection.send(requests[sent % requests.count])
        sent += 1
      }
      for connection in connections {
        let answer = connection.readAnswer(timeout: 60)
        counts[answer?.summary ?? "no answer", default: 0] += 1
      }
    }
    return "\(sent) requests:\n"
      + counts.sorted { $0.value > $1.value }.map { "×\($0.value) \($0.key)" }.joined(
        separator: "\n")
  }

  static func nested(_ target: AttackTarget) throws -> String {
    let body =
      #"{"operations": [{"operationType": "create", "subscription": {"subscriptionID": "n", "#
      + #""subscriptionType": "zone", "zoneWide": true, "notificationInfo": "#
      + nestedValue(500) + "}}]}"
    return try flood(
      target, [target.request(attacker, .modifySubscriptions, body)], connections: 6, seconds: 3)
  }

  static func forgedMarkers(_ target: AttackTarget) throws -> String {
    let forged = #"{"q":"x","k":["# + nestedValue(400) + #"],"n":"r"}"#
    let marker = Data(forged.utf8).base64EncodedString()
    let body =
      #"{"zoneID": {"zoneName": "QuranZone"}, "query": {"recordType": "FavoriteAyah"}, "#
      + #""continuationMarker": "\#(marker)"}"#
    return try flood(
      target, [target.request(attacker, .queryRecords, body)], connections: 6, seconds: 3)
  }

  /// 100 zone-wide subscriptions, each with a notificationInfo 16 deep and about 10 KB; then
  /// six connections writing one record each, 3 s.
  static func storedNotificationInfo(_ target: AttackTarget) throws -> String {
    let info =
      #"{"alertBody": "\#(String(repeating: "x", count: 10_000))", "deep": "#
      + nestedValue(15) + "}"
    var created: [String: Int] = [:]
    for answer in try subscribe(target, "s", batches: 5, of: 20, info: info) {
      created[answer?.summary ?? "no answer", default: 0] += 1
    }
    let writes = (0..<6).map {
      target.request(attacker, .modifyRecords, AttackTarget.favorites(["w\($0)"]))
    }
    let flooded = try flood(target, writes, connections: 6, seconds: 3)
    return "5 batches of 20 subscriptions: "
      + created.map { "×\($0.value) \($0.key)" }.joined(separator: ", ") + "\nwrites: " + flooded
  }

  static func midSizeBodies(_ target: AttackTarget) throws -> String {
    let body =
      #"{"operations": [{"operationType": "create", "record": {"recordName": "m", "#
      + #""recordType": "FavoriteAyah", "fields": {"ayahID": {"value": "# + nestedValue(1_500)
      + "}}}}]}"
    return try flood(
      target, [target.request(attacker, .modifyRecords, body)], connections: 8, seconds: 3)
  }

  /// Four connections sending 9 MB bodies while alice saves a 70 KB note ten times; her
  /// saves' times printed.
  static func bigBodies(_ target: AttackTarget) throws -> String {
    let padding = String(repeating: "p", count: 9_000_000)
    let body =
      #"{"operations": [{"operationType": "create", "record": {"recordName": "big", "#
      + #""recordType": "AyahNote", "fields": {"noteText": {"value": "\#(padding)"}}}}]}"#
    let request = target.request(attacker, .modifyRecords, body)
    let note = String(repeating: "n", count: 70_000)
    let save = target.request(
      AttackTarget.victim, .modifyRecords,
      #"{"operations": [{"operationType": "forceReplace", "record": {"recordName": "note-70k", "#
        + #""recordType": "AyahNote", "fields": {"noteText": {"value": "\#(note)"}, "#
        + #""ayahID": {"value": "2:255"}}}}], "zoneID": {"zoneName": "QuranZone"}}"#)
    let saves = Mutex<Timings>(Timings())
    let done = DispatchSemaphore(value: 0)
    let port = target.port
    Thread.detachNewThread {
      defer { done.signal() }
      guard let connection = try? WireConnection(port: port) else { return }
      for _ in 0..<10 {
        usleep(200_000)
        let started = ContinuousClock.now
        let answer = connection.exchange(save)
        let elapsed = (ContinuousClock.now - started).seconds * 1000
        saves.withLock { $0.add(answer?.status == 200 ? elapsed : .infinity) }
      }
    }
    let flooded = try flood(target, [request], connections: 4, seconds: 3)
    done.wait()
    let timings = saves.withLock { $0 }
    return "alice's 70 KB note saves: p50 \(Timings.format(timings.median)), max"
      + " \(Timings.format(timings.percentile(1)))\n" + flooded
  }

  /// 100 records of 500 KB in mallory's zone, then four connections looking all of them up.
  /// The big bodies before spent mallory's budget: the saves wait for it to come back.
  static func bigLookups(_ target: AttackTarget) throws -> String {
    let text = String(repeating: "b", count: 500_000)
    for batch in 0..<10 {
      let operations = (0..<10).map { index in
        #"{"operationType": "forceReplace", "record": {"recordName": "big-\#(batch)-\#(index)", "#
          + #""recordType": "AyahNote", "fields": {"noteText": {"value": "\#(text)"}}}}"#
      }
      let answer = try target.sendWhenLetIn(
        attacker, .modifyRecords,
        #"{"operations": [\#(operations.joined(separator: ", "))], "#
          + #""zoneID": {"zoneName": "QuranZone"}}"#)
      guard answer?.savedEverything == true else {
        return "filling: \(answer?.saveOutcome ?? "no answer")"
      }
    }
    let names = (0..<10).flatMap { batch in
      (0..<10).map { #"{"recordName": "big-\#(batch)-\#($0)"}"# }
    }
    let lookup = target.request(
      attacker, .lookupRecords,
      #"{"records": [\#(names.joined(separator: ", "))], "zoneID": {"zoneName": "QuranZone"}}"#)
    let connections = try (0..<4).map { _ in try WireConnection(port: target.port) }
    var sizes: [Int] = []
    var statuses: [Int: Int] = [:]
    var refused = 0
    for _ in 0..<3 {
      for connection in connections { _ = connection.send(lookup) }
      for connection in connections {
        guard let answer = connection.readAnswer(timeout: 60) else { continue }
        sizes.append(answer.body.count)
        statuses[answer.status, default: 0] += 1
        refused += answer.text.components(separatedBy: "LIMIT_EXCEEDED").count - 1
      }
    }
    let tally = statuses.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }
    return "12 lookups of 100 records of 500 KB (\(tally.joined(separator: ", "))): answers of at"
      + " most \((sizes.max() ?? 0) / 1_000_000) MB, \(refused) records refused LIMIT_EXCEEDED"
  }

  /// 4,000 subscriptions of about 12 KB asked for, 200 to a request; then four lists at once.
  static func manySubscriptions(_ target: AttackTarget) throws -> String {
    let info = #"{"alertBody": "\#(String(repeating: "y", count: 12_000))"}"#
    var created: [String: Int] = [:]
    for answer in try subscribe(target, "m", batches: 20, of: 200, info: info) {
      let refused = answer?.text.components(separatedBy: "BAD_REQUEST").count ?? 1
      created["\(answer?.status ?? 0), \(200 - (refused - 1)) kept", default: 0] += 1
    }
    let list = target.request(attacker, .listSubscriptions, "{}")
    let connections = try (0..<4).map { _ in try WireConnection(port: target.port) }
    var answers: [WireAnswer?] = []
    // The batches spent mallory's operations: the lists wait for them to come back.
    for _ in 0..<10 {
      for connection in connections { _ = connection.send(list) }
      answers = connections.map { $0.readAnswer(timeout: 60) }
      guard answers.contains(where: { $0?.status == 429 }) else { break }
      usleep(1_000_000)
    }
    let sizes = answers.map { ($0?.body.count ?? 0) / 1024 }
    return "20 batches of 200: "
      + created.map { "×\($0.value) \($0.key)" }.joined(separator: ", ")
      + "\n4 lists: \(answers.map { $0?.status ?? 0 }), \(sizes.max() ?? 0) KB each at most"
  }

  /// `batches` requests of `subscriptions/modify`, each creating `count` zone-wide
  /// subscriptions (`{prefix}{batch}-{index}`) with `info` as their notificationInfo; the
  /// answers in order.
  static func subscribe(
    _ target: AttackTarget, _ prefix: String, batches: Int, of count: Int, info: String
  ) throws -> [WireAnswer?] {
    try (0..<batches).map { batch in
      let operations = (0..<count).map { index in
        #"{"operationType": "create", "subscription": {"subscriptionID": "\#(prefix)\#(batch)-\#(index)", "#
          + #""subscriptionType": "zone", "zoneWide": true, "notificationInfo": \#(info)}}"#
      }
      return try target.send(
        attacker, .modifySubscriptions,
        #"{"operations": [\#(operations.joined(separator: ", "))]}"#)
    }
  }
}
