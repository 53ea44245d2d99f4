import Foundation

/// kill -9 during a burst of writes, `trials` times, on one database: after each restart,
/// every record the server acknowledged must be there.
enum CrashTrials {
  static let arguments = ["--rate-limit", "1000000"]

  static func run(trials: Int = 30) throws -> String {
    var server = try BenchServer.start(name: "crash", users: ["writer"], arguments: arguments)
    defer { server.stop() }
    var port = try portOf(server)
    let token = try AttackTarget.signIn(port: port, apiToken: server.apiToken, user: "writer")
    let target = { (port: Int, server: BenchServer) in
      AttackTarget(server: server, port: port, tokens: ["writer": token])
    }
    let created = try target(port, server).send(
      "writer", .modifyZones,
      #"{"operations": [{"operationType": "create", "zone": {"zoneID": {"zoneName": "QuranZone"}}}]}"#
    )
    guard created?.status == 200 else { throw BenchError("The crash trials' zone failed.") }
    var acknowledged = 0
    var lost = 0
    var generator = SystemRandomNumberGenerator()
    for trial in 0..<trials {
      let names = burst(
        target(port, server), trial: trial,
        killAfter: .milliseconds(Int.random(in: 100...400, using: &generator)))
      var status: Int32 = 0
      while waitpid(server.pid, &status, 0) == -1 && errno == EINTR {}
      server = try server.restarted(arguments: arguments)
      port = try portOf(server)
      acknowledged += names.count
      lost += try missing(names, target(port, server))
    }
    return "\(trials) trials: \(acknowledged) records acknowledged before kill -9, \(lost) lost"
  }

  private static func portOf(_ server: BenchServer) throws -> Int {
    guard let port = URLComponents(string: server.baseURL)?.port else {
      throw BenchError("The server's address \(server.baseURL) has no port.")
    }
    return port
  }

  /// Four connections save batches of 20 until the server is killed, `killAfter` in, between
  /// sending a round and reading its answers; answers the names acknowledged.
  private static func burst(_ target: AttackTarget, trial: Int, killAfter: Duration) -> [String] {
    let connections = (0..<4).compactMap { _ in try? WireConnection(port: target.port) }
    let killAt = ContinuousClock.now + killAfter
    var killed = false
    var acknowledged: [String] = []
    var round = 0
    while !connections.allSatisfy(\.isClosed) {
      var sent: [(WireConnection, [String])] = []
      for (index, connection) in connections.enumerated() where !connection.isClosed {
        let names = (0..<20).map { "t\(trial)-c\(index)-r\(round)-\($0)" }
        if connection.send(
          target.request("writer", .modifyRecords, AttackTarget.favorites(names)))
        {
          sent.append((connection, names))
        }
      }
      round += 1
      if !killed, ContinuousClock.now >= killAt {
        kill(target.server.pid, SIGKILL)
        killed = true
      }
      for (connection, names) in sent {
        guard let answer = connection.readAnswer(timeout: 30) else { continue }
        if answer.status == 200, !answer.text.contains("serverErrorCode") {
          acknowledged += names
        }
      }
      if sent.isEmpty { break }
    }
    if !killed { kill(target.server.pid, SIGKILL) }
    return acknowledged
  }

  /// How many of `names` the restarted server does not have.
  private static func missing(_ names: [String], _ target: AttackTarget) throws -> Int {
    var missing = 0
    let connection = try WireConnection(port: target.port)
    for start in stride(from: 0, to: names.count, by: 200) {
      let part = names[start..<min(start + 200, names.count)]
      let records = part.map { #"{"recordName": "\#($0)"}"# }.joined(separator: ", ")
      guard
        let answer = connection.exchange(
          target.request(
            "writer", .lookupRecords,
            #"{"records": [\#(records)], "zoneID": {"zoneName": "QuranZone"}}"#)),
        answer.status == 200
      else { throw BenchError("Looking up acknowledged records after a restart failed.") }
      missing += answer.text.components(separatedBy: "NOT_FOUND").count - 1
    }
    return missing
  }
}
