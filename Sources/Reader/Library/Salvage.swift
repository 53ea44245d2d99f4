import AppRecords
import Clocks
import Foundation
import GRDB
import QuranText

/// Reads a library file's rows one stretch at a time, passing over what SQLite cannot read.
public struct Salvage {
  /// The library read.
  package let db: Database

  /// A salvage of the library open in `db`.
  package init(db: Database) { self.db = db }

  /// What a recovery merges (`batch`), the kinds' rows it adds where missing
  /// (`RowCopyingKind`), and the trash's items.
  package typealias Found = (batch: ImportBatch, rows: [RecoveredRows], trash: [TrashRow])

  /// Everything that can be read.
  package func everything() -> Found {
    (batch(), RecordKinds.all.compactMap { $0.carriedRows?.recovered(self) }, trash())
  }

  /// The favorites, notes, progress, reading log and grades that can be read.
  func batch() -> ImportBatch {
    var batch = ImportBatch()
    batch.origin = .recovery
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
    batch.reading = reading()
    batch.memorizing = memorizing()
    if (try? db.hasTable(LegacyImportRow.databaseTableName)) == true {
      batch.legacyImports = (try? LegacyImportRow.fetchAll(db)) ?? []
    }
    if (try? db.hasTable(NoteVersionRow.databaseTableName)) == true {
      batch.noteVersions = (try? NoteVersionRow.fetchAll(db)) ?? []
    }
    return batch
  }

  /// The trash's items that can be read; none in a library that predates it.
  func trash() -> [TrashRow] {
    guard (try? db.hasTable(TrashRow.databaseTableName)) == true else { return [] }
    return records(TrashRow.self) { $0 }
  }

  /// Memorizing's grades that can be read, row by row (a grade on a damaged page is lost, the
  /// others come back), and the plan when it reads and names something; nil in a library
  /// that predates them or whose schema cannot be read.
  func memorizing() -> MemorizeExport? {
    guard (try? db.hasTable(MemorizeReviewRow.databaseTableName)) == true else { return nil }
    let reviews = records(MemorizeReviewRow.self) { $0.review }.map(MemorizeExport.Review.init)
    let plan = ((try? MemorizePlanRow.fetchOne(db)) ?? nil).map(MemorizeExport.Plan.init)
    return (try? MemorizeExport(reviews: reviews, plan: plan).validated())
      ?? MemorizeExport(reviews: reviews, plan: nil)
  }

  /// The reading log, goal and plans: whole or not at all (their tables have no row ids to
  /// read them by).
  func reading() -> ReadingExport? {
    guard let reading = try? LibraryStore.readingExport(db) else { return nil }
    return try? reading.validated()
  }

  /// What `make` finds in each row of the record's table that can be read; a row that cannot
  /// be read, or in which `make` finds nothing (or fails), is passed over.
  func records<Record: FetchableRecord & TableRecord, Value>(
    _ type: Record.Type, _ make: (Record) throws -> Value?
  ) -> [Value] {
    rows(Record.databaseTableName).compactMap { row in
      (try? Record(row: row)).flatMap { try? make($0) }
    }
  }

  /// Every row of `table` that can be read: the whole table when it reads, else 128 row ids
  /// at a time, else one at a time. It stops past the largest row id when SQLite can say it,
  /// else after 64 stretches in a row that gave nothing; a table whose every page is
  /// damaged costs at most a few thousand look-ups.
  func rows(_ table: String) -> [Row] {
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
          rows +=
            (try? Row.fetchAll(
              db, sql: "SELECT * FROM \(table) WHERE rowid = ?", arguments: [id])) ?? []
        }
      }
      barren = rows.count > before ? 0 : barren + 1
      low = high
    }
    return rows
  }
}
