import Clocks
import CloudRecords
import Foundation
import Synchronization

/// The database's identity and past, which `records/query` answers carry (`ServerHistory`),
/// kept in the database itself (table `server_history`): every instance sharing a PostgreSQL
/// database tells the same, and `quran-records copy` carries it along (a copy is the same
/// history). `restore` gives the restored database a new identity and writes where it came
/// from: the backup's identity and when it was taken, which `backup` wrote into it. A device
/// that meets another identity than the one it last saw knows the server may have gone back
/// in time, and sends again what the server lacks instead of deleting it.
final class ServerLineage: Sendable {
  /// What the table says, read once.
  struct Known: Sendable, Equatable {
    let lineage: String
    let restoredFrom: String?
    let restoredFromTakenAt: Int64?
  }

  private let store: any ServerStore
  private let loaded = Mutex<Known?>(nil)

  init(store: any ServerStore) { self.store = store }

  /// The history as of `now`. Never call it inside a transaction.
  func history(now: Date) throws -> ServerHistory {
    let known = try self.known()
    return ServerHistory(
      lineage: known.lineage, time: now.milliseconds, restoredFrom: known.restoredFrom,
      restoredFromTakenAt: known.restoredFromTakenAt)
  }

  /// The identity, read (or made) once, then kept.
  func known() throws -> Known {
    if let known = loaded.withLock({ $0 }) { return known }
    // Read first: a write transaction only the once the identity is made.
    var known = try store.read { db in try Self.read(db, making: false) }
    if known.lineage.isEmpty { known = try store.write { db in try Self.read(db) } }
    loaded.withLock { $0 = known }
    return known
  }

  /// Reads the table, making the identity when the database has none yet (unless `making`
  /// is false: then an empty lineage says there is none).
  static func read(_ db: any SQLTransaction, making: Bool = true) throws -> Known {
    if making {
      try db.execute(
        "INSERT INTO server_history (name, value) VALUES ('lineage', ?) ON CONFLICT (name) DO NOTHING",
        UUID().uuidString.lowercased())
    }
    let values = try db.rows("SELECT name, value FROM server_history").reduce(
      into: [String: String]()
    ) { values, row in
      let (name, value): (String, String) = (try row[0], try row[1])
      values[name] = value
    }
    return Known(
      lineage: values["lineage"] ?? "", restoredFrom: values["restoredFrom"],
      restoredFromTakenAt: values["restoredFromTakenAt"].flatMap { Int64($0) })
  }

  /// Run in a backup just written, with the time it was taken in milliseconds: its
  /// identity came with the copy, when it was taken is written beside it.
  static let backupTakenAtSQL =
    "INSERT INTO server_history (name, value) VALUES ('backupTakenAt', CAST(? AS TEXT))"
    + " ON CONFLICT (name) DO UPDATE SET value = excluded.value"

  /// In a backup being restored: forgets its identity and says where it came from, so the
  /// server it becomes has an identity of its own. `fileTime`, the backup file's own time,
  /// stands for when it was taken when the backup does not say (one written before this).
  /// Every user's change numbers jump far ahead, so no change made after the restore is
  /// given a change number a device saw before it; a user the backup did not know yet counts
  /// from the start again, which is why tags also carry the identity (`ChangeTag`).
  static func markRestored(_ db: any SQLTransaction, fileTime: Date) throws {
    let lineage = try db.value(
      String.self, "SELECT value FROM server_history WHERE name = 'lineage'")
    let taken =
      try db.value(String.self, "SELECT value FROM server_history WHERE name = 'backupTakenAt'")
      .flatMap { Int64($0) } ?? fileTime.milliseconds
    try db.execute("DELETE FROM server_history")
    if let lineage {
      try db.execute(
        "INSERT INTO server_history (name, value) VALUES ('restoredFrom', ?)", lineage)
    }
    try db.execute(
      "INSERT INTO server_history (name, value) VALUES ('restoredFromTakenAt', ?)",
      String(taken))
    try db.execute("UPDATE records_scope SET sequence = sequence + ?", sequenceJump)
  }

  /// How far a restore moves every user's change numbers (`markRestored`).
  static let sequenceJump: Int64 = 1_000_000_000
}
