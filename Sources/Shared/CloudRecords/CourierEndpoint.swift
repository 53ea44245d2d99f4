import Foundation

/// The courier: a notification token's long poll, `GET /courier/{apnsToken}[?timeout=SECONDS]`,
/// at the URL `tokens/create` hands out (`CreateTokenResponse.webcourierURL`), answered with
/// the token's notifications (`CourierAnswer`). Not a database operation: its path names no
/// container or database, and the token in it is its key. The server makes the URL and reads
/// the path by it; the client polls by it.
public struct CourierEndpoint: Sendable {
  /// What a poll answers: the notifications that came, none at the end of the wait.
  public typealias Answer = CourierAnswer

  /// The path up to the token.
  public let pathPrefix = "/courier/"
  /// The query parameter with the seconds to wait.
  public let timeoutParameter = "timeout"
  /// The seconds a poll waits when it does not say.
  public let defaultWait = 30.0
  /// The most seconds a poll waits.
  public let longestWait = 60.0

  /// The URL `tokens/create` hands out for `token`, on the server at `base`.
  public func webcourierURL(base: String, token: String) -> String {
    base + pathPrefix + token
  }

  /// The URL of a poll of `webcourierURL` that waits `timeout` seconds; nil when the URL
  /// handed out is none.
  public func pollURL(_ webcourierURL: String, timeout: Int) -> URL? {
    guard var components = URLComponents(string: webcourierURL) else { return nil }
    components.queryItems =
      (components.queryItems ?? []) + [URLQueryItem(name: timeoutParameter, value: "\(timeout)")]
    return components.url
  }

  /// The token a path names, when it is a poll's path.
  public func token(inPath path: String) -> String? {
    path.hasPrefix(pathPrefix) ? String(path.dropFirst(pathPrefix.count)) : nil
  }
}

extension Endpoints {
  /// A notification token's long poll: not in the database's table, as its path names none.
  public static let courier = CourierEndpoint()
}
