import CloudRecords
import Interface

/// The signed-in user's private database in the record service, as the sync engine uses it:
/// the CloudKit Web Services operations it calls, each failing with a
/// ``RecordServiceError``. ``RemoteRecords`` reaches the service over the network; the tests
/// also run the engine and the watcher over the server's own storage in this process
/// (Tests/InProcessRecords), with no HTTP in between.
public protocol RecordDatabase: Sendable {
  /// Sends `request` to `endpoint` (`Endpoints`, in CloudRecords) and returns its answer: a
  /// batch's answer has one result per operation or name, in order.
  func send<Request, Answer>(_ endpoint: Endpoint<Request, Answer>, _ request: Request)
    throws(RecordServiceError) -> Answer
  /// Waits until one of the user's subscriptions fires (another device changed a record) or
  /// `timeout` seconds pass; what the notifications said, nil when none came. The first call
  /// opens the way notifications come (a notification channel); changes before it are not
  /// reported.
  func waitForChanges(timeout: Int) throws(RecordServiceError) -> ChangeNotice?
}

extension RecordDatabase {
  /// Sends to an endpoint that takes no body (`zones/list`, `users/current`, …).
  public func send<Answer>(_ endpoint: Endpoint<NoBody, Answer>) throws(RecordServiceError)
    -> Answer
  {
    try send(endpoint, NoBody())
  }
}

/// What the service's notifications said changed: the records they named as deleted, and
/// whether one of them was pruned (it left out records it stood for). The watcher takes any
/// notice only as a reason to pull: a pull of changes sees every change and deletion made
/// before it, named or not (`PullScope.changes`).
public struct ChangeNotice: Sendable, Equatable {
  /// The names of the records the notifications said were deleted.
  public var deleted: Set<String>
  /// Whether a notification left out what it stood for (`PushNotification.isPruned`).
  public var pruned: Bool

  /// A notice of the records named `deleted`, `pruned` when some were left out.
  public init(deleted: Set<String> = [], pruned: Bool = false) {
    self.deleted = deleted
    self.pruned = pruned
  }

  /// What `notifications` said.
  public init(_ notifications: [PushNotification]) {
    deleted = Set(
      notifications.lazy.filter { $0.queryNotificationReason == .deleted }
        .compactMap(\.recordName))
    pruned = notifications.contains { $0.isPruned == true }
  }

  /// What this notice and `later` said together.
  public func merged(with later: ChangeNotice) -> ChangeNotice {
    ChangeNotice(deleted: deleted.union(later.deleted), pruned: pruned || later.pruned)
  }
}

/// How the record service failed, as the sync sees it, whichever way it is reached.
public enum RecordServiceError: Error, Sendable, CustomStringConvertible {
  /// The service could not be reached, or stayed busy: the changes wait; try again later.
  case unavailable(reason: String)
  /// The person must sign in (again) before anything can sync.
  case signInNeeded(reason: String)
  /// The service refused the request with a CloudKit error body.
  case refused(ServerError)
  /// An answer the protocol does not allow.
  case badAnswer(String)

  /// What went wrong and what to do, in the interface's language.
  public var description: String {
    switch self {
    case .unavailable(let reason), .signInNeeded(let reason): reason
    case .refused(let error): ClientText.server(error.serverErrorCode.rawValue, error.reason)
    case .badAnswer(let detail): ClientText.badResponse(detail)
    }
  }

  /// Whether the person must sign in again before anything can sync.
  public var needsSignIn: Bool {
    if case .signInNeeded = self { true } else { false }
  }

  /// Whether the failure is passing (network, busy service): try again later, work offline.
  public var isPassing: Bool {
    if case .unavailable = self { true } else { false }
  }
}
