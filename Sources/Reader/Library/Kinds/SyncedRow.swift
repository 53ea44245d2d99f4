import GRDB

/// A row of a synced type's table, one record of its kind per row, found by the column that
/// holds the record's key: what a kind reads, keeps and removes as the server has it (not
/// journaled), and the keys it names for `SyncTransaction.unsentKeys`.
package protocol SyncedRow: FetchableRecord, PersistableRecord {
  /// The column that holds the record's library key.
  static var keyColumn: String { get }
}

extension SyncedRow {
  /// The key of every row, as `k` (`RecordKind.localKeysSQL`).
  package static var keysSQL: String {
    "SELECT CAST(\(keyColumn) AS TEXT) AS k FROM \(databaseTableName)"
  }

  /// The row keyed `key`, if the library has it.
  package static func row(_ key: some DatabaseValueConvertible, _ tx: SyncTransaction) throws
    -> Self?
  {
    try tx.db.first(Self.self, "SELECT * FROM \(databaseTableName) WHERE \(keyColumn) = ?", [key])
  }

  /// Keeps the row as the server has it, in place of any with its key (not journaled).
  package func put(_ tx: SyncTransaction) throws { try insert(tx.db, onConflict: .replace) }

  /// Removes the row keyed `key`, as the server deleted its record (not journaled).
  package static func remove(_ key: some DatabaseValueConvertible, _ tx: SyncTransaction) throws {
    try tx.db.run("DELETE FROM \(databaseTableName) WHERE \(keyColumn) = ?", [key])
  }
}
