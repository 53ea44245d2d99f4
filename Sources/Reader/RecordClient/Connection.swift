import CloudRecords
import Foundation

/// Where the records are and who asks: the server, the container and environment, the API
/// token that names the container, and the web auth token that names the signed-in user.
public struct Connection: Sendable, Hashable {
  /// The record server's base address.
  public var server: URL
  /// The container the records live in (the iPhone app's, by default).
  public var container: String
  /// Development or production: each holds its own records.
  public var environment: DatabasePath.Environment
  /// The API token that names the container; sent as `ckAPIToken`.
  public var apiToken: String
  /// The signed-in user's token, sent as `ckWebAuthToken`; nil before sign-in.
  public var webAuthToken: String?

  /// A connection; by default to the app's container, in development, not signed in.
  public init(
    server: URL, container: String = DatabasePath.appContainer,
    environment: DatabasePath.Environment = .development, apiToken: String,
    webAuthToken: String? = nil
  ) {
    self.server = server
    self.container = container
    self.environment = environment
    self.apiToken = apiToken
    self.webAuthToken = webAuthToken
  }

  /// `…/database/1/{container}/{environment}[/{database}]/{operation}?ckAPIToken=…&ckWebAuthToken=…`
  /// (`DatabasePath`), the tokens percent-encoded (`+`, `/` and `=` included).
  public func url(_ operation: DatabaseOperation, database: DatabasePath.Scope?) -> URL {
    let path = DatabasePath(
      container: container, environment: environment, database: database, operation: operation)
    var query = DatabasePath.apiTokenParameter + "=" + DatabasePath.encoded(apiToken)
    if let webAuthToken {
      query += "&" + DatabasePath.webAuthTokenParameter + "=" + DatabasePath.encoded(webAuthToken)
    }
    var base = server.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    return URL(string: base + path.description + "?" + query)!
  }
}
