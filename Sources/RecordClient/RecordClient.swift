import CloudRecords
import Foundation
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
///     let me = try client.currentUser()
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

  /// `keeper` keeps the newest web auth token for every program of the sign-in (Apple's
  /// service sends one in `X-Apple-CloudKit-Web-Auth-Token` on every answer): each request
  /// goes with the newest it keeps, and a successor is kept only in place of the token its
  /// request went with. Without one, the client keeps its line to itself.
  public init(
    _ connection: Connection, retry: RetryPolicy = RetryPolicy(), keeper: TokenKeeper? = nil,
    clock: WaitClock = .continuous
  ) {
    line = TokenLine(connection, keeper: keeper)
    self.retry = retry
    self.clock = clock
  }

  private init(line: TokenLine, retry: RetryPolicy, clock: WaitClock) {
    self.line = line
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
    RecordClient(line: line, retry: policy, clock: clock)
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

  // MARK: Records

  /// Saves and deletes records; a batch the server refuses as too large is split in half and
  /// sent again, so the answer always has one result per operation, in order.
  public func modifyRecords(_ request: ModifyRecordsRequest) throws(RecordClientError)
    -> RecordsResponse
  {
    do {
      return try call(.modifyRecords, body: request)
    } catch let error where error.isBatchTooLarge && request.operations.count > 1 {
      let half = request.operations.count / 2
      var first = request
      first.operations = Array(request.operations[..<half])
      var second = request
      second.operations = Array(request.operations[half...])
      let answers = try modifyRecords(first).records + modifyRecords(second).records
      return RecordsResponse(records: answers)
    }
  }

  /// Fetches records by name from the private database.
  public func lookupRecords(_ request: LookupRecordsRequest) throws(RecordClientError)
    -> RecordsResponse
  {
    try call(.lookupRecords, body: request)
  }

  /// Finds the records of a type that match the request's filters.
  public func queryRecords(_ request: QueryRecordsRequest) throws(RecordClientError)
    -> QueryRecordsResponse
  {
    try call(.queryRecords, body: request)
  }

  /// The records that changed in each requested zone since its sync token; every record of
  /// the zone when it has none.
  public func zoneChanges(_ request: ZoneChangesRequest) throws(RecordClientError)
    -> ZoneChangesResponse
  {
    try call(.zoneChanges, body: request)
  }

  // MARK: Zones and subscriptions

  /// The zones of the user's private database.
  public func listZones() throws(RecordClientError) -> ZonesResponse {
    try call(.listZones, body: nil as Empty?)
  }

  /// Creates or deletes zones in the private database.
  public func modifyZones(_ request: ModifyZonesRequest) throws(RecordClientError)
    -> ZonesResponse
  {
    try call(.modifyZones, body: request)
  }

  /// The subscriptions (change notifications) of the private database.
  public func listSubscriptions() throws(RecordClientError) -> SubscriptionsResponse {
    try call(.listSubscriptions, body: nil as Empty?)
  }

  /// Creates or deletes subscriptions in the private database.
  public func modifySubscriptions(_ request: ModifySubscriptionsRequest)
    throws(RecordClientError) -> SubscriptionsResponse
  {
    try call(.modifySubscriptions, body: request)
  }

  // MARK: Users and notifications

  /// Who the web auth token belongs to; without a valid one, `.signInNeeded` with the URL of
  /// the sign-in page. Asked where Apple documents it, under the public database.
  public func currentUser() throws(RecordClientError) -> UserIdentity {
    try call(.currentUser, database: .public, body: nil as Empty?)
  }

  /// Opens a notification channel and ties it to the signed-in user.
  public func openNotificationChannel() throws(RecordClientError) -> CreateTokenResponse {
    let environment = connection.environment.rawValue
    let token: CreateTokenResponse = try call(
      .createToken, database: nil, body: CreateTokenRequest(apnsEnvironment: environment))
    let _: JSONValue = try call(
      .registerToken, database: nil,
      body: RegisterTokenRequest(apnsEnvironment: environment, apnsToken: token.apnsToken))
    return token
  }

  /// Waits on the channel until a subscription fires or `timeout` seconds pass; returns the
  /// notifications (none at timeout). Not retried: the caller polls again.
  public func waitForNotifications(_ channel: CreateTokenResponse, timeout: Int = 25)
    throws(RecordClientError) -> [PushNotification]
  {
    guard var components = URLComponents(string: channel.webcourierURL) else {
      throw .badResponse("The notification URL \(channel.webcourierURL) is not a URL.")
    }
    components.queryItems =
      (components.queryItems ?? []) + [
        URLQueryItem(name: "timeout", value: String(timeout))
      ]
    guard let url = components.url else {
      throw .badResponse("The notification URL \(channel.webcourierURL) is not a URL.")
    }
    var request = WebRequest(url: url, timeout: Int64(timeout + 15))
    // A long poll is silent until something changes.
    request.idleTimeout = Int64(timeout + 15)
    let answer: CourierAnswer = try exchange(attempts: 1) { request }
    return answer.notifications
  }

  /// Deletes the signed-in user's account and every record of it, through the server's
  /// `users/delete` operation.
  public func deleteAccount() throws(RecordClientError) {
    let _: JSONValue = try call(.deleteUser, body: Empty())
  }

  /// Ends this sign-in on the server, through its `users/signout` operation (this server's
  /// own: Apple's CloudKit has none): the web auth token, and those rotated from it, stop
  /// working there.
  public func signOut() throws(RecordClientError) {
    let _: JSONValue = try call(.signOut, body: Empty())
  }

  // MARK: Requests

  struct Empty: Codable {}

  struct CourierAnswer: Decodable {
    var notifications: [PushNotification]
  }

  /// POSTs `body` (or GETs, without one) to an operation of the private database.
  func call<Body: Encodable, Answer: Decodable>(
    _ operation: DatabaseOperation, database: DatabasePath.Scope? = .private, body: Body?
  ) throws(RecordClientError) -> Answer {
    var json: Data?
    if let body {
      do {
        json = try JSONEncoder().encode(body)
      } catch {
        throw .badResponse("The request for \(operation.rawValue) could not be written (\(error)).")
      }
    }
    // Made again for each try, with the newest web auth token.
    return try exchange(attempts: retry.attempts) { [self] in
      var request = WebRequest(url: connection.url(operation, database: database))
      if let json {
        request.method = .post
        request.headers["Content-Type"] = "application/json"
        request.body = json
      }
      return request
    }
  }
}
