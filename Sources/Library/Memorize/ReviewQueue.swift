import AppRecords
import Foundation
import GRDB
import QuranText

/// Today's review session (issue 62): the ayahs due today or before and not yet graded today,
/// in mushaf order, then today's new ayahs as the plan's pace asks. Progress is kept by the
/// grades themselves: an ayah graded today is done, so a session stopped and opened again the
/// same day goes on where it stopped.
public struct ReviewQueue: Equatable, Sendable {
  /// The day, `YYYY-MM-DD`.
  public let today: String
  /// The ayahs due and not graded today, in mushaf order.
  public let due: [AyahID]
  /// Today's new ayahs still to begin (the plan's pace), in the plan's order.
  public let new: [AyahID]
  /// How many ayahs were graded today already: done.
  public let gradedToday: Int

  /// The ayahs left, due first.
  public var ayahs: [AyahID] { due + new }
  /// The whole of today's session: the ayahs done and those left.
  public var total: Int { gradedToday + due.count + new.count }
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

/// The first day after today with ayahs due, and how many.
public struct NextDue: Equatable, Sendable {
  /// The day, `YYYY-MM-DD`.
  public let day: String
  /// How many ayahs fall due on it.
  public let count: Int
}

extension LibraryStore {
  /// Today's review session (`ReviewQueue`) on `today` (`YYYY-MM-DD`). Read by position and
  /// without the grades' log but for the ayahs graded today: the session's first ayah is
  /// on the screen within 50 ms of ten years of grades (quran-bench review).
  public func reviewQueue(today: String) throws -> ReviewQueue {
    let plan = try memorizePlan()
    return try read { db in
      guard try db.hasTable("memorizeAyah") else {
        return ReviewQueue(today: today, due: [], new: [], gradedToday: 0)
      }
      let cards = try Self.todaysCards(today, withFirstGrades: plan != nil, db)
      let new = plan.map { $0.pace(begun: cards.begun, today: today).newToday } ?? []
      return ReviewQueue(
        today: today, due: cards.due, new: new, gradedToday: cards.gradedToday)
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

  /// Every card read once: the ayahs due and not graded today (a card graded by a clock
  /// ahead is due today, as `dueAyahs` says), how many were graded today, and the day each
  /// was begun as `memorizeBegunForPace` gives it (the log read `withFirstGrades`).
  static func todaysCards(_ today: String, withFirstGrades: Bool, _ db: Database) throws
    -> (due: [AyahID], gradedToday: Int, begun: [AyahID: String])
  {
    var due: [AyahID] = []
    var gradedToday: [AyahID] = []
    var begun: [AyahID: String] = [:]
    let ahead = dayAfterTomorrow(today)
    let rows = try Row.fetchCursor(
      db, sql: "SELECT surah, ayah, dueDay, lastReviewDay FROM memorizeAyah ORDER BY surah, ayah")
    while let row = try rows.next() {
      guard let id = try? AyahID(surah: row[0], ayah: row[1]) else { continue }
      let dueDay: String = row[2]
      let last: String? = row[3]
      if last == today {
        gradedToday.append(id)
      } else if dueDay <= today || (last ?? "") >= ahead {
        due.append(id)
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
    return (due, gradedToday.count, begun)
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

  /// The first day after `today` with ayahs due, and how many; nil when none is.
  public func nextDue(after today: String) throws -> NextDue? {
    try read { db in
      guard try db.hasTable("memorizeAyah"),
        let day = try String.fetchOne(
          db, sql: "SELECT MIN(dueDay) FROM memorizeAyah WHERE dueDay > ?", arguments: [today])
      else { return nil }
      let count =
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM memorizeAyah WHERE dueDay = ?", arguments: [day]) ?? 0
      return NextDue(day: day, count: count)
    }
  }
}
