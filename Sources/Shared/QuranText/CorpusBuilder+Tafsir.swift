import Foundation
import GRDB

/// The tafsir's part of the corpus (its 2.6 MB of text and their search index), which depends
/// on the tafsir file alone: built in a database of its own on the thread that reads the file,
/// while the text is written on the build's own thread, then copied into the corpus table by
/// table (its rows and its index's pages as they are, none folded or tokenized again).
extension CorpusBuilder {
  /// The tables the tafsir's part holds: its rows, and the FTS5 index's own tables.
  static let tafsirTables = [
    "tafsir", "search_tafsir_data", "search_tafsir_idx", "search_tafsir_docsize",
    "search_tafsir_config",
  ]

  /// The corpus at `path` when its tafsir's part can be copied as it is: built by this schema
  /// from the pinned tafsir file that `source` still holds (the same size and time, as the
  /// corpus's own fingerprint trusts); nil otherwise. So a version switch, or a translation
  /// fetched again, keeps the tafsir: it is neither hashed, read, folded nor indexed again.
  static func reusableTafsir(at path: String, source: CorpusSource) -> String? {
    guard FileManager.default.fileExists(atPath: path), let corpus = try? Corpus(path: path)
    else { return nil }
    let meta = try? corpus.database.read { db in
      try Dictionary(
        uniqueKeysWithValues: Row.fetchAll(
          db, sql: "SELECT key, value FROM meta WHERE key IN ('schemaVersion', 'tafsir', ?)",
          arguments: [tafsirFileKey]
        ).map { (row: Row) -> (String, String) in (row["key"], row["value"]) })
    }
    guard let meta, meta["schemaVersion"] == schemaVersion,
      meta["tafsir"] == FileCheck.matches.stored,
      meta[tafsirFileKey] == source.fingerprint(of: PinnedText.tafsir)
    else { return nil }
    return path
  }

  /// The meta key of the tafsir file's size and time when the corpus's tafsir was built.
  static let tafsirFileKey = "tafsirFile"

  /// Creates the tafsir's tables, empty.
  static func createTafsirSchema(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE tafsir(
          position INTEGER PRIMARY KEY, text TEXT NOT NULL,
          first INTEGER NOT NULL, last INTEGER NOT NULL);
        CREATE VIRTUAL TABLE search_tafsir USING fts5(text, content='', tokenize='unicode61 remove_diacritics 0');
        """)
  }

  /// Writes `tafsir` into a new database at `path` with the corpus's tafsir tables, to be
  /// copied by `copyTafsir(from:_:)`.
  static func writeTafsir(_ tafsir: StudyReading.Tafsir, to path: String) throws {
    try? FileManager.default.removeItem(atPath: path)
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
      try db.inTransaction {
        try createTafsirSchema(db)
        try insertTafsir(tafsir, db)
        return .commit
      }
    }
    try queue.close()
  }

  /// Copies the tafsir's tables from the database at `path` (the part `writeTafsir` wrote,
  /// or an earlier corpus) into `db`'s, which are as `createTafsirSchema` left them, in one
  /// transaction. Both hold the same declarations, made by the same SQLite, so the index's
  /// tables are valid as they are copied.
  static func copyTafsir(from path: String, _ db: Database) throws {
    try db.execute(sql: "ATTACH DATABASE ? AS tafsirPart", arguments: [path])
    defer { try? db.execute(sql: "DETACH DATABASE tafsirPart") }
    try db.inTransaction {
      for table in tafsirTables {
        try db.execute(
          sql:
            "DELETE FROM main.\(table); INSERT INTO main.\(table) SELECT * FROM tafsirPart.\(table)"
        )
      }
      return .commit
    }
  }

  /// Each ayah's tafsir with the run of ayahs its text explains; a run is indexed for search
  /// once, at its first ayah.
  private static func insertTafsir(_ tafsir: StudyReading.Tafsir, _ db: Database) throws {
    let row = try db.makeStatement(sql: "INSERT INTO tafsir VALUES (?, ?, ?, ?)")
    let index = try db.makeStatement(sql: "INSERT INTO search_tafsir(rowid, text) VALUES (?, ?)")
    for (run, folded) in zip(tafsir.runs, tafsir.folded) {
      for position in run {
        try row.execute(arguments: [
          position + 1, tafsir.sections[position], run.lowerBound + 1, run.upperBound + 1,
        ])
      }
      try index.execute(arguments: [run.lowerBound + 1, folded])
    }
  }
}
