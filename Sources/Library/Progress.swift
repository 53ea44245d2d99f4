import CloudRecords
import Foundation
import GRDB
import QuranText

extension LibraryStore {
  /// The progress of every surah read so far, by surah number.
  public func progress() throws -> [Int: ReadingProgress] {
    try read { db in
      let rows = try Row.fetchAll(db, sql: "SELECT * FROM progress")
      return Dictionary(
        uniqueKeysWithValues: rows.map { row in
          let progress = ReadingProgress(
            surah: row["surah"], lastReadAyah: row["lastReadAyah"], totalAyahs: row["totalAyahs"],
            lastUpdatedAt: Date(milliseconds: row["lastUpdatedAt"]))
          return (progress.surah, progress)
        })
    }
  }

  /// Notes that a person reached an ayah. Progress only moves forward: the furthest ayah
  /// reached in a surah is kept. Returns whether it moved.
  @discardableResult
  public func recordReading(_ id: AyahID, at date: Date = Date()) throws -> Bool {
    try write { db in try Self.advanceProgress(surah: id.surah, to: id.ayah, at: date, db) }
  }

  static func advanceProgress(surah: Int, to ayah: Int, at date: Date, _ db: Database) throws
    -> Bool
  {
    let total = SurahSizes.ayahCount(ofSurah: surah) ?? ayah
    try db.run(
      """
      INSERT INTO progress VALUES (?, ?, ?, ?)
      ON CONFLICT(surah) DO UPDATE SET lastReadAyah = excluded.lastReadAyah,
        lastUpdatedAt = excluded.lastUpdatedAt
      WHERE excluded.lastReadAyah > progress.lastReadAyah
      """, [surah, min(ayah, total), total, date.milliseconds])
    guard db.changesCount > 0 else { return false }
    try journal(.readingProgress, String(surah), .save, at: date, db)
    return true
  }
}

/// Reading progress over the whole Quran.
public struct OverallProgress: Sendable, Equatable {
  /// The furthest ayah reached in each surah, added up over all surahs (out of 6,236).
  public let ayahsRead: Int
  /// Surahs read to their last ayah.
  public let surahsFinished: Int

  /// Sums the progress of each surah, keyed by surah number.
  public init(_ progress: [Int: ReadingProgress]) {
    ayahsRead = progress.values.reduce(0) { $0 + $1.lastReadAyah }
    surahsFinished = progress.values.filter { $0.lastReadAyah >= $0.totalAyahs }.count
  }

  /// The share of the Quran's 6,236 ayahs read, 0–100.
  public var percentage: Double { Double(ayahsRead) / Double(SurahSizes.totalAyahs) * 100 }
}
