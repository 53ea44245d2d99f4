import AppRecords
import Foundation
import GRDB
import QuranText

/// The reading log, goal and plans as an export carries them, and their merge on import: the
/// days' ayahs and finished surahs join as a union, a day's seconds keep the larger count (so
/// importing the same file twice counts nothing twice), a goal is taken only where none is
/// set, and a plan only where none has its name.
public struct ReadingExport: Codable, Sendable, Equatable {
  /// One day of this device's reading log, as an export carries it.
  public struct Day: Codable, Sendable, Equatable {
    /// The local date, `YYYY-MM-DD`.
    public let date: String
    /// The ayahs read that day (`s:a`).
    public let ayahs: [String]
    /// The seconds spent reading that day.
    public let seconds: Int
    /// The surahs finished that day, by number.
    public let surahsFinished: [Int]
  }

  /// The days of the reading log, oldest first.
  public var days: [Day]
  /// The goal set, if one is.
  public var goal: ReadingGoal?
  /// The reading plans.
  public var plans: [ReadingPlan]

  /// Refuses a day that is not `YYYY-MM-DD`, an ayah or surah that does not exist, or
  /// negative seconds, with a sentence.
  func validated() throws -> ReadingExport {
    for day in days {
      guard day.date.count == 10, ReadingStreaks.shift(day.date, by: 0) == day.date,
        day.date.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }), day.seconds >= 0
      else { throw ExportDocumentError("The reading day \(day.date) is not a YYYY-MM-DD date.") }
      for ayah in day.ayahs {
        do { _ = try AyahID.parse(ayah) } catch { throw ExportDocumentError("\(error)") }
      }
      for surah in day.surahsFinished where SurahSizes.ayahCount(ofSurah: surah) == nil {
        throw ExportDocumentError("The reading day \(day.date) finishes a surah \(surah).")
      }
    }
    return self
  }
}

extension LibraryStore {
  /// The log, goal and plans kept here, for an export.
  static func readingExport(_ db: Database) throws -> ReadingExport {
    var days: [String: (ayahs: [String], seconds: Int, surahs: [Int])] = [:]
    for row in try ReadingDayAyahRow.order(Column("day")).fetchAll(db) {
      days[row.day, default: ([], 0, [])].ayahs.append(row.ayahID)
    }
    for row in try ReadingDaySecondsRow.fetchAll(db) {
      days[row.day, default: ([], 0, [])].seconds = row.seconds
    }
    for row in try ReadingDaySurahRow.order(Column("surah")).fetchAll(db) {
      days[row.day, default: ([], 0, [])].surahs.append(row.surah)
    }
    let goal = try Self.goal(db)
    let plans = try Self.plans(db)
    return ReadingExport(
      days: days.keys.sorted().map {
        ReadingExport.Day(
          date: $0, ayahs: days[$0]!.ayahs, seconds: days[$0]!.seconds,
          surahsFinished: days[$0]!.surahs)
      }, goal: goal, plans: plans)
  }

  /// Merges an export's log, goal and plans, in the import's transaction, journaled at `now`.
  static func mergeReading(_ reading: ReadingExport, at now: Date, _ db: Database) throws {
    for day in reading.days {
      let changesBefore = db.totalChangesCount
      try addToLog(
        day.date, ayahs: day.ayahs, surahs: day.surahsFinished, seconds: day.seconds, db)
      if db.totalChangesCount != changesBefore {
        try summarize(day.date, db)
        try journalReadingDay(day.date, at: now, db)
      }
    }
    if let goal = reading.goal, try Self.goal(db) == nil {
      try SyncTransaction(db: db).putReadingGoal(goal, at: now)
      try journal(.readingGoal, .save, at: now, db)
    }
    let here = Set(try plans(db).map(\.name))
    for plan in reading.plans where !here.contains(plan.name) {
      try change(plan, at: now, db)
    }
  }
}
