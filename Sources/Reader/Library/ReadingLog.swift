import AppRecords
import Foundation
import GRDB
import Interface
import QuranText

/// One day of reading: the distinct ayahs read, the seconds spent reading, the surahs
/// finished, and the pages and juz of the mushaf the ayahs make, each page or juz by the share
/// of its ayahs read (two ayahs of a fifteen-ayah page are 0.133 of a page). `date` is the
/// local calendar date (`YYYY-MM-DD`) where and when the reading happened.
public struct ReadingDay: Equatable, Sendable, Codable {
  /// The local calendar date, `YYYY-MM-DD`.
  public let date: String
  /// How many distinct ayahs were read.
  public let ayahs: Int
  /// The seconds spent reading.
  public let seconds: Int
  /// How many surahs were finished.
  public let surahsFinished: Int
  /// The pages of the mushaf read, each by the share of its ayahs read.
  public let pages: Double
  /// The juz read, each by the share of its ayahs read.
  public let juz: Double

  /// A day as the log sums it up.
  public init(
    date: String, ayahs: Int, seconds: Int, surahsFinished: Int, pages: Double, juz: Double = 0
  ) {
    self.date = date
    self.ayahs = ayahs
    self.seconds = seconds
    self.surahsFinished = surahsFinished
    self.pages = pages
    self.juz = juz
  }

  /// A day with less than this of reading time and no ayah read is not a day of reading
  /// (the reader opened for its help and quit): it is not logged.
  public static let leastSeconds = 60
}

/// How much a day must hold to count for a streak: so many ayahs (one, by default), minutes,
/// pages of the mushaf, or juz (pages and juz by the share of their ayahs read).
public struct ReadingGoal: Equatable, Sendable, Codable {
  /// What a goal counts: ayahs, minutes, pages or juz.
  public enum Unit: String, Sendable, Codable, CaseIterable { case ayahs, minutes, pages, juz }

  /// How many of `unit` a day must hold.
  public let amount: Int
  /// What the goal counts.
  public let unit: Unit

  /// A goal of `amount` `unit`s a day.
  public init(amount: Int, unit: Unit) {
    self.amount = amount
    self.unit = unit
  }

  /// The goal when none is set: one ayah a day.
  public static let oneAyah = ReadingGoal(amount: 1, unit: .ayahs)
  /// The largest amount a goal may ask for.
  public static let largest = 10_000

  /// How much of the goal a day holds: 1 is the goal met.
  public func fraction(of day: ReadingDay) -> Double {
    let done =
      switch unit {
      case .ayahs: Double(day.ayahs)
      case .minutes: Double(day.seconds) / 60
      case .pages: day.pages
      case .juz: day.juz
      }
    return done / Double(max(1, amount))
  }

  /// Whether the day holds the whole goal.
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
  /// The date of `date` in `timeZone`, or in this computer's local time (the C library's,
  /// which `TimeZone.current` follows too) when none is named: the reader asks for today
  /// before its first frame, and the C library answers without Foundation's time-zone and
  /// calendar data.
  public static func day(of date: Date, in timeZone: TimeZone? = nil) -> String {
    guard let timeZone else {
      var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
      var parts = tm()
      guard localtime_r(&seconds, &parts) != nil else { return day(of: date, in: .current) }
      return "\(digits(Int(parts.tm_year) + 1900, 4))-\(digits(Int(parts.tm_mon) + 1, 2))-"
        + digits(Int(parts.tm_mday), 2)
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  /// `number` in decimal, zeros before it up to `width` digits.
  private static func digits(_ number: Int, _ width: Int) -> String {
    let text = String(number)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}

extension LibraryStore {
  /// Ayahs read at `date` (the local day then, as the C library tells it unless `timeZone`
  /// says: `TimeZone.current` would load Foundation's time-zone data into the reader, 1 MB
  /// of its memory); a surah is finished when its last ayah is among them.
  /// Reading an ayah twice in a day counts it once. With `reaching`, the surah's progress
  /// advances to that ayah in the same transaction; returns whether it did.
  @discardableResult
  public func logRead(
    _ ids: [AyahID], reaching: AyahID? = nil, at date: Date? = nil,
    timeZone: TimeZone? = nil
  ) throws -> Bool {
    let date = date ?? clock.now()
    guard !ids.isEmpty else { return false }
    let day = ReadingDate.day(of: date, in: timeZone)
    return try write { db in
      let finished = ids.filter { $0.ayah == SurahSizes.ayahCount(ofSurah: $0.surah) }
      try Self.addToLog(
        day, ayahs: ids.map(\.description), surahs: finished.map(\.surah), seconds: 0, db)
      try Self.summarize(day, db)
      try Self.journalReadingDay(day, at: date, db)
      guard let reaching else { return false }
      return try Self.advanceProgress(surah: reaching.surah, to: reaching.ayah, at: date, db)
    }
  }

  /// Seconds spent reading, counted to the local day of `date` (as `logRead` finds it).
  public func logReadingTime(
    seconds: Int, at date: Date? = nil, timeZone: TimeZone? = nil
  ) throws {
    let date = date ?? clock.now()
    guard seconds > 0 else { return }
    let day = ReadingDate.day(of: date, in: timeZone)
    try write { db in
      let addUp = "ON CONFLICT(day) DO UPDATE SET seconds = seconds + excluded.seconds"
      try ReadingDaySecondsRow(day: day, seconds: seconds).insert(db, addUp)
      try Self.summarize(day, db)
      try Self.journalReadingDay(day, at: date, db)
    }
  }

  /// Every day with some reading on any of the person's devices, oldest first: each ayah
  /// and finished surah once, the seconds of every device added up.
  public func readingDays() throws -> [ReadingDay] {
    try read { db in
      // Read by position, not decoded as `ReadingDaySummaryRow`: years of days, and `quran
      // stats` takes a third longer through the decoder.
      var days: [ReadingDay] = []
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT day, ayahs, seconds, surahs, pageShare, juzShare FROM readingDaySummary
          ORDER BY day
          """)
      while let row = try rows.next() {
        days.append(
          ReadingDay(
            date: row[0] as String, ayahs: row[1] as Int, seconds: row[2] as Int,
            surahsFinished: row[3] as Int, pages: row[4] as Double, juz: row[5] as Double))
      }
      return days
    }
  }

  /// Adds to this device's log of `day`: the ayahs and finished surahs join it, and its
  /// seconds keep the larger count.
  static func addToLog(
    _ day: String, ayahs: some Sequence<String>, surahs: some Sequence<Int>, seconds: Int,
    _ db: Database
  ) throws {
    for ayah in ayahs {
      try ReadingDayAyahRow(day: day, ayahID: ayah).insert(db, onConflict: .ignore)
    }
    for surah in surahs {
      try ReadingDaySurahRow(day: day, surah: surah).insert(db, onConflict: .ignore)
    }
    guard seconds > 0 else { return }
    try ReadingDaySecondsRow(day: day, seconds: seconds).insert(
      db, "ON CONFLICT(day) DO UPDATE SET seconds = max(seconds, excluded.seconds)")
  }

  /// Works out a day's totals again from this device's log and the other devices' days, in
  /// the transaction that changed one of them. A day with no ayah, no surah and less than
  /// `ReadingDay.leastSeconds` is no day of reading: it has no totals. Without `shares` (the
  /// v7 migration, before the shares' columns) the pages and juz read are left to v10.
  static func summarize(_ day: String, _ db: Database, shares: Bool = true) throws {
    let tx = SyncTransaction(db: db)
    let own = try tx.readingDay(device: try tx.readingDevice(), day: day)
    var ayahs = own?.ayahs ?? []
    var surahs = own?.surahsFinished ?? []
    var seconds = own?.seconds ?? 0
    var found = own != nil
    for row in try ReadingElsewhereRow.fetchAll(
      db, sql: "SELECT * FROM readingElsewhere WHERE day = ?", arguments: [day])
    {
      found = true
      let tally = row.tally
      ayahs.formUnion(tally.ayahs)
      seconds += tally.seconds
      surahs.formUnion(tally.surahsFinished)
    }
    guard found, !ayahs.isEmpty || !surahs.isEmpty || seconds >= ReadingDay.leastSeconds else {
      try ReadingDaySummaryRow.deleteOne(db, key: day)
      return
    }
    let pages = Set(ayahs.map { MushafDivisions.place(of: $0).page }).count
    guard shares else {
      // SQL, not `ReadingDaySummaryRow`: v7's table has no shares' columns yet.
      return try db.run(
        "INSERT OR REPLACE INTO readingDaySummary(day, ayahs, pages, surahs, seconds) VALUES (?, ?, ?, ?, ?)",
        [day, ayahs.count, pages, surahs.count, seconds])
    }
    let share = MushafDivisions.shares(of: ayahs)
    try ReadingDaySummaryRow(
      day: day, ayahs: ayahs.count, pages: pages, surahs: surahs.count, seconds: seconds,
      pageShare: Self.thousandths(share.pages), juzShare: Self.thousandths(share.juz)
    ).insert(db, onConflict: .replace)
  }

  /// `value` to three decimals, as the log keeps shares of pages and juz.
  static func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  /// The goal set here, or one ayah a day when none is.
  public func readingGoal() throws -> ReadingGoal {
    try read { db in try Self.goal(db) } ?? .oneAyah
  }

  /// The goal set here, if one is.
  static func goal(_ db: Database) throws -> ReadingGoal? {
    try ReadingGoalRow.fetchOne(db)?.goal
  }

  /// Sets the goal, journaled to be sent; the goal it replaces is kept in the trash.
  public func saveReadingGoal(_ goal: ReadingGoal, at date: Date? = nil) throws {
    let date = date ?? clock.now()
    try write { db in try Self.replaceGoal(with: goal, at: date, db) }
  }

  static func replaceGoal(with goal: ReadingGoal, at date: Date, _ db: Database) throws {
    if let old = try Self.goal(db), old != goal { try throwAway(.readingGoal(old), at: date, db) }
    try SyncTransaction(db: db).putReadingGoal(goal, at: date)
    try journal(.readingGoal, .save, at: date, db)
  }
}

/// Streaks of days that met the goal.
public enum ReadingStreaks {
  /// The current streak (ending today, or yesterday while today's reading is not done) and
  /// the longest, in days.
  public static func of(
    _ days: [ReadingDay], goal: ReadingGoal, today: String
  ) -> (current: Int, longest: Int) {
    let met = Set(days.filter { goal.isMet(by: $0) }.compactMap { CivilDay($0.date)?.ordinal })
    var longest = 0
    var run = 0
    var previous: Int?
    for day in met.sorted() {
      run = previous == day - 1 ? run + 1 : 1
      longest = max(longest, run)
      previous = day
    }
    guard let today = CivilDay(today)?.ordinal else { return (0, longest) }
    var current = 0
    var day = met.contains(today) ? today : today - 1
    while met.contains(day) {
      current += 1
      day -= 1
    }
    return (current, longest)
  }

  /// The calendar day `days` after `day`, counted in whole dates (no time zone involved).
  public static func shift(_ day: String, by days: Int) -> String {
    CivilDay(day)?.adding(days).text ?? day
  }
}
