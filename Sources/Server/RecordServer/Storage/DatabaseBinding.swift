import Clocks
import CloudRecords
import Foundation

/// Which PostgreSQL database a lineage belongs to: the database's own id in its
/// cluster, kept in `server_history` beside the lineage. `pg_restore` into a new database
/// (the README's procedure) carries the lineage along but not the id, so the server will not
/// serve the restored database until `quran-records restore --db URL --mark-restored` gives it
/// an identity of its own: change tags never repeat and tokens from after the dump are
/// refused, as after a SQLite restore. SQLite needs none: its restore is one command.
enum DatabaseBinding {
  /// The row's name in `server_history`.
  static let name = "database"

  /// The database's id in its cluster, on PostgreSQL; nil on SQLite.
  static func actual(_ db: any SQLTransaction) throws -> String? {
    guard db.dialect == .postgres else { return nil }
    return try db.value(
      String.self,
      "SELECT oid::text || '/' || datname FROM pg_database WHERE datname = current_database()")
  }

  /// Checks, at a server's start, that the database is the one its lineage was made in:
  /// writes the binding where there is none yet (a database of a version before it, or a new
  /// one), refuses a database restored from a dump and not marked.
  static func check(_ store: any ServerStore) throws {
    try store.write { db in
      guard let actual = try actual(db) else { return }
      let stored = try db.value(
        String.self, "SELECT value FROM server_history WHERE name = ?", name)
      let lineage = try db.value(
        String.self, "SELECT value FROM server_history WHERE name = 'lineage'")
      if let stored, stored != actual, lineage != nil {
        throw ServerSetupError(
          "This PostgreSQL database was restored from a dump (or copied) since its server"
            + " last ran: run `quran-records restore --db URL --mark-restored` once, so that it"
            + " has an identity of its own and no device's change is taken for another's;"
            + " then start the server.")
      }
      if stored != actual { try write(actual, db) }
    }
  }

  /// Binds the lineage to this database.
  static func write(_ actual: String, _ db: any SQLTransaction) throws {
    try db.execute(
      "INSERT INTO server_history (name, value) VALUES (?, ?)"
        + " ON CONFLICT (name) DO UPDATE SET value = excluded.value", name, actual)
  }

  /// Forgets the binding, in a copy: its target binds itself at its first start.
  static func forget(_ db: any SQLTransaction) throws {
    try db.execute("DELETE FROM server_history WHERE name = ?", name)
  }
}

extension Restore {
  /// `restore --db URL --mark-restored`: a PostgreSQL database `pg_restore` filled from a
  /// dump becomes a restore — a new identity, where it came from and when (the newest change
  /// the dump holds: what came after it, the dump lacks), every user's change numbers moved
  /// far ahead — in one transaction. Answers a sentence.
  package static func markPostgres(_ location: String) throws -> String {
    guard PostgresLocation.isURL(location) else {
      throw ServerSetupError(
        "--mark-restored is for a PostgreSQL database that pg_restore filled; a SQLite backup"
          + " is restored with --from FILE.")
    }
    let store = try ServerDatabase.open(location)
    try store.write { db in
      let newest =
        try db.value(Int64.self, "SELECT MAX(modifiedAt) FROM records_record") ?? 0
      try db.execute(ServerLineage.backupTakenAtSQL, newest)
      try ServerLineage.markRestored(db, fileTime: Date(milliseconds: newest))
      _ = try ServerLineage.read(db)
      if let actual = try DatabaseBinding.actual(db) { try DatabaseBinding.write(actual, db) }
      // The dump's instances are gone: their heartbeats with them.
      try db.execute("DELETE FROM records_instance")
    }
    return "Marked \(store.location) as restored: it has a new identity, so every device"
      + " sends again what it lacks and no change tag or token from before is taken for one"
      + " of its own. Start the instances again."
  }
}
