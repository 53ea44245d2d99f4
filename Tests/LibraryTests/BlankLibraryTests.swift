import GRDB
import Testing

@testable import Library

/// The library a home without one reads (`BlankLibrary`) is the one the migrations make:
/// the same tables, indexes and triggers, word for word, and the same rows.
@Suite struct BlankLibraryTests {
  /// Every schema object but SQLite's own, and every row, as SQL that makes them again.
  static func dump(_ database: some DatabaseReader) throws -> String {
    try database.read { db in
      let objects = try Row.fetchAll(
        db,
        sql: """
          SELECT type, name, sql FROM sqlite_master
          WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid
          """)
      // A virtual table (full-text search) makes its own tables: they are not written.
      let virtual = objects.filter { ($0["sql"] as String).hasPrefix("CREATE VIRTUAL TABLE") }
        .map { (row: Row) -> String in row["name"] }
      let written = objects.filter { row in
        let name: String = row["name"]
        return !virtual.contains { name.hasPrefix($0 + "_") }
      }
      var lines = written.map { row -> String in row["sql"] + ";" }
      for table in written where table["type"] == "table" {
        let name: String = table["name"]
        let columns = try db.columns(in: name).map { "quote(\"\($0.name)\")" }
        let values = try String.fetchAll(
          db, sql: "SELECT \(columns.joined(separator: " || ', ' || ")) FROM \"\(name)\"")
        // The device's name is random, in either library.
        lines += values.sorted().map {
          name == "readingDevice"
            ? #"INSERT INTO "readingDevice" VALUES(1, lower(hex(randomblob(8))));"#
            : "INSERT INTO \"\(name)\" VALUES(\($0));"
        }
      }
      return lines.joined(separator: "\n")
    }
  }

  @Test func theBlankLibraryIsWhatTheMigrationsMake() throws {
    let migrated = try DatabaseQueue()
    try LibrarySchema.migrator.migrate(migrated)
    let expected = try Self.dump(migrated)
    let blank = try BlankLibrary.make()
    #expect(
      try Self.dump(blank) == expected,
      "BlankLibrary.schema is not what the migrations make; make it this:\n\(expected)")
    #expect(try blank.read { try LibrarySchema.migrator.hasCompletedMigrations($0) })
  }

  /// A kind's own table (`KindMigration`) is made in the blank library as its step makes it
  /// after the library's own: a new synced type touches neither this file's schema nor the
  /// migrations'.
  @Test func aKindsOwnTableIsInTheBlankLibraryAsItsStepMakesIt() throws {
    let steps = [
      KindMigration(
        "test-bookmarks", makes: ["bookmark"],
        sql: "CREATE TABLE bookmark(ayahID TEXT PRIMARY KEY, label TEXT NOT NULL);"),
      KindMigration(
        "test-bookmarks-time", sql: "ALTER TABLE bookmark ADD COLUMN markedAt INTEGER;"),
    ]
    let migrated = try DatabaseQueue()
    try LibrarySchema.migrator(kindSteps: steps).migrate(migrated)
    let expected = try Self.dump(migrated)
    #expect(expected.contains("markedAt"))
    let blank = try BlankLibrary.make(kindSteps: steps)
    #expect(try Self.dump(blank) == expected)
    #expect(
      try blank.read { try LibrarySchema.migrator(kindSteps: steps).hasCompletedMigrations($0) })
  }
}
