import AppRecords
import Clocks
import Foundation
import GRDB
import QuranText

/// One grade of an ayah in memorizing: when, on which local day, how it went, and the words
/// missed (their indexes in the ayah, from 0).
public struct MemorizeReview: Equatable, Sendable {
  /// The grade's own id, which its record is named by.
  public let id: UUID
  /// The ayah graded.
  public let ayahID: AyahID
  /// When it was graded.
  public let reviewedAt: Date
  /// The local date of the grade, `YYYY-MM-DD`.
  public let day: String
  /// How the recall went.
  public let grade: Grade
  /// The indexes of the words missed in the ayah, from 0.
  public let missedWords: [Int]

  /// A review as the store keeps it.
  public init(
    id: UUID = UUID(), ayahID: AyahID, reviewedAt: Date, day: String, grade: Grade,
    missedWords: [Int]
  ) {
    self.id = id
    self.ayahID = ayahID
    self.reviewedAt = reviewedAt
    self.day = day
    self.grade = grade
    self.missedWords = missedWords
  }
}

/// A grade taken back, and its ayah's card made again without it (nil: the ayah is new again).
public struct GradeTakenBack: Equatable, Sendable {
  /// The grade taken back.
  public let review: MemorizeReview
  /// The ayah's card from the grades left.
  public let card: MemorizeCard?
}

/// An ayah due for review, and its card.
public struct DueAyah: Equatable, Sendable {
  /// The ayah due.
  public let ayahID: AyahID
  /// Its schedule, made from its grades.
  public let card: MemorizeCard

  /// The chance of recall on `today` (`YYYY-MM-DD`), as FSRS estimates it.
  public func recall(on today: String) -> Double? {
    CivilDay(today).flatMap { card.retrievability(on: $0) }
  }
}

/// The names memorization's changes take in the journal: each grade, which the sync sends as
/// a `MemorizeReview` record. An ayah's card is not sent: every device makes it from the
/// grades (`LibraryStore.addReview`).
public enum MemorizeJournal {
  /// The ayah's card, which the first version journaled and never sent; its entries are
  /// dropped (migration `v13-memorize-sync`).
  public static let retiredAyahType = "MemorizeAyah"
  /// One review, by its UUID.
  public static let reviewType = RecordType.memorizeReview.rawValue
}

extension LibraryStore {
  /// Grades an ayah on the local day of `date`: the review (`id`, so that the screen can take
  /// it back) is logged with its journal entry (the record the sync sends), the card moves on
  /// as FSRS schedules it, and the ayah is read that day in the reading log, in one
  /// transaction. Returns the card.
  @discardableResult
  public func grade(
    _ ayah: AyahID, _ grade: Grade, missedWords: [Int] = [], at date: Date? = nil,
    timeZone: TimeZone? = nil, id: UUID = UUID(), fsrs: FSRS = .standard
  ) throws -> MemorizeCard {
    let date = date ?? clock.now()
    let day = ReadingDate.day(of: date, in: timeZone)
    let today =
      CivilDay(day) ?? CivilDay(ordinal: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
    let review = MemorizeReview(
      id: id, ayahID: ayah, reviewedAt: date, day: day, grade: grade,
      missedWords: Array(Set(missedWords.filter { $0 >= 0 })).sorted())
    return try write { db in
      // The grades are weighed at the later of the grade's time and the clock now: a grade
      // given an earlier time (`date`) does not make those made since look ahead.
      let card = try Self.addReview(review, now: max(date, clock.now()), fsrs: fsrs, db)
      try Self.journalMemorize(MemorizeJournal.reviewType, review.id.uuidString, at: date, db)
      // Memorizing is reading: the ayah graded is read that day, so a day of
      // reviews alone counts in the reading log and its streaks (and syncs as reading).
      try Self.addToLog(day, ayahs: [ayah.description], surahs: [Int](), seconds: 0, db)
      try Self.summarize(day, db)
      try Self.journalReadingDay(day, at: date, db)
      return card ?? .new(on: today)
    }
  }

  /// Takes back the grade `id` (`u` after a grade): it leaves the log, the ayah's
  /// card is made again from the grades left (none: the ayah is new again), and the sync
  /// deletes its record, in one transaction. The reading log keeps the ayah read. Nil when
  /// no such grade is here (taken back already, or on another device).
  @discardableResult
  public func takeBackGrade(_ id: UUID, at date: Date? = nil) throws -> GradeTakenBack? {
    let date = date ?? clock.now()
    return try write { db in
      guard let row = try MemorizeReviewRow.fetchOne(db, key: id.uuidString),
        let review = row.review
      else { return nil }
      try row.delete(db)
      let card = try Self.rebuildCard(review.ayahID, now: max(date, clock.now()), db)
      try Self.journal(.memorizeReview(id), .delete, at: date, db)
      return GradeTakenBack(review: review, card: card)
    }
  }

  /// The ayahs of `ayahs` never graded (a memorize screen shows them whole first).
  public func neverGraded(_ ayahs: [AyahID]) throws -> Set<AyahID> {
    try read { db in
      guard try db.hasTable("memorizeAyah") else { return Set(ayahs) }
      let graded = Set(try String.fetchAll(db, sql: "SELECT ayahID FROM memorizeAyah"))
      return Set(ayahs.filter { !graded.contains($0.description) })
    }
  }

  /// The ayah's memorization, nil when it was never graded.
  public func memorizeCard(_ ayah: AyahID) throws -> MemorizeCard? {
    try read { db in try MemorizeAyahRow.fetchOne(db, key: ayah.description)?.card }
  }

  /// The ayahs due on `today` (`YYYY-MM-DD`) or before, in the order of the mushaf: in
  /// review, and in a learning or relearning step (due again the day of its grade). An ayah
  /// last graded after tomorrow was graded by a clock that ran ahead: its schedule cannot
  /// be believed, and it is due today.
  public func dueAyahs(today: String) throws -> [DueAyah] {
    let ahead = Self.dayAfterTomorrow(today)
    let todayDay = CivilDay(today)
    return try read { db in
      guard try db.hasTable("memorizeAyah") else { return [] }
      // Read by position, not decoded as `MemorizeAyahRow`: through the decoder, a queue of
      // thousands would miss the bound of `quran-bench memorize`.
      var due: [DueAyah] = []
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT surah, ayah, phase, stability, difficulty, dueDay, lastReviewDay,
            scheduledDays, reps, lapses, stepDueAt FROM memorizeAyah
          WHERE dueDay <= ? OR lastReviewDay >= ?
          ORDER BY surah, ayah
          """, arguments: [today, ahead])
      while let row = try rows.next() {
        guard let id = try? AyahID(surah: row[0], ayah: row[1]),
          let phase = MemorizePhase(rawValue: row[2]), let day = CivilDay(row[5] as String)
        else { continue }
        let memory = (row[3] as Double?).flatMap { s in
          (row[4] as Double?).map { MemoryState(stability: s, difficulty: $0) }
        }
        let card = MemorizeCard(
          phase: phase, memory: memory, reps: row[8], lapses: row[9],
          lastReview: (row[6] as String?).flatMap(CivilDay.init),
          due: day.text > today ? todayDay ?? day : day, scheduledDays: row[7],
          stepDue: (row[10] as Int64?).map(Date.init(milliseconds:)))
        due.append(DueAyah(ayahID: id, card: card))
      }
      return due
    }
  }

  /// How many ayahs are due on `today` or before, as `dueAyahs` counts them (those in a
  /// learning step and those graded by a clock ahead included): the reader's status row and
  /// `quran review --count` say what the review session has left.
  public func dueCount(today: String) throws -> Int {
    try read { db in
      guard try db.hasTable("memorizeAyah") else { return 0 }
      return try Int.fetchOne(
        db,
        sql: "SELECT count(*) FROM memorizeAyah WHERE dueDay <= ? OR lastReviewDay >= ?",
        arguments: [today, Self.dayAfterTomorrow(today)]) ?? 0
    }
  }

  /// How many days the newest grade is dated after `now`'s day, when its ayahs count as due
  /// today for it (`dueCount`: graded two days ahead or more; a day ahead is another time
  /// zone's margin): this computer's clock is behind the grades, or ran ahead when they were
  /// made. Nil otherwise, so the warning and the list of what is due agree.
  public func clockBehindGrades(now: Date? = nil) throws -> Int? {
    let now = now ?? clock.now()
    let today = ReadingDate.day(of: now)
    return try read { db in
      // The newest day of any card is the newest grade's day (`addReview`, `rebuildCard`).
      guard try db.hasTable("memorizeAyah"),
        let newest = try String.fetchOne(db, sql: "SELECT max(lastReviewDay) FROM memorizeAyah"),
        newest >= Self.dayAfterTomorrow(today),
        let day = CivilDay(newest), let now = CivilDay(today)
      else { return nil }
      return day.ordinal - now.ordinal
    }
  }

  /// The day two days after `today`, as text; `today` itself when it cannot be read.
  static func dayAfterTomorrow(_ today: String) -> String {
    CivilDay(today)?.adding(2).text ?? today
  }

  /// Every grade of an ayah, oldest first.
  public func memorizeReviews(of ayah: AyahID) throws -> [MemorizeReview] {
    try read { db in
      try MemorizeReviewRow.fetchAll(
        db, sql: "SELECT * FROM memorizeReview WHERE ayahID = ? ORDER BY reviewedAt",
        arguments: [ayah.description]
      ).compactMap(\.review)
    }
  }

  /// Notes a memorization change in the journal, in the transaction that made it.
  static func journalMemorize(_ type: String, _ key: String, at date: Date, _ db: Database)
    throws
  {
    // SQL compiled once, as `LibraryStore.journal` says why.
    try db.run(
      """
      INSERT OR REPLACE INTO journal(recordType, recordKey, operation, changedAt)
      VALUES (?, ?, 'save', ?)
      """, [type, key, date.milliseconds])
  }
}
