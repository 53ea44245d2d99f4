import AppRecords
import Testing

@testable import Library

/// FSRS-5 against the worked examples open-spaced-repetition publishes with ts-fsrs
/// (`__tests__/FSRS-5.test.ts`) and py-fsrs (`test_review_card`), with the default
/// parameters: intervals to the day, memory to four decimals.
@Suite struct FSRSTests {
  let start = CivilDay(year: 2022, month: 12, day: 29)!

  /// Good six times, Again twice, Good five times, each on the day it falls due (a learning
  /// step of minutes is the same day): the published interval history.
  @Test func intervalHistoryMatchesThePublishedOne() {
    let grades: [Grade] = [
      .good, .good, .good, .good, .good, .good, .again, .again, .good, .good, .good, .good, .good,
    ]
    var card = MemorizeCard.new(on: start)
    var day = start
    var intervals: [Int] = []
    for grade in grades {
      card = card.graded(grade, on: day)
      intervals.append(card.scheduledDays)
      day = card.due
    }
    #expect(intervals == [0, 4, 14, 44, 125, 328, 0, 0, 7, 16, 34, 71, 142])
    #expect(card.reps == 13 && card.lapses == 1 && card.phase == .review)
  }

  /// Again, then Good five times after 0, 0, 1, 3 and 8 days, then Good after 21 days: the
  /// published stability 48.717 and difficulty 7.0866.
  @Test func memoryStateMatchesThePublishedOne() throws {
    var card = MemorizeCard.new(on: start).graded(.again, on: start)
    var day = start
    for elapsed in [0, 0, 1, 3, 8] {
      day = day.adding(elapsed)
      card = card.graded(.good, on: day)
    }
    let memory = try #require(card.graded(.good, on: day.adding(21)).memory)
    #expect(abs(memory.stability - 48.717) < 0.00005, "\(memory)")
    #expect(abs(memory.difficulty - 7.0866) < 0.00005, "\(memory)")
  }

  /// The first grade: stability w0…w3, difficulty D0, and only Easy leaves learning (16 days).
  @Test func firstGradeMatchesThePublishedOne() {
    let cards = Grade.allCases.map { MemorizeCard.new(on: start).graded($0, on: start) }
    #expect(cards.map { $0.memory?.stability } == [0.40255, 1.18385, 3.173, 15.69105])
    #expect(cards.map { $0.memory?.difficulty } == [7.1949, 6.48830527, 5.28243442, 3.22450159])
    #expect(cards.map(\.scheduledDays) == [0, 0, 0, 16])
    #expect(cards.map(\.phase) == [.learning, .learning, .learning, .review])
    #expect(cards.allSatisfy { $0.reps == 1 && $0.lapses == 0 })
  }

  /// Recall on the due day of an Easy first grade (16 days, stability 15.69105): the
  /// forgetting curve R = (1 + 19/81 · 16 / 15.69105)^−0.5 = 0.89832125, a little under 90%
  /// as the interval was rounded up.
  @Test func recallOnTheDueDayFollowsTheForgettingCurve() throws {
    let card = MemorizeCard.new(on: start).graded(.easy, on: start)
    let recall = try #require(card.retrievability(on: card.due))
    #expect(abs(recall - 0.89832125) < 0.00000001, "\(recall)")
  }

  /// An ayah held for a century (stability past 36,500 days): Hard, Good and Easy all stop at
  /// the longest interval, the +1 that keeps them apart never passing it (issue 62).
  @Test func noIntervalPassesTheLongest() {
    let held = MemorizeCard(
      phase: .review, memory: MemoryState(stability: 40_000, difficulty: 5), reps: 20, lapses: 0,
      lastReview: start, due: start.adding(36_500), scheduledDays: 36_500)
    let days = [Grade.hard, .good, .easy].map {
      held.graded($0, on: start.adding(36_500)).scheduledDays
    }
    #expect(days == [36_500, 36_500, 36_500], "\(days)")
    let learning = MemorizeCard(
      phase: .learning, memory: MemoryState(stability: 40_000, difficulty: 5), reps: 1, lapses: 0,
      lastReview: start, due: start, scheduledDays: 0)
    #expect(learning.graded(.easy, on: start.adding(30_000)).scheduledDays == 36_500)
  }
}
