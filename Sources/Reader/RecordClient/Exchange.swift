import Clocks
import CloudRecords
import Foundation
import JSONScanner
import WebClient

/// How often and how patiently a request is tried again when the server is busy or away.
public struct RetryPolicy: Sendable, Hashable {
  /// Tries in all, the first included.
  public var attempts: Int
  /// The first wait; each next one doubles, up to `longestWait`, with random jitter.
  public var firstWait: Double
  /// The longest wait between two tries, in seconds.
  public var longestWait: Double

  /// A policy; `attempts` is at least 1. Waits are in seconds.
  public init(attempts: Int = 5, firstWait: Double = 0.25, longestWait: Double = 8) {
    self.attempts = max(1, attempts)
    self.firstWait = firstWait
    self.longestWait = longestWait
  }

  /// The wait before try number `attempt + 1` ("full jitter"), at least what the server asked.
  func wait(after attempt: Int, serverAsked retryAfter: Int?) -> Double {
    let ceiling = min(longestWait, firstWait * pow(2, Double(attempt - 1)))
    let jittered = ceiling / 2 + Double.random(in: 0...(ceiling / 2))
    return max(jittered, min(Double(retryAfter ?? 0), Self.longestServerAsk))
  }

  /// How long a server that takes no connection, or takes it and never answers, is tried
  /// before that is said, in seconds: a try is made again only if it could still fail within
  /// this, its connection timing out (`Web.connectTimeout`) or its silence running out
  /// (`WebRequest.idleTimeout`); the next sync (the reader's, `sync --watch`) tries again later.
  public static let unreachableBudget: Double = 5

  /// The longest wait a server's `retryAfter` can impose (a server asking for hours is not
  /// obeyed; the sync gives up after its tries and says so instead).
  static let longestServerAsk: Double = 300
}

extension RecordClient {
  /// Sends a request (made afresh for each try) and decodes its answer, retrying passing
  /// failures with backoff; a new web auth token in the answer is adopted.
  func exchange<Answer: WireMessage>(attempts: Int, _ request: () -> WebRequest)
    throws(RecordClientError) -> Answer
  {
    var attempt = 0
    let started = clock.now()
    // What another try could cost while failing the same way: the connection timeout for a
    // server never reached, the silence allowed for one that took the connection and said
    // nothing; nil when the failure came from elsewhere.
    var failingTry: Int64?
    while true {
      attempt += 1
      pause.wait(clock)
      do {
        let outgoing = request()
        let answer = try send(outgoing, failingTry: &failingTry)
        if let token = answer.header(DatabasePath.webAuthTokenHeader) {
          adopt(token, succeeding: Self.webAuthToken(of: outgoing))
        }
        return try decode(answer.body, status: answer.status)
      } catch let error {
        let retryAfter = error.serverError?.retryAfter
        let wait = retry.wait(after: attempt, serverAsked: retryAfter)
        let passing: Bool
        switch error {
        case .unreachable:
          // A server never connected to is down or cut off, one that never answers is stuck:
          // tried again only while that can still be said within `unreachableBudget`.
          let worst =
            clock.now() - started + .seconds(wait + Double(failingTry ?? 0))
          passing = failingTry == nil || worst <= .seconds(RetryPolicy.unreachableBudget)
          pause.extend(to: clock.now() + .seconds(wait))
        case .server(let body, let status):
          passing = body.serverErrorCode.isTransient || status == 503 || status == 429
          // Every request of this holder waits as long, this one's next try or another's.
          if passing { pause.extend(to: clock.now() + .seconds(wait)) }
        case .signInNeeded, .authenticationFailed, .busy, .badResponse: passing = false
        }
        guard passing else { throw error }
        guard attempt < attempts else {
          if case .server(let body, _) = error { throw .busy(body, attempts: attempt) }
          throw error
        }
        clock.sleep(.seconds(wait))
      }
    }
  }

  private func decode<Answer: WireMessage>(_ data: Data, status: Int) throws(RecordClientError)
    -> Answer
  {
    guard status == 200 else { throw Self.refusal(data, status: status) }
    do {
      // An empty answer is an empty object: `{}`.
      return try Answer.read(wire: data.isEmpty ? Data("{}".utf8) : data)
    } catch {
      throw .badResponse("\(Answer.self): \(error)")
    }
  }

  /// The error of an answer that is not a success, read from its CloudKit error body (or
  /// made from its status when it has none).
  private static func refusal(_ data: Data, status: Int) -> RecordClientError {
    // A number longer than any CloudKit writes makes a bad answer with this sentence, not an
    // error body to act on (a success's reader refuses one by itself).
    do { try LongNumbers.refuse(in: data) } catch {
      return .badResponse("The server's answer holds a number that is too long (\(error)).")
    }
    let body =
      (try? Self.read(ServerError.self, data))
      ?? ServerError(Self.code(forStatus: status), "HTTP status \(status)")
    let code = body.serverErrorCode
    if code == .authenticationRequired { return .signInNeeded(redirectURL: body.redirectURL) }
    if code == .authenticationFailed { return .authenticationFailed(reason: body.reason) }
    return .server(body, status: status)
  }

  /// An answer read by the one parser of JSON (`WireJSONParser`, on `JSONScanner`), its type
  /// walked from the values (`JSONValueDecoder`) and each wire type read by its one reader.
  static func read<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T {
    try JSONValueDecoder.decode(type, text: data)
  }

  static func code(forStatus status: Int) -> ErrorCode {
    statusCodes[status] ?? .internalError
  }

  /// The error code each HTTP status stands for when an answer has no body of its own.
  private static let statusCodes: [Int: ErrorCode] = [
    421: .authenticationRequired, 401: .authenticationFailed, 429: .throttled,
    503: .tryAgainLater, 413: .quotaExceeded, 400: .badRequest, 404: .notFound,
  ]

  /// The web auth token a request carries (`ckWebAuthToken` in its address), if any.
  static func webAuthToken(of request: WebRequest) -> String? {
    URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?
      .first { $0.name == DatabasePath.webAuthTokenParameter }?.value
  }

  /// One round trip, blocking until it is over; `neverConnected` tells whether a failure
  /// came before any connection was made.
  private func send(_ request: WebRequest, failingTry: inout Int64?)
    throws(RecordClientError) -> WebResponse
  {
    do {
      return try Web.send(request)
    } catch {
      failingTry = error.neverConnected ? Web.connectTimeout : error.silentFor
      throw .unreachable(server: connection.server.absoluteString, reason: error.reason)
    }
  }
}
