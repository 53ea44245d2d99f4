import AppRecords
import Clocks
import Foundation
import GRDB
import QuranText

extension LibraryStore {
  /// The progress of every surah read so far, by surah number.
  public func progress() throws -> [Int: ReadingProgress] {
    try read { db in
      // Plain rows, as the settings are read: every start of the reader reads the progress,
      // and `ProgressRow`'s request and `Codable` decoding cost conformance searches over
      // the whole program and a look at the schema.
      var progress = [Int: ReadingProgress]()
      let rows = try Row.fetchCursor(
        db, sql: "SELECT surah, lastReadAyah, totalAyahs, lastUpdatedAt FROM progress")
      while let row = try rows.next() {
        guard let surah = Int.fromDatabaseValue(row[0]), let last = Int.fromDatabaseValue(row[1]),
          let total = Int.fromDatabaseValue(row[2]), let at = Int64.fromDatabaseValue(row[3])
        else { continue }
        progress[surah] = ReadingProgress(
          surah: surah, lastReadAyah: last, totalAyahs: total,
          lastUpdatedAt: Date(milliseconds: at))
      }
      return progress
    }
  }

  /// Notes that a person reached an ayah. Progress only moves forward: the furthest ayah
  /// reached in a surah is kept. Returns whether it moved.
  @discardableResult
  public func recordReading(_ id: AyahID, at date: Date? = nil) throws -> Bool {
    let date = date ?? clock.now()
    return try write { db in try Self.advanceProgress(surah: id.surah, to: id.ayah, at: date, db) }
  }

  static func advanceProgress(surah: Int, to ayah: Int, at date: Date, _ db: Database) throws
    -> Bool
  {
    let total = SurahSizes.ayahCount(ofSurah: surah) ?? ayah
    let progress = ReadingProgress(
      surah: surah, lastReadAyah: min(ayah, total), totalAyahs: total, lastUpdatedAt: date)
    try ProgressRow(progress).insert(
      db,
      """
      ON CONFLICT(surah) DO UPDATE SET lastReadAyah = excluded.lastReadAyah,
        lastUpdatedAt = excluded.lastUpdatedAt
      WHERE excluded.lastReadAyah > progress.lastReadAyah
      """)
    guard db.changesCount > 0 else { return false }
    try journal(.progress(surah: surah), .save, at: date, db)
    return true
  }
}

extension LibraryStore {
  /// What the reading log holds over every day and device, with what the iPhone app's
  /// imported progress counted as read (each surah up to the ayah it named): each ayah read,
  /// once. This is what was read; where the person stopped is `progress`, the place to resume.
  public func ayahsRead() throws -> OverallProgress {
    try read { db in
      var ayahs = Set<AyahID>()
      for text in try String.fetchAll(db, sql: "SELECT DISTINCT ayahID FROM readingDayAyah") {
        if let id = try? AyahID.parse(text) { ayahs.insert(id) }
      }
      for text in try String.fetchAll(db, sql: "SELECT ayahs FROM readingElsewhere") {
        ayahs.formUnion(AyahList.decode(text) ?? [])
      }
      ayahs.formUnion(try Self.ayahsReadInTheApp(db))
      return OverallProgress(ayahs)
    }
  }
}

/// What was read of the whole Quran: the reading log's ayahs, each once, counted by surah.
public struct OverallProgress: Sendable, Equatable {
  /// The ayahs read.
  public private(set) var ayahs: Set<AyahID>
  /// How many ayahs of each surah were read, by surah number; surahs with none are absent.
  public private(set) var bySurah: [Int: Int]

  /// What was read of `ayahs`, each counted once.
  public init(_ ayahs: Set<AyahID> = []) {
    self.ayahs = []
    bySurah = [:]
    add(ayahs)
  }

  /// Counts more ayahs as read; those already read count once.
  public mutating func add(_ more: some Sequence<AyahID>) {
    for id in more where ayahs.insert(id).inserted { bySurah[id.surah, default: 0] += 1 }
  }

  /// The ayahs read, out of 6,236.
  public var ayahsRead: Int { ayahs.count }
  /// Surahs with every ayah read.
  public var surahsFinished: Int {
    bySurah.filter { $0.value >= SurahSizes.ayahCount(ofSurah: $0.key) ?? Int.max }.count
  }

  /// How many ayahs of a surah were read.
  public func read(inSurah surah: Int) -> Int { bySurah[surah] ?? 0 }

  /// The share of the Quran's 6,236 ayahs read, 0–100.
  public var percentage: Double { Double(ayahsRead) / Double(SurahSizes.totalAyahs) * 100 }
}
