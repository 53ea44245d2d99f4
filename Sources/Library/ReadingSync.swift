import AppRecords
import CloudRecords
import Foundation
import GRDB
import QuranText

/// One device's reading on one day, as its `ReadingDay` record carries it: the ayahs read, the
/// seconds spent, the surahs finished. Each device writes only its own days, with what it has
/// counted so far (not an increment), so a send replayed or confirmed twice counts nothing
/// twice, and the days of two devices add up.
public struct DayTally: Equatable, Sendable {
  /// The ayahs read.
  public var ayahs: Set<AyahID>
  /// The seconds spent reading.
  public var seconds: Int
  /// The surahs finished, by number.
  public var surahsFinished: Set<Int>

  /// A day's tally as a `ReadingDay` record carries it.
  public init(ayahs: Set<AyahID>, seconds: Int, surahsFinished: Set<Int>) {
    self.ayahs = ayahs
    self.seconds = seconds
    self.surahsFinished = surahsFinished
  }

  /// The most a device can read in a day, in seconds.
  public static let longestDay = 86_400

  /// Both tallies of one device's day together: every ayah and surah once, the longer time
  /// (a device's count only grows).
  public func merged(with other: DayTally) -> DayTally {
    DayTally(
      ayahs: ayahs.union(other.ayahs), seconds: max(seconds, other.seconds),
      surahsFinished: surahsFinished.union(other.surahsFinished))
  }
}

extension LibraryStore {
  /// This library's name among the person's devices (16 hexadecimal digits).
  static func readingDevice(_ db: Database) throws -> String {
    try String.fetchOne(db, sql: "SELECT id FROM readingDevice") ?? ""
  }

  /// Notes, in the transaction that changed it, that this device's `day` is to be sent.
  static func journalReadingDay(_ day: String, at date: Date, _ db: Database) throws {
    let record = RecordIdentity.readingDay(device: try readingDevice(db), day: day)
    try journal(record, .save, at: date, db)
  }

  /// The ayahs every device read on each day from `since` on: this one's and the others'.
  static func ayahsByDay(since: String, _ db: Database) throws -> [String: Set<AyahID>] {
    var days: [String: Set<AyahID>] = [:]
    for row in try ReadingDayAyahRow.fetchAll(
      db, sql: "SELECT * FROM readingDayAyah WHERE day >= ?", arguments: [since])
    {
      if let id = try? AyahID.parse(row.ayahID) { days[row.day, default: []].insert(id) }
    }
    for row in try ReadingElsewhereRow.fetchAll(
      db, sql: "SELECT * FROM readingElsewhere WHERE day >= ?", arguments: [since])
    {
      days[row.day, default: []].formUnion(row.tally.ayahs)
    }
    return days
  }
}

extension SyncTransaction {
  /// This library's name among the person's devices.
  public func readingDevice() throws -> String { try LibraryStore.readingDevice(db) }

  /// What the log holds of a device's day: this device's own log, or another's as its record
  /// said.
  public func readingDay(device: String, day: String) throws -> DayTally? {
    guard device == (try readingDevice()) else {
      return try db.first(
        ReadingElsewhereRow.self, "SELECT * FROM readingElsewhere WHERE device = ? AND day = ?",
        [device, day])?.tally
    }
    let ayahs = try String.fetchAll(
      db, sql: "SELECT ayahID FROM readingDayAyah WHERE day = ?", arguments: [day])
    let seconds = try Int.fetchOne(
      db, sql: "SELECT seconds FROM readingDaySeconds WHERE day = ?", arguments: [day])
    let surahs = try Int.fetchAll(
      db, sql: "SELECT surah FROM readingDaySurah WHERE day = ?", arguments: [day])
    guard !ayahs.isEmpty || seconds != nil || !surahs.isEmpty else { return nil }
    return DayTally(
      ayahs: Set(ayahs.compactMap { try? AyahID.parse($0) }), seconds: seconds ?? 0,
      surahsFinished: Set(surahs))
  }

  /// Keeps a device's day as `tally` says: this device's own log only ever grows by it.
  public func putReadingDay(device: String, day: String, _ tally: DayTally) throws {
    guard device == (try readingDevice()) else {
      try ReadingElsewhereRow(device: device, day: day, tally).insert(db, onConflict: .replace)
      return try LibraryStore.summarize(day, db)
    }
    try LibraryStore.addToLog(
      day, ayahs: tally.ayahs.map(\.description), surahs: tally.surahsFinished,
      seconds: tally.seconds, db)
    try LibraryStore.summarize(day, db)
  }

  /// Forgets another device's day (its record is gone from the server). This device's own
  /// log is never taken away by a sync.
  public func removeReadingDay(device: String, day: String) throws {
    try ReadingElsewhereRow.deleteOne(db, key: ["device": device, "day": day])
    try LibraryStore.summarize(day, db)
  }

  /// Forgets every other device's days (the library now syncs as another person).
  public func forgetOtherDevices() throws {
    let days = try String.fetchAll(db, sql: "SELECT DISTINCT day FROM readingElsewhere")
    try ReadingElsewhereRow.deleteAll(db)
    for day in days { try LibraryStore.summarize(day, db) }
  }

  /// The goal set here, and when.
  public func readingGoal() throws -> (goal: ReadingGoal, at: Date)? {
    try ReadingGoalRow.fetchOne(db).flatMap { row in
      row.goal.map { ($0, Date(milliseconds: row.changedAt)) }
    }
  }

  /// Writes the goal as the server has it, set at `date` (not journaled).
  public func putReadingGoal(_ goal: ReadingGoal, at date: Date) throws {
    try ReadingGoalRow(goal, at: date).insert(db, onConflict: .replace)
  }

  /// Forgets the goal, as the server deleted it (not journaled).
  public func removeReadingGoal() throws {
    try ReadingGoalRow.deleteAll(db)
  }

  /// A plan kept here, and when it last changed.
  public func readingPlan(_ name: String) throws -> (plan: ReadingPlan, at: Date)? {
    try db.first(ReadingPlanRow.self, "SELECT * FROM readingPlan WHERE name = ?", [name])
      .flatMap { row in row.plan.map { ($0, Date(milliseconds: row.changedAt)) } }
  }

  /// Writes a plan as the server has it, changed at `date` (not journaled).
  public func putReadingPlan(_ plan: ReadingPlan, at date: Date) throws {
    try LibraryStore.put(plan, at: date, db)
  }

  /// Forgets a plan, as the server deleted it (not journaled).
  public func removeReadingPlan(_ name: String) throws {
    try ReadingPlanRow.deleteOne(db, key: name)
  }
}
