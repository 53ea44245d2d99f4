import Clocks
import CloudRecords
import Foundation
import Synchronization

/// Attacks on each member's share, as mallory: bodies announced and held unfinished on 100
/// connections, slow-to-read large bodies beside alice's 20 KB note saves, many expensive
/// queries at once, and zones made up to the cap and listed at once.
enum ShareAttacks {
  static let attacker = AttackTarget.attacker

  /// Runs every attack of this kind through the run's `attack`, which measures alice under it.
  static func all(
    _ target: AttackTarget, _ attack: (String, () throws -> String) throws -> Void
  ) throws {
    try attack("held bodies: 100 connections announcing 10 MB, all but the last byte sent") {
      heldBodies(target)
    }
    try attack("slow large bodies (10 MB and 2 MB of 23-byte fields) vs alice's 20 KB notes") {
      try slowLargeBodies(target)
    }
    try attack("expensive queries over 10,000 records, 8 then 16 connections, 3 s each") {
      try expensiveQueries(target)
    }
    try attack("zone flood: zones up to the cap and past it, then 4 zones/list at once, 3 s") {
      try zoneFlood(target)
    }
    try attack("4 members scanning 10,000 records each, 2 connections each, 3 s") {
      try membersScanning(target)
    }
    try attack("3 members × 10 MB bodies of tiny objects, one connection each, 3 s") {
      try tinyObjects(target)
    }
  }

  /// Four members, each with 10,000 records, query them all (a filter that matches none) on
  /// two connections each at once: the storage's turns are shared, and alice's requests find
  /// one free.
  static func membersScanning(_ target: AttackTarget) throws -> String {
    let members = Array(AttackTarget.members.prefix(4))
    for member in members {
      for batch in 0..<50 {
        let names = (0..<200).map { "scan-\(batch)-\($0)" }
        let answer = try target.sendWhenLetIn(
          member, .modifyRecords, AttackTarget.favorites(names))
        guard answer?.status == 200 else {
          return "filling \(member): \(answer?.summary ?? "no answer")"
        }
      }
    }
    let queries = members.map { member in
      target.request(
        member, .queryRecords,
        #"{"zoneID": {"zoneName": "QuranZone"}, "query": {"recordType": "FavoriteAyah", "#
          + #""filterBy": [{"fieldName": "ayahID", "comparator": "EQUALS", "#
          + #""fieldValue": {"value": "none"}}]}}"#)
    }
    return try DecodingAttacks.flood(target, queries + queries, connections: 8, seconds: 3)
  }

  /// Three members each send a 10 MB body of `{"":0}` objects in an array below the top
  /// (`{"operations":[[…]]}`), at once and again: parsed whole, each would take hundreds of
  /// megabytes; the parse stops at the bound on an array's items (`ParsedValues`).
  static func tinyObjects(_ target: AttackTarget) throws -> String {
    let tiny = Array(#"{"":0},"#.utf8)
    let count = 10 * 1024 * 1024 / tiny.count - 4
    let body =
      Array(#"{"operations":[["#.utf8) + Array([[UInt8]](repeating: tiny, count: count).joined())
      + Array(#"{"":0}]]}"#.utf8)
    let requests = AttackTarget.members.prefix(3).map {
      target.request($0, .modifyRecords, body: body)
    }
    return try DecodingAttacks.flood(target, requests, connections: 3, seconds: 3)
  }

  /// Zones made in batches of 200 until the server refuses one (`serve --max-zones`, 1,000);
  /// then `zones/list` on 4 connections at once for 3 s: how large each answer is, and how
  /// they were answered.
  static func zoneFlood(_ target: AttackTarget) throws -> String {
    var made = 0
    var refusal = "never refused"
    for batch in 0..<10 {
      let operations = (0..<200).map {
        #"{"operationType": "create", "zone": {"zoneID": {"zoneName": "flood-\#(batch)-\#($0)"}}}"#
      }
      let answer = try target.sendWhenLetIn(
        attacker, .modifyZones, #"{"operations": [\#(operations.joined(separator: ", "))]}"#)
      guard let answer, answer.status == 200 else {
        refusal = "zones/modify: \(answer?.summary ?? "no answer")"
        break
      }
      let zones = try JSONDecoder().decode(ZonesResponse.self, from: Data(answer.body)).zones
      made += zones.filter { $0.item != nil }.count
      if let failure = zones.lazy.compactMap(\.failure).first {
        refusal = "refused: \(failure.serverErrorCode.rawValue) \"\(failure.reason.prefix(150))\""
        break
      }
    }
    let list = target.request(attacker, .listZones, "{}")
    let listed = try target.send(attacker, .listZones, "{}")
    let flooded = try DecodingAttacks.flood(target, [list], connections: 4, seconds: 3)
    return "\(made) zones made, then \(refusal)\n"
      + "one zones/list: \(listed?.status ?? 0), \(listed?.body.count ?? 0) bytes\n"
      + "4 connections of zones/list, 3 s: \(flooded.replacingOccurrences(of: "\n", with: "; "))"
  }

  /// 100 connections to `records/modify`, each announcing 10,485,660 bytes and sending all but
  /// the last within a moment, then holding: how each was answered, and when.
  static func heldBodies(_ target: AttackTarget) -> String {
    let announced = 10_485_660
    let head = String(
      decoding: target.request(attacker, .modifyRecords, body: []), as: UTF8.self
    ).replacingOccurrences(of: "Content-Length: 0", with: "Content-Length: \(announced)")
    let body = [UInt8](repeating: 0x20, count: announced - 1)
    let connections = Swarm.open(100, port: target.port, from: "127.0.0.9")
    var sent = 0
    for connection in connections {
      connection.send(head)
      sent += connection.send(body, within: 0.1)
    }
    let outcomes = Swarm.outcomes(connections, timeout: 8)
    return "100 bodies (\(sent / 1_000_000) MB sent in all): \(Swarm.tally(outcomes)), the last"
      + String(format: " after %.1f s", Swarm.lastSeconds(outcomes))
  }

  /// A `records/modify` body of about `bytes`, of AyahNote records with many 23-byte fields
  /// (the server refuses the fields, but only once it has read them all).
  static func fieldBody(bytes: Int) -> [UInt8] {
    let field = #""f0000": {"value": 1}, "#
    let perRecord = max(1, bytes / 160 / field.utf8.count)
    let fields = (0..<perRecord).map { #""f\#($0)": {"value": 1}"# }.joined(separator: ", ")
    let records = (0..<160).map {
      #"{"operationType": "forceReplace", "record": {"recordName": "slow-\#($0)", "#
        + #""recordType": "AyahNote", "fields": {\#(fields)}}}"#
    }
    return Array(
      (#"{"operations": [\#(records.joined(separator: ", "))], "#
        + #""zoneID": {"zoneName": "QuranZone"}}"#).utf8)
  }

  /// Two connections sending 10 MB and 2 MB bodies again and again for 5 s while alice saves a
  /// 20 KB note every 50 ms on her own connection; her saves counted and timed.
  static func slowLargeBodies(_ target: AttackTarget) throws -> String {
    let requests = [10_000_000, 2_000_000].map {
      target.request(attacker, .modifyRecords, body: fieldBody(bytes: $0))
    }
    let note = String(repeating: "n", count: 20_000)
    let save = target.request(
      AttackTarget.victim, .modifyRecords,
      #"{"operations": [{"operationType": "forceReplace", "record": {"recordName": "note-20k", "#
        + #""recordType": "AyahNote", "fields": {"noteText": {"value": "\#(note)"}, "#
        + #""ayahID": {"value": "2:255"}}}}], "zoneID": {"zoneName": "QuranZone"}}"#)
    let saves = Mutex<(Timings, refused: Int)>((Timings(), 0))
    let running = Atomic<Bool>(true)
    let done = DispatchSemaphore(value: 0)
    let port = target.port
    Thread.detachNewThread {
      defer { done.signal() }
      guard let connection = try? WireConnection(port: port) else { return }
      while running.load(ordering: .relaxed) {
        let started = ContinuousClock.now
        let answer = connection.exchange(save)
        let elapsed = (ContinuousClock.now - started).seconds * 1000
        saves.withLock {
          if answer?.status == 200 { $0.0.add(elapsed) } else { $0.refused += 1 }
        }
        // Pacing, as the app saves now and then.
        usleep(50_000)
      }
    }
    let flooded = try DecodingAttacks.flood(target, requests, connections: 2, seconds: 5)
    running.store(false, ordering: .relaxed)
    done.wait()
    let (timings, refused) = saves.withLock { $0 }
    return "alice's 20 KB note saves: \(timings.milliseconds.count) saved, \(refused) refused;"
      + " p50 \(Timings.format(timings.median)), p99 \(Timings.format(timings.percentile(0.99)))\n"
      + flooded
  }

  /// 10,000 small records in mallory's zone, then queries on a queryable field that matches
  /// none of them (each reads them all), on 8 and then 16 connections at once.
  static func expensiveQueries(_ target: AttackTarget) throws -> String {
    for batch in 0..<50 {
      let names = (0..<200).map { "scan-\(batch)-\($0)" }
      let answer = try target.sendWhenLetIn(
        attacker, .modifyRecords, AttackTarget.favorites(names))
      guard answer?.status == 200 else { return "filling: \(answer?.summary ?? "no answer")" }
    }
    let query = target.request(
      attacker, .queryRecords,
      #"{"zoneID": {"zoneName": "QuranZone"}, "query": {"recordType": "FavoriteAyah", "#
        + #""filterBy": [{"fieldName": "ayahID", "comparator": "EQUALS", "#
        + #""fieldValue": {"value": "none"}}]}}"#)
    var lines: [String] = []
    for count in [8, 16] {
      lines.append(
        "\(count) connections: "
          + (try DecodingAttacks.flood(target, [query], connections: count, seconds: 3))
          .replacingOccurrences(of: "\n", with: "; "))
    }
    return lines.joined(separator: "\n")
  }
}
