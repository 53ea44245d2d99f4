import ChildProcess
import CloudRecords
import Foundation
import Loopback

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The release `quran-records` beside this benchmark, serving a temporary database.
struct BenchServer: Sendable {
  let pid: pid_t
  let baseURL: String
  let apiToken: String
  let folder: String
  /// The `--db` it serves: its folder's records.sqlite, or a PostgreSQL URL.
  let db: String

  /// Adds `users` (each with the password "USER-password"), then serves with `arguments`.
  /// `database`: a PostgreSQL URL to serve instead of a SQLite file in the folder.
  static func start(
    name: String, users: [String] = ["bench"], arguments: [String] = ["--rate-limit", "1000000"],
    database: String? = nil
  ) throws -> BenchServer {
    let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("quran-records").path
    guard FileManager.default.isExecutableFile(atPath: program) else {
      throw BenchError("\(program) is missing; build it first with swift build -c release.")
    }
    let folder = workspace + "/\(name)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let db = database ?? folder + "/records.sqlite"
    for user in users {
      _ = try launch(
        program, ["user", "add", user, "--db", db], folder: folder, input: "\(user)-password\n",
        wait: true)
    }
    let apiToken = try launch(program, ["api-token", "--db", db], folder: folder, wait: true).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return try serve(
      program: program, db: db, folder: folder, arguments: arguments, apiToken: apiToken)
  }

  /// The same database served again (after a kill -9, say), on a new port.
  func restarted(arguments: [String]) throws -> BenchServer {
    let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("quran-records").path
    return try BenchServer.serve(
      program: program, db: db, folder: folder, arguments: arguments, apiToken: apiToken)
  }

  private static func serve(
    program: String, db: String, folder: String, arguments: [String], apiToken: String
  ) throws -> BenchServer {
    // A previous run's "Listening on" must not be read for this one's.
    try? FileManager.default.removeItem(atPath: folder + "/serve.out")
    let server = try launch(
      program, ["serve", "--port", "0", "--db", db] + arguments, folder: folder, wait: false)
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      if let output = try? String(contentsOfFile: server.outputPath, encoding: .utf8),
        let line = output.split(separator: "\n").first(where: { $0.hasPrefix("Listening on ") })
      {
        return BenchServer(
          pid: server.pid, baseURL: String(line.dropFirst("Listening on ".count)),
          apiToken: apiToken, folder: folder, db: db)
      }
      usleep(20_000)
    }
    kill(server.pid, SIGKILL)
    throw BenchError("quran-records serve did not start within 30 s.")
  }

  func stop() {
    kill(pid, SIGTERM)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  }

  /// Signs `user` in through the form and answers a client for their private database.
  func signedInClient(user: String = "bench") async throws -> BenchClient {
    let session = BenchClient.makeSession()
    var request = URLRequest(url: URL(string: baseURL + "/signin")!)
    request.httpMethod = "POST"
    request.httpBody = Data(
      SignInForm.body(user: user, password: "\(user)-password", apiToken: apiToken).utf8)
    let (data, _) = try await session.data(for: request)
    let page = String(decoding: data, as: UTF8.self)
    guard let token = SignInForm.token(in: page) else {
      throw BenchError("Signing in failed: \(page)")
    }
    return BenchClient(
      session: session, base: baseURL,
      query: "?\(DatabasePath.apiTokenParameter)=\(apiToken)"
        + "&\(DatabasePath.webAuthTokenParameter)=\(token)")
  }

  /// Runs `quran-records ARGUMENTS --db DB` with `input`: whether it succeeded, and the last
  /// line it wrote (its error, when it failed).
  func command(_ arguments: [String], input: String) -> (succeeded: Bool, said: String) {
    let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("quran-records").path
    do {
      let launched = try BenchServer.launch(
        program, arguments + ["--db", db], folder: folder, input: input, wait: true)
      return (true, launched.output.split(separator: "\n").last.map(String.init) ?? "")
    } catch {
      let said = "\(error)".split(separator: "\n").last(where: { !$0.isEmpty })
      return (false, said.map(String.init) ?? "")
    }
  }

  /// Where `serve --metrics-address` serves its metrics, as the server said.
  var metricsURL: URL? {
    let output = try? String(contentsOfFile: folder + "/serve.out", encoding: .utf8)
    let line = output?.split(separator: "\n").first { $0.hasPrefix("Metrics on ") }
    return line.flatMap { URL(string: String($0.dropFirst("Metrics on ".count))) }
  }

  private struct Launched {
    let pid: pid_t
    let outputPath: String
    let output: String
  }

  private static func launch(
    _ program: String, _ arguments: [String], folder: String, input: String = "", wait: Bool
  ) throws -> Launched {
    let tag = arguments.first ?? "run"
    let inputPath = folder + "/\(tag).in"
    let outputPath = folder + "/\(tag).out"
    try Data(input.utf8).write(to: URL(fileURLWithPath: inputPath))
    let child: ChildProcess
    do {
      child = try ChildProcess(
        program, arguments, input: .reading(inputPath), output: .writing(outputPath),
        error: .writing(folder + "/\(tag).log"))
    } catch { throw BenchError("\(error)") }
    guard wait else { return Launched(pid: child.pid, outputPath: outputPath, output: "") }
    let status = child.wait()
    guard status == 0 else {
      throw BenchError(
        "quran-records \(tag) failed: \((try? String(contentsOfFile: folder + "/\(tag).log", encoding: .utf8)) ?? "")"
      )
    }
    return Launched(
      pid: child.pid, outputPath: outputPath,
      output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "")
  }
}

/// Requests to the record API, as a client sends them.
struct BenchClient: Sendable {
  let session: URLSession
  /// The server's address (`http://127.0.0.1:PORT`); each request's path is a `DatabasePath`.
  let base: String
  /// The tokens, as a query string.
  let query: String

  /// The same signed-in user, through another instance serving the same database.
  func through(_ server: BenchServer) -> BenchClient {
    BenchClient(session: session, base: server.baseURL, query: query)
  }

  static func makeSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpMaximumConnectionsPerHost = 32
    configuration.timeoutIntervalForRequest = 120
    return URLSession(configuration: configuration)
  }

  @discardableResult
  func post<T: Encodable>(_ operation: DatabaseOperation, _ body: T) async throws -> Data {
    try await post(operation, body: try JSONEncoder().encode(body))
  }

  @discardableResult
  /// Waits out a server that says to come back (429, or 503 with `retryAfter`) as the client
  /// does, up to 20 times: on a loaded machine the server's own bounds answer so.
  func post(_ operation: DatabaseOperation, body: Data) async throws -> Data {
    let path = DatabasePath(
      container: DatabasePath.appContainer, environment: .development, database: .private,
      operation: operation)
    var request = URLRequest(url: URL(string: base + "\(path)" + query)!)
    request.httpMethod = "POST"
    request.httpBody = body
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    for _ in 0..<20 {
      let (data, response) = try await session.data(for: request)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      if status == 200 { return data }
      let error = try? JSONDecoder().decode(ServerError.self, from: data)
      guard status == 429 || status == 503, let error, error.retryAfter != nil || status == 429
      else {
        throw BenchError(
          "\(operation) failed: \(String(decoding: data, as: UTF8.self).prefix(300))")
      }
      try await Task.sleep(for: .seconds(max(0.05, Double(error.retryAfter ?? 0))))
    }
    throw BenchError("\(operation) was still refused after 20 tries.")
  }

  /// Creates records of the app's FavoriteAyah type in a zone; fails unless every one is saved.
  func modify(zone: String, names: [String]) async throws {
    let now = Int64(Date().timeIntervalSince1970 * 1000)
    let operations = names.enumerated().map { index, name in
      ModifyRecordsRequest.Operation(
        .forceReplace,
        Record(
          recordName: name, recordType: "FavoriteAyah",
          fields: [
            "ayahID": .string("2:\(index % 286 + 1)"), "surahNumber": .int64(2),
            "ayahNumber": .int64(Int64(index % 286 + 1)), "favoritedAt": .timestamp(now),
          ]))
    }
    let data = try await post(
      .modifyRecords,
      body: Data(
        WireJSON.encode(
          ModifyRecordsRequest(
            operations: operations, zoneID: ZoneID(zoneName: zone), atomic: false))))
    let answer = try RecordsResponse.read(wire: data)
    if let failure = answer.records.lazy.compactMap(\.failure).first {
      throw BenchError("A record was not saved: \(failure)")
    }
  }
}
