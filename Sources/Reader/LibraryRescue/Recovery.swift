import AppRecords
import Clocks
import Foundation
import GRDB
import Library
import QuranText

/// `quran library recover`: brings back into the library everything that can still be read
/// of the damaged files set aside beside it, row by row, then of the newest backup that is
/// whole. Only adds: a row the library already has stays as it is, and no file is deleted or
/// changed (each source is read from a copy). What the server holds comes back with the next
/// sync, as it does for any library.
public enum Recovery {
  /// What came back from one source.
  public struct Source: Sendable, Equatable {
    /// The file read.
    public let path: String
    /// Whether it is a damaged library or a backup.
    public let isBackup: Bool
    /// What was added to the library from it.
    public var added = ImportCounts()
    /// The records added from it as their rows were (`RowCopyingKind`), by type.
    public var copied: [RecordType: Int] = [:]
    /// Settings added from it.
    public var settings: Int { copied[.appSettings, default: 0] }
    /// The pages of a damaged file that could not be read (damaged, or missing from a file cut
    /// short): what they held comes back only from a backup or the server.
    public var unreadable = 0
    /// The pages a damaged file has (or should have, when it was cut short).
    public var pages = 0
    /// Whether the file could not be opened as a database at all.
    public var unopenable = false
    /// What it held of the reading log, its goal and plans, and memorizing's plan (each
    /// merged as an import merges it: a goal or plan where none is set).
    public var found = Found()
  }

  /// What a source held besides notes, favorites, progress, grades and settings.
  public struct Found: Sendable, Equatable {
    /// The days of the reading log.
    public var readingDays = 0
    /// The reading plans.
    public var readingPlans = 0
    /// Whether a reading goal was set.
    public var goal = false
    /// Whether a memorizing plan was set.
    public var memorizePlan = false

    /// Nothing found.
    public init() {}

    /// What `batch` holds.
    init(_ batch: ImportBatch) {
      readingDays = batch.reading?.days.count ?? 0
      readingPlans = batch.reading?.plans.count ?? 0
      goal = batch.reading?.goal != nil
      memorizePlan = batch.memorizing?.plan != nil
    }
  }

  /// A backup that was not read, and why.
  public struct SkippedBackup: Sendable, Equatable {
    /// Why a backup was not read.
    public enum Reason: Sendable, Equatable {
      /// Taken after the damaged file was set aside: it holds the new library.
      case takenSinceDamage
      /// It fails its own check.
      case damaged
      /// A newer whole backup was read (its path).
      case older(than: String)
    }
    /// The backup's file.
    public let path: String
    /// Why it was not read.
    public let reason: Reason
  }

  /// What a recovery did.
  public struct Report: Sendable, Equatable {
    /// The damaged library set aside by this recovery, when the one in use failed its check.
    public var setAside: String?
    /// Each source read, in order.
    public var sources: [Source] = []
    /// Each backup not read, newest first.
    public var skipped: [SkippedBackup] = []
  }

  /// Recovers into the library at `path` (setting it aside first when it is damaged).
  /// A library this user may not read or write is not damaged: the permission problem is
  /// thrown and nothing is moved.
  public static func run(libraryPath path: String, clock: WallClock = .system) throws -> Report {
    if let problem = FileAccess.problem(path) { throw problem }
    var report = Report()
    if case .damaged = LibraryFile.check(path) {
      report.setAside = try LibraryFile.moveAside(path, at: clock.now())
      unlink(LibraryFile.suspectMarker(path))
    }
    let library = try LibraryStore(path: path)
    let folder = (path as NSString).deletingLastPathComponent
    for damaged in LibraryFile.setAside(in: folder) {
      report.sources.append(try recover(from: damaged, isBackup: false, into: library))
      LibraryFile.settle(damaged)
    }
    // The newest whole backup taken before the first damaged file was set aside: one taken
    // since holds the new library, not what was lost. Known by the backups' sequence.
    let asides = LibraryFile.setAside(in: folder)
    var read: String?
    for backup in Backups(libraryPath: path).list() {
      if asides.contains(where: { takenSince(backup, $0) }) {
        report.skipped.append(SkippedBackup(path: backup.path, reason: .takenSinceDamage))
      } else if let read {
        report.skipped.append(SkippedBackup(path: backup.path, reason: .older(than: read)))
      } else if LibraryFile.check(backup.path) != .ok {
        report.skipped.append(SkippedBackup(path: backup.path, reason: .damaged))
      } else {
        read = backup.path
        report.sources.append(try recover(from: backup.path, isBackup: true, into: library))
      }
    }
    return report
  }

  /// Whether `backup` was taken after the damaged file `aside` was set aside: by the backup
  /// sequence its name records, else (both named by an earlier version) by their times.
  static func takenSince(_ backup: Backups.Entry, _ aside: String) -> Bool {
    if let sequence = LibraryFile.setAsideSequence(aside) { return backup.sequence > sequence }
    if backup.sequence > 0 { return true }
    return backup.date >= (LibraryFile.setAsideDate(aside) ?? .distantFuture)
  }

  /// Reads what can be read of the library file at `source` and merges it. A damaged file is
  /// read page by page (`PageScan`), every table by its shape (`ScannedTables`), so a row on a
  /// whole leaf page comes back whichever page above it was hit — page 1 and the schema
  /// included — and a page damaged or cut short gives nothing rather than a half row; the
  /// person's tables (`RecoveredTables`) are written into a library made in memory, which is
  /// then read as a backup is. A backup (whole) is read through SQLite, from a copy.
  static func recover(from source: String, isBackup: Bool, into library: LibraryStore) throws
    -> Source
  {
    var result = Source(path: source, isBackup: isBackup)
    var batch: ImportBatch
    var rows: [RecoveredRows]
    var trash: [TrashRow]
    if isBackup {
      guard let read = try readBackup(source) else {
        result.unopenable = true
        return result
      }
      (batch, rows, trash) = read
    } else {
      guard let image = DatabaseImage(path: source) else {
        result.unopenable = true
        return result
      }
      let scan = PageScan(image: image)
      (result.pages, result.unreadable) = (scan.pageCount, scan.unreadablePages)
      guard !scan.rows.isEmpty else {
        result.unopenable = true
        return result
      }
      let scratch = try DatabaseQueue()
      try LibrarySchema.migrator.migrate(scratch)
      (batch, rows, trash) = try scratch.writeWithoutTransaction { db in
        try RecoveredTables.write(ScannedTables(scan.rows), into: db)
        return Salvage(db: db).everything()
      }
    }
    result.found = Found(batch)
    result.added = try library.merge(batch)
    result.copied = try library.addMissing(rows)
    try library.addMissingTrash(trash)
    return result
  }

  /// The rows of the backup at `source` that can be read through SQLite, from a copy; nil
  /// when it opens as no database.
  static func readBackup(_ source: String) throws -> Salvage.Found? {
    try LibraryFile.withCopy(of: source) { copy -> Salvage.Found? in
      guard LibraryFile.hasHeader(copy), let queue = try? DatabaseQueue(path: copy) else {
        return nil
      }
      defer { try? queue.close() }
      return queue.writeWithoutTransaction { db in Salvage(db: db).everything() }
    }
  }
}
