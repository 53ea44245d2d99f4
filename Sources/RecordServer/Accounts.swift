import Checksum
import CloudRecords
import Foundation
import GRDB
import HummingbirdBcrypt
import Synchronization

/// Users, their passwords (bcrypt), the API token of each container and the web auth tokens
/// sign-in hands out (kept only as SHA-256 hashes), and the notification tokens users
/// register. Everything here lives in the server's one database, in the "auth-…" tables.
public final class Accounts: Sendable {
  public struct User: Sendable, Hashable {
    public var userRecordName: String
    public var name: String
  }

  /// bcrypt's cost: 2^10 rounds, about 50–100 ms a check.
  static let bcryptCost: UInt8 = 10

  let writer: any DatabaseWriter
  private let knownAPITokens = Mutex<[String: String]>([:])

  public init(writer: any DatabaseWriter) { self.writer = writer }

  static func registerMigrations(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("auth-v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE authUser (
            userRecordName TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL UNIQUE,
            passwordHash TEXT NOT NULL,
            created INTEGER NOT NULL
          );
          CREATE TABLE authAPIToken (
            container TEXT PRIMARY KEY NOT NULL,
            token TEXT NOT NULL UNIQUE,
            created INTEGER NOT NULL
          );
          CREATE TABLE authWebToken (
            tokenHash TEXT PRIMARY KEY NOT NULL,
            userRecordName TEXT NOT NULL REFERENCES authUser(userRecordName) ON DELETE CASCADE,
            container TEXT NOT NULL,
            created INTEGER NOT NULL,
            lastUsed INTEGER NOT NULL
          );
          CREATE INDEX authWebTokenByUser ON authWebToken(userRecordName);
          CREATE TABLE authPushToken (
            apnsToken TEXT PRIMARY KEY NOT NULL,
            container TEXT NOT NULL,
            environment TEXT NOT NULL,
            userRecordName TEXT REFERENCES authUser(userRecordName) ON DELETE CASCADE,
            created INTEGER NOT NULL
          );
          CREATE INDEX authPushTokenByUser ON authPushToken(userRecordName, container, environment);
          """)
    }
    // Who may extend the development schema; users before it may not.
    migrator.registerMigration("auth-v2-developer") { db in
      try db.execute(
        sql: "ALTER TABLE authUser ADD COLUMN developer INTEGER NOT NULL DEFAULT 0")
    }
    // The sign-in a web auth token came from (the hash of its first token), so that rotated
    // tokens (`--rotate-tokens`) can be counted and dropped per sign-in.
    migrator.registerMigration("auth-v3-sign-in") { db in
      try db.execute(
        sql: """
          ALTER TABLE authWebToken ADD COLUMN signIn TEXT;
          UPDATE authWebToken SET signIn = tokenHash;
          CREATE INDEX authWebTokenBySignIn ON authWebToken(signIn);
          """)
    }
  }

  static var now: Int64 { Int64(Date().timeIntervalSince1970 * 1000) }

  // MARK: Users

  /// Adds a user; answers their new userRecordName ("_" + 32 hex).
  /// `developer`: may extend the development schema with new record types and fields.
  public func addUser(name: String, password: String, developer: Bool = false) throws -> String {
    guard Accounts.isValidName(name) else {
      throw ServerSetupError(
        "A user name must be 1 to 100 characters without spaces or control characters; "
          + "\"\(name.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : "\($0)" }.joined())\" is not."
      )
    }
    guard password.count >= 8 else {
      throw ServerSetupError("The password must have at least 8 characters.")
    }
    let userRecordName = "_" + Token.hex(bytes: 16)
    let hash = Bcrypt.hash(password, cost: Accounts.bcryptCost)
    return try writer.write { db in
      if try String.fetchOne(db, sql: "SELECT name FROM authUser WHERE name = ?", arguments: [name])
        != nil
      {
        throw ServerSetupError("A user named \(name) already exists; pick another name.")
      }
      try db.execute(
        sql: """
          INSERT INTO authUser (userRecordName, name, passwordHash, created, developer)
          VALUES (?, ?, ?, ?, ?)
          """,
        arguments: [userRecordName, name, hash, Accounts.now, developer])
      return userRecordName
    }
  }

  /// What a user name may be: 1 to 100 characters, none of them a space or a control
  /// character. A NUL especially: SQLite would read the name only up to it.
  public static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 100
      && name.unicodeScalars.allSatisfy {
        !CharacterSet.whitespacesAndNewlines.contains($0)
          && !CharacterSet.controlCharacters.contains($0)
      }
  }

  /// Whether the user may extend the development schema (`user add --developer`).
  public func isDeveloper(userRecordName: String) throws -> Bool {
    try writer.read { db in
      try Bool.fetchOne(
        db, sql: "SELECT developer FROM authUser WHERE userRecordName = ?",
        arguments: [userRecordName]) ?? false
    }
  }

  public func user(named name: String) throws -> User? {
    try writer.read { db in
      try Row.fetchOne(
        db, sql: "SELECT userRecordName, name FROM authUser WHERE name = ?", arguments: [name]
      ).map { User(userRecordName: $0["userRecordName"], name: $0["name"]) }
    }
  }

  /// Removes the user's account rows (their tokens go with it).
  public func deleteUser(userRecordName: String) throws {
    try writer.write { db in
      try db.execute(
        sql: "DELETE FROM authPushToken WHERE userRecordName = ?", arguments: [userRecordName])
      try db.execute(
        sql: "DELETE FROM authWebToken WHERE userRecordName = ?", arguments: [userRecordName])
      try db.execute(
        sql: "DELETE FROM authUser WHERE userRecordName = ?", arguments: [userRecordName])
    }
  }

  /// The user whose name and password these are, or nil.
  public func verify(name: String, password: String) throws -> User? {
    guard Accounts.isValidName(name) else { return nil }
    let row = try writer.read { db in
      try Row.fetchOne(
        db, sql: "SELECT userRecordName, passwordHash FROM authUser WHERE name = ?",
        arguments: [name])
    }
    guard let row else {
      // Spend the same time as a real check, so a wrong name is not told apart by timing.
      _ = Bcrypt.verify(password, hash: Accounts.decoyHash)
      return nil
    }
    guard Bcrypt.verify(password, hash: row["passwordHash"]) else { return nil }
    return User(userRecordName: row["userRecordName"], name: name)
  }

  private static let decoyHash = Bcrypt.hash("decoy password", cost: bcryptCost)

  // MARK: API tokens

  /// The container's API token, created on first use.
  public func apiToken(container: String) throws -> String {
    try writer.write { db in
      if let token = try String.fetchOne(
        db, sql: "SELECT token FROM authAPIToken WHERE container = ?", arguments: [container])
      {
        return token
      }
      let token = Token.hex(bytes: 32)
      try db.execute(
        sql: "INSERT INTO authAPIToken (container, token, created) VALUES (?, ?, ?)",
        arguments: [container, token, Accounts.now])
      return token
    }
  }

  /// The container an API token belongs to, or nil.
  public func container(ofAPIToken token: String) throws -> String? {
    if let known = knownAPITokens.withLock({ $0[token] }) { return known }
    let container = try writer.read { db in
      try String.fetchOne(
        db, sql: "SELECT container FROM authAPIToken WHERE token = ?", arguments: [token])
    }
    // An API token never changes container and is never revoked, so it can be remembered.
    if let container { knownAPITokens.withLock { $0[token] = container } }
    return container
  }

  // MARK: Web auth tokens

  /// Issues a new web auth token for the user in the container; only its hash is kept.
  public func issueWebAuthToken(userRecordName: String, container: String) throws -> String {
    let token = Token.webAuth()
    let now = Accounts.now
    try writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO authWebToken (tokenHash, userRecordName, container, created, lastUsed, signIn)
          VALUES (?1, ?2, ?3, ?4, ?4, ?1)
          """,
        arguments: [SHA256.hex(token), userRecordName, container, now])
    }
    return token
  }

  /// How many tokens of one sign-in stay accepted when they rotate: the newest, and the ones
  /// before it, so that a request in flight, a retry with the token it was sent with, or a
  /// second process of the same device that has not read the newest yet is still answered.
  public static let liveTokensPerSignIn = 16

  /// A new token for the same sign-in as `token` (`--rotate-tokens`). `token` stays
  /// accepted until `liveTokensPerSignIn` newer ones of its sign-in exist; nil when `token`
  /// is unknown.
  public func rotateWebAuthToken(_ token: String, container: String) throws -> String? {
    let successor = Token.webAuth()
    let now = Accounts.now
    return try writer.write { db -> String? in
      let hash = SHA256.hex(token)
      guard
        let row = try Row.fetchOne(
          db,
          sql: """
            SELECT userRecordName, signIn FROM authWebToken WHERE tokenHash = ? AND container = ?
            """, arguments: [hash, container])
      else { return nil }
      let signIn: String = row["signIn"]
      try db.execute(
        sql: """
          INSERT INTO authWebToken (tokenHash, userRecordName, container, created, lastUsed, signIn)
          VALUES (?, ?, ?, ?, ?, ?)
          """,
        arguments: [SHA256.hex(successor), row["userRecordName"], container, now, now, signIn])
      try db.execute(
        sql: """
          DELETE FROM authWebToken WHERE signIn = ?1 AND rowid NOT IN (
            SELECT rowid FROM authWebToken WHERE signIn = ?1 ORDER BY rowid DESC LIMIT ?2)
          """, arguments: [signIn, Accounts.liveTokensPerSignIn])
      return successor
    }
  }

  /// The user a web auth token signs in, in the container; nil when the token is unknown.
  public func user(ofWebAuthToken token: String, container: String) throws -> String? {
    let hash = SHA256.hex(token)
    let row = try writer.read { db in
      try Row.fetchOne(
        db,
        sql:
          "SELECT userRecordName, lastUsed FROM authWebToken WHERE tokenHash = ? AND container = ?",
        arguments: [hash, container])
    }
    guard let row else { return nil }
    let lastUsed: Int64 = row["lastUsed"]
    if Accounts.now - lastUsed > 60_000 {
      try writer.write { db in
        try db.execute(
          sql: "UPDATE authWebToken SET lastUsed = ? WHERE tokenHash = ?",
          arguments: [Accounts.now, hash])
      }
    }
    return row["userRecordName"]
  }

  // MARK: Notification tokens

  /// How many notification tokens a user keeps per container and environment: each run of a
  /// watching client asks for one, so the oldest give way (a client whose token went away
  /// asks for a new one).
  static let pushTokensPerUser = 20
  /// How long a token created but never registered is kept, in milliseconds.
  static let unregisteredPushTokenLife: Int64 = 3_600_000

  /// A new notification token for the container and environment, not yet tied to a user.
  /// Tokens created and never registered for an hour are dropped.
  public func createPushToken(container: String, environment: String) throws -> String {
    let token = Token.hex(bytes: 32)
    try writer.write { db in
      try db.execute(
        sql: "DELETE FROM authPushToken WHERE userRecordName IS NULL AND created < ?",
        arguments: [Accounts.now - Accounts.unregisteredPushTokenLife])
      try db.execute(
        sql: """
          INSERT INTO authPushToken (apnsToken, container, environment, userRecordName, created)
          VALUES (?, ?, ?, NULL, ?)
          """,
        arguments: [token, container, environment, Accounts.now])
    }
    return token
  }

  /// Ties a token to the user; false when the token is unknown or another user's.
  public func registerPushToken(
    _ token: String, userRecordName: String, container: String, environment: String
  ) throws -> Bool {
    try writer.write { db in
      try db.execute(
        sql: """
          UPDATE authPushToken SET userRecordName = ?
          WHERE apnsToken = ? AND container = ? AND environment = ?
            AND (userRecordName IS NULL OR userRecordName = ?)
          """,
        arguments: [userRecordName, token, container, environment, userRecordName])
      return db.changesCount == 1
    }
  }

  /// Drops the user's notification tokens beyond the newest `pushTokensPerUser`; returns the
  /// dropped ones, so the courier can forget what waited for them.
  public func evictOldPushTokens(userRecordName: String, container: String, environment: String)
    throws -> [String]
  {
    try writer.write { db in
      let old = try String.fetchAll(
        db,
        sql: """
          SELECT apnsToken FROM authPushToken
          WHERE userRecordName = ? AND container = ? AND environment = ?
          ORDER BY created DESC, rowid DESC LIMIT -1 OFFSET ?
          """,
        arguments: [userRecordName, container, environment, Accounts.pushTokensPerUser])
      for token in old {
        try db.execute(sql: "DELETE FROM authPushToken WHERE apnsToken = ?", arguments: [token])
      }
      return old
    }
  }

  /// Whether a notification token exists.
  public func pushTokenExists(_ token: String) throws -> Bool {
    try writer.read { db in
      try Bool.fetchOne(
        db, sql: "SELECT 1 FROM authPushToken WHERE apnsToken = ?", arguments: [token]) ?? false
    }
  }

  /// The tokens a user registered in a container and environment.
  public func pushTokens(userRecordName: String, container: String, environment: String) throws
    -> [String]
  {
    try writer.read { db in
      try String.fetchAll(
        db,
        sql: """
          SELECT apnsToken FROM authPushToken
          WHERE userRecordName = ? AND container = ? AND environment = ?
          """,
        arguments: [userRecordName, container, environment])
    }
  }
}

/// Random tokens from the system's secure generator.
enum Token {
  static func hex(bytes: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<bytes).map { _ in
      String(format: "%02x", UInt8.random(in: 0...255, using: &generator))
    }
    .joined()
  }

  /// A web auth token: 120 characters of `[A-Za-z0-9_]`.
  static func webAuth() -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")
    var generator = SystemRandomNumberGenerator()
    return String(
      (0..<120).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
  }
}

extension Accounts {
  /// The user name of a user record name.
  public func name(ofUser userRecordName: String) throws -> String? {
    try writer.read { db in
      try String.fetchOne(
        db, sql: "SELECT name FROM authUser WHERE userRecordName = ?", arguments: [userRecordName])
    }
  }
}
