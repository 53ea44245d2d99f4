import Checksum
import Clocks
import CloudRecords
import Foundation
import HummingbirdBcrypt
import Synchronization

/// Users, their passwords (bcrypt), the API token of each container and the web auth tokens
/// sign-in hands out (kept only as SHA-256 hashes), and the notification tokens users
/// register. Everything here lives in the server's one database, in the "auth-…" tables.
package final class Accounts: Sendable {
  /// A user account as `quran-records user add` made it: its record name and its sign-in name.
  package struct User: Sendable, Hashable {
    /// `_` and 32 hex digits: the name the user's records and zones are kept under.
    package var userRecordName: String
    /// The name the user signs in with at the sign-in page.
    package var name: String
  }

  /// bcrypt's cost: 2^10 rounds, about 50–100 ms a check.
  static let bcryptCost: UInt8 = 10

  let store: any ServerStore
  private let knownAPITokens = Mutex<[String: String]>([:])
  /// How long a web auth token stays accepted without being used, in milliseconds
  /// (`serve --token-lifetime`, in days).
  let tokenLifetime: Int64
  /// The time now: the system's, or a test's.
  let clock: WallClock

  /// `tokenLifetimeDays`: how many days a web auth token stays accepted unused.
  /// `clock`: the time, for tests of expiry.
  package init(
    store: any ServerStore, tokenLifetimeDays: Int = Accounts.defaultTokenLifetimeDays,
    clock: WallClock = .system
  ) {
    self.store = store
    self.tokenLifetime =
      Int64(min(max(1, tokenLifetimeDays), Accounts.longestTokenLifetimeDays)) * 86_400_000
    self.clock = clock
  }

  /// How many days a web auth token stays accepted unused, unless the operator says.
  package static let defaultTokenLifetimeDays = 90
  /// The longest lifetime an operator may give: a hundred years.
  package static let longestTokenLifetimeDays = 36_500

  // MARK: Users

  /// Adds a user; answers their new userRecordName ("_" + 32 hex).
  /// `developer`: may extend the development schema with new record types and fields.
  package func addUser(name: String, password: String, developer: Bool = false) throws -> String {
    guard Accounts.isValidName(name) else {
      throw ServerSetupError(
        "A user name must be 1 to 100 characters without spaces or control characters; "
          + "\"\(name.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : "\($0)" }.joined())\" is not."
      )
    }
    try Accounts.checkNewPassword(password)
    let userRecordName = "_" + Token.hex(bytes: 16)
    let hash = Bcrypt.hash(password, cost: Accounts.bcryptCost)
    return try store.write { db in
      let skeleton = UserNames.skeleton(name)
      for existing in try db.values(String.self, "SELECT name FROM authUser")
      where UserNames.skeleton(existing) == skeleton {
        throw ServerSetupError(
          existing == name
            ? "A user named \(name) already exists; pick another name."
            : "A user named \(existing) exists, and \(name) would look the same to a person"
              + " signing in; pick a name that looks different.")
      }
      try db.execute(
        """
        INSERT INTO authUser (userRecordName, name, passwordHash, created, developer)
        VALUES (?, ?, ?, ?, ?)
        """, userRecordName, name, hash, clock.now().milliseconds, developer)
      return userRecordName
    }
  }

  /// What a user name may be: 1 to 100 characters, none of them a space or a control
  /// character. A NUL especially: SQLite would read the name only up to it.
  package static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 100
      && name.unicodeScalars.allSatisfy {
        !CharacterSet.whitespacesAndNewlines.contains($0)
          && !CharacterSet.controlCharacters.contains($0)
      }
  }

  /// The user `name` names: the one of that exact name, or else the one whose name is the
  /// same to `UserNames.identity` (typed in another case or normalization form); nil when
  /// none is, or when several are (accounts made before names were compared so).
  package func user(named name: String) throws -> User? {
    try account(named: name).map { User(userRecordName: $0.userRecordName, name: $0.name) }
  }

  private struct Account {
    var userRecordName: String
    var name: String
    var passwordHash: String
  }

  private func account(named name: String) throws -> Account? {
    try store.read { db in
      let columns = "SELECT userRecordName, name, passwordHash FROM authUser"
      func account(_ row: SQLRow) throws -> Account {
        Account(userRecordName: try row[0], name: try row[1], passwordHash: try row[2])
      }
      if let exact = try db.row("\(columns) WHERE name = ?", name) { return try account(exact) }
      let identity = UserNames.identity(name)
      let found = try db.rows(columns, []).map(account).filter {
        UserNames.identity($0.name) == identity
      }
      return found.count == 1 ? found[0] : nil
    }
  }

  /// The user whose name and password these are, or nil.
  package func verify(name: String, password: String) throws -> User? {
    guard Accounts.isValidName(name) else { return nil }
    guard let account = try account(named: name) else {
      // Spend the same time as a real check, so a wrong name is not told apart by timing.
      _ = Bcrypt.verify(password, hash: Accounts.decoyHash)
      return nil
    }
    guard Bcrypt.verify(password, hash: account.passwordHash) else { return nil }
    return User(userRecordName: account.userRecordName, name: account.name)
  }

  private static let decoyHash = Bcrypt.hash("decoy password", cost: bcryptCost)

  // MARK: API tokens

  /// The container's API token, created on first use.
  package func apiToken(container: String) throws -> String {
    try store.write { db in
      // Two instances asking at once: the second finds the first's token.
      try db.execute(
        """
        INSERT INTO authAPIToken (container, token, created) VALUES (?, ?, ?)
        ON CONFLICT (container) DO NOTHING
        """, container, Token.hex(bytes: 32), clock.now().milliseconds)
      guard
        let token = try db.value(
          String.self, "SELECT token FROM authAPIToken WHERE container = ?", container)
      else { throw ServerSetupError("The API token of \(container) could not be made.") }
      return token
    }
  }

  /// The container an API token belongs to, or nil.
  package func container(ofAPIToken token: String) throws -> String? {
    if let known = knownContainer(ofAPIToken: token) { return known }
    let container = try store.readStatement { db in
      try db.value(String.self, "SELECT container FROM authAPIToken WHERE token = ?", token)
    }
    // An API token never changes container and is never revoked, so it can be remembered.
    if let container { knownAPITokens.withLock { $0[token] = container } }
    return container
  }

  /// The container of an API token already read, without asking the database.
  func knownContainer(ofAPIToken token: String) -> String? {
    knownAPITokens.withLock { $0[token] }
  }
}

/// Random tokens from the system's secure generator.
enum Token {
  static func hex(bytes: Int) -> String { Hex.random(bytes: bytes) }

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
  package func name(ofUser userRecordName: String) throws -> String? {
    try store.read { db in
      try db.value(
        String.self, "SELECT name FROM authUser WHERE userRecordName = ?", userRecordName)
    }
  }
}
