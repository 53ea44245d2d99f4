import Foundation

/// Attacks on the server's connections: held open, trickled, never finished, malformed.
enum ConnectionAttacks {
  /// The server's default cap; alice's connection is one of them.
  static let cap = 1000

  /// Connections that send nothing, 50 more than the cap leaves, from 11 addresses (each
  /// below the cap per address): the extra ones are answered 503 at once, the others closed
  /// after the idle timeout.
  static func idleConnections(_ target: AttackTarget) -> String {
    let connections = (1...11).flatMap {
      Swarm.open(($0 < 11 ? 95 : cap - 1 + 50 - 950), port: target.port, from: "127.0.1.\($0)")
    }
    // A new client meanwhile (alice's own connection is already in) is told at once.
    let started = ContinuousClock.now
    let newcomer = (try? WireConnection(port: target.port))?.exchange(
      target.request(
        AttackTarget.victim, .lookupRecords,
        #"{"records": [{"recordName": "own-1"}], "zoneID": {"zoneName": "QuranZone"}}"#),
      timeout: 10)
    let waited = (ContinuousClock.now - started).seconds * 1000
    let outcomes = Swarm.outcomes(connections, timeout: 20)
    return "\(connections.count) opened: \(Swarm.tally(outcomes)); the last closed after"
      + String(format: " %.1f s", Swarm.lastSeconds(outcomes))
      + "\na new connection meanwhile: \(newcomer?.summary ?? "no answer")"
      + String(format: " in %.0f ms", waited)
  }

  /// Headers sent a byte every half second, on 200 connections.
  static func slowHeaders(_ target: AttackTarget) -> String {
    let connections = Swarm.open(200, port: target.port, from: "127.0.0.6")
    let header = Array(
      ("GET /signin HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + String(repeating: "a", count: 200))
        .utf8)
    var sent = 0
    let outcomes = Swarm.outcomes(connections, timeout: 20, tickEvery: 0.5) { waiting in
      for connection in waiting { connection.send([header[min(sent, header.count - 1)]]) }
      sent += 1
    }
    return "200 trickling: \(Swarm.tally(outcomes)), the last after"
      + String(format: " %.1f s", Swarm.lastSeconds(outcomes))
  }

  /// Bodies promised 100 KB long, sent a byte every half second, on 200 connections.
  static func unfinishedBodies(_ target: AttackTarget) -> String {
    let connections = Swarm.open(200, port: target.port, from: "127.0.0.7")
    let head = target.request(AttackTarget.attacker, .lookupRecords, body: [])
    let promised = String(decoding: head, as: UTF8.self).replacingOccurrences(
      of: "Content-Length: 0", with: "Content-Length: 100000")
    for connection in connections { connection.send(promised + #"{"records": ["#) }
    let outcomes = Swarm.outcomes(connections, timeout: 20, tickEvery: 0.5) { waiting in
      for connection in waiting { connection.send(" ") }
    }
    return "200 bodies: \(Swarm.tally(outcomes)), the last after"
      + String(format: " %.1f s", Swarm.lastSeconds(outcomes))
  }

  /// Bodies promised and never begun, with and without `Expect: 100-continue`, on 100
  /// connections each: each is answered, never dropped.
  static func stalledBodies(_ target: AttackTarget) -> String {
    let head = String(
      decoding: target.request(AttackTarget.attacker, .lookupRecords, body: []), as: UTF8.self
    ).replacingOccurrences(of: "Content-Length: 0", with: "Content-Length: 100")
    let asking = head.replacingOccurrences(
      of: "Content-Length: 100", with: "Content-Length: 100\r\nExpect: 100-continue")
    var lines: [String] = []
    for (name, request) in [("no body", head), ("Expect: 100-continue, no body", asking)] {
      let connections = Swarm.open(100, port: target.port, from: "127.0.0.8")
      for connection in connections { connection.send(request) }
      let outcomes = Swarm.outcomes(connections, timeout: 20)
      lines.append(
        "\(name), 100 connections: \(Swarm.tally(outcomes)), the last after"
          + String(format: " %.1f s", Swarm.lastSeconds(outcomes)))
    }
    return lines.joined(separator: "\n")
  }

  /// HTTP the parser refuses; each answer shown.
  static func malformedHTTP(_ target: AttackTarget) throws -> String {
    let post =
      "POST \(target.path(.lookupRecords, as: AttackTarget.attacker)) HTTP/1.1\r\n"
      + "Host: 127.0.0.1\r\n"
    let cases: [(String, String)] = [
      ("bad chunk size", post + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"),
      ("Content-Length: abc", post + "Content-Length: abc\r\n\r\n{}"),
      ("Content-Length 2 and 3", post + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}"),
      (
        "100 KB header",
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + String(repeating: "a", count: 100_000)
          + "\r\n\r\n"
      ),
    ]
    return try cases.map { name, request in
      let answer = try target.send(Array(request.utf8))
      return "\(name): \(answer?.summary ?? "no answer")"
    }.joined(separator: "\n")
  }
}
