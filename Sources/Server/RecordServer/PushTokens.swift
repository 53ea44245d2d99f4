import Clocks
import CloudRecords
import Foundation

/// Notification tokens: `tokens/create` hands one out, not yet tied to a user; `tokens/register`
/// ties it to its user. A token never registered lapses after an hour. Until then it names who
/// asked for it (`creator`) and from where (`address`): a user may hold
/// `unregisteredPushTokensPerUser` of them at once and an address
/// `unregisteredPushTokensPerAddress`, so a loop of `tokens/create` is refused rather than
/// filling the table; and they go with their creator's account.
extension Accounts {
  /// How many notification tokens a user keeps per container and environment: each run of a
  /// watching client asks for one, so the oldest give way (a client whose token went away
  /// asks for a new one).
  static let pushTokensPerUser = 20
  /// How long a token created but never registered is kept, in milliseconds.
  static let unregisteredPushTokenLife: Int64 = 3_600_000
  /// Unregistered tokens one user may hold: a watching client registers its token at once.
  static let unregisteredPushTokensPerUser = 10
  /// Unregistered tokens one client address may hold: the users behind one address together.
  static let unregisteredPushTokensPerAddress = 100
  /// Lapsed tokens each `tokens/create` deletes at most, oldest first (by the index on
  /// `created`), so the clean-up never holds the write lock long, however many lapsed.
  static let lapsedPushTokensPerCleanUp = 100

  /// A new notification token for the container and environment, not yet tied to a user;
  /// `creator` asked for it from `address`. Up to `lapsedPushTokensPerCleanUp` lapsed tokens
  /// go first.
  /// - Throws: `THROTTLED` when the creator or the address holds as many unregistered
  ///   tokens as allowed; `retryAfter` says when the oldest of them lapses.
  package func createPushToken(
    container: String, environment: String, creator: String, address: String
  ) throws -> String {
    let token = Token.hex(bytes: 32)
    let now = clock.now().milliseconds
    let lapsed = now - Accounts.unregisteredPushTokenLife
    try store.write { db in
      try db.execute(
        """
        DELETE FROM authPushToken WHERE apnsToken IN (
          SELECT apnsToken FROM authPushToken WHERE userRecordName IS NULL AND created < ?
          ORDER BY created LIMIT ?)
        """, lapsed, Accounts.lapsedPushTokensPerCleanUp)
      for (column, value, cap, holder) in [
        ("creator", creator, Accounts.unregisteredPushTokensPerUser, "You hold"),
        ("address", address, Accounts.unregisteredPushTokensPerAddress, "Your address holds"),
      ] {
        guard
          let row = try db.row(
            """
            SELECT COUNT(*), MIN(created) FROM authPushToken
            WHERE userRecordName IS NULL AND \(column) = ? AND created >= ?
            """, value, lapsed),
          try row[0] as Int >= cap
        else { continue }
        let oldest: Int64 = try row[1]
        let wait = Int(max(1, (oldest + Accounts.unregisteredPushTokenLife - now + 999) / 1000))
        throw ServerError(
          .throttled,
          "\(holder) \(cap) notification tokens that were never registered; register one with"
            + " tokens/register, or wait \(wait) s for the oldest to lapse.", retryAfter: wait)
      }
      try db.execute(
        """
        INSERT INTO authPushToken
          (apnsToken, container, environment, userRecordName, created, creator, address)
        VALUES (?, ?, ?, NULL, ?, ?, ?)
        """, token, container, environment, now, creator, address)
    }
    return token
  }

  /// Ties a token to the user and to the sign-in of `webAuthToken` (so ending that sign-in
  /// ends it too); false when the token is unknown or another user's.
  package func registerPushToken(
    _ token: String, userRecordName: String, container: String, environment: String,
    webAuthToken: String = ""
  ) throws -> Bool {
    try store.write { db in
      try db.execute(
        """
        UPDATE authPushToken SET userRecordName = ?,
          signIn = (SELECT signIn FROM authWebToken WHERE tokenHash = ?)
        WHERE apnsToken = ? AND container = ? AND environment = ?
          AND (userRecordName IS NULL OR userRecordName = ?)
        """, userRecordName, TokenHash.hex(webAuthToken), token, container, environment,
        userRecordName) == 1
    }
  }

  /// Which of `tokens` no longer exist (their sign-in ended, or their user signed out or
  /// was deleted), so the courier ends their polls.
  package func endedPushTokens(among tokens: [String]) throws -> [String] {
    guard !tokens.isEmpty else { return [] }
    var alive = Set<String>()
    for start in stride(from: 0, to: tokens.count, by: 500) {
      let chunk = Array(tokens[start..<min(tokens.count, start + 500)])
      let marks = chunk.map { _ in "?" }.joined(separator: ", ")
      alive.formUnion(
        try store.readStatement { db in
          try db.rows(
            "SELECT apnsToken FROM authPushToken WHERE apnsToken IN (\(marks))"
              + " AND userRecordName IS NOT NULL", chunk.map(\.sqlValue)
          ).map { try $0[0] as String }
        })
    }
    return tokens.filter { !alive.contains($0) }
  }

  /// Drops the user's notification tokens beyond the newest `pushTokensPerUser`; returns the
  /// dropped ones, so the courier can forget what waited for them.
  package func evictOldPushTokens(userRecordName: String, container: String, environment: String)
    throws -> [String]
  {
    try store.write { db in
      let old = try db.values(
        String.self,
        """
        SELECT apnsToken FROM authPushToken
        WHERE userRecordName = ? AND container = ? AND environment = ?
        ORDER BY created DESC, rowid DESC LIMIT 1000000 OFFSET ?
        """, userRecordName, container, environment, Accounts.pushTokensPerUser)
      for token in old {
        try db.execute("DELETE FROM authPushToken WHERE apnsToken = ?", token)
      }
      return old
    }
  }

  /// The user a notification token belongs to, or nil for a token that does not exist.
  package func pushTokenOwner(_ token: String) throws -> String? {
    try store.readStatement { db in
      try db.value(
        String.self, "SELECT userRecordName FROM authPushToken WHERE apnsToken = ?", token)
    }
  }
}
