import Foundation
import GRDB
import PrivateFiles
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
  let pool: any DatabaseWriter

  /// How a command means to use the library.
  public enum Access: Sendable {
    /// Reads and writes (and creates the file, and migrates it).
    case readWrite
    /// Only reads: nothing is written to the file or beside it, so a command that prints
    /// costs no disk flush. A library that does not exist yet reads as empty; one from an
    /// older version is migrated first (the one write such a command may make).
    case readOnly
  }

  /// Opens the library at `path`, creating and migrating it when `access` is `readWrite`.
  /// Every commit is flushed to the disk (`synchronous = FULL`).
  public init(path: String, access: Access = .readWrite) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    if access == .readOnly, let reader = try Self.openForReading(path, configuration) {
      pool = reader
      return
    }
    PrivateFile.create(at: path)
    let pool = try DatabasePool(path: path, configuration: configuration)
    // A person's notes must survive a power cut too, not only a crash: every commit reaches
    // the disk before it returns (GRDB's WAL default, NORMAL, can lose the last commits).
    try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = FULL") }
    try LibrarySchema.migrator.migrate(pool)
    self.pool = pool
  }

  /// A read-only connection to an up-to-date library, an empty one in memory when there is
  /// no file, or nil when the file needs migrating first.
  private static func openForReading(_ path: String, _ configuration: Configuration) throws
    -> (any DatabaseWriter)?
  {
    guard FileManager.default.fileExists(atPath: path) else {
      let empty = try DatabaseQueue()
      try LibrarySchema.migrator.migrate(empty)
      return empty
    }
    var configuration = configuration
    configuration.readonly = true
    let reader = try DatabaseQueue(path: path, configuration: configuration)
    let current = try reader.read { try LibrarySchema.migrator.hasCompletedMigrations($0) }
    return current ? reader : nil
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
