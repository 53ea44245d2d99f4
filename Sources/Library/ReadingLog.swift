import Foundation
import GRDB
import Interface
import QuranText

/// One day of reading: the distinct ayahs read, the seconds spent reading, the surahs
/// finished, and the mushaf pages the ayahs fall on. `date` is the local calendar date
/// (`YYYY-MM-DD`) where and when the reading happened.
public struct ReadingDay: Equatable, Sendable, Codable {
  public let date: String
  public let ayahs: Int
  public let seconds: Int
  public let surahsFinished: Int
  public let pages: Int

  public init(date: String, ayahs: Int, seconds: Int, surahsFinished: Int, pages: Int) {
    self.date = date
    self.ayahs = ayahs
    self.seconds = seconds
    self.surahsFinished = surahsFinished
    self.pages = pages
  }
}

/// How much a day must hold to count for a streak: so many ayahs (one, by default), minutes,
/// pages of the mushaf, or juz (a juz is 20 pages).
public struct ReadingGoal: Equatable, Sendable, Codable {
  public enum Unit: String, Sendable, Codable, CaseIterable { case ayahs, minutes, pages, juz }

  public let amount: Int
  public let unit: Unit

  public init(amount: Int, unit: Unit) {
    self.amount = amount
    self.unit = unit
  }

  public static let oneAyah = ReadingGoal(amount: 1, unit: .ayahs)
  /// The largest amount a goal may ask for.
  public static let largest = 10_000

  /// How much of the goal a day holds: 1 is the goal met.
  public func fraction(of day: ReadingDay) -> Double {
    let done =
      switch unit {
      case .ayahs: Double(day.ayahs)
      case .minutes: Double(day.seconds) / 60
      case .pages: Double(day.pages)
      case .juz: Double(day.pages) / 20
      }
    return done / Double(max(1, amount))
  }

  public func isMet(by day: ReadingDay) -> Bool { fraction(of: day) >= 1 }
}

extension ReadingGoal: CustomStringConvertible {
  /// "10 ayahs", in the interface's language.
  public var description: String {
    switch unit {
    case .ayahs: HabitText.unitAyahs(amount)
    case .minutes: HabitText.unitMinutes(amount)
    case .pages: HabitText.unitPages(amount)
    case .juz: HabitText.unitJuz(amount)
    }
  }
}

/// The calendar date of a moment in a time zone, as `YYYY-MM-DD`.
public enum ReadingDate {
  public static func day(of date: Date, in timeZone: TimeZone = .current) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }
}

extension LibraryStore {
  /// Ayahs read at `date` (the local day then); a surah is finished when its last ayah is
  /// among them. Reading an ayah twice in a day counts it once. With `reaching`, the
  /// surah's progress advances to that ayah in the same transaction; returns whether it did.
  @discardableResult
  public func logRead(
    _ ids: [AyahID], reaching: AyahID? = nil, at date: Date = Date(),
    timeZone: TimeZone = .current
  ) throws -> Bool {
    guard !ids.isEmpty else { return false }
    let day = ReadingDate.day(of: date, in: timeZone)
    return try write { db in
      for id in ids {
        try db.run(
          "INSERT OR IGNORE INTO readingDayAyah VALUES (?, ?)", [day, id.description])
        if id.ayah == SurahSizes.ayahCount(ofSurah: id.surah) {
          try db.run("INSERT OR IGNORE INTO readingDaySurah VALUES (?, ?)", [day, id.surah])
        }
      }
      try Self.journalReadingDay(day, at: date, db)
      guard let reaching else { return false }
      return try Self.advanceProgress(surah: reaching.surah, to: reaching.ayah, at: date, db)
    }
  }

  /// Seconds spent reading, counted to the local day of `date`.
  public func logReadingTime(
    seconds: Int, at date: Date = Date(), timeZone: TimeZone = .current
  ) throws {
    guard seconds > 0 else { return }
    let day = ReadingDate.day(of: date, in: timeZone)
    try write { db in
      try db.run(
        """
        INSERT INTO readingDaySeconds VALUES (?, ?)
        ON CONFLICT(day) DO UPDATE SET seconds = seconds + excluded.seconds
        """, [day, seconds])
      try Self.journalReadingDay(day, at: date, db)
    }
  }

  /// Every day with some reading on any of the person's devices, oldest first: each ayah
  /// and finished surah once, the seconds of every device added up.
  public func readingDays() throws -> [ReadingDay] {
    try read { db in
      let ayahs = try Self.ayahsByDay(since: "", db)
      var seconds: [String: Int] = [:]
      for row in try Row.fetchAll(
        db,
        sql: """
          SELECT day, seconds FROM readingDaySeconds
          UNION ALL SELECT day, seconds FROM readingElsewhere
          """)
      {
        seconds[row[0], default: 0] += row[1]
      }
      var finished: [String: Set<Int>] = [:]
      for row in try Row.fetchAll(db, sql: "SELECT day, surah FROM readingDaySurah") {
        finished[row[0], default: []].insert(row[1])
      }
      for row in try Row.fetchAll(db, sql: "SELECT day, surahs FROM readingElsewhere") {
        finished[row[0], default: []].formUnion(SurahList.decode(row[1]) ?? [])
      }
      let days = Set(ayahs.keys).union(seconds.keys).union(finished.keys).sorted()
      return days.map { day in
        let ids = ayahs[day] ?? []
        return ReadingDay(
          date: day, ayahs: ids.count, seconds: seconds[day] ?? 0,
          surahsFinished: finished[day]?.count ?? 0,
          pages: Set(ids.map { MushafDivisions.place(of: $0).page }).count)
      }
    }
  }

  public func readingGoal() throws -> ReadingGoal {
    try read { db in try Self.goal(db) } ?? .oneAyah
  }

  /// The goal set here, if one is.
  static func goal(_ db: Database) throws -> ReadingGoal? {
    try Row.fetchOne(db, sql: "SELECT amount, unit FROM readingGoal").flatMap { row in
      ReadingGoal.Unit(rawValue: row[1]).map { ReadingGoal(amount: row[0], unit: $0) }
    }
  }

  public func saveReadingGoal(_ goal: ReadingGoal, at date: Date = Date()) throws {
    try write { db in
      try SyncTransaction(db: db).putReadingGoal(goal, at: date)
      try Self.journal(.readingGoal, RecordIdentity.goalKey, .save, at: date, db)
    }
  }
}

/// Streaks of days that met the goal.
public enum ReadingStreaks {
  /// The current streak (ending today, or yesterday while today's reading is not done) and
  /// the longest, in days.
  public static func of(
    _ days: [ReadingDay], goal: ReadingGoal, today: String
  ) -> (current: Int, longest: Int) {
    let met = Set(days.filter { goal.isMet(by: $0) }.map(\.date))
    var longest = 0
    var run = 0
    var previous: String?
    for date in met.sorted() {
      run = previous.map { next($0) == date } == true ? run + 1 : 1
      longest = max(longest, run)
      previous = date
    }
    var current = 0
    var day = met.contains(today) ? today : previousDay(today)
    while met.contains(day) {
      current += 1
      day = previousDay(day)
    }
    return (current, longest)
  }

  static func next(_ day: String) -> String { shift(day, by: 1) }
  static func previousDay(_ day: String) -> String { shift(day, by: -1) }

  /// The calendar day `days` after `day`, counted in whole dates (no time zone involved).
  public static func shift(_ day: String, by days: Int) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = day.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3,
      let date = calendar.date(
        from: DateComponents(year: parts[0], month: parts[1], day: parts[2])),
      let moved = calendar.date(byAdding: .day, value: days, to: date)
    else { return day }
    return ReadingDate.day(of: moved, in: calendar.timeZone)
  }
}
