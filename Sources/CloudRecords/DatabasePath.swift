/// The path of a database request: `/database/1/{container}/{environment}/{database}/{operation}`.
public struct DatabasePath: Sendable, Hashable, CustomStringConvertible {
  public enum Environment: String, Sendable, Hashable, CaseIterable { case development, production }
  public enum Scope: String, Sendable, Hashable, CaseIterable {
    case `private`, `public`, shared
  }

  public var container: String
  public var environment: Environment
  public var database: Scope
  /// `records/modify`, `users/current`, ….
  public var operation: String

  public init(container: String, environment: Environment, database: Scope, operation: String) {
    self.container = container
    self.environment = environment
    self.database = database
    self.operation = operation
  }

  public var description: String {
    "/database/\(CloudRecords.protocolVersion)/\(container)/\(environment.rawValue)/"
      + "\(database.rawValue)/\(operation)"
  }

  /// The container of the iPhone app, which the reader shares.
  public static let appContainer = "iCloud.donald.kvietnamisht"
  /// Apple's CloudKit Web Services.
  public static let appleServer = "https://api.apple-cloudkit.com"
}
