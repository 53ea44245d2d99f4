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
  public let storage: RecordStorage
  public let directory: String
  let store: any ServerStore

  public init() throws {
    directory = NSTemporaryDirectory() + "in-process-records-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    store = try ServerDatabase.open(directory + "/records.sqlite")
    storage = RecordStorage(
      store: store, schemas: try SchemaRegistry(store: store, bundled: BundledSchema.ckdb))
  }

  deinit { try? FileManager.default.removeItem(atPath: directory) }

  /// The private database of `user` (a user record name: `_` and 32 hex digits).
  public func database(for user: UserIdentity) -> InProcessRecords {
    InProcessRecords(
      storage: storage,
      scope: DatabaseScope(
        container: DatabasePath.appContainer, environment: .development,
        userRecordName: user.userRecordName),
      user: user)
  }
}

/// One user's private database in an `InProcessServer`, as the sync engine's
/// `RecordDatabase`. The storage answers as the server would (error bodies included); the
/// HTTP layer's checks of names and sizes are not run. A test can lose the answers to chosen
/// `records/modify` requests after the storage did the work (`loseAnswers`), which is what a
/// cut connection or a killed process does to a device.
public final class InProcessRecords: RecordDatabase {
  public let storage: RecordStorage
  public let scope: DatabaseScope
  let user: UserIdentity
  private let losing = Mutex<(@Sendable (ModifyRecordsRequest) -> Bool)?>(nil)
  private let cuttingListings = Mutex(false)

  init(storage: RecordStorage, scope: DatabaseScope, user: UserIdentity) {
    self.storage = storage
    self.scope = scope
    self.user = user
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

  /// The error a device sees when an answer is lost on the way.
  public static let lostAnswer = RecordClientError.unreachable(
    server: "in process", reason: "the answer was lost on the way")

  /// Runs one operation of the storage, failing as the HTTP client would with its error body.
  private func answer<T>(_ work: () throws -> T) throws(RecordClientError) -> T {
    do {
      return try work()
    } catch let error as ServerError {
      throw .server(error, status: error.serverErrorCode.httpStatus)
    } catch {
      throw .badResponse("The storage failed: \(error)")
    }
  }

  public func modifyRecords(_ request: ModifyRecordsRequest) throws(RecordClientError)
    -> RecordsResponse
  {
    let saved = try answer { try storage.modifyRecords(request, in: scope, growth: .none) }
    if losing.withLock({ $0?(request) ?? false }) { throw Self.lostAnswer }
    return saved
  }

  public func lookupRecords(_ request: LookupRecordsRequest) throws(RecordClientError)
    -> RecordsResponse
  {
    try answer { try storage.lookupRecords(request, in: scope) }
  }

  public func queryRecords(_ request: QueryRecordsRequest) throws(RecordClientError)
    -> QueryRecordsResponse
  {
    if request.continuationMarker != nil, cuttingListings.withLock({ $0 }) {
      throw Self.lostAnswer
    }
    return try answer { try storage.queryRecords(request, in: scope) }
  }

  public func zoneChanges(_ request: ZoneChangesRequest) throws(RecordClientError)
    -> ZoneChangesResponse
  {
    try answer { try storage.zoneChanges(request, in: scope) }
  }

  public func listZones() throws(RecordClientError) -> ZonesResponse {
    try answer { try storage.listZones(in: scope) }
  }

  public func modifyZones(_ request: ModifyZonesRequest) throws(RecordClientError)
    -> ZonesResponse
  {
    try answer { try storage.modifyZones(request, in: scope) }
  }

  public func listSubscriptions() throws(RecordClientError) -> SubscriptionsResponse {
    try answer { try storage.listSubscriptions(in: scope) }
  }

  public func modifySubscriptions(_ request: ModifySubscriptionsRequest)
    throws(RecordClientError) -> SubscriptionsResponse
  {
    try answer { try storage.modifySubscriptions(request, in: scope) }
  }

  public func currentUser() throws(RecordClientError) -> UserIdentity { user }
}
