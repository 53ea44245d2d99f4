import CloudRecords
import RecordClient
import Synchronization

/// The record service over the network: a ``RecordDatabase`` over a `RecordClient`, its
/// failures said as ``RecordServiceError``. It keeps the notification channel that
/// ``waitForChanges(timeout:)`` opens.
public final class RemoteRecords: RecordDatabase {
  /// The HTTP client the operations go through.
  public let client: RecordClient
  private let channel = Mutex<CreateTokenResponse?>(nil)

  /// The database `client` signs in to.
  public init(_ client: RecordClient) {
    self.client = client
  }

  /// Sends through the client, its failure said as the sync says it.
  public func send<Request, Answer>(_ endpoint: Endpoint<Request, Answer>, _ request: Request)
    throws(RecordServiceError) -> Answer
  {
    try Self.service { () throws(RecordClientError) in try client.send(endpoint, request) }
  }

  /// Long-polls the notification channel (opened on first use, and again after a failure),
  /// tried once: the caller polls again.
  public func waitForChanges(timeout: Int) throws(RecordServiceError) -> Bool {
    let once = client.withRetry(RetryPolicy(attempts: 1))
    do {
      let open = try channel.withLock { channel throws(RecordClientError) in
        if channel == nil { channel = try once.openNotificationChannel() }
        return channel!
      }
      let notifications = try once.waitForNotifications(open, timeout: timeout)
      return !notifications.isEmpty
    } catch {
      channel.withLock { $0 = nil }
      throw Self.serviceError(error)
    }
  }

  /// Runs a call of the client, its failure said as the sync says it.
  private static func service<T>(_ call: () throws(RecordClientError) -> T)
    throws(RecordServiceError) -> T
  {
    do { return try call() } catch { throw serviceError(error) }
  }

  /// The client's failure, as the sync says it.
  static func serviceError(_ error: RecordClientError) -> RecordServiceError {
    switch error {
    case .unreachable, .busy: .unavailable(reason: error.description)
    // The server's disk is full: the changes wait, as for a server away, till space is freed.
    case .server where error.isServerDiskFull: .unavailable(reason: error.description)
    case .signInNeeded, .authenticationFailed: .signInNeeded(reason: error.description)
    case .server(let body, _): .refused(body)
    case .badResponse(let detail): .badAnswer(detail)
    }
  }
}
