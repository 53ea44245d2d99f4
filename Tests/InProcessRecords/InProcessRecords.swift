import AppRecords
import Clocks
import CloudRecords
import Foundation
import RecordClient
import RecordServer
import Sync
import Synchronization

/// The record server's storage in this process: a real SQLite file in a temporary folder,
/// the bundled schema, and the server's own code for each operation — called directly, with
/// no HTTP and no process. `database(for:)` gives the sync engine one user's private
/// database over it, so the merge rules can be tested without sockets or sleeps.
public final class InProcessServer: Sendable {
  package let storage: RecordStorage
  public let directory: String
  let store: any ServerStore
  /// The databases handed out, told of each other's saves (as subscriptions fire).
  private let databases = Mutex<[InProcessRecords]>([])

  /// A server in a new temporary folder, on `clock`.
  public init(clock: WallClock = .system) throws {
    directory = NSTemporaryDirectory() + "in-process-records-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    store = try ServerDatabase.open(directory + "/records.sqlite")
    storage = RecordStorage(
      store: store, schemas: try SchemaRegistry(store: store, bundled: AppSchema.ckdb), clock: clock
    )
  }

  deinit { try? FileManager.default.removeItem(atPath: directory) }

  /// The private database of `user` (a user record name: `_` and 32 hex digits).
  public func database(for user: UserIdentity) -> InProcessRecords {
    let database = InProcessRecords(
      storage: storage,
      scope: DatabaseScope(
        container: DatabasePath.appContainer, environment: .development,
        userRecordName: user.userRecordName),
      user: user
    ) { [weak self] user in self?.saved(by: user) }
    databases.withLock { $0.append(database) }
    return database
  }

  /// A save of `user`'s records: each of that user's databases that waits for changes hears
  /// of it.
  private func saved(by user: String) {
    for database in databases.withLock({ $0 }) where database.scope.userRecordName == user {
      database.hearChange()
    }
  }
}

/// One user's private database in an `InProcessServer`, as the sync engine's
/// `RecordDatabase`. The storage answers as the server would (error bodies included); the
/// HTTP layer's checks of names and sizes are not run. A test can lose the answers to chosen
/// `records/modify` requests after the storage did the work (`loseAnswers`), which is what a
/// cut connection or a killed process does to a device.
public final class InProcessRecords: RecordDatabase {
  package let storage: RecordStorage
  package let scope: DatabaseScope
  let user: UserIdentity
  private let losing = Mutex<(@Sendable (ModifyRecordsRequest) -> Bool)?>(nil)
  private let cuttingListings = Mutex(false)
  private let saved: @Sendable (String) -> Void
  /// Whether `waitForChanges` was called: changes are heard only from then on.
  private let listening = Mutex(false)
  private let changes = DispatchSemaphore(value: 0)
  /// The record operations asked since the last `takeRequests()`, by their path's name
  /// (`records/modify`, `records/query`, `changes/zone`, `records/lookup`).
  private let requests = Mutex<[String]>([])

  init(
    storage: RecordStorage, scope: DatabaseScope, user: UserIdentity,
    saved: @escaping @Sendable (String) -> Void
  ) {
    self.storage = storage
    self.scope = scope
    self.user = user
    self.saved = saved
  }

  /// Whether a `waitForChanges` was called (a watcher listens).
  public var isListening: Bool { listening.withLock { $0 } }

  func hearChange() {
    guard listening.withLock({ $0 }) else { return }
    changes.signal()
  }

  /// From now on, the answer to each `records/modify` that `rule` picks is lost once the
  /// storage has saved it; nil stops losing answers.
  public func loseAnswers(_ rule: (@Sendable (ModifyRecordsRequest) -> Bool)?) {
    losing.withLock { $0 = rule }
  }

  /// From now on (while `cut` is true), every page of a query after its first fails as a
  /// lost connection does: listings are cut short.
  public func cutListings(_ cut: Bool) {
    cuttingListings.withLock { $0 = cut }
  }

  /// The record operations asked since the last call (`records/modify`, `records/query`,
  /// `changes/zone`, `records/lookup`), in order; the log starts again empty.
  public func takeRequests() -> [String] {
    requests.withLock { log in
      defer { log = [] }
      return log
    }
  }

  private func asked(_ path: String) { requests.withLock { $0.append(path) } }

  /// The error a device sees when an answer is lost on the way.
  public static let lostAnswer = RecordServiceError.unavailable(
    reason: "The answer was lost on the way.")

  /// Runs one operation of the storage, failing as the HTTP client would with its error body.
  private func answer<T>(_ work: () throws -> T) throws(RecordServiceError) -> T {
    do {
      return try work()
    } catch let error as ServerError {
      throw .refused(error)
    } catch {
      throw .badAnswer("The storage failed: \(error)")
    }
  }

  /// Answers `endpoint` from the storage, as the server's dispatch would; the operations
  /// the sync does not ask are refused as a bad answer.
  public func send<Request, Answer>(_ endpoint: Endpoint<Request, Answer>, _ request: Request)
    throws(RecordServiceError) -> Answer
  {
    let answered: Any
    switch (endpoint.operation, request) {
    case (.modifyRecords, let request as ModifyRecordsRequest):
      answered = try modifyRecords(request)
    case (.lookupRecords, let request as LookupRecordsRequest):
      answered = try lookupRecords(request)
    case (.queryRecords, let request as QueryRecordsRequest): answered = try queryRecords(request)
    case (.zoneChanges, let request as ZoneChangesRequest):
      asked("changes/zone")
      answered = try answer { try storage.zoneChanges(request, in: scope) }
    case (.listZones, _): answered = try answer { try storage.listZones(in: scope) }
    case (.modifyZones, let request as ModifyZonesRequest):
      answered = try answer { try storage.modifyZones(request, in: scope) }
    case (.listSubscriptions, _): answered = try answer { try storage.listSubscriptions(in: scope) }
    case (.modifySubscriptions, let request as ModifySubscriptionsRequest):
      answered = try answer { try storage.modifySubscriptions(request, in: scope) }
    case (.currentUser, _): answered = user
    default: throw .badAnswer("The in-process server does not answer \(endpoint.path).")
    }
    guard let answer = answered as? Answer else {
      throw .badAnswer("The in-process server answered \(endpoint.path) with another type.")
    }
    return answer
  }

  private func modifyRecords(_ request: ModifyRecordsRequest) throws(RecordServiceError)
    -> RecordsResponse
  {
    asked("records/modify")
    let answered = try answer { try storage.modifyRecords(request, in: scope, growth: .none) }
    let changed = answered.records.compactMap(\.record)
    if !changed.isEmpty { saved(scope.userRecordName) }
    if losing.withLock({ $0?(request) ?? false }) { throw Self.lostAnswer }
    return answered
  }

  private func lookupRecords(_ request: LookupRecordsRequest) throws(RecordServiceError)
    -> RecordsResponse
  {
    asked("records/lookup")
    return try answer { try storage.lookupRecords(request, in: scope) }
  }

  private func queryRecords(_ request: QueryRecordsRequest) throws(RecordServiceError)
    -> QueryRecordsResponse
  {
    asked("records/query")
    if request.continuationMarker != nil, cuttingListings.withLock({ $0 }) {
      throw Self.lostAnswer
    }
    return try answer { try storage.queryRecords(request, in: scope) }
  }

  /// Waits for a save of this user's records, by any of the server's databases, as a
  /// subscription fires for it; whether one came.
  public func waitForChanges(timeout: Int) throws(RecordServiceError) -> Bool {
    listening.withLock { $0 = true }
    return changes.wait(timeout: .now() + .seconds(timeout)) == .success
  }
}
