import AppRecords
import Clocks
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
  /// The one connection to the file (`init`), or an empty library in memory.
  let database: any DatabaseWriter
  /// The library's file.
  public let path: String
  /// The time a change is made when its caller names none: the computer's, or a test's.
  public let clock: WallClock
  /// Whether the library could only be opened for reading (a read-only folder or file):
  /// every write then fails with `LibraryProblem.readOnly`.
  public let isReadOnly: Bool
  /// Why every write is refused, when one must be: a library opened for reading only, or an
  /// empty one standing in for a damaged file.
  let writeRefusal: LibraryProblem?
  /// Whether changes can be saved (not a read-only library, nor one standing in for a
  /// damaged file).
  public var canWrite: Bool { writeRefusal == nil }

  /// How a command means to use the library.
  public enum Access: Sendable {
    /// Reads and writes (and creates the file, and migrates it).
    case readWrite
    /// Only reads: nothing is written to the file or beside it, so a command that prints
    /// costs no disk flush. A library that does not exist yet reads as empty; one from an
    /// older version is migrated first (the one write such a command may make).
    case readOnly
  }

  /// Opens the library at `path`, creating and migrating it when `access` is `readWrite`
  /// (after a backup, when an older version's library is migrated). Every commit is flushed
  /// to the disk (`synchronous = FULL`). A file in a folder that cannot be written is opened
  /// for reading only. With `probing`, what a start reads is read before anything is
  /// written (`probe`), so that damage there is met while the file is as it was. Fails with
  /// a `LibraryProblem`.
  ///
  /// One connection, in WAL mode: opening it writes nothing (a `DatabasePool` writes to
  /// every library it opens, to make its WAL, and the last connection's close must then copy
  /// that write back: four flushes to the disk on every start of the reader).
  /// Readers in other processes still read beside its writes, and a backup reads through a
  /// connection of its own.
  public init(
    path: String, access: Access = .readWrite, probing: Bool = false, clock: WallClock = .system
  ) throws(LibraryProblem) {
    self.path = path
    self.clock = clock
    do {
      var configuration = Configuration()
      configuration.busyMode = .timeout(5)
      if access == .readOnly || !Self.isWritable(path),
        let reader = try Self.openForReading(path, configuration, probing: probing)
      {
        database = reader
        isReadOnly = access == .readWrite
        writeRefusal = isReadOnly ? FileAccess.problem(path) ?? .readOnly(path: path) : nil
        return
      }
      PrivateFile.create(at: path)
      let database = try DatabaseQueue(path: path, configuration: configuration)
      if probing { try Self.probe(database) }
      try database.writeWithoutTransaction { db in
        // WAL mode is kept in the file: only a new library (or one from before WAL) is set.
        if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
          _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        }
        // A person's notes must survive a power cut too, not only a crash: every commit
        // reaches the disk before it returns (WAL's usual NORMAL can lose the last commits).
        try db.execute(sql: "PRAGMA synchronous = FULL")
      }
      try Self.migrate(database, path: path, at: clock.now())
      self.database = database
      isReadOnly = false
      writeRefusal = nil
    } catch {
      throw LibraryProblem.from(error, path: path)
    }
  }

  /// A library over `database` that stands in for the file at `path` and is never written
  /// to it.
  init(database: any DatabaseWriter, path: String) {
    self.database = database
    self.path = path
    clock = .system
    isReadOnly = false
    writeRefusal = .damaged(path: path)
  }

  /// Brings the schema up to date, after a backup when a library with data is migrated.
  private static func migrate(_ database: DatabaseQueue, path: String, at now: Date) throws {
    // An up-to-date library is not written to at all: a damaged one must stay as it was
    // until it is set aside (each start of the reader asks).
    guard try !database.read(LibrarySchema.isCurrent) else { return }
    let migrator = LibrarySchema.migrator
    if try !database.read({ try migrator.appliedIdentifiers($0) }).isEmpty {
      try Backups(libraryPath: path).take(from: database, kind: .migration, at: now)
    }
    try migrator.migrate(database)
  }

  /// Whether the file (or, when there is none yet, its folder) may be written.
  public static func isWritable(_ path: String) -> Bool {
    let folder = (path as NSString).deletingLastPathComponent
    guard access(folder, W_OK) == 0 else { return false }
    return !FileManager.default.fileExists(atPath: path) || access(path, W_OK) == 0
  }

  /// A read-only connection to an up-to-date library, an empty one in memory when there is
  /// no file, or nil when the file needs migrating first. In a folder that cannot be
  /// written SQLite cannot make the WAL's shared-memory file, so the file is read as
  /// immutable: nothing can change it meanwhile.
  private static func openForReading(
    _ path: String, _ configuration: Configuration, probing: Bool
  ) throws -> (any DatabaseWriter)? {
    guard FileManager.default.fileExists(atPath: path) else { return try BlankLibrary.make() }
    var configuration = configuration
    configuration.readonly = true
    let folder = (path as NSString).deletingLastPathComponent
    let writableFolder = access(folder, W_OK) == 0
    func open(_ path: String) throws -> (DatabaseQueue, Bool) {
      let reader = try DatabaseQueue(path: path, configuration: configuration)
      return (reader, try reader.read(LibrarySchema.isCurrent))
    }
    let reader: DatabaseQueue
    let current: Bool
    do {
      (reader, current) = try open(path)
    } catch  where !writableFolder || DiskSpace.of(path)?.isFull == true {
      // No shared-memory file can be made beside it (a read-only folder, a full disk): read
      // as immutable (with no WAL left, which is how a library is left when it is closed,
      // nothing is missed).
      (reader, current) = try open(immutableURI(path))
    }
    guard current || !writableFolder else { return nil }
    if probing { try probe(reader) }
    return reader
  }

  /// The file as a SQLite URI that reads it as immutable.
  private static func immutableURI(_ path: String) -> String {
    let escaped = path.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "?", with: "%3f").replacingOccurrences(of: "#", with: "%23")
    return "file:\(escaped)?immutable=1"
  }

  /// Runs `change` in one write transaction.
  func write<T>(_ change: (Database) throws -> T) throws(LibraryProblem) -> T {
    if let writeRefusal { throw writeRefusal }
    do { return try database.write(change) } catch { throw problem(error) }
  }

  /// Runs `change` outside a transaction (it opens its own).
  func writeWithoutTransaction<T>(_ change: (Database) throws -> T) throws(LibraryProblem) -> T {
    if let writeRefusal { throw writeRefusal }
    do { return try database.writeWithoutTransaction(change) } catch { throw problem(error) }
  }

  func read<T>(_ body: (Database) throws -> T) throws(LibraryProblem) -> T {
    do { return try database.read(body) } catch { throw problem(error) }
  }

  /// `error` as a problem; damage met while the file is open leaves the marker that makes
  /// the next start check the file whole.
  func problem(_ error: any Error) -> LibraryProblem {
    let problem = LibraryProblem.from(error, path: path)
    if case .damaged = problem, !isReadOnly { LibraryFile.markSuspect(path) }
    return problem
  }

  /// Notes that a record changed, in the transaction that changed it, by its identity (the
  /// entry holds its type, key and name). A change that has not been sent yet is replaced by
  /// the newer one of the same record.
  static func journal(
    _ record: RecordIdentity, _ operation: JournalEntry.Operation, at date: Date,
    _ db: Database
  ) throws {
    // SQL compiled once, not `JournalRow.insert`: every change writes one, an import 56,000,
    // and GRDB's record insert is far slower (`quran-bench import`), even encoded by hand.
    try db.run(
      """
      INSERT OR REPLACE INTO journal(recordType, recordKey, operation, changedAt, recordName)
      VALUES (?, ?, ?, ?, ?)
      """,
      [
        record.recordType.rawValue, record.key, operation.rawValue, date.milliseconds,
        record.recordName(user: JournalRow.anyUser),
      ])
  }

  /// The changes waiting to be sent, oldest first.
  public func pendingChanges() throws -> [JournalEntry] {
    try pendingChanges(limit: -1)
  }
}
