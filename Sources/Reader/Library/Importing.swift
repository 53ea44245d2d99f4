import AppRecords
import Foundation
import GRDB
import QuranText

extension LibraryStore {
  /// Merges a batch into the library in one transaction, each change with its journal entry,
  /// and says what it did. With `dryRun` the same work is done and then rolled back, so the
  /// counts are exact and nothing is written. What it adds is journaled at `now`. `progress`
  /// is told how far it got (0…1).
  public func merge(
    _ batch: ImportBatch, dryRun: Bool = false, at now: Date? = nil,
    progress report: (Double) -> Void = { _ in }
  ) throws -> ImportCounts {
    var counts = ImportCounts()
    let total = max(1, batch.favorites.count + batch.notes.count + batch.progress.count)
    var done = 0
    func step() {
      done += 1
      if done % 1000 == 0 { report(Double(done) / Double(total)) }
    }
    let legacy = batch.origin == .legacyApp
    let now = (now ?? clock.now()).toMilliseconds
    try writeWithoutTransaction { db in
      try db.inTransaction {
        let deletions = try DeletionsSeen(db)
        for favorite in batch.favorites {
          try Self.mergeFavorite(favorite, legacy: legacy, now, deletions, &counts.favorites, db)
          step()
        }
        for note in batch.notes {
          try Self.mergeNote(note, batch.origin, deletions, &counts.notes, db)
          if legacy {
            try Self.rememberImported(.note, note.id.text, on: note.ayahID, at: now, db)
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
          if legacy {
            let ayah = try AyahID(surah: entry.surah, ayah: entry.lastReadAyah)
            try Self.rememberImported(.progress, ayah.description, on: ayah, at: now, db)
          }
          step()
        }
        for row in batch.legacyImports { try row.insert(db, onConflict: .ignore) }
        // What this import (or the recovered library) remembers goes to every device.
        try Self.journalLegacyImports(legacy ? batch : nil, batch.legacyImports, at: now, db)
        for row in batch.noteVersions { try row.insert(db, onConflict: .ignore) }
        if let reading = batch.reading { try Self.mergeReading(reading, at: now, db) }
        if let memorizing = batch.memorizing {
          counts.grades = try Self.mergeMemorizing(memorizing, at: now, db)
        }
        for (type, rows) in batch.records {
          guard let carried = RecordKinds.kind(type)?.carriedRows else { continue }
          counts.records[type] = try carried.merged(rows, db)
        }
        return dryRun ? .rollback : .commit
      }
    }
    report(1)
    return counts
  }

  /// Journals the records of what an import of the app's preferences (`batch`) and a
  /// recovered library's memory (`rows`) remembered, once for each kind and surah.
  private static func journalLegacyImports(
    _ batch: ImportBatch?, _ rows: [LegacyImportRow], at date: Date, _ db: Database
  ) throws {
    var touched = Set<String>()
    for row in rows where LegacyImportKind.kinds.contains(row.kind) {
      if let ayah = try? AyahID.parse(row.ayahID) { touched.insert("\(row.kind)-\(ayah.surah)") }
    }
    if let batch {
      for favorite in batch.favorites { touched.insert("favorite-\(favorite.ayahID.surah)") }
      for note in batch.notes { touched.insert("note-\(note.ayahID.surah)") }
    }
    for key in touched.sorted() {
      guard let (kind, surah) = LegacyImportKind().key(nameRest: key) else { continue }
      try journal(.legacyImports(kind, surah: surah), .save, at: date, db)
    }
  }

  /// Marks an imported favorite. One unmarked since, here or on another device (`deletions`),
  /// is left out: after the file's time, or at any time for the app's preferences (`legacy`),
  /// which also leave out one an earlier import brought; what they bring is remembered.
  private static func mergeFavorite(
    _ favorite: FavoriteAyah, legacy: Bool, _ now: Date, _ deletions: DeletionsSeen,
    _ tally: inout ImportCounts.Tally, _ db: Database
  ) throws {
    let ayah = favorite.ayahID
    if !legacy, try deletions.favorite(ayah, since: favorite.favoritedAt),
      try FavoriteRow.fetchOne(db, key: ayah.description) == nil
    {
      tally.deletedAfterFile += 1
      return
    }
    if legacy,
      try wasImported(.favorite, ayah.description, db) || deletions.favorite(ayah, since: nil),
      try FavoriteRow.fetchOne(db, key: ayah.description) == nil
    {
      tally.deletedSince += 1
      return
    }
    if try setFavorite(ayah, true, at: favorite.favoritedAt, db) {
      tally.added += 1
    } else {
      tally.alreadyPresent += 1
    }
    if legacy { try rememberImported(.favorite, ayah.description, on: ayah, at: now, db) }
  }

  /// Adds an imported note, or meets the note here with its id. One deleted here or on
  /// another device (`deletions`) after the file's version, or at any time for the app's
  /// preferences (no times), is left out. A text the note here held before is an earlier
  /// version, left as it is. From an export, two texts of one note are both kept otherwise:
  /// the newer (by `modifiedAt`) in the note, the other as a conflict copy beside it, the way
  /// a save over a note changed meanwhile keeps it. From the app's preferences or a recovery,
  /// the note here stays as it is.
  private static func mergeNote(
    _ note: AyahNote, _ origin: ImportBatch.Origin, _ deletions: DeletionsSeen,
    _ tally: inout ImportCounts.Tally, _ db: Database
  ) throws {
    guard let held = try Self.note(note.id, db) else {
      if origin == .legacyApp,
        try deletions.importedNoteDeleted(note.id)
          || deletions.note(note.id, on: note.ayahID, since: nil)
      {
        tally.deletedSince += 1
      } else if origin != .legacyApp,
        try deletions.note(note.id, on: note.ayahID, since: note.modifiedAt)
      {
        tally.deletedAfterFile += 1
      } else {
        try insert(note, forgettingDeletion: deletions.mayHoldNoteDeletions, db)
        tally.added += 1
      }
      return
    }
    guard held.text != note.text else {
      tally.alreadyPresent += 1
      return
    }
    if try heldBefore(note.text, note: held.id, db) {
      tally.alreadyPresent += 1
      tally.earlierVersion += 1
      return
    }
    guard origin == .export else {
      tally.alreadyPresent += 1
      return
    }
    let fileIsNewer = note.modifiedAt > held.modifiedAt
    let older = fileIsNewer ? held : note
    let copyID = AyahNote.conflictCopyID(of: held.id, text: older.text)
    let copyHeld = try Self.note(copyID, db) != nil
    // A copy that could not sync (the prefix takes it over the size a note may have) is not
    // made, and then nothing is replaced: the file still holds its text.
    guard case .success = try conflictCopy(of: held, text: older.text, at: older.modifiedAt, db)
    else {
      tally.alreadyPresent += 1
      return
    }
    if fileIsNewer {
      let newer = AyahNote(
        id: held.id, ayahID: held.ayahID, text: note.text, createdAt: held.createdAt,
        modifiedAt: note.modifiedAt)
      try put(newer, db)
      try journal(.note(newer.id, ayah: newer.ayahID), .save, at: newer.modifiedAt, db)
      tally.merged += 1
    } else if copyHeld {
      tally.alreadyPresent += 1
    } else {
      tally.keptAsCopy += 1
    }
  }
}
