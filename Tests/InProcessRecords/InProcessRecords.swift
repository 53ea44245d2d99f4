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
public final class InProcessRecords: RecordDatabase, RecordAnswering {
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

  private func asked(_ operation: DatabaseOperation) {
    requests.withLock { $0.append(operation.rawValue) }
  }

  /// The error a device sees when an answer is lost on the way.
  public static let lostAnswer = RecordServiceError.unavailable(
    reason: "The answer was lost on the way.")

  /// Answers `endpoint` through the endpoint table (`Endpoint.answer`), as the server's
  /// dispatch does: failing as the HTTP client would, with the storage's error body.
  public func send<Request, Answer>(_ endpoint: Endpoint<Request, Answer>, _ request: Request)
    throws(RecordServiceError) -> Answer
  {
    do {
      return try endpoint.answer(self, request)
    } catch let error as RecordServiceError {
      throw error
    } catch let error as ServerError {
      throw .refused(error)
    } catch {
      throw .badAnswer("The storage failed: \(error)")
    }
  }

  public func modifyRecords(_ request: ModifyRecordsRequest) throws -> RecordsResponse {
    asked(.modifyRecords)
    let answered = try storage.modifyRecords(request, in: scope, growth: .none)
    let changed = answered.records.compactMap(\.record)
    if !changed.isEmpty { saved(scope.userRecordName) }
    if losing.withLock({ $0?(request) ?? false }) { throw Self.lostAnswer }
    return answered
  }

  public func lookupRecords(_ request: LookupRecordsRequest) throws -> RecordsResponse {
    asked(.lookupRecords)
    return try storage.lookupRecords(request, in: scope)
  }

  public func queryRecords(_ request: QueryRecordsRequest) throws -> QueryRecordsResponse {
    asked(.queryRecords)
    if request.continuationMarker != nil, cuttingListings.withLock({ $0 }) {
      throw Self.lostAnswer
    }
    return try storage.queryRecords(request, in: scope)
  }

  public func zoneChanges(_ request: ZoneChangesRequest) throws -> ZoneChangesResponse {
    asked(.zoneChanges)
    return try storage.zoneChanges(request, in: scope)
  }

  public func listZones() throws -> ZonesResponse { try storage.listZones(in: scope) }

  public func modifyZones(_ request: ModifyZonesRequest) throws -> ZonesResponse {
    try storage.modifyZones(request, in: scope)
  }

  public func listSubscriptions() throws -> SubscriptionsResponse {
    try storage.listSubscriptions(in: scope)
  }

  public func modifySubscriptions(_ request: ModifySubscriptionsRequest) throws
    -> SubscriptionsResponse
  {
    try storage.modifySubscriptions(request, in: scope)
  }

  public func currentUser() throws -> UserIdentity { user }

  /// Waits for a save of this user's records, by any of the server's databases, as a
  /// subscription fires for it; whether one came.
  public func waitForChanges(timeout: Int) throws(RecordServiceError) -> Bool {
    listening.withLock { $0 = true }
    return changes.wait(timeout: .now() + .seconds(timeout)) == .success
  }
}

/// The operations the sync does not ask: the in-process server refuses them as a bad answer.
extension InProcessRecords {
  private func notAnswered(_ endpoint: some ListedEndpoint) -> RecordServiceError {
    .badAnswer("The in-process server does not answer \(endpoint.operation.rawValue).")
  }

  public func recordChanges(_ request: RecordChangesRequest) throws -> ZoneChanges {
    throw notAnswered(Endpoints.recordChanges)
  }

  public func databaseChanges(_ request: DatabaseChangesRequest) throws
    -> DatabaseChangesResponse
  {
    throw notAnswered(Endpoints.databaseChanges)
  }

  public func zonesChanges(_ request: ZonesChangesRequest) throws -> ZonesChangesResponse {
    throw notAnswered(Endpoints.zonesChanges)
  }

  public func lookupZones(_ request: LookupZonesRequest) throws -> ZonesResponse {
    throw notAnswered(Endpoints.lookupZones)
  }

  public func lookupSubscriptions(_ request: LookupSubscriptionsRequest) throws
    -> SubscriptionsResponse
  {
    throw notAnswered(Endpoints.lookupSubscriptions)
  }

  public func createToken(_ request: CreateTokenRequest) throws -> CreateTokenResponse {
    throw notAnswered(Endpoints.createToken)
  }

  public func registerToken(_ request: RegisterTokenRequest) throws -> RegisterTokenRequest {
    throw notAnswered(Endpoints.registerToken)
  }

  public func deleteUser() throws -> UserIdentity { throw notAnswered(Endpoints.deleteUser) }

  public func signOut() throws -> UserIdentity { throw notAnswered(Endpoints.signOut) }
}
