import CloudRecords

/// Whose database a request works on: one user's private database in one container and
/// environment. Every statement the storage runs is bound to a scope, so one user's records,
/// zones, subscriptions and change history can never be read or written through another's.
package struct DatabaseScope: Sendable, Hashable, CustomStringConvertible {
  /// `iCloud.donald.kvietnamisht`.
  package var container: String
  /// Development or production: each has its own records and schema.
  package var environment: DatabasePath.Environment
  /// `_` + 32 hex: the signed-in user.
  package var userRecordName: String

  /// The private database of `userRecordName` in this container and environment.
  package init(
    container: String, environment: DatabasePath.Environment, userRecordName: String
  ) {
    self.container = container
    self.environment = environment
    self.userRecordName = userRecordName
  }

  /// The container, environment and user, for log lines.
  package var description: String {
    "\(container)/\(environment.rawValue)/private (user \(userRecordName))"
  }
}
