import CloudRecords
import Foundation
import Loopback
import Synchronization

/// The real `quran-records` under attack, on a loopback port, with two users: alice, whose
/// latency is measured, and mallory, who attacks with nothing but the API token every client
/// has and an account of his own. On PostgreSQL, two instances serve one database, and each
/// new connection goes to the next of them, as a load balancer hands them out.
struct AttackTarget: Sendable {
  /// The instances serving the database: one on SQLite, two on PostgreSQL.
  let servers: [BenchServer]
  let ports: [Int]
  /// Web auth tokens by user name.
  let tokens: [String: String]
  private let turn = InstanceTurn()

  /// The first instance (the one that added the users).
  var server: BenchServer { servers[0] }
  /// The port of the instance the next connection goes to, the instances in turn.
  var port: Int { ports[turn.next() % ports.count] }
  /// Whether the instances serve PostgreSQL (whose rows this benchmark cannot read).
  var onPostgreSQL: Bool { server.db.hasPrefix("postgres") }

  init(servers: [BenchServer], ports: [Int], tokens: [String: String]) {
    self.servers = servers
    self.ports = ports
    self.tokens = tokens
  }

  init(server: BenchServer, port: Int, tokens: [String: String]) {
    self.init(servers: [server], ports: [port], tokens: tokens)
  }

  static let victim = "alice"
  static let attacker = "mallory"
  /// Members of the attacks across members (m0…m9), each with an account of their own.
  static let members = (0..<10).map { "m\($0)" }
  static let zone = "QuranZone"
  /// Short timeouts keep the run short; every other setting is the server's default.
  static let arguments = [
    "--idle-timeout", "5", "--request-timeout", "5", "--header-timeout", "5",
    "--write-timeout", "5", "--trusted-proxy", SessionAttacks.proxy,
  ]

  /// One instance on a SQLite file, or, given a PostgreSQL database's URL, two instances on it.
  static func start(postgres database: String? = nil) throws -> AttackTarget {
    let users = [victim, attacker] + members
    var servers = [
      try BenchServer.start(
        name: "attack", users: users, arguments: arguments, database: database)
    ]
    if let database {
      servers.append(
        try BenchServer.start(
          name: "attack-2", users: [], arguments: arguments, database: database))
    }
    let ports = try servers.map { server in
      guard let port = URLComponents(string: server.baseURL)?.port else {
        throw BenchError("The server's address \(server.baseURL) has no port.")
      }
      return port
    }
    var tokens: [String: String] = [:]
    for user in users {
      tokens[user] = try signIn(port: ports[0], apiToken: servers[0].apiToken, user: user)
    }
    let target = AttackTarget(servers: servers, ports: ports, tokens: tokens)
    for user in users {
      let created = try target.send(
        user, .modifyZones,
        #"{"operations": [{"operationType": "create", "zone": {"zoneID": {"zoneName": "\#(zone)"}}}]}"#
      )
      guard created?.status == 200 else {
        throw BenchError("Creating \(user)'s zone failed: \(created?.summary ?? "no answer")")
      }
    }
    return target
  }

  /// Stops every instance.
  func stop() {
    for server in servers { server.stop() }
  }

  /// Signs in through the form, from `address`; the token, or an error with the answer.
  static func signIn(port: Int, apiToken: String, user: String, from address: String? = nil)
    throws -> String
  {
    let connection = try WireConnection(port: port, from: address)
    let answer = connection.exchange(
      signInRequest(port: port, apiToken: apiToken, user: user, password: "\(user)-password"))
    guard let token = answer.flatMap({ SignInForm.token(in: $0.text) }) else {
      throw BenchError("Signing in as \(user) failed: \(answer?.status ?? 0)")
    }
    return token
  }

  static func signInRequest(
    port: Int, apiToken: String, user: String, password: String, extraHeaders: String = ""
  ) -> [UInt8] {
    let form = SignInForm.body(user: user, password: password, apiToken: apiToken)
    return Array(
      ("POST /signin HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        + "Content-Type: application/x-www-form-urlencoded\r\n" + extraHeaders
        + "Content-Length: \(form.utf8.count)\r\n\r\n" + form).utf8)
  }

  func signInRequest(user: String, password: String, extraHeaders: String = "") -> [UInt8] {
    AttackTarget.signInRequest(
      port: port, apiToken: server.apiToken, user: user, password: password,
      extraHeaders: extraHeaders)
  }

  /// The path of a database operation, signed in as `user` (nil: with the API token only).
  func path(_ operation: DatabaseOperation, as user: String?) -> String {
    let database = DatabasePath(
      container: DatabasePath.appContainer, environment: .development, database: .private,
      operation: operation)
    var path = "\(database)?\(DatabasePath.apiTokenParameter)=\(server.apiToken)"
    if let user, let token = tokens[user] {
      path += "&\(DatabasePath.webAuthTokenParameter)=\(token)"
    }
    return path
  }

  /// A POST of `body` to a database operation, as bytes to send.
  func request(
    _ user: String?, _ operation: DatabaseOperation, body: [UInt8], host: String? = nil,
    extraHeaders: String = ""
  ) -> [UInt8] {
    Array(
      ("POST \(path(operation, as: user)) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
        + "Content-Type: application/json\r\n" + extraHeaders
        + "Content-Length: \(body.count)\r\n\r\n").utf8) + body
  }

  func request(_ user: String?, _ operation: DatabaseOperation, _ json: String) -> [UInt8] {
    request(user, operation, body: Array(json.utf8))
  }

  /// One request on a new connection, and its answer.
  func send(_ user: String?, _ operation: DatabaseOperation, _ json: String) throws -> WireAnswer? {
    try WireConnection(port: port).exchange(request(user, operation, json))
  }

  /// `send`, waiting as told while the answer is THROTTLED (an earlier attack may have spent
  /// the user's budget), at most `tries` times.
  func sendWhenLetIn(
    _ user: String?, _ operation: DatabaseOperation, _ json: String, tries: Int = 30
  )
    throws -> WireAnswer?
  {
    for _ in 1..<tries {
      let answer = try send(user, operation, json)
      guard answer?.status == 429 || answer?.status == 503 else { return answer }
      usleep(UInt32(max(1, answer?.serverError?.retryAfter ?? 1)) * 1_000_000)
    }
    return try send(user, operation, json)
  }

  func send(_ bytes: [UInt8], from address: String? = nil) throws -> WireAnswer? {
    try WireConnection(port: port, from: address).exchange(bytes)
  }

  /// `records/modify` saving FavoriteAyah records of these names, forceReplace.
  static func favorites(_ names: [String]) -> String {
    let operations = names.enumerated().map { index, name in
      let ayah = index % 286 + 1
      return #"{"operationType": "forceReplace", "record": {"recordName": "\#(name)", "#
        + #""recordType": "FavoriteAyah", "fields": {"ayahID": {"value": "2:\#(ayah)"}, "#
        + #""surahNumber": {"value": 2, "type": "INT64"}, "#
        + #""ayahNumber": {"value": \#(ayah), "type": "INT64"}, "#
        + #""favoritedAt": {"value": 1767225600000, "type": "TIMESTAMP"}}}}"#
    }
    return #"{"operations": [\#(operations.joined(separator: ", "))], "#
      + #""zoneID": {"zoneName": "\#(zone)"}, "atomic": false}"#
  }

  /// Sets each instance's peak memory (VmHWM) back to what it holds now (VmRSS), so the next
  /// `memory()` reads the peak reached since: each attack's own, not the run's so far.
  func resetPeakMemory() {
    for server in servers {
      try? "5".write(toFile: "/proc/\(server.pid)/clear_refs", atomically: false, encoding: .utf8)
    }
  }

  /// The memory of the instance holding the most, in megabytes: now (VmRSS) and at its peak
  /// (VmHWM).
  func memory() -> (now: Double, peak: Double) {
    let each = servers.map { AttackTarget.memory(of: $0.pid) }
    return (each.map(\.now).max() ?? .nan, each.map(\.peak).max() ?? .nan)
  }

  /// One process's memory: now (VmRSS) and at its peak (VmHWM), in megabytes.
  static func memory(of pid: pid_t) -> (now: Double, peak: Double) {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    else { return (.nan, .nan) }
    func megabytes(_ field: String) -> Double {
      guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
        let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
      else { return .nan }
      return kilobytes / 1024
    }
    return (megabytes("VmRSS:"), megabytes("VmHWM:"))
  }
}

/// Which instance the next connection goes to: a count taken in turn.
final class InstanceTurn: Sendable {
  private let count = Atomic<Int>(0)

  func next() -> Int { count.wrappingAdd(1, ordering: .relaxed).oldValue }
}
