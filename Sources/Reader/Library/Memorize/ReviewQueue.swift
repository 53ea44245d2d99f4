import AppRecords
import Clocks
import Foundation
import GRDB
import QuranText

/// What today's review session holds as it opens: the ayahs in review due
/// today or before, the ayahs in a learning or relearning step (each shown again when its
/// step comes due, `LearningSteps`), and today's new ayahs as the plan's pace asks. The
/// grades are the session's memory: an ayah graded today and not due again today is done, so
/// a session stopped and opened again the same day goes on where it stopped.
public struct ReviewQueue: Equatable, Sendable {
  /// The day, `YYYY-MM-DD`.
  public let today: String
  /// The ayahs in review due today or before (or graded by a clock ahead), in mushaf order.
  public let due: [DueReview]
  /// The ayahs in a learning or relearning step, each with when its step comes due.
  public let steps: [AyahID: Date]
  /// Today's new ayahs still to begin (the plan's pace), in the plan's order.
  public let new: [AyahID]
  /// How many ayahs were graded today and are not due again today: done.
  public let done: Int

  /// A queue as the library reads it.
  public init(
    today: String, due: [DueReview], steps: [AyahID: Date], new: [AyahID], done: Int
  ) {
    self.today = today
    self.due = due
    self.steps = steps
    self.new = new
    self.done = done
  }

  /// The ayahs left.
  public var left: Int { due.count + steps.count + new.count }
  /// The whole of today's session: the ayahs done and those left.
  public var total: Int { done + left }
}

/// An ayah in review that is due, and the day it fell due (the most overdue come first when
/// a backlog is limited).
public struct DueReview: Equatable, Sendable {
  /// The ayah.
  public let ayahID: AyahID
  /// The day it fell due, `YYYY-MM-DD`.
  public let dueDay: String

  /// `ayahID`, due since `dueDay`.
  public init(ayahID: AyahID, dueDay: String) {
    self.ayahID = ayahID
    self.dueDay = dueDay
  }
}

/// A day's memorizing, as the review session's summary tells it: the grades given, those
/// Again, and the ayahs begun (first graded) that day.
public struct MemorizeDay: Equatable, Sendable {
  /// How many grades were given.
  public let grades: Int
  /// How many of them were Again.
  public let again: Int
  /// How many ayahs were graded for the first time.
  public let begun: Int
}

/// The first day after today with ayahs due, how many (as `quran review --count` will say
/// that day), and how many of them are still being learnt.
public struct NextDue: Equatable, Sendable {
  /// The day, `YYYY-MM-DD`.
  public let day: String
  /// How many ayahs are due on it.
  public let count: Int
  /// How many of them are in a learning or relearning step (left unfinished today).
  public let learning: Int
}

extension LibraryStore {
  /// Today's review session (`ReviewQueue`) on `today` (`YYYY-MM-DD`). Read by position and
  /// without the grades' log but for the ayahs graded today: the session's first ayah is
  /// on the screen within 50 ms of ten years of grades (quran-bench review).
  public func reviewQueue(today: String) throws -> ReviewQueue {
    let plan = try memorizePlan()
    return try read { db in
      guard try db.hasTable("memorizeAyah") else {
        return ReviewQueue(today: today, due: [], steps: [:], new: [], done: 0)
      }
      let cards = try Self.todaysCards(today, withFirstGrades: plan != nil, db)
      let new = plan.map { $0.pace(begun: cards.begun, today: today).newToday } ?? []
      return ReviewQueue(
        today: today, due: cards.due, steps: cards.steps, new: new, done: cards.done)
    }
  }

  /// The day each graded ayah was begun, as far as a plan's pace asks (`MemorizePlan.pace`):
  /// the first grade's day for the ayahs graded today, a day before today for the others.
  /// Unlike `memorizeBegun` it reads the grades' log only for the ayahs graded today: the
  /// reader's status row asks after every grade (quran-bench review).
  public func memorizeBegunForPace(today: String) throws -> [AyahID: String] {
    try read { db in
      guard try db.hasTable("memorizeAyah") else { return [:] }
      return try Self.todaysCards(today, withFirstGrades: true, db).begun
    }
  }

  /// Every card read once: the ayahs due (in review, and in a step) as `dueAyahs` counts
  /// them, how many graded today are done for today, and the day each was begun as
  /// `memorizeBegunForPace` gives it (the log read `withFirstGrades`).
  static func todaysCards(_ today: String, withFirstGrades: Bool, _ db: Database) throws
    -> (due: [DueReview], steps: [AyahID: Date], done: Int, begun: [AyahID: String])
  {
    var due: [DueReview] = []
    var steps: [AyahID: Date] = [:]
    var gradedToday: [AyahID] = []
    var done = 0
    var begun: [AyahID: String] = [:]
    let ahead = dayAfterTomorrow(today)
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT surah, ayah, dueDay, lastReviewDay, phase, stepDueAt FROM memorizeAyah
        ORDER BY surah, ayah
        """)
    while let row = try rows.next() {
      guard let id = try? AyahID(surah: row[0], ayah: row[1]) else { continue }
      let dueDay: String = row[2]
      let last: String? = row[3]
      if last == today { gradedToday.append(id) }
      if dueDay <= today || (last ?? "") >= ahead {
        let phase: String = row[4]
        if phase == MemorizePhase.learning.rawValue || phase == MemorizePhase.relearning.rawValue {
          steps[id] = (row[5] as Int64?).map(Date.init(milliseconds:)) ?? .distantPast
        } else {
          due.append(DueReview(ayahID: id, dueDay: dueDay))
        }
      } else if last == today {
        done += 1
      }
      begun[id] = last ?? dueDay
    }
    if withFirstGrades {
      // Only an ayah graded today can have been begun today.
      for id in gradedToday {
        begun[id] =
          try String.fetchOne(
            db, sql: "SELECT MIN(day) FROM memorizeReview WHERE ayahID = ?",
            arguments: [id.description]) ?? today
      }
    }
    return (due, steps, done, begun)
  }

  /// The grades of `today` (`YYYY-MM-DD`): the log is read only for the ayahs graded that
  /// day, through its index by ayah.
  public func memorizeDay(_ today: String) throws -> MemorizeDay {
    try read { db in
      guard try db.hasTable("memorizeAyah") else {
        return MemorizeDay(grades: 0, again: 0, begun: 0)
      }
      let ayahs = try String.fetchAll(
        db, sql: "SELECT ayahID FROM memorizeAyah WHERE lastReviewDay = ?", arguments: [today])
      var (grades, again, begun) = (0, 0, 0)
      for ayah in ayahs {
        let rows = try Row.fetchAll(
          db, sql: "SELECT day, grade FROM memorizeReview WHERE ayahID = ?", arguments: [ayah])
        let todays = rows.filter { ($0[0] as String) == today }
        grades += todays.count
        again += todays.filter { ($0[1] as Int) == Grade.again.rawValue }.count
        if !todays.isEmpty, rows.allSatisfy({ ($0[0] as String) >= today }) { begun += 1 }
      }
      return MemorizeDay(grades: grades, again: again, begun: begun)
    }
  }

  /// The first day after `today` with ayahs due, and how many, as `dueCount` will count them
  /// that day: an ayah due today and left (a step unfinished, a review not given) is due
  /// tomorrow too. Nil when nothing ever falls due.
  public func nextDue(after today: String) throws -> NextDue? {
    guard let tomorrow = CivilDay(today)?.adding(1).text else { return nil }
    return try read { db in
      guard try db.hasTable("memorizeAyah"),
        let first = try String.fetchOne(db, sql: "SELECT MIN(dueDay) FROM memorizeAyah")
      else { return nil }
      let day = max(first, tomorrow)
      let counts = try Row.fetchOne(
        db,
        sql: """
          SELECT count(*), count(CASE WHEN phase IN ('learning', 'relearning') THEN 1 END)
          FROM memorizeAyah WHERE dueDay <= ?1 OR lastReviewDay >= ?2
          """, arguments: [day, Self.dayAfterTomorrow(day)])
      return NextDue(day: day, count: counts?[0] ?? 0, learning: counts?[1] ?? 0)
    }
  }

  /// The last day before `today` an ayah was graded on, nil when none was: the days missed
  /// since, as the session opens.
  public func lastMemorizeDay(before today: String) throws -> String? {
    try read { db in
      guard try db.hasTable("memorizeAyah") else { return nil }
      return try String.fetchOne(
        db, sql: "SELECT MAX(lastReviewDay) FROM memorizeAyah WHERE lastReviewDay < ?",
        arguments: [today])
    }
  }

  /// The person's own pace, in seconds a grade: the middle of the gaps between the latest
  /// grades of the last 200 ayahs graded, those under ten minutes apart (one sitting). Nil
  /// with fewer than ten such gaps. Read from the cards, not the log of every grade.
  public func secondsPerGrade() throws -> Double? {
    try read { db in
      guard try db.hasTable("memorizeAyah") else { return nil }
      let times = try Int64.fetchAll(
        db, sql: "SELECT changedAt FROM memorizeAyah ORDER BY changedAt DESC LIMIT 200")
      let gaps = zip(times, times.dropFirst()).map { Double($0 - $1) / 1000 }
        .filter { $0 > 0 && $0 < 600 }.sorted()
      return gaps.count < 10 ? nil : gaps[gaps.count / 2]
    }
  }
}
