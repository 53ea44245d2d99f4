import AppRecords
import CloudRecords
import Foundation
import GRDB
import QuranText

// The library's tables as GRDB records, each row's columns named once: SQL says which rows, a
// record what a row holds (times in milliseconds, `Date.milliseconds`). Not here: `readingDevice`
// (one id, made by its migration). `noteSearch` (the full-text index, by `note`'s rowid) is
// deleted from through `NoteSearchRow` and read by its `MATCH` queries.

/// A row of `favorite`: an ayah marked as a favorite.
struct FavoriteRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "favorite"
  var ayahID: String, surah: Int, ayah: Int, favoritedAt: Int64

  init(_ favorite: FavoriteAyah) {
    let (id, at) = (favorite.ayahID, favorite.favoritedAt.milliseconds)
    (ayahID, surah, ayah, favoritedAt) = (id.description, id.surah, id.ayah, at)
  }

  func favorite() throws -> FavoriteAyah {
    FavoriteAyah(
      ayahID: try AyahID(surah: surah, ayah: ayah), favoritedAt: Date(milliseconds: favoritedAt))
  }
}

/// A row of `note`: a note on an ayah (its text also in `noteSearch`, by this row's rowid).
struct NoteRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "note"
  var id: String, ayahID: String, surah: Int, ayah: Int, text: String
  var createdAt: Int64, modifiedAt: Int64

  init(_ note: AyahNote) {
    (id, text) = (note.id.uuidString, note.text)
    (ayahID, surah, ayah) = (note.ayahID.description, note.ayahID.surah, note.ayahID.ayah)
    (createdAt, modifiedAt) = (note.createdAt.milliseconds, note.modifiedAt.milliseconds)
  }

  /// The note, or nil when the row names no note (an id that is not a UUID, no such ayah).
  var note: AyahNote? {
    guard let id = UUID(uuidString: id), let ayah = try? AyahID(surah: surah, ayah: ayah)
    else { return nil }
    return AyahNote(
      id: id, ayahID: ayah, text: text, createdAt: Date(milliseconds: createdAt),
      modifiedAt: Date(milliseconds: modifiedAt))
  }
}

/// A row of `deletedNote`: the ayah of a deleted note, until its deletion is sent.
struct DeletedNoteRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "deletedNote"
  var id: String, ayahID: String
}

/// A row of `serverGone`: a record this device saw deleted on the server, the server's time
/// then, and in `contentHash` the fingerprints of the version deleted and of those it was
/// made from, when known (newest first, separated by spaces; one alone before 0.9).
struct ServerGoneRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "serverGone"
  var recordType: String, recordName: String, goneAt: Int64
  var contentHash: String?
}

/// A row of `serverAncestry`: fingerprints of the versions of a record this device held
/// before a restored server lost it (newest first, separated by spaces).
struct ServerAncestryRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "serverAncestry"
  var recordType: String, recordKey: String, hashes: String
}

/// A row of `sentNote`: what this device sent of a note, until the answer is recorded.
struct SentNoteRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "sentNote"
  var id: String, content: String
}

/// A row of `progress`: how far a surah was read.
struct ProgressRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "progress"
  var surah: Int, lastReadAyah: Int, totalAyahs: Int, lastUpdatedAt: Int64

  init(_ progress: ReadingProgress) {
    (surah, lastReadAyah) = (progress.surah, progress.lastReadAyah)
    (totalAyahs, lastUpdatedAt) = (progress.totalAyahs, progress.lastUpdatedAt.milliseconds)
  }

  var progress: ReadingProgress {
    ReadingProgress(
      surah: surah, lastReadAyah: lastReadAyah, totalAyahs: totalAyahs,
      lastUpdatedAt: Date(milliseconds: lastUpdatedAt))
  }
}

/// A row of `setting`: one setting's JSON, and when it last changed.
struct SettingRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "setting"
  var key: String, value: String, lastModifiedAt: Int64
}

/// A row of `journal`: a change waiting to be sent (`sequence` is nil until it is inserted).
struct JournalRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "journal"
  var sequence: Int64?, recordType: String, recordKey: String, operation: String
  var changedAt: Int64
  /// The record's name, its user `anyUser` (nil in an entry that names none: a grade's,
  /// whose key names it, and those of other types written before the journal held names).
  var recordName: String? = nil

  /// The user in the journal's record names: the journal is the library's, whoever signs
  /// in, and reading a name does not look at its user.
  static let anyUser = "_"

  /// The entry, or nil for a type or operation this version does not know.
  var entry: JournalEntry? {
    guard let sequence, let type = RecordType(rawValue: recordType),
      let operation = JournalEntry.Operation(rawValue: operation)
    else { return nil }
    return JournalEntry(
      sequence: sequence, recordType: type, recordKey: recordKey, operation: operation,
      changedAt: Date(milliseconds: changedAt), recordName: recordName)
  }
}

/// A row of `serverRecord`: the server's version of a record as last seen, and its name.
struct ServerRecordRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "serverRecord"
  var recordType: String, recordKey: String, changeTag: String, recordName: String?
  /// The server's time of this version, in milliseconds; nil when not known.
  var modifiedAt: Int64?
  /// A fingerprint of the version's fields; nil when not known.
  var contentHash: String?
  /// Fingerprints of earlier versions this device held, newest first, separated by spaces.
  var earlierHashes: String?
}

extension ServerRecordRow {
  /// Read by column without Codable's decoder: each sync reads every row of this table (one a
  /// record on the server), and the decoder made a sync of one change ~15% slower.
  init(row: Row) throws {
    recordType = row["recordType"]
    recordKey = row["recordKey"]
    changeTag = row["changeTag"]
    recordName = row["recordName"]
    modifiedAt = row["modifiedAt"]
    contentHash = row["contentHash"]
    earlierHashes = row["earlierHashes"]
  }
}

/// A row of `syncState`: the change token, and the sync's other bookkeeping.
struct SyncStateRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "syncState"
  var key: String, value: String
}

/// A row of `readingDayAyah`: an ayah this device read on a day.
struct ReadingDayAyahRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "readingDayAyah"
  var day: String, ayahID: String
}

/// A row of `readingDaySurah`: a surah this device finished on a day.
struct ReadingDaySurahRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "readingDaySurah"
  var day: String, surah: Int
}

/// A row of `readingDaySeconds`: the seconds this device spent reading on a day.
struct ReadingDaySecondsRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "readingDaySeconds"
  var day: String, seconds: Int
}

/// A row of `readingElsewhere`: another device's day, as its record said.
struct ReadingElsewhereRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "readingElsewhere"
  var device: String, day: String, ayahs: String, seconds: Int, surahs: String

  init(device: String, day: String, _ tally: DayTally) {
    (self.device, self.day, seconds) = (device, day, tally.seconds)
    (ayahs, surahs) = (AyahList.encode(tally.ayahs), SurahList.encode(tally.surahsFinished))
  }

  var tally: DayTally {
    DayTally(
      ayahs: AyahList.decode(ayahs) ?? [], seconds: seconds,
      surahsFinished: SurahList.decode(surahs) ?? [])
  }
}

/// A row of `readingDaySummary`: a day's totals over every device (`pages`: the pages
/// touched; `pageShare`, `juzShare`: pages and juz by the share of their ayahs read).
struct ReadingDaySummaryRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "readingDaySummary"
  var day: String, ayahs: Int, pages: Int, surahs: Int, seconds: Int
  var pageShare: Double, juzShare: Double
}

/// The one row of `readingGoal`: the goal set here, and when.
struct ReadingGoalRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "readingGoal"
  var id = 1, amount: Int, unit: String, changedAt: Int64

  init(_ goal: ReadingGoal, at date: Date) {
    (amount, unit, changedAt) = (goal.amount, goal.unit.rawValue, date.milliseconds)
  }

  /// The goal, or nil for a unit this version does not know.
  var goal: ReadingGoal? {
    ReadingGoal.Unit(rawValue: unit).map { ReadingGoal(amount: amount, unit: $0) }
  }
}

/// A row of `readingPlan`: a plan, and when it last changed.
struct ReadingPlanRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "readingPlan"
  var name: String, fromAyah: Int, startDay: String, endDay: String, finished: String?
  var portion: String, changedAt: Int64

  init(_ plan: ReadingPlan, at date: Date) {
    (name, fromAyah) = (plan.name, SurahSizes.globalIndex(of: plan.from))
    (startDay, endDay, finished) = (plan.startDay, plan.endDay, plan.finished)
    (portion, changedAt) = (plan.portion.rawValue, date.milliseconds)
  }

  /// The plan, or nil when its first ayah does not exist.
  var plan: ReadingPlan? {
    SurahSizes.ayah(atGlobalIndex: fromAyah).map {
      ReadingPlan(
        name: name, from: $0, startDay: startDay, endDay: endDay, finished: finished,
        portion: ReadingPlan.Portion(rawValue: portion) ?? .pages)
    }
  }
}

extension PersistableRecord {
  /// Inserts the row or, when its key is taken, does what `conflict` says (an `ON CONFLICT …`
  /// clause), in a statement compiled once per connection. Kept as SQL: GRDB 7's `upsert`
  /// overwrites every column, unconditionally, and reads the row back (`RETURNING`, a
  /// statement compiled anew each time); these keep some columns (a note's ayah, a surah's
  /// size), keep the larger (`max`), update only on a condition whose changes count says
  /// whether anything changed (`WHERE`), or run once per record of every sync
  /// (`serverRecord`).
  func insert(_ db: Database, _ conflict: String) throws {
    let columns = try databaseDictionary.sorted { $0.key < $1.key }
    let names = columns.map(\.key).joined(separator: ", ")
    let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    try db.run(
      "INSERT INTO \(Self.databaseTableName)(\(names)) VALUES (\(marks)) \(conflict)",
      StatementArguments(columns.map(\.value)))
  }
}

// The rows a sync writes one per record put their columns in by hand, not through Codable's
// encoder.

extension FavoriteRow {
  func encode(to container: inout PersistenceContainer) {
    container["ayahID"] = ayahID
    container["surah"] = surah
    container["ayah"] = ayah
    container["favoritedAt"] = favoritedAt
  }
}

extension NoteRow {
  func encode(to container: inout PersistenceContainer) {
    container["id"] = id
    container["ayahID"] = ayahID
    container["surah"] = surah
    container["ayah"] = ayah
    container["text"] = text
    container["createdAt"] = createdAt
    container["modifiedAt"] = modifiedAt
  }
}

/// A row of `noteSearch`, the full-text index: a note's text folded (`VietnameseFolding`),
/// under the rowid of its row in `note`.
struct NoteSearchRow: TableRecord {
  static let databaseTableName = "noteSearch"
}
