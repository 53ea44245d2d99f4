import AppRecords
import Foundation
import Interface
import JSONScanner
import QuranText

/// Data brought from elsewhere (the iPhone app's dump, a JSON export) to merge into the
/// library: favorites join as a union, progress keeps the furthest ayah, notes are added
/// beside what is there; a note already present (same id) is met as `origin` says.
public struct ImportBatch: Sendable, Equatable {
  /// Where a batch comes from, which decides how a note already here is met and whether
  /// what it brings is remembered.
  public enum Origin: Sendable, Equatable {
    /// A quran-vi export: a note here with another text keeps the newer text (by
    /// `modifiedAt`), and the other text becomes a conflict copy beside it.
    case export
    /// The iPhone app's preferences, which kept no times: a note already here stays as it
    /// is. What it brings is remembered (`legacyImport`), and a favorite or note an earlier
    /// import brought and the person deleted since is left out.
    case legacyApp
    /// A damaged library or a backup being recovered: only adds; a note here stays as it is.
    case recovery
  }

  /// Where the batch comes from.
  public var origin = Origin.export
  /// Ayahs to mark as favorites, with when they were marked.
  public var favorites: [FavoriteAyah] = []
  /// Notes to add, or to meet the note with their id as `origin` says.
  public var notes: [AyahNote] = []
  /// Surah → the furthest ayah read, and when.
  public var progress: [ReadingProgress] = []
  /// The reading log, goal and plans of a quran-vi export.
  public var reading: ReadingExport?
  /// Memorizing's grades and plan, of a quran-vi export or a recovered library.
  public var memorizing: MemorizeExport?
  /// The rows of the kinds carried as their rows, by type, of a quran-vi export
  /// (`CarriedRows.checked` kept them).
  public var records: [RecordType: [JSONValue]] = [:]
  /// What earlier imports of the app's preferences brought, as a recovered library held it.
  var legacyImports: [LegacyImportRow] = []
  /// The texts its notes held before, as a recovered library held them.
  var noteVersions: [NoteVersionRow] = []
  /// What the file held that the batch leaves out, and why: lines of the report, in the
  /// interface's language (`notes: 2:255 ID — the note is empty`).
  public var leftOut: [String] = []

  /// A batch of the given data; every part may be empty.
  public init(
    favorites: [FavoriteAyah] = [], notes: [AyahNote] = [], progress: [ReadingProgress] = [],
    reading: ReadingExport? = nil, memorizing: MemorizeExport? = nil
  ) {
    self.favorites = favorites
    self.notes = notes
    self.progress = progress
    self.reading = reading
    self.memorizing = memorizing
  }

  /// A batch from the iPhone app's UserDefaults, which kept no ids or times: favorites and
  /// progress are dated `date`, and each note gets an id derived from its ayah, its text and
  /// which occurrence of that text on that ayah it is — so importing the same dump again
  /// (on this device or another) finds the same notes instead of adding copies, while two
  /// equal notes on one ayah stay two notes.
  public static func fromLegacyApp(
    favorites: [AyahID], notes: [AyahID: [NoteText]], progress: [Int: Int], at date: Date
  ) -> ImportBatch {
    let date = date.toMilliseconds
    var batch = ImportBatch()
    batch.origin = .legacyApp
    batch.favorites = favorites.map { FavoriteAyah(ayahID: $0, favoritedAt: date) }
    for ayah in notes.keys.sorted() {
      var occurrences = [String: Int]()
      for (index, text) in notes[ayah, default: []].map(\.words).enumerated() {
        occurrences[text, default: 0] += 1
        // Oldest first, as the app listed them: a millisecond apart keeps that order.
        let created = date.addingTimeInterval(Double(index) / 1000)
        batch.notes.append(
          AyahNote(
            id: StableID.uuid(for: "legacy-note\n\(ayah)\n\(occurrences[text]!)\n\(text)"),
            ayahID: ayah, text: text, createdAt: created, modifiedAt: created))
      }
    }
    batch.progress = progress.keys.sorted().compactMap { surah in
      guard let total = SurahSizes.ayahCount(ofSurah: surah) else { return nil }
      return ReadingProgress(
        surah: surah, lastReadAyah: min(progress[surah]!, total), totalAyahs: total,
        lastUpdatedAt: date)
    }
    return batch
  }
}

/// What a merge did, per kind of data.
public struct ImportCounts: Sendable, Equatable, Codable {
  /// The outcome for one kind of data, counted per item.
  public struct Tally: Sendable, Equatable, Codable {
    /// New to the library.
    public var added = 0
    /// Already there, and changed by the import (progress moved forward; a note's text
    /// replaced by the file's newer one, the older kept as a conflict copy beside it).
    public var merged = 0
    /// Already there as imported; nothing to do.
    public var alreadyPresent = 0
    /// Of those already there, notes whose text in the file is one the note here held before:
    /// an earlier version, replaced on purpose, left as it is.
    public var earlierVersion = 0
    /// A note here whose text is newer than the file's: the file's text was kept as a
    /// conflict copy beside it.
    public var keptAsCopy = 0
    /// In the app's preferences, and deleted since — here (an earlier import brought it, or
    /// the trash holds it) or on another device (a sync took the deletion): left out, so a
    /// deletion is never undone by importing again.
    public var deletedSince = 0
    /// In a quran-vi export, and deleted here or on another device after the file's copy of
    /// it was made: left out, as a sync would leave it.
    public var deletedAfterFile = 0
  }

  /// What happened to the favorites.
  public var favorites = Tally()
  /// What happened to the notes.
  public var notes = Tally()
  /// What happened to the surahs' progress.
  public var progress = Tally()
  /// What happened to memorizing's grades (not in the JSON an import of the iPhone app's
  /// dump writes, which never holds any).
  public var grades = Tally()
  /// What happened to the rows of each kind carried as its rows (settings), by type; a type
  /// the batch held no rows of is absent.
  public var records: [RecordType: Tally] = [:]

  enum CodingKeys: String, CodingKey { case favorites, notes, progress }

  /// All counts at zero.
  public init() {}
}

extension ImportCounts {
  /// The lines of an import report that say what changed, in the interface's language.
  public var reportLines: [String] {
    var lines = [
      ImportText.favoritesCounts(favorites.added, favorites.alreadyPresent),
      (notes.merged + notes.keptAsCopy == 0
        ? ImportText.notesCounts(notes.added, notes.alreadyPresent)
        : ImportText.notesCountsWithCopies(
          notes.added, notes.merged, notes.keptAsCopy, notes.alreadyPresent))
        + (notes.earlierVersion > 0 ? " " + ImportText.earlierVersions(notes.earlierVersion) : ""),
      ImportText.progressCounts(progress.added, progress.merged, progress.alreadyPresent),
    ]
    for (type, tally) in records.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      lines.append(
        ImportText.recordsCounts(
          ImportText.kindName(type.rawValue), tally.added, tally.merged, tally.alreadyPresent))
    }
    let deleted = favorites.deletedSince + notes.deletedSince
    if deleted > 0 { lines.append(ImportText.deletedSinceLeftOut(deleted)) }
    let deletedAfter = favorites.deletedAfterFile + notes.deletedAfterFile
    if deletedAfter > 0 { lines.append(ImportText.deletedAfterFileLeftOut(deletedAfter)) }
    return lines
  }
}
