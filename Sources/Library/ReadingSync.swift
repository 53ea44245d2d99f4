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
  public var ayahs: Set<AyahID>
  public var seconds: Int
  public var surahsFinished: Set<Int>

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
    try journal(record.recordType, record.key, .save, at: date, db)
  }

  /// The ayahs every device read on each day from `since` on: this one's and the others'.
  static func ayahsByDay(since: String, _ db: Database) throws -> [String: Set<AyahID>] {
    var days: [String: Set<AyahID>] = [:]
    for row in try Row.fetchAll(
      db, sql: "SELECT day, ayahID FROM readingDayAyah WHERE day >= ?", arguments: [since])
    {
      if let id = try? AyahID.parse(row[1] as String) { days[row[0], default: []].insert(id) }
    }
    for row in try Row.fetchAll(
      db, sql: "SELECT day, ayahs FROM readingElsewhere WHERE day >= ?", arguments: [since])
    {
      days[row[0], default: []].formUnion(AyahList.decode(row[1]) ?? [])
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
      return try db.firstRow(
        "SELECT ayahs, seconds, surahs FROM readingElsewhere WHERE device = ? AND day = ?",
        [device, day]
      ).map {
        DayTally(
          ayahs: AyahList.decode($0[0]) ?? [], seconds: $0[1],
          surahsFinished: SurahList.decode($0[2]) ?? [])
      }
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
      try db.run(
        "INSERT OR REPLACE INTO readingElsewhere VALUES (?, ?, ?, ?, ?)",
        [
          device, day, AyahList.encode(tally.ayahs), tally.seconds,
          SurahList.encode(tally.surahsFinished),
        ])
      return try LibraryStore.summarize(day, db)
    }
    for id in tally.ayahs {
      try db.run("INSERT OR IGNORE INTO readingDayAyah VALUES (?, ?)", [day, id.description])
    }
    for surah in tally.surahsFinished {
      try db.run("INSERT OR IGNORE INTO readingDaySurah VALUES (?, ?)", [day, surah])
    }
    if tally.seconds > 0 {
      try db.run(
        """
        INSERT INTO readingDaySeconds VALUES (?, ?)
        ON CONFLICT(day) DO UPDATE SET seconds = max(seconds, excluded.seconds)
        """, [day, tally.seconds])
    }
    try LibraryStore.summarize(day, db)
  }

  /// Forgets another device's day (its record is gone from the server). This device's own
  /// log is never taken away by a sync.
  public func removeReadingDay(device: String, day: String) throws {
    try db.run("DELETE FROM readingElsewhere WHERE device = ? AND day = ?", [device, day])
    try LibraryStore.summarize(day, db)
  }

  /// Forgets every other device's days (the library now syncs as another person).
  public func forgetOtherDevices() throws {
    let days = try String.fetchAll(db, sql: "SELECT DISTINCT day FROM readingElsewhere")
    try db.execute(sql: "DELETE FROM readingElsewhere")
    for day in days { try LibraryStore.summarize(day, db) }
  }

  /// The goal set here, and when.
  public func readingGoal() throws -> (goal: ReadingGoal, at: Date)? {
    try db.firstRow("SELECT amount, unit, changedAt FROM readingGoal", []).flatMap { row in
      ReadingGoal.Unit(rawValue: row[1]).map {
        (ReadingGoal(amount: row[0], unit: $0), Date(milliseconds: row[2]))
      }
    }
  }

  public func putReadingGoal(_ goal: ReadingGoal, at date: Date) throws {
    try db.run(
      "INSERT OR REPLACE INTO readingGoal(id, amount, unit, changedAt) VALUES (1, ?, ?, ?)",
      [goal.amount, goal.unit.rawValue, date.milliseconds])
  }

  public func removeReadingGoal() throws {
    try db.execute(sql: "DELETE FROM readingGoal")
  }

  /// A plan kept here, and when it last changed.
  public func readingPlan(_ name: String) throws -> (plan: ReadingPlan, at: Date)? {
    try db.firstRow(
      """
      SELECT fromAyah, startDay, endDay, finished, portion, changedAt FROM readingPlan
      WHERE name = ?
      """, [name]
    ).flatMap { row in
      SurahSizes.ayah(atGlobalIndex: row[0]).map {
        (
          ReadingPlan(
            name: name, from: $0, startDay: row[1], endDay: row[2], finished: row[3],
            portion: ReadingPlan.Portion(rawValue: row[4]) ?? .pages),
          Date(milliseconds: row[5])
        )
      }
    }
  }

  public func putReadingPlan(_ plan: ReadingPlan, at date: Date) throws {
    try LibraryStore.put(plan, at: date, db)
  }

  public func removeReadingPlan(_ name: String) throws {
    try db.run("DELETE FROM readingPlan WHERE name = ?", [name])
  }
}
