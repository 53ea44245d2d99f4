import Clocks
import Foundation
import HummingbirdBcrypt

/// Web auth tokens: handed out at sign-in, kept only as SHA-256 hashes, and under their
/// person's control.
///
/// - A token unused for `tokenLifetime` (`serve --token-lifetime`, 90 days unless said) is
///   no longer accepted. "Used" is its `lastUsed` time, written at most once an hour
///   (`lastUsedStep`), so a request costs no write.
/// - `user passwd` and `user signout` revoke every token of a user; `quran logout` ends its
///   own sign-in (`users/signout`).
/// - Under `--rotate-tokens` each answer hands out a successor, which names its `parent`.
///   Once a successor is used, its parent is `spent`: the client has moved on. A spent token
///   is still answered for `reuseGrace` (a request in flight, a second process of the device
///   that has not read the newest token yet), but gets no successor; used later than that, it
///   is a copy someone else kept, and every token of its sign-in is revoked — the thief's and
///   the owner's, who signs in again.
/// - A token is one holder's: when two successors of one token are both used (the owner and
///   someone with a copy each presented the same current token, each got a successor, and
///   each went on with theirs), the sign-in has forked and ends for both (`SignInForked`).
/// - Ending a sign-in (by any of these) ends its notification tokens too (`endSignIn`).
extension Accounts {
  /// A user as their web auth token names them.
  package struct SignedIn: Sendable, Equatable {
    /// The record name of the user the token signs in.
    package var userRecordName: String
    /// Whether the user may extend the development schema (`user add --developer`).
    package var developer: Bool
  }

  /// What a web auth token presented turns out to be.
  package enum TokenCheck: Sendable, Equatable {
    /// A token in use: the user it signs in.
    case signedIn(SignedIn)
    /// No such token in the container: never issued, revoked, or pruned after rotation.
    case unknown
    /// Unused for longer than the token lifetime; it is now deleted.
    case expired
    /// A token already replaced, used again after `reuseGrace`: its whole sign-in is now
    /// revoked.
    case reused(userRecordName: String)
  }

  /// How often a token's `lastUsed` is written: once an hour at most.
  static let lastUsedStep: Int64 = 3_600_000
  /// How long a spent token is still answered, in milliseconds.
  static let reuseGrace: Int64 = 600_000
  /// How many tokens of one sign-in stay accepted when they rotate: the newest, and the ones
  /// before it, so that a request in flight, a retry with the token it was sent with, or a
  /// second process of the same device that has not read the newest yet is still answered.
  package static let liveTokensPerSignIn = 16

  /// Issues a new web auth token for the user in the container; only its hash is kept. The
  /// user's tokens that expired go at the same time.
  package func issueWebAuthToken(userRecordName: String, container: String) throws -> String {
    let token = Token.webAuth()
    let now = clock.now().milliseconds
    try store.write { db in
      try db.execute(
        "DELETE FROM authWebToken WHERE userRecordName = ? AND lastUsed < ?", userRecordName,
        now - tokenLifetime)
      try db.execute(
        """
        INSERT INTO authWebToken (tokenHash, userRecordName, container, created, lastUsed, signIn)
        VALUES (?, ?, ?, ?, ?, ?)
        """, TokenHash.hex(token), userRecordName, container, now, now, TokenHash.hex(token))
    }
    return token
  }

  /// Who a web auth token signs in, in the container, or why it does not. A read, and a
  /// write only when `lastUsed` is an hour old, the token expired or it was reused.
  package func check(webAuthToken token: String, container: String) throws -> TokenCheck {
    let hash = TokenHash.hex(token)
    let row = try store.readStatement { db in
      try db.row(
        """
        SELECT t.userRecordName, t.lastUsed, u.developer, t.spent, t.signIn
        FROM authWebToken t JOIN authUser u ON u.userRecordName = t.userRecordName
        WHERE t.tokenHash = ? AND t.container = ?
        """, hash, container)
    }
    guard let row else { return .unknown }
    let user: String = try row[0]
    let lastUsed: Int64 = try row[1]
    let spent: Int64? = try row[3]
    let now = clock.now().milliseconds
    if now - lastUsed > tokenLifetime {
      try store.write { db in
        try db.execute("DELETE FROM authWebToken WHERE tokenHash = ?", hash)
      }
      return .expired
    }
    if let spent, now - spent > Accounts.reuseGrace {
      let signIn: String = try row[4]
      try store.write { db in _ = try Accounts.endSignIn(signIn, db: db) }
      return .reused(userRecordName: user)
    }
    if now - lastUsed >= Accounts.lastUsedStep {
      try store.write { db in
        try db.execute("UPDATE authWebToken SET lastUsed = ? WHERE tokenHash = ?", now, hash)
      }
    }
    return .signedIn(SignedIn(userRecordName: user, developer: try row[2]))
  }

  /// A new token for the same sign-in as `token` (`--rotate-tokens`), and `token`'s parent
  /// marked spent by it. nil when `token` is unknown, or spent itself (a spent token begets
  /// none, so a copy cannot start a branch of its own). `token` stays accepted until
  /// `liveTokensPerSignIn` newer ones of its sign-in exist. `token` forsaken (a sibling of it
  /// was used first) ends the sign-in: `SignInForked`.
  package func rotateWebAuthToken(_ token: String, container: String) throws -> String? {
    let successor = Token.webAuth()
    let hash = TokenHash.hex(token)
    let now = clock.now().milliseconds
    let rotation = try store.write { db -> Rotation in
      guard
        let row = try db.row(
          """
          SELECT userRecordName, signIn, parent, spent, forsaken FROM authWebToken
          WHERE tokenHash = ? AND container = ?
          """, hash, container)
      else { return .none }
      let user: String = try row[0]
      let signIn: String = try row[1]
      let parent: String? = try row[2]
      let spent: Int64? = try row[3]
      let forsaken: Int64? = try row[4]
      // A successor not taken, used: someone else went on from its parent (the client
      // adopts one successor of each token, in every program sharing its account file).
      if forsaken != nil {
        _ = try Accounts.endSignIn(signIn, db: db)
        return .forked(user)
      }
      guard spent == nil else { return .none }
      if let parent { try Accounts.spend(parent, by: hash, now: now, db: db) }
      try db.execute(
        """
        INSERT INTO authWebToken
          (tokenHash, userRecordName, container, created, lastUsed, signIn, parent)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """, TokenHash.hex(successor), user, container, now, now, signIn, hash)
      try Accounts.prune(signIn: signIn, keeping: TokenHash.hex(successor), db: db)
      return .successor(successor)
    }
    switch rotation {
    case .none: return nil
    case .successor(let token): return token
    case .forked(let user): throw SignInForked(userRecordName: user)
    }
  }

  /// What rotating a token came to.
  private enum Rotation {
    case none
    case successor(String)
    case forked(String)
  }

  /// Marks `parent` spent by `child`, its successor used now, and every other successor of
  /// it forsaken: one of those used later is a second holder going on from `parent`.
  private static func spend(_ parent: String, by child: String, now: Int64, db: any SQLTransaction)
    throws
  {
    guard
      try db.execute(
        "UPDATE authWebToken SET spent = ? WHERE tokenHash = ? AND spent IS NULL", now, parent)
        == 1
    else { return }
    try db.execute(
      """
      UPDATE authWebToken SET forsaken = ?
      WHERE parent = ? AND tokenHash <> ? AND forsaken IS NULL AND spent IS NULL
      """, now, parent, child)
  }

  /// Drops the sign-in's tokens beyond the newest `liveTokensPerSignIn`, and its forsaken
  /// ones beyond the newest `liveTokensPerSignIn` of those (kept apart, so a copy's line cannot
  /// push the evidence of the fork out by making many requests).
  private static func prune(signIn: String, keeping newest: String, db: any SQLTransaction)
    throws
  {
    for (forsaken, kept) in [
      ("IS NULL", Accounts.liveTokensPerSignIn), ("IS NOT NULL", Accounts.liveTokensPerSignIn),
    ] {
      let old = try db.values(
        String.self,
        """
        SELECT tokenHash FROM authWebToken WHERE signIn = ? AND forsaken \(forsaken)
        ORDER BY created DESC, tokenHash DESC LIMIT 1000000 OFFSET ?
        """, signIn, kept)
      for stale in old where stale != newest {
        try db.execute("DELETE FROM authWebToken WHERE tokenHash = ?", stale)
      }
    }
  }

  /// Ends a sign-in: its web auth tokens and the notification tokens it registered go.
  /// Answers those notification tokens, for the courier to end their polls.
  static func endSignIn(_ signIn: String, db: any SQLTransaction) throws -> [String] {
    let pushTokens = try db.values(
      String.self, "SELECT apnsToken FROM authPushToken WHERE signIn = ?", signIn)
    try db.execute("DELETE FROM authPushToken WHERE signIn = ?", signIn)
    try db.execute("DELETE FROM authWebToken WHERE signIn = ?", signIn)
    return pushTokens
  }

  /// Ends the sign-in `token` belongs to — it and every token rotated from the same sign-in,
  /// and the notification tokens it registered (`quran logout`). Other sign-ins of the user
  /// stay. Answers the notification tokens ended, for the courier to end their polls.
  @discardableResult
  package func signOut(webAuthToken token: String, container: String) throws -> [String] {
    try store.write { db in
      guard
        let signIn = try db.value(
          String.self, "SELECT signIn FROM authWebToken WHERE tokenHash = ? AND container = ?",
          TokenHash.hex(token), container)
      else { return [] }
      return try Accounts.endSignIn(signIn, db: db)
    }
  }

  /// Revokes every web auth token of the user, in every container, and their notification
  /// tokens (`user signout`); answers how many web auth tokens there were. Each device asks
  /// its person to sign in again.
  @discardableResult
  package func signOut(userRecordName: String) throws -> Int {
    try store.write { db in
      try db.execute("DELETE FROM authPushToken WHERE userRecordName = ?", userRecordName)
      return try db.execute("DELETE FROM authWebToken WHERE userRecordName = ?", userRecordName)
    }
  }

  /// Gives the user a new password and revokes every web auth token and notification token
  /// of theirs, in one transaction (`user passwd`); answers how many web auth tokens were
  /// revoked.
  @discardableResult
  package func changePassword(userRecordName: String, to password: String) throws -> Int {
    try Accounts.checkNewPassword(password)
    let hash = Bcrypt.hash(password, cost: Accounts.bcryptCost)
    return try store.write { db in
      guard
        try db.execute(
          "UPDATE authUser SET passwordHash = ? WHERE userRecordName = ?", hash, userRecordName)
          == 1
      else {
        throw ServerSetupError("There is no user \(userRecordName); nothing was changed.")
      }
      try db.execute("DELETE FROM authPushToken WHERE userRecordName = ?", userRecordName)
      return try db.execute("DELETE FROM authWebToken WHERE userRecordName = ?", userRecordName)
    }
  }

  /// Refuses a password too short to be one, or longer than the sign-in page reads.
  static func checkNewPassword(_ password: String) throws {
    guard password.count >= 8 else {
      throw ServerSetupError("The password must have at least 8 characters; choose a longer one.")
    }
    guard password.utf8.count <= SignInPage.passwordLimit else {
      throw ServerSetupError(
        "The password must have at most \(SignInPage.passwordLimit) bytes, as sign-in reads no"
          + " more; choose a shorter one.")
    }
  }
}

/// Two successors of one web auth token were both used (`--rotate-tokens`): two holders went
/// on from one token, and the sign-in has ended for both.
package struct SignInForked: Error, Sendable, Equatable {
  /// The user whose sign-in ended.
  package var userRecordName: String
}
