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

  /// Every user, by name, in one read.
  package static func all(in store: any ServerStore) throws -> [UserListing] {
    try store.read { db in
      try db.rows(
        """
        SELECT u.name, u.created, u.developer,
          (SELECT COUNT(DISTINCT COALESCE(t.signIn, t.tokenHash)) FROM authWebToken t
            WHERE t.userRecordName = u.userRecordName),
          (SELECT COUNT(*) FROM records_record r JOIN records_scope s ON s.id = r.scopeID
            WHERE s.userRecordName = u.userRecordName AND r.deleted = 0)
        FROM authUser u ORDER BY u.name
        """, [], cached: false
      ).map { row in
        UserListing(
          name: try row[0], created: try row[1], developer: try row[2], signIns: try row[3],
          records: try row[4])
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
      [["NAME", "ADDED", "SIGN-INS", "RECORDS", "DEVELOPER"]]
      + users.map { user in
        [
          user.name,
          formatter.string(from: Date(timeIntervalSince1970: Double(user.created) / 1000)),
          String(user.signIns), String(user.records), user.developer ? "yes" : "no",
        ]
      }
    let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
  }
}
