import Foundation

/// The address of a database request, printed by the client and read by the server — one
/// definition of the wire's paths (as isowords' `ServerRoute` is one enum, printed and
/// parsed): `/database/1/{container}/{environment}[/{database}]/{operation}`, the tokens in
/// the query (`apiTokenParameter`, `webAuthTokenParameter`).
public struct DatabasePath: Sendable, Hashable, CustomStringConvertible {
  /// The container's environment: `development` for testing, `production` for apps on the store.
  public enum Environment: String, Sendable, Hashable, CaseIterable { case development, production }
  /// Which database: the user's `private` one, the app's `public` one, or `shared`.
  public enum Scope: String, Sendable, Hashable, CaseIterable {
    case `private`, `public`, shared
  }

  /// The container ID, such as `iCloud.donald.kvietnamisht`.
  public var container: String
  /// The development or production environment.
  public var environment: Environment
  /// Which database: private, public or shared; nil where the path leaves it out (only an
  /// operation that `mayOmitDatabase`).
  public var database: Scope?
  /// `records/modify`, `users/current`, ….
  public var operation: DatabaseOperation

  /// Creates the path of one operation on one database.
  public init(
    container: String, environment: Environment, database: Scope?, operation: DatabaseOperation
  ) {
    self.container = container
    self.environment = environment
    self.database = database
    self.operation = operation
  }

  /// The path itself, the container percent-encoded, e.g.
  /// `/database/1/iCloud.…/development/private/records/modify`.
  public var description: String {
    var path = "/database/\(CloudRecords.protocolVersion)/\(Self.encoded(container))/"
    path += environment.rawValue + "/"
    if let database { path += database.rawValue + "/" }
    return path + operation.rawValue
  }

  /// Reads a request's path (without its query); each segment is percent-decoded.
  /// - Throws: a `ServerError` that says what is wrong with it, as the server answers it.
  public init(parsing path: String) throws(ServerError) {
    let segments = path.split(separator: "/").map {
      String($0).removingPercentEncoding ?? String($0)
    }
    guard segments.count >= 5, segments[0] == "database" else {
      throw ServerError(
        .notFound,
        "A record request's path is /database/1/{container}/{environment}/{database}/{operation}.")
    }
    guard segments[1] == String(CloudRecords.protocolVersion) else {
      throw ServerError(
        .notFound, "This server speaks version 1 of the protocol; use /database/1/….")
    }
    guard let environment = Environment(rawValue: segments[3]) else {
      throw ServerError(
        .badRequest, "The environment must be development or production, not \(segments[3]).")
    }
    let database = Scope(rawValue: segments[4])
    let name = segments.dropFirst(database == nil ? 4 : 5).joined(separator: "/")
    let operation = DatabaseOperation(rawValue: name)
    if database == nil, operation?.mayOmitDatabase != true {
      throw ServerError(
        .notFound, "The database must be private, public or shared, not \(segments[4]).")
    }
    guard let operation else {
      throw ServerError(
        .notFound,
        "There is no operation \(name.isEmpty ? "(none)" : name); this server offers "
          + DatabaseOperation.names + ".")
    }
    self.init(
      container: segments[2], environment: environment, database: database, operation: operation)
  }

  /// The query parameter that carries the API token, which names the container.
  public static let apiTokenParameter = "ckAPIToken"
  /// The query parameter that carries the web auth token, which names the signed-in user.
  public static let webAuthTokenParameter = "ckWebAuthToken"
  /// The header in which the server hands a new web auth token, as Apple's service sends it.
  public static let webAuthTokenHeader = "X-Apple-CloudKit-Web-Auth-Token"

  /// The container of the iPhone app, which the reader shares.
  public static let appContainer = "iCloud.donald.kvietnamisht"
  /// Apple's CloudKit Web Services.
  public static let appleServer = "https://api.apple-cloudkit.com"

  /// Percent-encodes everything but the unreserved characters of RFC 3986 (`+`, `/` and `=`
  /// included), for a path segment or a query value.
  public static func encoded(_ text: String) -> String {
    let unreserved = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
