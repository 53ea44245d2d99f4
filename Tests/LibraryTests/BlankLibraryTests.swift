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
}
