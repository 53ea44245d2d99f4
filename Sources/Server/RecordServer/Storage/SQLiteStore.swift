import CloudRecords
import Foundation
import GRDB
import Logging
import PrivateFiles

/// The server's one SQLite file: a WAL `DatabasePool` whose acknowledged writes survive
/// kill -9 (`synchronous = FULL`), migrated by one migrator holding storage's migrations
/// ("records-…") and the accounts' ("auth-…"). One process writes it at a time.
package final class SQLiteStore: ServerStore {
  /// GRDB's pool: one writer and concurrent readers on the WAL.
  package let pool: DatabasePool
  /// The path of the SQLite file.
  package var location: String { pool.path }
  private let checkpointer: Checkpointer
  /// Says in the log that the disk is full, once a minute at most.
  private let fullDisk: FullDiskNotice
  /// Whether opening made the file: nothing was at the path before.
  package let isNew: Bool
  /// The WAL's size on disk once checkpointed: 16 MB.
  package static let walSizeLimit = 16 << 20
  /// The readers SQLite's pool keeps: more than the turns all users share
  /// (`UserTurns.sharedTurns`), so that a user below a fair share of them finds one free.
  static let readers = 12

  /// Opens (creating if needed) the database at `path` and brings its schema up to date.
  /// A symbolic link at the path (or at its -wal, -shm or lock) is refused, never followed.
  /// A full disk is logged to `logger`.
  package init(path: String, logger: Logger? = nil) throws {
    fullDisk = FullDiskNotice(logger: logger ?? Logger(label: "quran-records.sqlite"))
    try DatabaseFiles.refuseLinks(path)
    isNew = !DatabaseFiles.exists(path)
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      do {
        // The file holds every user's records and the API tokens: for this account alone.
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      } catch {
        throw ServerSetupError(
          "The folder \(folder) for the database could not be made; check the path and its "
            + "permissions.")
      }
    }
    PrivateFile.create(at: path)
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    configuration.maximumReaderCount = Self.readers
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
      try db.execute(sql: "PRAGMA wal_autocheckpoint = \(Checkpointer.fallbackPages)")
      // After a burst of writes the WAL is cut back to this size once it is checkpointed,
      // instead of keeping the burst's size on disk for good.
      try db.execute(sql: "PRAGMA journal_size_limit = \(SQLiteStore.walSizeLimit)")
      // Deleted rows are zeroed where that costs no extra writes (Debian's SQLite zeroes
      // every freed page, so deleting a large zone would write all of it to the WAL again).
      try db.execute(sql: "PRAGMA secure_delete = FAST")
    }
    do {
      pool = try DatabasePool(path: path, configuration: configuration)
    } catch {
      throw ServerSetupError(
        "The database \(path) could not be opened (\(error)); check the path and its permissions."
      )
    }
    var migrator = DatabaseMigrator()
    SQLiteMigrations.register(in: &migrator)
    try migrator.migrate(pool)
    checkpointer = try Checkpointer(path: path)
  }

  /// A clean stop: the WAL is copied into the file and emptied (a TRUNCATE checkpoint) and
  /// every connection closed, so SQLite removes the -wal and -shm files: the database is one
  /// file again, to be copied or restored over. Answers a sentence for the log when the WAL
  /// could not be removed.
  package func close() -> String? {
    checkpointer.close()
    do {
      _ = try pool.writeWithoutTransaction { try $0.checkpoint(.truncate) }
      try pool.close()
      // The pool's readers, read-only, may close last and leave the WAL: one read-write
      // connection, the last to close, removes it.
      try DatabaseQueue(path: location).close()
    } catch {
      return "The database \(location) could not be checkpointed and closed at the stop"
        + " (\(String(describing: error).prefix(300))); SQLite replays its WAL at the next start."
    }
    return nil
  }

  /// Runs `work` in a read transaction: one snapshot of the file.
  package func read<T>(_ work: (any SQLTransaction) throws -> T) throws -> T {
    try pool.read { db in try work(SQLiteTransaction(db: db)) }
  }

  /// Runs `work`'s one statement in a read transaction (SQLite gains nothing from leaving it out).
  package func readStatement<T>(_ work: (any SQLTransaction) throws -> T) throws -> T {
    try read(work)
  }

  /// Runs `work` in a write transaction, all or nothing; a full disk is `ServerError.diskFull`
  /// (and a line in the log), also when SQLite says it as an input/output error (writing the
  /// WAL, growing the shared-memory file), which the free space tells apart.
  @discardableResult package func write<T>(_ work: (any SQLTransaction) throws -> T) throws
    -> T
  {
    do {
      return try pool.write { db in try work(SQLiteTransaction(db: db)) }
    } catch let error as DatabaseError
      where error.resultCode == .SQLITE_FULL || error.resultCode == .SQLITE_IOERR
    {
      let space = DiskSpace.of(location)
      guard error.resultCode == .SQLITE_FULL || space?.isFull == true else { throw error }
      fullDisk.say(
        "The disk holding the database \(location) is full ("
          + (space.map { "\($0.freeText) free on \($0.mount)" } ?? "its free space unknown")
          + "): writes are refused with QUOTA_EXCEEDED until space is freed;"
          + " nothing acknowledged is lost.")
      throw ServerError.diskFull
    }
  }
}

extension ServerError {
  /// The store's disk is full: the write is rolled back whole, and nothing acknowledged is
  /// lost; deletions may still go through where the store has room for them. QUOTA_EXCEEDED
  /// (`serverDiskFull` says why that code), so clients stop at once instead of retrying.
  static let diskFull = ServerError.serverDiskFull(
    "your changes stay on your device and sync once the server's operator frees space"
      + " (deleting records may still work).")
}

/// A GRDB transaction seen as a `SQLTransaction`.
struct SQLiteTransaction: SQLTransaction {
  let db: Database
  var dialect: SQLDialect { .sqlite }

  func execute(_ sql: String, _ arguments: [SQLValue]) throws -> Int {
    try db.cachedStatement(sql: sql).execute(arguments: SQLiteTransaction.arguments(arguments))
    return db.changesCount
  }

  func enqueue(_ sql: String, _ arguments: [SQLValue]) throws {
    try db.cachedStatement(sql: sql).execute(arguments: SQLiteTransaction.arguments(arguments))
  }

  func forEachRow(
    _ sql: String, _ arguments: [SQLValue], cached: Bool, _ body: (SQLRow) throws -> Bool
  ) throws {
    let statement = cached ? try db.cachedStatement(sql: sql) : try db.makeStatement(sql: sql)
    let rows = try Row.fetchCursor(
      statement, arguments: SQLiteTransaction.arguments(arguments))
    while let row = try rows.next() {
      var values: [SQLValue] = []
      values.reserveCapacity(row.count)
      for index in 0..<row.count {
        let value: DatabaseValue = row[index]
        switch value.storage {
        case .null: values.append(.null)
        case .int64(let number): values.append(.integer(number))
        case .double(let number): values.append(.real(number))
        case .string(let text): values.append(.text(text))
        case .blob(let data): values.append(.text(String(decoding: data, as: UTF8.self)))
        }
      }
      if try !body(SQLRow(values)) { return }
    }
  }

  static func arguments(_ values: [SQLValue]) -> StatementArguments {
    StatementArguments(
      values.map { value -> DatabaseValue in
        switch value {
        case .null: .null
        case .integer(let number): number.databaseValue
        case .real(let number): number.databaseValue
        case .text(let text): text.databaseValue
        case .integers, .texts: preconditionFailure("SQLite statements bind no arrays.")
        }
      })
  }
}

/// A problem starting or configuring the server, said in one sentence.
package struct ServerSetupError: Error, CustomStringConvertible {
  /// The sentence the operator reads: what went wrong and what to check.
  package let description: String
  /// The error saying `description`.
  package init(_ description: String) { self.description = description }
}
