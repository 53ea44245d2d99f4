import Foundation

/// `quran-records user list`: each user's name, when they were added, whether they may grow
/// the development schema, how many sign-ins they have and how many records they keep —
/// never a password hash or a token.
package struct UserListing: Sendable, Equatable {
  /// The name as typed at `user add`.
  package var name: String
  /// When `user add` added them, in milliseconds since 1970.
  package var created: Int64
  /// Whether they may extend the development schema (`user add --developer`).
  package var developer: Bool
  /// Sign-ins whose tokens are still accepted (rotated tokens of one sign-in count once).
  package var signIns: Int
  /// Records kept (not deleted), in every container and environment.
  package var records: Int
  /// The bytes of their fields, and of their tombstones.
  package var bytes: Int64 = 0
  /// Tombstones kept: deletions the change feed tells the member's devices.
  package var tombstones = 0
  /// The member's own quota, nil where the server's holds.
  package var quota: StorageQuota?

  /// Every user, by name, in one read.
  package static func all(in store: any ServerStore) throws -> [UserListing] {
    try store.read { db in
      try db.rows(
        """
        SELECT u.name, u.created, u.developer,
          (SELECT COUNT(DISTINCT COALESCE(t.signIn, t.tokenHash)) FROM authWebToken t
            WHERE t.userRecordName = u.userRecordName),
          (SELECT COUNT(*) FROM records_record r JOIN records_scope s ON s.id = r.scopeID
            WHERE s.userRecordName = u.userRecordName AND r.deleted = 0),
          (SELECT CAST(COALESCE(SUM(r.size), 0) AS BIGINT) FROM records_record r
            JOIN records_scope s ON s.id = r.scopeID
            WHERE s.userRecordName = u.userRecordName),
          u.quotaRecords, u.quotaBytes,
          (SELECT COUNT(*) FROM records_record r JOIN records_scope s ON s.id = r.scopeID
            WHERE s.userRecordName = u.userRecordName AND r.deleted = 1)
        FROM authUser u ORDER BY u.name
        """, [], cached: false
      ).map { row in
        var quota: StorageQuota?
        if row.values[6] != .null || row.values[7] != .null {
          quota = StorageQuota(
            records: row.values[6] == .null ? StorageQuota.standard.records : try row[6],
            bytes: row.values[7] == .null ? StorageQuota.standard.bytes : try row[7])
        }
        return UserListing(
          name: try row[0], created: try row[1], developer: try row[2], signIns: try row[3],
          records: try row[4], bytes: try row[5], tombstones: try row[8], quota: quota)
      }
    }
  }

  /// The listing as a table with a heading, one user a line.
  package static func table(_ users: [UserListing]) -> String {
    guard !users.isEmpty else {
      return "No users yet; add one with quran-records user add NAME."
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm'Z'"
    let rows =
      [["NAME", "ADDED", "SIGN-INS", "RECORDS", "DELETED", "MB", "QUOTA", "DEVELOPER"]]
      + users.map { user in
        [
          user.name,
          formatter.string(from: Date(timeIntervalSince1970: Double(user.created) / 1000)),
          String(user.signIns), String(user.records), String(user.tombstones),
          String(user.bytes >> 20),
          user.quota.map { "\($0.records)/\($0.bytes >> 20)MB" } ?? "standard",
          user.developer ? "yes" : "no",
        ]
      }
    let widths = (0..<8).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
  }
}
