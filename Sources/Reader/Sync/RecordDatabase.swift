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
  /// `timeout` seconds pass; whether one fired. What a notification names is not needed: a
  /// pull of changes sees every change and deletion made before it (`PullScope.changes`).
  /// The first call opens the way notifications come (a notification channel); changes
  /// before it are not reported.
  func waitForChanges(timeout: Int) throws(RecordServiceError) -> Bool
}

extension RecordDatabase {
  /// Sends to an endpoint that takes no body (`zones/list`, `users/current`, …).
  public func send<Answer>(_ endpoint: Endpoint<NoBody, Answer>) throws(RecordServiceError)
    -> Answer
  {
    try send(endpoint, NoBody())
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
