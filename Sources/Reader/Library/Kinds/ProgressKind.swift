import AppRecords
import Clocks
import Foundation
import QuranText

/// How far a surah is read (`progress-{user}-{surah}`), keyed by its surah: the furthest ayah
/// wins.
package struct ProgressKind: RecordKind {
  /// The kind, which holds nothing of its own.
  package init() {}

  /// Its record type.
  package let type = RecordType.readingProgress
  /// The first part of its records' names.
  package let namePrefix = "progress"
  /// Its records' names as a refusal shows their form.
  package let nameForm = "progress-USER-SURAH (1–114)"
  /// The key of every record of the kind the library holds.
  package let localKeysSQL = ProgressRow.keysSQL

  /// The key as the library keeps it.
  package func libraryKey(of surah: Int) -> String { String(surah) }

  /// A surah's number, 1 to 114.
  package func key(nameRest: String) -> Int? {
    guard nameRest.count <= 3, nameRest.allSatisfy({ $0.isASCII && $0.isNumber }),
      let surah = Int(nameRest), SurahSizes.ayahCount(ofSurah: surah) != nil
    else { return nil }
    return surah
  }

  /// When the record last changed, as its row says.
  package func localTime(key surah: Int, _ tx: SyncTransaction) throws -> Date? {
    try tx.progress(surah: surah)?.lastUpdatedAt
  }
}

extension RecordIdentity {
  /// The progress of `surah`.
  public static func progress(surah: Int) -> RecordIdentity { ProgressKind().identity(of: surah) }
}

/// A row of `progress`: how far a surah was read.
package struct ProgressRow: Codable, SyncedRow {
  /// Its table.
  package static let databaseTableName = "progress"
  /// The column that holds the record's key.
  package static let keyColumn = "surah"
  /// Its columns.
  package var surah: Int, lastReadAyah: Int, totalAyahs: Int, lastUpdatedAt: Int64

  /// The row of `progress`.
  package init(_ progress: ReadingProgress) {
    (surah, lastReadAyah) = (progress.surah, progress.lastReadAyah)
    (totalAyahs, lastUpdatedAt) = (progress.totalAyahs, progress.lastUpdatedAt.milliseconds)
  }

  /// The progress the row holds.
  package var progress: ReadingProgress {
    ReadingProgress(
      surah: surah, lastReadAyah: lastReadAyah, totalAyahs: totalAyahs,
      lastUpdatedAt: Date(milliseconds: lastUpdatedAt))
  }
}

extension SyncTransaction {
  /// How far a surah was read, if it was.
  package func progress(surah: Int) throws -> ReadingProgress? {
    try ProgressRow.row(surah, self)?.progress
  }
}

extension RecordType {
  /// How far a surah is read.
  public static let readingProgress = RecordType(rawValue: "ReadingProgress")
}

extension RecordField {
  /// The furthest ayah read.
  public static let lastReadAyah = RecordField(rawValue: "lastReadAyah")
  /// How many ayahs the surah has.
  public static let totalAyahs = RecordField(rawValue: "totalAyahs")
  /// The fraction of the surah read (`FieldValue.progressPercentage`).
  public static let progressPercentage = RecordField(rawValue: "progressPercentage")
  /// When the progress last moved.
  public static let lastUpdatedAt = RecordField(rawValue: "lastUpdatedAt")
}
