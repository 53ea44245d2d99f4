import AppRecords
import Foundation
import GRDB
import Library
import QuranText
import TestSupport
import Testing

/// Memorizing that tells the truth (issue 73), in the library: ts-fsrs's learning steps of
/// minutes, the session that shows an ayah again when its step is due (learning ahead when
/// nothing else is left), a backlog spread by the daily limit, the summary's next day as
/// `--count` will count it, and a grade taken back.
@Suite struct LearningStepsTests {
  let home = TemporaryHome(withCorpus: false)
  static let utc = TimeZone(identifier: "UTC")!
  /// 2026-11-01 12:00 UTC.
  static let noon = Date(timeIntervalSince1970: 1_793_534_400)
  static let today = CivilDay("2026-11-01")!

  static func minutes(_ count: Double) -> Date { noon.addingTimeInterval(count * 60) }

  /// A new ayah: Again 1 minute, Hard 5, Good 10, Easy to review; in a step: Again 5, Hard
  /// 10, Good to review; in review: Again relearnt in 5.
  @Test func theStepsAreTsFsrssMinutes() {
    let new = MemorizeCard.new(on: Self.today)
    let steps = Grade.allCases.map { new.graded($0, on: Self.today, at: Self.noon) }
    #expect(steps.map(\.stepDue) == [1, 5, 10].map { Self.minutes($0) } + [nil])
    #expect(steps.map(\.phase) == [.learning, .learning, .learning, .review])
    let learning = steps[0]
    let again = Grade.allCases.map {
      learning.graded($0, on: Self.today, at: Self.minutes(1))
    }
    #expect(again.map(\.stepDue) == [Self.minutes(6), Self.minutes(11), nil, nil])
    #expect(again.map(\.phase) == [.learning, .learning, .review, .review])
    let lapse = steps[3].graded(.again, on: Self.today.adding(20), at: Self.noon)
    #expect(lapse.phase == .relearning && lapse.stepDue == Self.noon.addingTimeInterval(300))
    #expect(lapse.due == Self.today.adding(20) && lapse.lapses == 1)
  }

  /// The session shows a step come due first, then the ayahs in review, then today's new
  /// ones, then the steps still to come, soonest first; an ayah graded into a step stays
  /// until a grade takes it out.
  @Test func theSessionTakesAStepAgainWhenItIsDue() throws {
    let a = try AyahID.parse("1:1")
    let b = try AyahID.parse("1:2")
    let c = try AyahID.parse("2:1")
    let queue = ReviewQueue(
      today: Self.today.text, due: [DueReview(ayahID: b, dueDay: "2026-10-30")], steps: [:],
      new: [c], done: 0)
    var session = ReviewSession(queue)
    #expect(session.next(at: Self.noon) == b)
    let lapsed = MemorizeCard.new(on: Self.today).graded(.easy, on: Self.today)
      .graded(.again, on: Self.today, at: Self.noon)
    session.graded(b, lapsed)
    #expect(session.left == 2 && session.done == 0)
    // The step not due yet: the new ayah first, then the step, ahead of its time.
    #expect(session.next(at: Self.minutes(1)) == c)
    #expect(session.isNew(c))
    let learnt = MemorizeCard.new(on: Self.today).graded(.good, on: Self.today, at: Self.noon)
    session.graded(c, learnt)
    #expect(session.next(at: Self.minutes(2)) == b, "b's step (5 min) before c's (10)")
    // Due, a step comes before the rest.
    var more = ReviewSession(
      ReviewQueue(
        today: Self.today.text, due: [DueReview(ayahID: a, dueDay: Self.today.text)],
        steps: [b: Self.minutes(5)], new: [], done: 0))
    #expect(more.next(at: Self.minutes(4)) == a)
    #expect(more.next(at: Self.minutes(5)) == b)
    more.graded(b, lapsed.graded(.good, on: Self.today, at: Self.minutes(5)))
    #expect(more.left == 1 && more.done == 1)
    more.putOff(a, at: Self.minutes(6))
    #expect(more.next(at: Self.minutes(6)) == a)
  }

  /// More ayahs in review than the limit: the most overdue, up to it, and the new ones wait.
  @Test func aBacklogTakesTheMostOverdueAndPausesTheNew() throws {
    let due = try [("2:1", "2026-10-31"), ("3:1", "2026-10-20"), ("4:1", "2026-10-25")].map {
      DueReview(ayahID: try AyahID.parse($0.0), dueDay: $0.1)
    }
    let queue = ReviewQueue(
      today: Self.today.text, due: due, steps: [:], new: [try AyahID.parse("114:1")], done: 0)
    let limited = ReviewSession(queue, limit: 2)
    #expect(limited.due.map(\.description) == ["3:1", "4:1"])
    #expect(limited.heldOver == 1 && limited.new.isEmpty && limited.newPaused == 1)
    let all = ReviewSession(queue, limit: 3)
    #expect(all.due.count == 3 && all.new.count == 1 && all.heldOver == 0)
  }

  /// A step left unfinished today is due tomorrow: the summary's next day is tomorrow, its
  /// count `dueCount`'s that day, those still learning named; with nothing left today, the
  /// first day something falls due.
  @Test func theNextDayDueIsWhatTheCountWillSay() throws {
    let library = try home.openLibrary()
    for (ayah, grade) in [("1:1", Grade.again), ("1:2", .good), ("1:3", .easy)] {
      try library.grade(try AyahID.parse(ayah), grade, at: Self.noon, timeZone: Self.utc)
    }
    let next = try #require(try library.nextDue(after: Self.today.text))
    #expect(next.day == "2026-11-02" && next.learning == 2)
    #expect(next.count == (try library.dueCount(today: next.day)))
    #expect(try library.dueCount(today: Self.today.text) == 2)
    // Both steps learnt: the next day is the first due.
    for ayah in ["1:1", "1:2"] {
      try library.grade(try AyahID.parse(ayah), .good, at: Self.minutes(20), timeZone: Self.utc)
    }
    let later = try #require(try library.nextDue(after: Self.today.text))
    #expect(later.learning == 0)
    #expect(later.count == (try library.dueCount(today: later.day)))
    #expect(try library.dueCount(today: CivilDay(later.day)!.adding(-1).text) == 0)
  }

  /// `u`: the grade leaves the log, the card is what the grades left make (none: new again),
  /// and the sync is to delete its record.
  @Test func aGradeTakenBackLeavesTheLogAndTheCardAsBefore() throws {
    let library = try home.openLibrary()
    let ayah = try AyahID.parse("2:255")
    let before = try library.grade(ayah, .good, at: Self.noon, timeZone: Self.utc)
    let wrong = UUID()
    try library.grade(ayah, .again, at: Self.minutes(10), timeZone: Self.utc, id: wrong)
    let taken = try #require(try library.takeBackGrade(wrong, at: Self.minutes(11)))
    #expect(taken.review.grade == .again && taken.card == before)
    #expect(try library.memorizeCard(ayah) == before)
    #expect(try library.memorizeReviews(of: ayah).map(\.grade) == [.good])
    let pending = try library.pendingChanges().filter { $0.recordKey == wrong.uuidString }
    #expect(pending.map(\.operation) == [.delete])
    #expect(try library.takeBackGrade(wrong) == nil, "taken back once")
    let first = try #require(try library.memorizeReviews(of: ayah).first)
    #expect(try library.takeBackGrade(first.id)?.card == nil)
    #expect(try library.memorizeCard(ayah) == nil && library.dueCount(today: "2026-11-01") == 0)
  }
}
