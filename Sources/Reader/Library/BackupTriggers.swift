import Foundation
import GRDB
import QuranText

extension Backups {
  /// A batch of changes that calls for a backup: this many changes since the newest…
  public static let batchChanges: Int64 = 200
  /// …or the library's file grown by this many bytes (about 1 MB of note text)…
  public static let batchBytes = 1_000_000
  /// …once this many seconds have passed since the newest backup (or its date is ahead of
  /// the clock: the clock went back).
  public static let batchInterval: TimeInterval = 180
}

extension LibraryStore {
  /// The library's backups.
  public var backups: Backups { Backups(libraryPath: path) }

  /// The library's count of changes so far: the journal's last sequence number, which only
  /// grows (each change of a record takes the next one).
  func changeCount(_ db: Database) throws -> Int64 {
    try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'journal'") ?? 0
  }

  /// Takes a backup now (`kind` says why); nil when the disk is too full to try.
  /// The copy is read through a connection of its own, in one read transaction: in WAL
  /// mode the reader's writes go on meanwhile (the library's own writer is not held).
  public func backUp(at now: Date? = nil, kind: Backups.Kind = .daily) throws
    -> Backups.Entry?
  {
    let now = now ?? clock.now()
    do {
      var configuration = Configuration()
      configuration.readonly = true
      let source = try DatabaseQueue(path: path, configuration: configuration)
      defer { try? source.close() }
      let changes = (try? source.read { try changeCount($0) }) ?? 0
      return try backups.take(from: source, kind: kind, at: now, changes: changes)
    } catch {
      throw problem(error)
    }
  }

  /// Takes today's backup when there is none yet, or a backup after a batch of changes
  /// (`Backups.batchChanges`, `batchBytes`, at most every `batchInterval`); a library that
  /// cannot be written takes none. Returns the backup taken, if any.
  @discardableResult
  public func backUpIfDue(at now: Date? = nil) throws -> Backups.Entry? {
    let now = now ?? clock.now()
    guard writeRefusal == nil else { return nil }
    if backups.isDailyDue(at: now) { return try backUp(at: now) }
    guard isBatchDue(at: now) else { return nil }
    return try backUp(at: now, kind: .changes)
  }

  /// Takes a backup when anything changed since the newest (as the reader closes).
  @discardableResult
  public func backUpIfChanged(at now: Date? = nil) throws -> Backups.Entry? {
    let now = now ?? clock.now()
    guard writeRefusal == nil, changesSinceNewestBackup() > 0 else { return nil }
    return try backUp(at: now, kind: .changes)
  }

  /// Whether a batch of changes has been made since the newest backup.
  func isBatchDue(at now: Date) -> Bool {
    guard let newest = backups.list().first else { return false }
    let elapsed = now.timeIntervalSince(newest.date)
    guard elapsed >= Backups.batchInterval || elapsed < -60 else { return false }
    let size = Int(FileCheck.fileSize(path) ?? 0)
    if size - newest.size >= Backups.batchBytes { return true }
    return changesSinceNewestBackup() >= Backups.batchChanges
  }

  /// The changes made since the newest backup (all of them when none records its count).
  func changesSinceNewestBackup() -> Int64 {
    let now = (try? read { try changeCount($0) }) ?? 0
    guard let newest = backups.list().first, let record = BackupRecord.read(newest.path) else {
      return now
    }
    return now - record.changes
  }
}
