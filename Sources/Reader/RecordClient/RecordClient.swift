import Clocks
import CloudRecords
import Foundation
import JSONScanner
import Synchronization
import WebClient

/// RecordClient: the HTTP client of the record service — CloudKit Web Services' JSON over
/// WebClient (no libcurl in the process), the API token and the user's web auth token, the 421 sign-in flow, and retry
/// with backoff on THROTTLED, TRY_AGAIN_LATER and network failures.
///
/// Every call blocks the calling thread until the answer (or the last retry) is in, so the
/// command line, the sync engine and a background thread can all use it the same way.
///
///     let client = RecordClient(connection)
///     let me = try client.send(Endpoints.currentUser)
public enum RecordClientModule {}

/// The endpoints sync needs, on one server, container and environment, for one user.
public final class RecordClient: Sendable {
  /// How requests are tried again when the server is busy or away.
  public let retry: RetryPolicy
  /// The time the waits between tries go by (`WaitClock.continuous` unless a test gives one).
  public let clock: WaitClock
  /// The connection, whose web auth token changes when the server hands a new one; shared
  /// with the clients made by `withRetry`, so that they go on as one holder.
  private let line: TokenLine
  /// When the server may be asked again after a failure; shared as the line is.
  let pause: ServerPause

  /// `keeper` keeps the newest web auth token for every program of the sign-in (Apple's
  /// service sends one in `X-Apple-CloudKit-Web-Auth-Token` on every answer): each request
  /// goes with the newest it keeps, and a successor is kept only in place of the token its
  /// request went with. Without one, the client keeps its line to itself.
  public init(
    _ connection: Connection, retry: RetryPolicy = RetryPolicy(), keeper: TokenKeeper? = nil,
    clock: WaitClock = .continuous
  ) {
    line = TokenLine(connection, keeper: keeper)
    pause = ServerPause()
    self.retry = retry
    self.clock = clock
  }

  private init(line: TokenLine, pause: ServerPause, retry: RetryPolicy, clock: WaitClock) {
    self.line = line
    self.pause = pause
    self.retry = retry
    self.clock = clock
  }

  /// The server, container, environment and tokens the next request uses.
  public var connection: Connection { line.connection }

  /// A client for the same server with another web auth token: another sign-in, which keeps
  /// its line to itself.
  public func signedIn(as webAuthToken: String?) -> RecordClient {
    var connection = connection
    connection.webAuthToken = webAuthToken
    return RecordClient(connection, retry: retry, clock: clock)
  }

  /// A client for the same server and sign-in that retries as `policy` says; the two go on
  /// with one line of tokens.
  public func withRetry(_ policy: RetryPolicy) -> RecordClient {
    RecordClient(line: line, pause: pause, retry: policy, clock: clock)
  }

  /// Takes a token the server handed, if it looks like one (printable ASCII, at most 1,000
  /// characters) and the client is signed in — and, when `sent` names the token the request
  /// went with, only while that is still the newest: of two requests sent at once with one
  /// token, the successor taken first is the only one used, so the server never sees two
  /// successors of one token in use (which ends the sign-in, as a copied token would).
  func adopt(_ token: String, succeeding sent: String? = nil) {
    guard token.utf8.count <= 1000, !token.isEmpty,
      token.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
    else { return }
    line.adopt(token, succeeding: sent)
  }

  // MARK: Endpoints

  /// Sends `request` to `endpoint` and reads its answer, retrying passing failures. A
  /// `records/modify` batch the server refuses as too large is split in half and sent again,
  /// so its answer always has one result per operation, in order.
  public func send<Request, Answer>(_ endpoint: Endpoint<Request, Answer>, _ request: Request)
    throws(RecordClientError) -> Answer
  {
    do {
      return try call(endpoint, request)
    } catch let error where error.isBatchTooLarge {
      guard let halves = endpoint.halves, let (first, second) = halves.split(request) else {
        throw error
      }
      return halves.join(try send(endpoint, first), try send(endpoint, second))
    }
  }

  /// Sends to an endpoint that takes no body (`zones/list`, `users/current`, …).
  public func send<Answer>(_ endpoint: Endpoint<NoBody, Answer>) throws(RecordClientError)
    -> Answer
  {
    try send(endpoint, NoBody())
  }

  // MARK: Notifications

  /// Opens a notification channel and ties it to the signed-in user.
  public func openNotificationChannel() throws(RecordClientError) -> CreateTokenResponse {
    let environment = connection.environment.rawValue
    let token = try send(Endpoints.createToken, CreateTokenRequest(apnsEnvironment: environment))
    _ = try send(
      Endpoints.registerToken,
      RegisterTokenRequest(apnsEnvironment: environment, apnsToken: token.apnsToken))
    return token
  }

  /// Waits on the channel until a subscription fires or `timeout` seconds pass; returns the
  /// notifications (none at timeout). Not retried: the caller polls again.
  public func waitForNotifications(_ channel: CreateTokenResponse, timeout: Int = 25)
    throws(RecordClientError) -> [PushNotification]
  {
    let courier = Endpoints.courier
    guard let url = courier.pollURL(channel.webcourierURL, timeout: timeout) else {
      throw .badResponse("The notification URL \(channel.webcourierURL) is not a URL.")
    }
    var request = WebRequest(url: url, timeout: Int64(timeout + 15))
    // A long poll is silent until something changes.
    request.idleTimeout = Int64(timeout + 15)
    let answer: CourierEndpoint.Answer = try exchange(attempts: 1) { request }
    return answer.notifications
  }

  // MARK: Requests

  /// POSTs the request (or GETs, for an endpoint that takes none) to the endpoint's path.
  func call<Request, Answer>(_ endpoint: Endpoint<Request, Answer>, _ request: Request)
    throws(RecordClientError) -> Answer
  {
    var json: Data?
    if !endpoint.isGet {
      do {
        json = Data(try JSONValueEncoder.bytes(request))
      } catch {
        throw .badResponse("The request for \(endpoint.path) could not be written (\(error)).")
      }
    }
    // Made again for each try, with the newest web auth token.
    return try exchange(attempts: retry.attempts) { [self] in
      var request = WebRequest(url: connection.url(endpoint.operation, database: endpoint.database))
      if let json {
        request.method = .post
        request.headers["Content-Type"] = "application/json"
        request.body = json
      }
      return request
    }
  }
}
