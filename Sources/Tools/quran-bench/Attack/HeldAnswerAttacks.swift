import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Attacks on what a member (or an outsider) holds after its request, across members and
/// over time: answers never read, one address holding every connection, three members
/// announcing large bodies they never send, ten members fetching 8 MB answers.
enum HeldAnswerAttacks {
  /// Runs every attack of this kind through the run's `attack`, which measures alice under it.
  static func all(
    _ target: AttackTarget, _ attack: (String, () throws -> String) throws -> Void
  ) throws {
    // Set up beforehand, outside every attack's measures: the hoarder's quota, lowered so
    // that its attack ends in seconds (it is counted from the member's first save), and each
    // member's 8 large records.
    let quota = target.server.command(
      ["user", "quota", hoarder, "--megabytes", "\(hoarderMegabytes)"], input: "")
    guard quota.succeeded else { throw BenchError("Setting \(hoarder)'s quota: \(quota.said)") }
    for member in [AttackTarget.attacker] + AttackTarget.members {
      try storeBigRecords(target, as: member)
    }
    try attack("unread answers: 120 connections (4 KB receive buffers) asking 8 × 990 KB, 12 s") {
      try unreadAnswers(target)
    }
    try attack("one address: 1,100 connections trickling a header line every 2 s, 20 s") {
      oneAddress(target)
    }
    try attack("body budget: 3 members holding two 6 MB-announced bodies, 16 bytes sent, 8 s") {
      heldAnnouncedBodies(target)
    }
    try attack("ten members fetching 8 MB answers on 2 connections each, 5 s") {
      try largeAnswers(target)
    }
    try attack(
      "one member storing without end: 990 KB records on 2 connections, 8 s (quota \(hoarderMegabytes) MB)"
    ) {
      storingWithoutEnd(target)
    }
  }

  /// The member who stores without end, and the quota their server keeps for them.
  static let hoarder = AttackTarget.members[9]
  static let hoarderMegabytes = 64

  /// The hoarder saves new records of 990 KB, one a request, on two connections for 8 s:
  /// what they were answered, and how much the server kept for them (the quota stops them; a
  /// save past it is QUOTA_EXCEEDED with a sentence).
  static func storingWithoutEnd(_ target: AttackTarget) -> String {
    let note = String(repeating: "h", count: 990_000)
    var connections = (0..<2).compactMap { _ in try? WireConnection(port: target.port) }
    var counts: [String: Int] = [:]
    var stored = 0
    let deadline = ContinuousClock.now + .seconds(8)
    var sent = 0
    while ContinuousClock.now < deadline {
      for connection in connections {
        sent += 1
        let body =
          #"{"operations": [{"operationType": "create", "record": {"recordName": "hoard-\#(sent)", "#
          + #""recordType": "AyahNote", "fields": {"noteText": {"value": "\#(note)"}, "#
          + #""ayahID": {"value": "2:255"}}}}], "zoneID": {"zoneName": "QuranZone"}}"#
        _ = connection.send(target.request(hoarder, .modifyRecords, body: Array(body.utf8)))
      }
      for (index, connection) in connections.enumerated() {
        let answer = connection.readAnswer(timeout: 30)
        let summary = answer.map(storeSummary) ?? "no answer"
        if summary == "200" { stored += 1 }
        counts[summary, default: 0] += 1
        // A connection the server closed (after refusing a body it did not read) is opened
        // again, as a client would.
        if answer == nil || connection.isClosed || answer?.header("connection") == "close",
          let again = try? WireConnection(port: target.port)
        {
          connections[index] = again
        }
      }
    }
    return "\(sent) saves of 990 KB: \(stored) kept (\(stored * 990 / 1000) MB);\n"
      + counts.sorted { $0.value > $1.value }.map { "×\($0.value) \($0.key)" }.joined(
        separator: "\n")
  }

  /// A `records/modify` answer: its status, and the code of the record's error when the record
  /// was refused.
  static func storeSummary(_ answer: WireAnswer) -> String {
    guard answer.status == 200 else { return answer.summary }
    let text = answer.text
    guard let code = text.range(of: #""serverErrorCode":""#) else { return "200" }
    let rest = text[code.upperBound...]
    return "200 with \(rest.prefix { $0 != "\"" }) for the record"
  }

  static let bigNames = (0..<8).map { "big-\($0)" }

  /// 8 AyahNote records of about 990 KB in `member`'s zone.
  static func storeBigRecords(_ target: AttackTarget, as member: String) throws {
    let note = String(repeating: "n", count: 990_000)
    for names in [Array(bigNames[0..<4]), Array(bigNames[4..<8])] {
      let operations = names.map {
        #"{"operationType": "forceReplace", "record": {"recordName": "\#($0)", "#
          + #""recordType": "AyahNote", "fields": {"noteText": {"value": "\#(note)"}, "#
          + #""ayahID": {"value": "2:255"}}}}"#
      }
      let answer = try target.sendWhenLetIn(
        member, .modifyRecords,
        #"{"operations": [\#(operations.joined(separator: ", "))], "#
          + #""zoneID": {"zoneName": "QuranZone"}}"#)
      guard answer?.status == 200 else {
        throw BenchError("Storing \(member)'s large records: \(answer?.summary ?? "no answer")")
      }
    }
  }

  /// A lookup of all 8 large records: an answer of about 8 MB.
  static func bigLookup(_ target: AttackTarget, as member: String) -> [UInt8] {
    let records = bigNames.map { #"{"recordName": "\#($0)"}"# }.joined(separator: ", ")
    return target.request(
      member, .lookupRecords,
      #"{"records": [\#(records)], "zoneID": {"zoneName": "QuranZone"}}"#)
  }

  /// The status line of what a connection has received, read without waiting: the first
  /// answer's status, "closed" when the server closed it with nothing, "nothing" when nothing
  /// came.
  static func firstStatus(_ connection: WireConnection) -> String {
    var poller = pollfd(fd: connection.fd, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, 0) > 0 else { return "nothing" }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = recv(connection.fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
    guard count > 0 else { return "closed" }
    let line = String(decoding: buffer[0..<min(count, 64)], as: UTF8.self)
    guard line.hasPrefix("HTTP/1.1 ") else { return "other" }
    let status = line.dropFirst(9).prefix(3)
    WireAnswer.seen(Int(status) ?? 0)
    return String(status)
  }

  static func tally(_ seen: [String]) -> String {
    Dictionary(seen.map { ($0, 1) }, uniquingKeysWith: +)
      .sorted { $0.value > $1.value }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
  }

  /// mallory, with 8 records of 990 KB stored, opens 120 connections with a 4 KB receive buffer,
  /// asks each for all 8 and reads nothing for 12 s: what each got first, and whether the
  /// server closed the stalled ones.
  static func unreadAnswers(_ target: AttackTarget) throws -> String {
    let member = AttackTarget.attacker
    let request = bigLookup(target, as: member)
    var connections: [WireConnection] = []
    for _ in 0..<120 {
      guard let connection = try? WireConnection(port: target.port) else { break }
      var size: Int32 = 4096
      setsockopt(
        connection.fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
      connection.send(request)
      connections.append(connection)
    }
    // The attacker's pacing: it reads nothing for 12 s.
    usleep(12_000_000)
    let seen = connections.map(firstStatus)
    // The stalled ones, drained now: closed by the server (its write timeout) or still open.
    var closed = 0
    for connection in connections {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = recv(connection.fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        if count > 0 { continue }
        if count == 0 || errno != EAGAIN { closed += 1 }
        break
      }
    }
    return "\(connections.count) lookups of ~8 MB never read: first answers \(tally(seen));"
      + " \(closed) connections closed by the server after 12 s"
  }

  /// An outsider from 127.0.0.10 holds up to 1,100 connections, each sending a request line
  /// and then a header line every 2 s, never ending its head, reopening every one closed.
  static func oneAddress(_ target: AttackTarget) -> String {
    let address = "127.0.0.10"
    func open() -> WireConnection? {
      guard let connection = try? WireConnection(port: target.port, from: address) else {
        return nil
      }
      connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n")
      return connection
    }
    var connections = (0..<1100).compactMap { _ in open() }
    var seen: [String] = []
    var reopened = 0
    var most = 0
    let deadline = ContinuousClock.now + .seconds(20)
    var line = 0
    while ContinuousClock.now < deadline {
      // The attacker's pacing: a header line every 2 s.
      usleep(2_000_000)
      var kept: [WireConnection] = []
      for connection in connections {
        let status = firstStatus(connection)
        if status == "nothing" {
          kept.append(connection)
        } else {
          seen.append(status)
        }
      }
      most = max(most, kept.count)
      line += 1
      for connection in kept { connection.send("X-Trickle-\(line): a\r\n") }
      while kept.count < 1100, let connection = open() {
        kept.append(connection)
        reopened += 1
      }
      connections = kept
    }
    return "1,100 trickling from one address: at most \(most) held open at a check;"
      + " \(reopened) reopened; answers seen: \(tally(seen))"
  }

  /// m0, m1 and m2 each hold two `records/modify` bodies announced at 6 MB with 16 bytes sent,
  /// for 8 s: what they were answered. (alice's small requests, measured by the run, must
  /// not wait on the server's budget for large bodies.)
  static func heldAnnouncedBodies(_ target: AttackTarget) -> String {
    var connections: [WireConnection] = []
    for member in AttackTarget.members.prefix(3) {
      let head = String(
        decoding: target.request(member, .modifyRecords, body: []), as: UTF8.self
      ).replacingOccurrences(of: "Content-Length: 0", with: "Content-Length: 6000000")
      for _ in 0..<2 {
        guard let connection = try? WireConnection(port: target.port) else { continue }
        connection.send(head + #"{"operations": ["#)
        connections.append(connection)
      }
    }
    let outcomes = Swarm.outcomes(connections, timeout: 8)
    return "\(connections.count) bodies announced at 6 MB, 16 bytes sent: \(Swarm.tally(outcomes))"
  }

  /// m0…m9 each fetch their 8 records of 990 KB (an answer of about 8 MB) again and again on
  /// 2 connections each for 5 s, reading every answer.
  static func largeAnswers(_ target: AttackTarget) throws -> String {
    let requests = AttackTarget.members.map { bigLookup(target, as: $0) }
    return try DecodingAttacks.flood(target, requests, connections: 20, seconds: 5)
  }
}
