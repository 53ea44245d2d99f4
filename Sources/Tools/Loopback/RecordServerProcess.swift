import ChildProcess
import CloudRecords
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A real `quran-records serve` process on a loopback port, with its database in a folder,
/// for tests: its stdout read for "Listening on http://HOST:PORT",
/// terminated when the object goes away.
public final class RecordServerProcess: @unchecked Sendable {
  // @unchecked: `pid` and `baseURL` change only in `restart()`/`kill()`, which a test calls
  // from one task; the object is shared only to read them.

  /// The `quran-records` binary built beside the test bundle.
  public static let executable = Fixtures.builtExecutable("quran-records")

  /// The server's folder (its logs, and its SQLite database unless PostgreSQL is used).
  public let directory: String
  /// Where the server listens, `http://127.0.0.1:PORT`.
  public private(set) var baseURL: URL
  /// The server's process id.
  public private(set) var pid: pid_t = 0
  private let arguments: [String]
  private let extraEnvironment: [String: String]
  private let ownsDirectory: Bool
  private let ownsDatabase: Bool
  private var starts = 0

  /// The SQLite file, when the server runs on SQLite.
  public var databasePath: String { directory + "/records.sqlite" }
  /// What `--db` says: `databasePath`, or a PostgreSQL database of its own (see
  /// `TestDatabase`), dropped when the object goes away.
  public let databaseLocation: String
  /// Where `serve --metrics-address` serves its metrics, as the server said on stdout.
  public var metricsURL: URL? {
    let output = try? String(contentsOfFile: directory + "/server-\(starts).out", encoding: .utf8)
    let line = output?.split(separator: "\n").first { $0.hasPrefix("Metrics on ") }
    return line.flatMap { URL(string: String($0.dropFirst("Metrics on ".count))) }
  }

  /// A metric's value as `--metrics-address` serves it, summed over its labels; nil when the
  /// server serves no metrics or has no such metric.
  public func metric(_ name: String) -> Double? {
    guard let url = metricsURL, let text = try? String(contentsOf: url, encoding: .utf8) else {
      return nil
    }
    let values = text.split(separator: "\n").compactMap { line -> Double? in
      guard line.hasPrefix(name + " ") || line.hasPrefix(name + "{") else { return nil }
      return line.split(separator: " ").last.flatMap { Double($0) }
    }
    return values.isEmpty ? nil : values.reduce(0, +)
  }

  /// Waits until `count` long polls (courier or `changes/zone`) are open on the server, at
  /// most `seconds`; the server must serve metrics (`--metrics-address 127.0.0.1:0`).
  public func waitForLongPolls(_ count: Int, seconds: Double = 10) -> Bool {
    Waiting.until(seconds) { (metric("quran_records_long_polls") ?? 0) >= Double(count) }
  }

  /// What the server wrote to stderr (its log), for a failing test's message.
  public var log: String {
    (try? String(contentsOfFile: directory + "/server-\(starts).log", encoding: .utf8)) ?? ""
  }

  /// Starts `quran-records serve --port 0 --db DIR/records.sqlite ARGUMENTS` and waits until
  /// it listens.
  /// `environment` adds variables to the server's (e.g. `LOG_LEVEL=debug`).
  /// `database`: a database another instance uses too (its owner drops it), instead of one
  /// of its own.
  public init(
    directory: String? = nil, database: String? = nil, arguments: [String] = [],
    environment: [String: String] = [:]
  ) throws {
    self.extraEnvironment = environment
    self.ownsDirectory = directory == nil
    self.directory = directory ?? Fixtures.makeTemporaryDirectory("records")
    self.arguments = arguments
    self.baseURL = URL(string: "http://127.0.0.1")!
    self.databaseLocation = try database ?? TestDatabase.location(in: self.directory)
    self.ownsDatabase = database == nil
    try start()
  }

  deinit {
    kill(signal: SIGTERM)
    if ownsDatabase { TestDatabase.drop(databaseLocation) }
    if ownsDirectory { try? FileManager.default.removeItem(atPath: directory) }
  }

  private func start() throws {
    starts += 1
    let outputPath = directory + "/server-\(starts).out"
    let errorPath = directory + "/server-\(starts).log"
    let all = ["serve", "--port", "0", "--db", databaseLocation] + arguments
    let environment = ProcessInfo.processInfo.environment.merging(extraEnvironment) { $1 }
    let process = try ChildProcess(
      RecordServerProcess.executable, all, environment: environment, input: .discarded,
      output: .writing(outputPath), error: .writing(errorPath))
    pid = process.pid
    var listening: URL?
    let listened = try Waiting.until(60) {
      if let output = try? String(contentsOfFile: outputPath, encoding: .utf8),
        let line = output.split(separator: "\n").first(where: { $0.hasPrefix("Listening on ") })
      {
        listening = URL(string: String(line.dropFirst("Listening on ".count)))!
        return true
      }
      if process.ended() != nil {
        pid = 0
        throw SubprocessError("quran-records serve stopped before listening: \(log)")
      }
      return false
    }
    if listened, let listening {
      baseURL = listening
      return
    }
    kill()
    throw SubprocessError("quran-records serve did not listen within 60 s: \(log)")
  }

  /// Stops the server with a signal (SIGKILL by default) and waits for it to end.
  public func kill(signal: Int32 = SIGKILL) {
    guard pid > 0 else { return }
    Glibc.kill(pid, signal)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    pid = 0
  }

  /// Starts the server again on the same database (the port may change).
  public func restart() throws {
    kill(signal: SIGTERM)
    try start()
  }

  /// Runs `quran-records ARGUMENTS --db LOCATION`; throws with its stderr on failure.
  @discardableResult
  public func command(_ arguments: [String], input: String? = nil) throws -> String {
    let result = try Subprocess.run(
      RecordServerProcess.executable, arguments + ["--db", databaseLocation],
      environment: ProcessInfo.processInfo.environment, input: input)
    guard result.status == 0 else {
      throw SubprocessError(
        "quran-records \(arguments.joined(separator: " ")) failed: \(result.error)")
    }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Adds a user; answers their userRecordName.
  /// Adds a user; answers their userRecordName. A `developer` may extend the development
  /// schema.
  public func addUser(_ name: String, password: String, developer: Bool = false) throws -> String {
    try command(["user", "add", name] + (developer ? ["--developer"] : []), input: password + "\n")
  }

  /// The port the server listens on.
  public var port: Int { baseURL.port ?? 80 }

  /// The container's API token (created on first use).
  public func apiToken(container: String = "iCloud.donald.kvietnamisht") throws -> String {
    try command(["api-token", "--container", container])
  }

  /// Signs in through the real sign-in form, as a browser would; returns the web auth token.
  public func signIn(_ name: String, password: String, apiToken: String) throws -> String {
    var page = URLComponents(
      url: baseURL.appendingPathComponent("signin"), resolvingAgainstBaseURL: false)!
    page.queryItems = [URLQueryItem(name: DatabasePath.apiTokenParameter, value: apiToken)]
    let form = try HTTP.send(URLRequest(url: page.url!))
    guard form.status == 200, form.text.contains("name=\"password\"") else {
      throw SubprocessError("The sign-in page did not show a form (\(form.status)): \(form.text)")
    }
    var post = URLRequest(url: baseURL.appendingPathComponent("signin"))
    post.httpMethod = "POST"
    post.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    post.httpBody = Data(SignInForm.body(user: name, password: password, apiToken: apiToken).utf8)
    let answer = try HTTP.send(post)
    guard answer.status == 200, let token = SignInForm.token(in: answer.text) else {
      throw SubprocessError("Signing in as \(name) failed (\(answer.status)): \(answer.text)")
    }
    return token
  }
}

/// Plain HTTP exchanges for tests, through URLSession, waited for synchronously; redirects
/// are not followed, so a test sees them.
public enum HTTP {
  /// An answer: its status, headers and body.
  public struct Answer: Sendable {
    /// The HTTP status.
    public let status: Int
    /// The headers, by name as sent.
    public let headers: [String: String]
    /// The body.
    public let body: Data
    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
    /// A header's value, its name in any case.
    public func header(_ name: String) -> String? {
      headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
  }

  private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    // @unchecked: stateless.
    func urlSession(
      _ session: URLSession, task: URLSessionTask,
      willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
      completionHandler: @escaping (URLRequest?) -> Void
    ) { completionHandler(nil) }
  }

  /// The session every exchange goes through: ephemeral, redirects not followed.
  public static let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 120
    configuration.httpMaximumConnectionsPerHost = 16
    return URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
  }()

  private final class Box: @unchecked Sendable {
    // @unchecked: written once by the completion handler before the semaphore is signalled.
    var result: Result<Answer, any Error> = .failure(SubprocessError("no answer"))
  }

  /// Sends a request and waits for its answer.
  public static func send(_ request: URLRequest) throws -> Answer {
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    session.dataTask(with: request) { data, response, error in
      if let error {
        box.result = .failure(error)
      } else if let response = response as? HTTPURLResponse {
        var headers: [String: String] = [:]
        for (key, value) in response.allHeaderFields {
          headers["\(key)"] = "\(value)"
        }
        box.result = .success(
          Answer(status: response.statusCode, headers: headers, body: data ?? Data()))
      }
      done.signal()
    }.resume()
    done.wait()
    return try box.result.get()
  }

  /// `application/x-www-form-urlencoded` text of fields.
  public static func formEncoded(_ fields: [String: String]) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return fields.map { key, value in
      "\(key)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)"
    }.joined(separator: "&")
  }
}
