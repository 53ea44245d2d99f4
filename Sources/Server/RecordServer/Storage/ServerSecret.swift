import CloudRecords
import Crypto
import Foundation
import Synchronization

/// The server's secret, with which it signs what it hands a client to echo back (a query's
/// `continuationMarker`), so that what comes back is checked, by its MAC, before anything in
/// it is read. Kept in the database itself (table `server_secret`, created with its secret on
/// first use): every instance sharing a PostgreSQL database signs alike, a SQLite file's
/// secret is as private as the file (0600). `copy` and `restore` leave it behind: the new
/// database makes its own, and a marker handed out before is refused (the client then starts
/// its query again, as the refusal says).
final class ServerSecret: Sendable {
  private let store: any ServerStore
  private let loaded = Mutex<SymmetricKey?>(nil)

  init(store: any ServerStore) { self.store = store }

  /// The key, read (or created) once, then kept. Never call it inside a transaction.
  func key() throws -> SymmetricKey {
    if let key = loaded.withLock({ $0 }) { return key }
    let key: SymmetricKey
    do {
      key = try Self.load(from: store)
    } catch {
      // Two instances creating the table at once: one loses, then finds it.
      key = try Self.load(from: store)
    }
    loaded.withLock { $0 = key }
    return key
  }

  private static func load(from store: any ServerStore) throws -> SymmetricKey {
    let fresh = SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }.base64EncodedString()
    let text = try store.write { db -> String? in
      try db.execute(
        "CREATE TABLE IF NOT EXISTS server_secret (name TEXT PRIMARY KEY, secret TEXT NOT NULL)")
      try db.execute(
        "INSERT INTO server_secret (name, secret) VALUES ('marker', ?)"
          + " ON CONFLICT (name) DO NOTHING", fresh)
      return try db.value(String.self, "SELECT secret FROM server_secret WHERE name = 'marker'")
    }
    guard let text, let data = Data(base64Encoded: text), data.count >= 32 else {
      throw ServerError(
        .internalError,
        "The server's secret (table server_secret) is damaged; delete its row and the server"
          + " makes a new one (query markers handed out before are then refused).")
    }
    return SymmetricKey(data: data)
  }
}
