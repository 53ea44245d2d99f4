import GRDB
import GRDBSQLite

extension LibrarySchema {
  /// Whether every registered migration is applied to `db` (what GRDB's
  /// `hasCompletedMigrations` says), read with one statement through SQLite's own API: GRDB's
  /// way, a `Set` fetched through its value protocols and a look at the schema, searches the
  /// program's conformances four times before the reader's first frame. Where that
  /// statement fails (no migrations table yet, a damaged file), GRDB's own check answers, or
  /// throws as it always did.
  static func isCurrent(_ db: Database) throws -> Bool {
    var statement: OpaquePointer?
    defer { sqlite3_finalize(statement) }
    let sql = "SELECT identifier FROM grdb_migrations"
    guard sqlite3_prepare_v2(db.sqliteConnection, sql, -1, &statement, nil) == SQLITE_OK else {
      return try migrator.hasCompletedMigrations(db)
    }
    var applied = Set<String>()
    var step = sqlite3_step(statement)
    while step == SQLITE_ROW {
      if let text = sqlite3_column_text(statement, 0) { applied.insert(String(cString: text)) }
      step = sqlite3_step(statement)
    }
    guard step == SQLITE_DONE else { return try migrator.hasCompletedMigrations(db) }
    return migrator.migrations.allSatisfy(applied.contains)
  }
}
