import ChildProcess
import CloudRecords
import DataFolder
import Foundation
import Library
import QuranText
import RecordClient
import Sync
import TestSupport

/// One real server with one user, and devices — each a temporary home with its own library
/// and account file — that sync with it, in this process (the engine) or through the real
/// `quran` executable.
final class SyncWorld: @unchecked Sendable {
  // Used from one test's thread at a time.
  let server: RecordServerProcess
  let apiToken: String
  let user = "reader"
  let password = "correct horse battery"
  let userRecordName: String
  /// A proxy in front of the server, if devices reach it through one.
  let proxy: URL?
  /// Where devices reach the server: the proxy, or the server itself (wherever it listens
  /// now: a restart may change its port).
  var baseURL: URL { proxy ?? server.baseURL }

  /// Whether servers rotate web auth tokens (`--rotate-tokens`, as Apple's service does)
  /// unless a test says: `QURAN_VI_TEST_ROTATE_TOKENS=1` runs the sync tests that way (CI
  /// runs them once each way).
  static let rotatingTokens =
    ProcessInfo.processInfo.environment["QURAN_VI_TEST_ROTATE_TOKENS"] == "1"

  /// `database`: where the server keeps its records, when not in its own folder.
  init(
    serverArguments: [String] = [], serverEnvironment: [String: String] = [:],
    rotateTokens: Bool = SyncWorld.rotatingTokens, database: String? = nil
  ) throws {
    server = try RecordServerProcess(
      database: database, arguments: serverArguments + (rotateTokens ? ["--rotate-tokens"] : []),
      environment: serverEnvironment)
    userRecordName = try server.addUser(user, password: password)
    apiToken = try server.apiToken()
    proxy = nil
  }

  /// Devices reaching `server`'s database through `proxy`.
  init(server: RecordServerProcess, proxy: URL) throws {
    self.server = server
    userRecordName = try server.addUser(user, password: password)
    apiToken = try server.apiToken()
    self.proxy = proxy
  }

  /// A new device, signed in (its account file written as `quran login` writes it).
  func device(_ name: String, signedIn: Bool = true) throws -> Device {
    let device = try Device(name: name, world: self)
    if signedIn { try device.signIn() }
    return device
  }

  /// A phone with `count` notes, one on each ayah of `surah` from the first, synced, and a
  /// laptop that has synced them.
  func phoneAndLaptop(notes count: Int, inSurah surah: Int) throws -> (Device, Device) {
    let phone = try device("phone")
    let laptop = try device("laptop")
    for index in 0..<count {
      try phone.library.addNote(on: ayah("\(surah):\(1 + index)"), text: "ghi chú \(index)")
    }
    try phone.sync()
    try laptop.sync()
    return (phone, laptop)
  }

  func connection(token: String? = nil) -> Connection {
    Connection(server: server.baseURL, apiToken: apiToken, webAuthToken: token)
  }
}

final class Device: @unchecked Sendable {
  // Used from one test's thread at a time.
  let name: String
  let world: SyncWorld
  let directory: String
  let library: LibraryStore

  init(name: String, world: SyncWorld) throws {
    self.name = name
    self.world = world
    directory = Fixtures.makeTemporaryDirectory("device-\(name)")
    library = try LibraryStore(path: directory + "/library.sqlite")
  }

  deinit { try? FileManager.default.removeItem(atPath: directory) }

  var accountPath: String { directory + "/account.json" }

  func signIn() throws {
    let token = try world.server.signIn(
      world.user, password: world.password, apiToken: world.apiToken)
    try account(token: token).save(to: accountPath)
  }

  /// Points the device's account at `proxy`, which stands before the server; at the server
  /// itself when nil.
  func reach(through proxy: FaultProxy?) throws {
    guard var account = try Account.load(from: accountPath) else {
      throw SubprocessError2("\(name) is not signed in")
    }
    account.server = (proxy?.address ?? world.baseURL).absoluteString
    try account.save(to: accountPath)
  }

  func account(token: String?) -> Account {
    Account(
      server: world.baseURL.absoluteString, container: DatabasePath.appContainer,
      environment: "development", apiToken: world.apiToken, webAuthToken: token,
      userRecordName: world.userRecordName, firstName: world.user)
  }

  var engine: SyncEngine {
    get throws {
      let account = try Account.load(from: accountPath)!
      let client = account.client(
        savingTokensTo: accountPath, retry: RetryPolicy(attempts: 3, firstWait: 0.1))
      return SyncEngine(library: library, records: RemoteRecords(client!), user: account.identity)
    }
  }

  @discardableResult
  func sync() throws -> SyncEngine.Report { try engine.sync() }

  /// Runs the real `quran` with this device's home.
  func quran(_ arguments: [String], input: String? = nil) throws -> Subprocess.Result {
    try QuranProcess.run(arguments, home: directory, input: input)
  }

  /// Everything a person sees of their data, to compare devices.
  func snapshot() throws -> Snapshot { try library.snapshot() }
}

extension LibraryStore {
  /// Everything a person sees of their data, to compare devices.
  func snapshot() throws -> Snapshot {
    Snapshot(
      favorites: Set(try favorites().map(\.ayahID.description)),
      notes: Set(try notes().map { "\($0.id) \($0.ayahID) \($0.text)" }),
      progress: try progress().mapValues(\.lastReadAyah),
      settings: try settings())
  }
}

struct Snapshot: Equatable, CustomStringConvertible {
  var favorites: Set<String>
  var notes: Set<String>
  var progress: [Int: Int]
  var settings: AppSettings

  var description: String {
    "favorites \(favorites.sorted()), notes \(notes.sorted()), progress \(progress.sorted { $0.key < $1.key }), settings \(settings)"
  }
}

/// A child process left running (a `quran sync` to kill mid-way).
final class Child {
  let process: ChildProcess
  let outputPath: String
  let errorPath: String
  var pid: pid_t { process.pid }

  init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
    let directory = Fixtures.makeTemporaryDirectory("child")
    outputPath = directory + "/out"
    errorPath = directory + "/err"
    process = try ChildProcess(
      executable, arguments, environment: environment, input: .discarded,
      output: .writing(outputPath), error: .writing(errorPath))
  }

  static func quran(_ arguments: [String], home: String) throws -> Child {
    var environment = ProcessInfo.processInfo.environment
    environment["QURAN_VI_DATA"] = Fixtures.dataDirectory
    environment["QURAN_VI_HOME"] = home
    return try Child(QuranProcess.executable, arguments, environment: environment)
  }

  var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
  var error: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

  func signal(_ signal: Int32) { kill(pid, signal) }

  /// Waits for the end; the exit status (128 + signal when killed).
  @discardableResult
  func wait() -> Int32 { process.wait() }

  /// Whether it still runs.
  var isRunning: Bool { process.ended() == nil }
}

struct SubprocessError2: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

func ayah(_ text: String) -> AyahID { try! AyahID.parse(text) }
