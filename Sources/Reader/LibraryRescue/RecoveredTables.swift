import GRDB
import Library

/// What `quran library recover` does with each table of the library it reads from a damaged
/// file: every table the schema makes is named here, either as the person's (brought back,
/// through the same merge a backup's rows go through) or as one made again from those or
/// from the server, with why. A table a migration adds and nobody names here fails
/// `EveryTableRecoveryTests`, so it cannot be forgotten.
enum RecoveredTables {
  /// The person's tables: their rows are brought back. So are those the kinds make
  /// (`KindMigration.tables`).
  static let broughtBack = Set(RecordKinds.migrations.flatMap(\.tables)).union([
    "note", "deletedNote", "favorite", "progress", "setting",
    "readingDayAyah", "readingDaySeconds", "readingDaySurah", "readingGoal", "readingPlan",
    "memorizeReview", "memorizePlan", "trash", "legacyImport", "noteVersion",
  ])

  /// The tables made again rather than brought back, with why.
  static let madeAgain: [String: String] = [
    "grdb_migrations": "the schema's version: the new library has its own",
    "journal": "what is still to be sent: the merge writes an entry for every row it brings back",
    "noteSearch_data": "the notes' search: made again from the notes",
    "noteSearch_idx": "the notes' search: made again from the notes",
    "noteSearch_content": "the notes' search: made again from the notes",
    "noteSearch_docsize": "the notes' search: made again from the notes",
    "noteSearch_config": "the notes' search: made again from the notes",
    "readingDaySummary": "each day's totals: worked out again from the log brought back",
    "memorizeAyah": "each ayah's schedule: made again from the grades brought back",
    "serverRecord": "the server's versions: learnt again at the next sync",
    "serverGone": "what the server deleted: learnt again at the next sync",
    "serverAncestry": "the server's earlier versions: learnt again at the next sync",
    "syncState": "the sync's place in the server's changes: the next sync starts afresh",
    "sentNote": "what was being sent: the merge's journal entries send it again",
    "noteLeft":
      "when each text of a note was left here: the sync's guide, without which a restore"
      + " elsewhere of an earlier text is weighed by the note's last change",
    "noteRestore":
      "which notes were brought back from the trash: the sync's guide, without which an edit"
      + " elsewhere of the words brought back leaves a conflict copy",
    "readingElsewhere": "other devices' reading: pulled again from the server",
    "readingDevice": "this library's name among the devices: the new library has its own",
  ]

  /// The rows of the person's tables in `tables`, written into `db` (a library the
  /// migrations made, empty): each row as it was, a row the table refuses left out, and a
  /// note the library had deleted (its id in `deletedNote`) not brought back.
  static func write(_ tables: ScannedTables, into db: Database) throws {
    for (table, rows) in tables.rows where broughtBack.contains(table) {
      guard let shape = TableShape.byName[table] else { continue }
      let names = shape.columns.map(\.name.quotedDatabaseIdentifier).joined(separator: ", ")
      let marks = Array(repeating: "?", count: shape.columns.count).joined(separator: ", ")
      let statement = try db.makeStatement(
        sql: "INSERT OR IGNORE INTO \(table.quotedDatabaseIdentifier)(\(names)) VALUES (\(marks))")
      for row in rows {
        try? statement.execute(
          arguments: StatementArguments(row))
      }
    }
    try db.execute(sql: "DELETE FROM note WHERE id IN (SELECT id FROM deletedNote)")
  }
}
