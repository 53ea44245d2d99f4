import CloudRecords
import Foundation
import GRDB
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
    /// Settings added from it.
    public var settings = 0
    /// Rows that could not be read (at most this many; a damaged page hides how many it held).
    public var unreadable = 0
    /// Whether the file could not be opened as a database at all.
    public var unopenable = false
  }

  /// What a recovery did.
  public struct Report: Sendable, Equatable {
    /// The damaged library set aside by this recovery, when the one in use failed its check.
    public var setAside: String?
    /// Each source read, in order.
    public var sources: [Source] = []
  }

  /// Recovers into the library at `path` (setting it aside first when it is damaged).
  public static func run(libraryPath path: String) throws -> Report {
    var report = Report()
    if case .damaged = LibraryFile.check(path) {
      report.setAside = try LibraryFile.moveAside(path)
      unlink(LibraryFile.suspectMarker(path))
    }
    let library = try LibraryStore(path: path)
    let folder = (path as NSString).deletingLastPathComponent
    for damaged in LibraryFile.setAside(in: folder) {
      report.sources.append(try recover(from: damaged, isBackup: false, into: library))
    }
    // The newest whole backup taken before the first damaged file was set aside: one taken
    // since holds the new library, not what was lost.
    let setAside = LibraryFile.setAside(in: folder).compactMap(LibraryFile.setAsideDate)
    let before = setAside.min() ?? .distantFuture
    if let backup = Backups(libraryPath: path).list().first(where: {
      $0.date < before && LibraryFile.check($0.path) == .ok
    }) {
      report.sources.append(try recover(from: backup.path, isBackup: true, into: library))
    }
    return report
  }

  /// Reads what can be read of the library file at `source` (a copy of it) and merges it.
  static func recover(from source: String, isBackup: Bool, into library: LibraryStore) throws
    -> Source
  {
    var result = Source(path: source, isBackup: isBackup)
    try LibraryFile.withCopy(of: source) { copy in
      guard LibraryFile.hasHeader(copy), let queue = try? DatabaseQueue(path: copy) else {
        result.unopenable = true
        return
      }
      let (batch, settings, unreadable) = try queue.writeWithoutTransaction { db in
        var salvage = Salvage(db: db)
        let batch = salvage.batch()
        return (batch, salvage.records(SettingRow.self) { $0 }, salvage.unreadable)
      }
      result.unreadable = unreadable
      result.added = try library.merge(batch)
      result.settings = try library.addMissingSettings(settings)
    }
    return result
  }
}

/// Reads a library file's rows one stretch at a time, passing over what SQLite cannot read.
struct Salvage {
  let db: Database
  /// Rows (or row ids) that could not be read.
  var unreadable = 0

  /// The favorites, notes, progress and reading log that can be read.
  mutating func batch() -> ImportBatch {
    var batch = ImportBatch()
    batch.favorites = records(FavoriteRow.self) { try $0.favorite() }
    batch.notes = records(NoteRow.self) { $0.note }
    batch.progress = records(ProgressRow.self) { row in
      guard let total = SurahSizes.ayahCount(ofSurah: row.surah),
        (1...total).contains(row.lastReadAyah)
      else { return nil }
      return ReadingProgress(
        surah: row.surah, lastReadAyah: row.lastReadAyah, totalAyahs: total,
        lastUpdatedAt: Date(milliseconds: row.lastUpdatedAt))
    }
    // The log, goal and plans come back whole or not at all: their tables have no row ids to
    // read them by.
    if let reading = try? LibraryStore.readingExport(db), let valid = try? reading.validated() {
      batch.reading = valid
    }
    return batch
  }

  /// What `make` finds in each row of the record's table that can be read; a row that cannot
  /// be read, or in which `make` finds nothing (or fails), counts as unreadable.
  mutating func records<Record: FetchableRecord & TableRecord, Value>(
    _ type: Record.Type, _ make: (Record) throws -> Value?
  ) -> [Value] {
    rows(Record.databaseTableName).compactMap { row in
      if let record = try? Record(row: row), let value = try? make(record) { return value }
      unreadable += 1
      return nil
    }
  }

  /// Every row of `table` that can be read: the whole table when it reads, else 128 row ids
  /// at a time, else one at a time. It stops past the largest row id when SQLite can say it,
  /// else after 64 stretches in a row that gave nothing; a table whose every page is
  /// damaged costs at most a few thousand look-ups.
  mutating func rows(_ table: String) -> [Row] {
    if let all = try? Row.fetchAll(db, sql: "SELECT * FROM \(table)") { return all }
    let last = (try? Int64.fetchOne(db, sql: "SELECT max(rowid) FROM \(table)")) ?? nil
    var rows = [Row]()
    var low: Int64 = 0
    var barren = 0
    while last != nil || barren < 64, low < 50_000_000, low <= (last ?? Int64.max) {
      let high = low + 128
      let before = rows.count
      if let stretch = try? Row.fetchAll(
        db, sql: "SELECT * FROM \(table) WHERE rowid >= ? AND rowid < ?", arguments: [low, high])
      {
        rows += stretch
      } else {
        for id in low..<high {
          if let one = try? Row.fetchAll(
            db, sql: "SELECT * FROM \(table) WHERE rowid = ?", arguments: [id])
          {
            rows += one
          } else {
            unreadable += 1
          }
        }
      }
      barren = rows.count > before ? 0 : barren + 1
      low = high
    }
    return rows
  }
}
