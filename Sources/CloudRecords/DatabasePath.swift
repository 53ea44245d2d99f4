/// The path of a database request: `/database/1/{container}/{environment}/{database}/{operation}`.
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
  /// Which database: private, public or shared.
  public var database: Scope
  /// `records/modify`, `users/current`, ….
  public var operation: String

  /// Creates the path of one operation on one database.
  public init(container: String, environment: Environment, database: Scope, operation: String) {
    self.container = container
    self.environment = environment
    self.database = database
    self.operation = operation
  }

  /// The path itself, e.g. `/database/1/iCloud.…/development/private/records/modify`.
  public var description: String {
    "/database/\(CloudRecords.protocolVersion)/\(container)/\(environment.rawValue)/"
      + "\(database.rawValue)/\(operation)"
  }

  /// The container of the iPhone app, which the reader shares.
  public static let appContainer = "iCloud.donald.kvietnamisht"
  /// Apple's CloudKit Web Services.
  public static let appleServer = "https://api.apple-cloudkit.com"
}
