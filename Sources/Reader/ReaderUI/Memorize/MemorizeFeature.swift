import Foundation
import Interface
import Library
import QuranText

/// Memorizing and review in the reader, as a feature: a grade given (1–4, on the memorize
/// screen or in the review session) and `u`, which takes the last one back; the status bar's
/// count of the ayahs due and new today ("due 5 · new 6"), taken once the first frame is on
/// the screen and again whenever the library changes after; `o`, which opens today's review
/// session, or first asks about a backlog over the daily limit, and says as it opens the days
/// missed, the time it will take and a plan behind its pace; and the plan typed at `P`'s
/// prompt, set, moved or cleared.
///
/// Its state is the status bar's count (`MemorizeState`); what the person, the screens and
/// the session tell it is an `Intent`, with what the session read of the library; `reduce`
/// answers what the session must do (`Effect`), which the session carries out with the
/// library and the screens (`ReaderSession+Memorize`, `+Review`, `MemorizePlanning`). It
/// reads no clock and no file: tests drive it alone.
enum MemorizeFeature {
  /// What the person, the screens and the session tell memorizing.
  enum Intent: Equatable {
    /// A grade given to `ayah` (1–4), the words missed, the grade named `id`.
    case grade(AyahID, Grade, missedWords: [Int], id: UUID)
    /// The library kept the grade `id` at `at`, `missed` words missed: the ayah's card is
    /// now `card`.
    case graded(AyahID, Grade, missed: Int, MemorizeCard, id: UUID, at: Date)
    /// `u`: take back the grade `id`.
    case takeBack(UUID)
    /// The library took the grade back (nil: there was none to take back).
    case takenBack(GradeTakenBack?)
    /// The first frame is on the screen; `quiet` when the status row says nothing yet.
    case firstFrameDrawn(quiet: Bool)
    /// What is due may have changed (the library changed elsewhere, the language changed):
    /// the count is taken again, if it was taken once.
    case recount
    /// The library's count: the ayahs due today, and the plan's new ayahs still to begin.
    case counted(due: Int, newToday: Int)
    /// The newest grade is dated `days` after today: this computer's clock is behind.
    case clockBehind(days: Int)
    /// `o`: today's queue as the library holds it, the daily limit of reviews, and whether
    /// `q` then leaves the program.
    case reviewAsked(ReviewQueue, limit: Int, returnsToShell: Bool)
    /// The backlog's question was answered: the session, with the limit or without.
    case backlogAnswered(ReviewSession, returnsToShell: Bool)
    /// The review session opened over `session`: the last day anything was graded before
    /// today, the person's seconds per grade, and the plan's line when it is behind.
    case reviewOpened(
      ReviewSession, lastDay: String?, secondsPerGrade: Double?, planBehind: String?)
    /// What was typed at the plan's prompt.
    case planTyped(String)
    /// The plan typed says nothing the library can keep.
    case planRefused(MemorizePlanProblem)
    /// The plan typed was kept.
    case planSaved(MemorizePlan)
    /// The plan's day was moved to the one its pace reaches, `perDay` ayahs a day.
    case planMoved(MemorizePlan, perDay: Int)
    /// The plan keeps its day: it is not behind.
    case planOnTime(MemorizePlan)
    /// There is no plan to move or clear.
    case noPlan
    /// The person said yes to clearing the plan.
    case planClearConfirmed
    /// The plan was cleared.
    case planCleared
  }

  /// What memorizing asks the session to do.
  enum Effect: Equatable {
    /// Keep the grade in the library, then tell the feature `graded`.
    case writeGrade(AyahID, Grade, missedWords: [Int], id: UUID)
    /// Take the grade `id` back in the library, then tell the feature `takenBack`.
    case takeBackGrade(UUID)
    /// Read the ayahs due and new today, and tell the feature `counted`.
    case countDue
    /// Read whether the grades are dated after today, and tell the feature `clockBehind`.
    case lookForClockBehind
    /// Ask about the backlog over the limit, in the status row (`BacklogQuestion`).
    case askBacklog(ReviewQueue, limit: Int, returnsToShell: Bool)
    /// Open the review session's screen over `session`.
    case beginReview(ReviewSession, returnsToShell: Bool)
    /// Read the plan typed, and keep it (`planSaved`) or say what is wrong (`planRefused`).
    case setPlan(typed: String)
    /// Move the plan's day to the one its pace reaches.
    case movePlan
    /// Ask whether to clear the plan (`MemorizePlanClearing`).
    case askToClearPlan
    /// Clear the plan in the library, then tell the feature `planCleared`.
    case clearPlan
    /// Say the plan's pace in the status row.
    case sayPlanPace(MemorizePlan)
    /// Tell the screens over the reader (the memorize screen, the review session).
    case tell(ScreenNews)
    /// Say the words in the status row; `isError`: as a problem.
    case say(String, isError: Bool)
  }

  /// Carries out `intent` on `state` on the day `today` (`YYYY-MM-DD`); what the session
  /// must do, in order.
  static func reduce(_ state: inout MemorizeState, _ intent: Intent, today: String) -> [Effect] {
    switch intent {
    case .grade(let ayah, let grade, let missed, let id):
      return [.writeGrade(ayah, grade, missedWords: missed, id: id)]
    case .graded(let ayah, let grade, let missed, let card, let id, let now):
      let next = nextReview(card, gradedAt: now, today: today)
      let said = MemorizeText.graded(
        ayah.description, MemorizeScreen.gradeName(grade), missed, next)
      return [.say(said, isError: false), .countDue, .tell(.graded(ayah, card, id))]
    case .takeBack(let id):
      return [.takeBackGrade(id)]
    case .takenBack(nil):
      return [.say(ReviewText.nothingToTakeBack(), isError: true)]
    case .takenBack(let taken?):
      let said = ReviewText.gradeTakenBack(
        taken.review.ayahID.description, MemorizeScreen.gradeName(taken.review.grade))
      return [.say(said, isError: false), .countDue, .tell(.gradeTakenBack(taken))]
    case .firstFrameDrawn(let quiet):
      guard !state.dueCounted else { return [] }
      state.dueCounted = true
      // The clock behind is said once a session, where nothing else is said yet.
      return quiet ? [.countDue, .lookForClockBehind] : [.countDue]
    case .recount:
      return state.dueCounted ? [.countDue] : []
    case .counted(let due, let newToday):
      state.status = status(due: due, newToday: newToday)
      return []
    case .clockBehind(let days):
      return [.say(MemorizeText.clockBehind(days), isError: true)]
    case .reviewAsked(let queue, let limit, let returnsToShell):
      return review(queue, limit: limit, returnsToShell: returnsToShell)
    case .backlogAnswered(let session, let returnsToShell):
      return [.beginReview(session, returnsToShell: returnsToShell)]
    case .reviewOpened(let session, let lastDay, let secondsPerGrade, let planBehind):
      let line = openingLine(
        session, lastDay: lastDay, secondsPerGrade: secondsPerGrade, planBehind: planBehind)
      return [.say(line, isError: false)]
    case .planTyped(let text):
      return plan(typed: text)
    case .planRefused(let problem):
      return [.say(sentence(problem), isError: true)]
    case .planSaved(let plan):
      return planChanged(then: .sayPlanPace(plan))
    case .planMoved(let plan, let perDay):
      let said = MemorizeText.planMoved(plan.target, plan.by, perDay)
      return planChanged(then: .say(said, isError: false))
    case .planOnTime(let plan):
      return [.say(MemorizeText.planNotBehind(plan.target, plan.by), isError: false)]
    case .noPlan:
      return [.say(MemorizeText.planNone(), isError: false)]
    case .planClearConfirmed:
      return [.clearPlan]
    case .planCleared:
      return planChanged(then: .say(MemorizeText.planCleared(), isError: false))
    }
  }

  /// When the graded ayah comes back, as the status row says it: a learning step's minutes
  /// (the session shows the ayah again then), else today or the day; so every "next review"
  /// said is true.
  static func nextReview(_ card: MemorizeCard, gradedAt now: Date, today: String) -> String {
    card.stepDue.map {
      ReviewText.inMinutes(max(1, Int(($0.timeIntervalSince(now) / 60).rounded())))
    } ?? (card.due.text <= today ? MemorizeText.today() : card.dueDay)
  }

  /// The status bar's count: "due 5", and with a plan the new ayahs still to begin today
  /// ("due 5 · new 6"); nil when there is neither.
  static func status(due: Int, newToday: Int) -> String? {
    var parts = due > 0 ? [MemorizeText.dueStatus(due)] : []
    if newToday > 0 { parts.append(MemorizeText.planStatus(newToday)) }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }
}

/// What the reader knows of memorizing apart from its screens: the status bar's count, and
/// whether it was taken since the reader started. The status bar only reads it.
struct MemorizeState: Equatable {
  /// How many ayahs are due for review ("due 5"), and the plan's new ones still to begin
  /// ("new 6"), in the status bar: nil when there are none, and until the first frame is
  /// drawn (nothing of memorizing is read before it).
  var status: String?
  /// Whether the due count was taken since the reader started.
  var dueCounted = false
}
