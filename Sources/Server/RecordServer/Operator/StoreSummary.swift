import Foundation

/// What a server database holds, in an operator's words: users, records (and the deleted
/// ones kept as tombstones for sync), zones and subscriptions — what `restore` and `copy`
/// report, never table names.
package struct StoreSummary: Sendable, Equatable, CustomStringConvertible {
  /// Accounts.
  package var users = 0
  /// Records kept, in every user's databases.
  package var records = 0
  /// Deleted records whose tombstones are kept, so that devices hear of the deletion.
  package var deletedRecords = 0
  /// Zones besides each database's `_defaultZone`.
  package var zones = 0
  /// Subscriptions, of every user.
  package var subscriptions = 0

  /// Counts what `store` holds, in one read.
  package static func read(_ store: any ServerStore) throws -> StoreSummary {
    try store.read { db in
      func count(_ sql: String) throws -> Int { try db.value(Int.self, sql) ?? 0 }
      return StoreSummary(
        users: try count("SELECT COUNT(*) FROM authUser"),
        records: try count("SELECT COUNT(*) FROM records_record WHERE deleted = 0"),
        deletedRecords: try count("SELECT COUNT(*) FROM records_record WHERE deleted = 1"),
        zones: try count(
          "SELECT COUNT(*) FROM records_zone WHERE deleted = 0 AND zoneName <> '_defaultZone'"),
        subscriptions: try count("SELECT COUNT(*) FROM records_subscription"))
    }
  }

  /// "2 users, 1,204 records (12 deleted kept for sync), 1 zone, 0 subscriptions".
  package var description: String {
    func counted(_ number: Int, _ one: String, _ many: String) -> String {
      let formatter = NumberFormatter()
      formatter.numberStyle = .decimal
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.usesGroupingSeparator = true
      formatter.groupingSeparator = ","
      return (formatter.string(from: NSNumber(value: number)) ?? "\(number)") + " "
        + (number == 1 ? one : many)
    }
    return [
      counted(users, "user", "users"),
      counted(records, "record", "records")
        + (deletedRecords > 0
          ? " (\(counted(deletedRecords, "deleted", "deleted")) kept for sync)" : ""),
      counted(zones, "zone", "zones") + " besides the default ones",
      counted(subscriptions, "subscription", "subscriptions"),
    ].joined(separator: ", ")
  }
}
