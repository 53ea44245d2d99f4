import Foundation
import GRDB
import QuranText

extension LibraryStore {
  /// Merges a batch into the library in one transaction, each change with its journal entry,
  /// and says what it did. With `dryRun` the same work is done and then rolled back, so the
  /// counts are exact and nothing is written. `progress` is told how far it got (0…1).
  public func merge(
    _ batch: ImportBatch, dryRun: Bool = false, progress report: (Double) -> Void = { _ in }
  ) throws -> ImportCounts {
    var counts = ImportCounts()
    let total = max(1, batch.favorites.count + batch.notes.count + batch.progress.count)
    var done = 0
    func step() {
      done += 1
      if done % 1000 == 0 { report(Double(done) / Double(total)) }
    }
    try writeWithoutTransaction { db in
      try db.inTransaction {
        for favorite in batch.favorites {
          if try Self.setFavorite(favorite.ayahID, true, at: favorite.favoritedAt, db) {
            counts.favorites.added += 1
          } else {
            counts.favorites.alreadyPresent += 1
          }
          step()
        }
        for note in batch.notes {
          if try Self.note(note.id, db) == nil {
            try Self.insert(note, db)
            counts.notes.added += 1
          } else {
            counts.notes.alreadyPresent += 1
          }
          step()
        }
        for entry in batch.progress {
          let before = try SyncTransaction(db: db).progress(surah: entry.surah)
          if try Self.advanceProgress(
            surah: entry.surah, to: entry.lastReadAyah, at: entry.lastUpdatedAt, db)
          {
            if before == nil { counts.progress.added += 1 } else { counts.progress.merged += 1 }
          } else {
            counts.progress.alreadyPresent += 1
          }
          step()
        }
        if let reading = batch.reading { try Self.mergeReading(reading, db) }
        if let memorizing = batch.memorizing {
          counts.grades = try Self.mergeMemorizing(memorizing, db)
        }
        return dryRun ? .rollback : .commit
      }
    }
    report(1)
    return counts
  }
}
