import AppRecords
import Foundation
import GRDB
import Interface
import JSONScanner

/// A kind carried as its rows, as its table keeps them: a recovery adds the rows the library
/// lacks, an export writes every row in its `records` section, and an import merges them, the
/// later change winning by the row's time. Each row it adds or replaces gets a journal entry
/// at the row's own time, so that the next sync sends it and still loses to a later change on
/// the server. Settings are carried so, and so is a kind that makes its own tables
/// (`KindMigration`) by saying which row it keeps. The kinds the export's own sections carry
/// (favorites, notes, progress, reading, memorizing) come back through their merge instead.
protocol RowCopyingKind: RecordKind {
  /// The row of the kind's table, written to an export and read back as its `Codable` says.
  associatedtype Row: SyncedRow & Codable

  /// The library key of `row`'s record and when it last changed; nil for a row that names
  /// none.
  func recovered(_ row: Row) -> (key: String, at: Date)?
}

/// What recovery, export and import do with the rows of a kind carried as its rows
/// (`RowCopyingKind`); `RecordKind.carriedRows`.
public struct CarriedRows {
  /// The kind's type: the rows' name in an export's `records`.
  let type: RecordType
  /// The rows a damaged library or backup still holds; nil from one without the kind's table.
  let recovered: (Salvage) -> RecoveredRows?
  /// Every row the library holds, as JSON, for an export.
  let exported: (Database) throws -> [JSONValue]
  /// An export's rows split into those an import merges and, for the others, the lines of the
  /// report that say why they were left out.
  let checked: ([JSONValue]) -> (kept: [JSONValue], leftOut: [String])
  /// Merges rows that `checked` kept, in the import's transaction, and counts them.
  let merged: ([JSONValue], Database) throws -> ImportCounts.Tally
}

/// The rows of one kind read from a damaged library or a backup, to add where missing.
public struct RecoveredRows {
  /// Their kind's type.
  let type: RecordType
  /// Adds the rows the library lacks, each with its journal entry; how many.
  package let addMissing: (Database) throws -> Int
}

extension RowCopyingKind {
  /// Its rows, as they are.
  public var carriedRows: CarriedRows? {
    CarriedRows(
      type: type, recovered: recoveredRows, exported: exportedRows, checked: checkedRows,
      merged: mergedRows)
  }

  /// The rows of the kind that `salvage` can read; none from a library without its table.
  private func recoveredRows(_ salvage: Salvage) -> RecoveredRows? {
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

  /// Every row, in the order of their keys.
  private func exportedRows(_ db: Database) throws -> [JSONValue] {
    guard try db.hasTable(Row.databaseTableName) else { return [] }
    return try Row.fetchAll(
      db, sql: "SELECT * FROM \(Row.databaseTableName) ORDER BY \(Row.keyColumn)"
    ).map { try CarriedRowJSON.encode($0) }
  }

  /// Keeps each row that reads as the kind's, names one of its records and is small enough to
  /// sync; the others are left out, each with its reason (`records: TYPE #N — why`).
  private func checkedRows(_ rows: [JSONValue]) -> (kept: [JSONValue], leftOut: [String]) {
    var kept: [JSONValue] = []
    var leftOut: [String] = []
    for (index, json) in rows.enumerated() {
      let place = "records: \(type.rawValue) #\(index + 1) — "
      guard let row = try? CarriedRowJSON.decode(Row.self, from: json),
        let key = recovered(row)?.key, key.utf8.count <= RecordIdentity.longestName,
        self.key(nameRest: key) != nil
      else {
        leftOut.append(place + ImportText.recordUnreadable(type.rawValue))
        continue
      }
      let size = CarriedRowJSON.size(of: json)
      guard size <= CarriedRowJSON.largest else {
        leftOut.append(place + ImportText.recordTooLarge(ByteSize.text(Int64(size))))
        continue
      }
      kept.append(json)
    }
    return (kept, leftOut)
  }

  /// Adds each row whose key the library lacks and replaces each that the library holds from
  /// before the row's time, with a journal entry at that time; a row the library holds as
  /// late or later stays.
  private func mergedRows(_ rows: [JSONValue], _ db: Database) throws -> ImportCounts.Tally {
    var tally = ImportCounts.Tally()
    let tx = SyncTransaction(db: db)
    for json in rows {
      let row = try CarriedRowJSON.decode(Row.self, from: json)
      guard let (key, at) = recovered(row),
        let identity = try identity(key: key, recordName: nil, tx)
      else { continue }
      let held = try Row.row(key, tx)
      if let held, let heldAt = recovered(held)?.at, heldAt >= at {
        tally.alreadyPresent += 1
        continue
      }
      try row.put(tx)
      try LibraryStore.journal(identity, .save, at: at, db)
      if held == nil { tally.added += 1 } else { tally.merged += 1 }
    }
    return tally
  }
}

extension RecordKinds {
  /// The rows of every kind carried as its rows, by its type's name, for an export.
  static func exportedRows(_ db: Database) throws -> [String: [JSONValue]] {
    var rows: [String: [JSONValue]] = [:]
    for case let carried? in all.map(\.carriedRows) {
      rows[carried.type.rawValue] = try carried.exported(db)
    }
    return rows
  }
}

extension LibraryStore {
  /// Adds the rows of `recovered` that the library lacks, each with its journal entry, in one
  /// transaction; how many of each type it added.
  package func addMissing(_ recovered: [RecoveredRows]) throws -> [RecordType: Int] {
    try write { db in
      var added: [RecordType: Int] = [:]
      for rows in recovered { added[rows.type, default: 0] += try rows.addMissing(db) }
      return added
    }
  }
}
