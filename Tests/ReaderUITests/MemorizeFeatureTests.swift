import AppRecords
import Foundation
import Interface
import Library
import QuranText
import Testing

@testable import ReaderUI

/// Memorizing and review as a feature, with no terminal, library or clock: what a grade, the
/// due count, `o` and the plan's prompt ask the session to do (`MemorizeFeature`); the
/// memorize screen and the review session in tmux grade through the real library.
@Suite struct MemorizeFeatureTests {
  typealias Feature = MemorizeFeature
  let today = "2026-11-30"
  let ayah = try! AyahID.parse("67:3")
  let id = UUID()

  func card(due day: String, stepDue: Date? = nil) throws -> MemorizeCard {
    MemorizeCard(
      phase: stepDue == nil ? .review : .learning, memory: nil, reps: 1, lapses: 0,
      lastReview: nil, due: try #require(CivilDay(day)), scheduledDays: 0, stepDue: stepDue)
  }

  @Test func aGradeIsKeptThenSaidWithItsNextReviewCountedAndToldToTheScreen() throws {
    var state = MemorizeState()
    #expect(
      Feature.reduce(&state, .grade(ayah, .good, missedWords: [1, 4], id: id), today: today)
        == [.writeGrade(ayah, .good, missedWords: [1, 4], id: id)])
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let good = MemorizeScreen.gradeName(.good)
    for (card, next) in [
      (try card(due: "2026-12-04"), "2026-12-04"),
      (try card(due: today), MemorizeText.today()),
      (try card(due: today, stepDue: now + 600), ReviewText.inMinutes(10)),
    ] {
      #expect(
        Feature.reduce(&state, .graded(ayah, .good, missed: 2, card, id: id, at: now), today: today)
          == [
            .say(MemorizeText.graded("67:3", good, 2, next), isError: false), .countDue,
            .tell(.graded(ayah, card, id)),
          ])
    }
    #expect(
      Feature.reduce(&state, .takenBack(nil), today: today)
        == [.say(ReviewText.nothingToTakeBack(), isError: true)])
  }

  @Test func theDueCountIsTakenAfterTheFirstFrameOnlyAndAgainWhenTheLibraryChanges() {
    var state = MemorizeState()
    #expect(Feature.reduce(&state, .recount, today: today) == [], "nothing read before a frame")
    #expect(
      Feature.reduce(&state, .firstFrameDrawn(quiet: true), today: today)
        == [.countDue, .lookForClockBehind])
    #expect(state.dueCounted)
    #expect(Feature.reduce(&state, .firstFrameDrawn(quiet: true), today: today) == [])
    #expect(Feature.reduce(&state, .recount, today: today) == [.countDue])
    _ = Feature.reduce(&state, .counted(due: 5, newToday: 6), today: today)
    #expect(state.status == MemorizeText.dueStatus(5) + " · " + MemorizeText.planStatus(6))
    _ = Feature.reduce(&state, .counted(due: 0, newToday: 0), today: today)
    #expect(state.status == nil)
    var busy = MemorizeState()
    #expect(
      Feature.reduce(&busy, .firstFrameDrawn(quiet: false), today: today) == [.countDue],
      "the clock behind is not said over another sentence")
  }

  @Test func oOpensTheSessionAsksAboutABacklogOrSaysNothingIsLeft() throws {
    var state = MemorizeState()
    let due = try ["1:1", "1:2", "1:3"].map {
      DueReview(ayahID: try AyahID.parse($0), dueDay: "2026-11-29")
    }
    let queue = ReviewQueue(today: today, due: due, steps: [:], new: [], done: 4)
    #expect(
      Feature.reduce(&state, .reviewAsked(queue, limit: 3, returnsToShell: true), today: today)
        == [.beginReview(ReviewSession(queue), returnsToShell: true)])
    #expect(
      Feature.reduce(&state, .reviewAsked(queue, limit: 2, returnsToShell: false), today: today)
        == [.askBacklog(queue, limit: 2, returnsToShell: false)])
    let limited = ReviewSession(queue, limit: 2)
    #expect(
      Feature.reduce(&state, .backlogAnswered(limited, returnsToShell: false), today: today)
        == [.beginReview(limited, returnsToShell: false)])
    let empty = ReviewQueue(today: today, due: [], steps: [:], new: [], done: 4)
    #expect(
      Feature.reduce(&state, .reviewAsked(empty, limit: 3, returnsToShell: false), today: today)
        == [.say(MemorizeText.reviewNothingLeft(today, 4), isError: false)])
  }

  @Test func theSessionOpensSayingTheDaysMissedItsBacklogAndAPlanBehind() throws {
    var state = MemorizeState()
    let due = try ["1:1", "1:2", "1:3"].map {
      DueReview(ayahID: try AyahID.parse($0), dueDay: "2026-11-20")
    }
    let session = ReviewSession(
      ReviewQueue(today: today, due: due, steps: [:], new: [], done: 0), limit: 2)
    let opened = Feature.Intent.reviewOpened(
      session, lastDay: "2026-11-26", secondsPerGrade: nil, planBehind: "behind")
    let line = [
      ReviewText.missedDays(3),
      ReviewText.backlogLimited(session.left, session.heldOver, session.newPaused), "behind",
    ].joined(separator: " ")
    #expect(Feature.reduce(&state, opened, today: today) == [.say(line, isError: false)])
    let yesterday = Feature.Intent.reviewOpened(
      ReviewSession(ReviewQueue(today: today, due: due, steps: [:], new: [], done: 0)),
      lastDay: "2026-11-29", secondsPerGrade: nil, planBehind: nil)
    #expect(
      Feature.reduce(&state, yesterday, today: today) == [.say("", isError: false)],
      "a day after the last is no day missed")
  }

  @Test func thePlansPromptMovesClearsOrSetsAndAChangedPlanIsCountedToldAndSaid() {
    var state = MemorizeState()
    #expect(Feature.reduce(&state, .planTyped(" Dời "), today: today) == [.movePlan])
    #expect(Feature.reduce(&state, .planTyped("none"), today: today) == [.askToClearPlan])
    #expect(
      Feature.reduce(&state, .planTyped("juz30 2027-03-01"), today: today)
        == [.setPlan(typed: "juz30 2027-03-01")])
    #expect(
      Feature.reduce(&state, .planRefused(.noDay), today: today)
        == [.say(MemorizeText.planTypedNoDay(), isError: true)])
    #expect(Feature.reduce(&state, .planClearConfirmed, today: today) == [.clearPlan])
    let plan = MemorizePlan(target: "juz30", by: "2027-03-01")
    #expect(
      Feature.reduce(&state, .planSaved(plan), today: today)
        == [.countDue, .tell(.planChanged), .sayPlanPace(plan)])
    #expect(
      Feature.reduce(&state, .planCleared, today: today)
        == [.countDue, .tell(.planChanged), .say(MemorizeText.planCleared(), isError: false)])
  }
}
