import AppRecords
import Clocks
import Foundation
import GRDB
import QuranText

// The library's tables as GRDB records, each row's columns named once: SQL says which rows, a
// record what a row holds (times in milliseconds, `Date.milliseconds`). Not here: `readingDevice`
// (one id, made by its migration). `noteSearch` (the full-text index, by `note`'s rowid) is
// deleted from through `NoteSearchRow` and read by its `MATCH` queries.

/// A row of `serverGone`: a record this device saw deleted on the server, the server's time
/// then, in `contentHash` the fingerprints of the version deleted and of those it was made
/// from, when known (newest first, separated by spaces; one alone before 0.9), and when the
/// person deleted (`madeAt`), when known.
struct ServerGoneRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "serverGone"
  var recordType: String, recordName: String, goneAt: Int64
  var contentHash: String?
  var madeAt: Int64?
}

/// A row of `serverAncestry`: fingerprints of the versions of a record this device held
/// before a restored server lost it (newest first, separated by spaces).
struct ServerAncestryRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "serverAncestry"
  var recordType: String, recordKey: String, hashes: String
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
    guard let sequence, let type = RecordKinds.type(named: recordType),
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
  /// record on the server), and the decoder would make a sync of one change noticeably slower.
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

/// A row of `readingDaySummary`: a day's totals over every device (`pages`: the pages
/// touched; `pageShare`, `juzShare`: pages and juz by the share of their ayahs read).
struct ReadingDaySummaryRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "readingDaySummary"
  var day: String, ayahs: Int, pages: Int, surahs: Int, seconds: Int
  var pageShare: Double, juzShare: Double
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

/// A row of `noteSearch`, the full-text index: a note's text folded (`VietnameseFolding`),
/// under the rowid of its row in `note`.
struct NoteSearchRow: TableRecord {
  static let databaseTableName = "noteSearch"
}
