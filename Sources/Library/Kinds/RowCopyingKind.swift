import AppRecords
import Foundation
import GRDB

/// A kind whose rows a recovery brings back as they are: a row whose key the library lacks is
/// added, with a journal entry at the row's own time so that the next sync sends it; a row the
/// library has stays. Settings are brought back so, and so is a kind that makes its own
/// tables (`KindMigration`) by saying which row it keeps. The kinds an export carries come
/// back through its merge instead (`Salvage.batch`).
protocol RowCopyingKind: RecordKind {
  /// The row of the kind's table.
  associatedtype Row: SyncedRow

  /// The library key of `row`'s record and when it last changed; nil for a row that names
  /// none.
  func recovered(_ row: Row) -> (key: String, at: Date)?
}

/// The rows of one kind read from a damaged library or a backup, to add where missing.
public struct RecoveredRows {
  /// Their kind's type.
  let type: RecordType
  /// Adds the rows the library lacks, each with its journal entry; how many.
  let addMissing: (Database) throws -> Int
}

extension RowCopyingKind {
  /// The rows of the kind that `salvage` can read; none from a library without its table.
  func recoveredRows(_ salvage: Salvage) -> RecoveredRows? {
    guard (try? salvage.db.hasTable(Row.databaseTableName)) == true else { return nil }
    let rows = salvage.records(Row.self) { row in recovered(row).map { (row, $0) } }
    return RecoveredRows(type: type) { db in
      var added = 0
      for (row, recovered) in rows {
        // A row whose key names no record is not added: it could never be sent.
        guard
          let identity = try identity(
            key: recovered.key, recordName: nil, SyncTransaction(db: db))
        else { continue }
        try row.insert(db, onConflict: .ignore)
        guard db.changesCount > 0 else { continue }
        try LibraryStore.journal(identity, .save, at: recovered.at, db)
        added += 1
      }
      return added
    }
  }
}

extension LibraryStore {
  /// Adds the rows of `recovered` that the library lacks, each with its journal entry, in one
  /// transaction; how many of each type it added.
  func addMissing(_ recovered: [RecoveredRows]) throws -> [RecordType: Int] {
    try write { db in
      var added: [RecordType: Int] = [:]
      for rows in recovered { added[rows.type, default: 0] += try rows.addMissing(db) }
      return added
    }
  }
}
