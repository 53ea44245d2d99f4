import Foundation
import GRDB
import QuranText

/// The reader's own data in one SQLite file.
///
/// Every method that changes something runs one transaction that also writes the journal
/// entry for each record it touched, so a change and the note that it must be sent are kept
/// or lost together.
///
///     let store = try LibraryStore(path: home.libraryPath)
///     try store.setFavorite(AyahID.parse("2:255"), true)
public final class LibraryStore: Sendable {
  let pool: DatabasePool

  public init(path: String) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    PrivateFile.create(at: path)
    pool = try DatabasePool(path: path, configuration: configuration)
    // A person's notes must survive a power cut too, not only a crash: every commit reaches
    // the disk before it returns (GRDB's WAL default, NORMAL, can lose the last commits).
    try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = FULL") }
    try LibrarySchema.migrator.migrate(pool)
  }

  /// Runs `change` in one write transaction.
  func write<T>(_ change: (Database) throws -> T) throws -> T {
    try pool.write(change)
  }

  func read<T>(_ body: (Database) throws -> T) throws -> T {
    try pool.read(body)
  }

  /// Notes that a record changed, in the transaction that changed it. A change that has not
  /// been sent yet is replaced by the newer one of the same record.
  static func journal(
    _ type: RecordType, _ key: String, _ operation: JournalEntry.Operation, at date: Date,
    _ db: Database
  ) throws {
    try db.run(
      """
      INSERT OR REPLACE INTO journal(recordType, recordKey, operation, changedAt)
      VALUES (?, ?, ?, ?)
      """, [type.rawValue, key, operation.rawValue, date.milliseconds])
  }

  /// The changes waiting to be sent, oldest first.
  public func pendingChanges() throws -> [JournalEntry] {
    try read { db in
      try Row.fetchAll(db, sql: "SELECT * FROM journal ORDER BY sequence").compactMap { row in
        guard let type = RecordType(rawValue: row["recordType"]),
          let operation = JournalEntry.Operation(rawValue: row["operation"])
        else { return nil }
        return JournalEntry(
          sequence: row["sequence"], recordType: type, recordKey: row["recordKey"],
          operation: operation, changedAt: Date(milliseconds: row["changedAt"]))
      }
    }
  }
}
