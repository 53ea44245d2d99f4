import Foundation
import GRDB
import Library

/// A table of the library as the migrations make it (`LibrarySchema`), read at run time from
/// a library made in memory: its columns (name, type, whether NULL is allowed, default), how
/// its rows are stored (a rowid table, or a WITHOUT ROWID table kept in an index b-tree with
/// its primary key first) and the columns that name a row. The page scanner reads every table
/// by these shapes, so a table a migration adds is read without being listed anywhere.
struct TableShape: Sendable {
  /// What a column holds, by its declared type (SQLite's affinity rules, simplified).
  enum Affinity: Sendable {
    /// Whole numbers (`INTEGER`).
    case integer
    /// Numbers, a whole one written as an integer in the file (`REAL`).
    case real
    /// Text (`TEXT`).
    case text
    /// Bytes (`BLOB`): the library declares it only for a column that holds nothing else.
    case blob
    /// Anything (no type).
    case any
  }

  /// One column, in the table's order.
  struct Column: Sendable {
    /// Its name.
    let name: String
    /// What it holds.
    let affinity: Affinity
    /// Whether NULL is refused.
    let notNull: Bool
    /// The value a row written before the column was added reads as.
    let defaultValue: DatabaseValue
  }

  /// The table's name.
  let name: String
  /// Its columns, in the table's order.
  let columns: [Column]
  /// Whether its rows are kept in an index b-tree (`WITHOUT ROWID`).
  let withoutRowID: Bool
  /// The column that is the row id (`INTEGER PRIMARY KEY`), which the file stores as NULL.
  let rowIDColumn: Int?
  /// The order a record of the file holds the columns in: the table's, or for a WITHOUT
  /// ROWID table the primary key's columns first, then the others.
  let storedOrder: [Int]
  /// The columns that name a row (its primary key, else its first unique column); empty
  /// when the row id alone names it.
  let key: [Int]

  /// Every table of the library the migrations make, SQLite's own and the virtual tables
  /// left out (a virtual table keeps its rows in tables of its own, listed here).
  static let library: [TableShape] = {
    do {
      let queue = try DatabaseQueue()
      try LibrarySchema.migrator.migrate(queue)
      return try queue.read { db in
        try Row.fetchAll(
          db,
          sql: """
            SELECT name, sql FROM sqlite_master WHERE type = 'table' AND rootpage > 0
              AND name NOT LIKE 'sqlite_%' ORDER BY name
            """
        ).map { try TableShape(db, name: $0["name"], sql: $0["sql"]) }
      }
    } catch {
      // The migrations run in memory for every test and every start that recovers.
      preconditionFailure("the library's schema could not be made in memory: \(error)")
    }
  }()

  /// The library's tables by name.
  static let byName = Dictionary(uniqueKeysWithValues: library.map { ($0.name, $0) })

  /// The shape of `name` in `db`, made by `sql`.
  init(_ db: Database, name: String, sql: String) throws {
    self.name = name
    withoutRowID = sql.uppercased().contains("WITHOUT ROWID")
    let info = try Row.fetchAll(db, sql: "PRAGMA table_info(\(name.quotedDatabaseIdentifier))")
    // A primary key is never NULL in the library, though SQLite allows it in a rowid table.
    columns = info.map { row in
      Column(
        name: row["name"], affinity: Self.affinity(row["type"]),
        notNull: row["notnull"] || (row["pk"] as Int) > 0,
        defaultValue: Self.literal(row["dflt_value"]))
    }
    let primary = info.enumerated().filter { ($0.element["pk"] as Int) > 0 }
      .sorted { ($0.element["pk"] as Int) < ($1.element["pk"] as Int) }.map(\.offset)
    let aliasesRowID =
      !withoutRowID && primary.count == 1
      && (info[primary[0]]["type"] as String).uppercased() == "INTEGER"
    rowIDColumn = aliasesRowID ? primary[0] : nil
    storedOrder =
      withoutRowID
      ? primary + columns.indices.filter { !primary.contains($0) } : columns.indices.map { $0 }
    if aliasesRowID {
      key = []
    } else if !primary.isEmpty {
      key = primary
    } else {
      key = try Self.uniqueColumn(db, name, columns).map { [$0] } ?? []
    }
  }

  /// The first column a unique index of `table` covers alone, if any.
  private static func uniqueColumn(_ db: Database, _ table: String, _ columns: [Column]) throws
    -> Int?
  {
    for index in try Row.fetchAll(
      db, sql: "PRAGMA index_list(\(table.quotedDatabaseIdentifier))")
    where (index["unique"] as Bool) {
      let names = try String.fetchAll(
        db,
        sql: "SELECT name FROM pragma_index_info(?)", arguments: [index["name"] as String])
      if names.count == 1, let column = columns.firstIndex(where: { $0.name == names[0] }) {
        return column
      }
    }
    return nil
  }

  /// SQLite's affinity of a declared type.
  static func affinity(_ declared: String) -> Affinity {
    let type = declared.uppercased()
    if type.contains("INT") { return .integer }
    if type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT") { return .text }
    if type.contains("REAL") || type.contains("FLOA") || type.contains("DOUB") { return .real }
    return type.contains("BLOB") ? .blob : .any
  }

  /// A default as `PRAGMA table_info` writes it: a number, a quoted text, or NULL.
  static func literal(_ text: String?) -> DatabaseValue {
    guard let text else { return .null }
    if let number = Int64(text) { return number.databaseValue }
    if let number = Double(text) { return number.databaseValue }
    if text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") {
      return String(text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        .databaseValue
    }
    return .null
  }
}
