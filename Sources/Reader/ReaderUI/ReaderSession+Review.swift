import AppRecords
import Foundation
import Interface
import Library

/// Today's review session in the reader: `o`, or `quran review` on a
/// terminal, opens it (`ReviewScreen`) over what is due and new today; nothing left today is
/// said in the status row. A backlog over the daily limit (`reviewsPerDay`, after missed days)
/// is said first, with the limit offered for today (`BacklogQuestion`). As the session opens,
/// the status row says the days missed, how long it will take at the person's own pace, and a
/// plan behind its pace.
extension ReaderSession {
  /// Opens today's review session; `returnsToShell` when `quran review` opened the reader
  /// for it, so `q` leaves the program.
  public func openReview(returnsToShell: Bool = false) throws {
    let today = clock.today
    let queue = try library.reviewQueue(today: today)
    guard queue.left > 0 else {
      state.message = (MemorizeText.reviewNothingLeft(today, queue.done), false)
      return
    }
    let limit = settings.reviewsPerDay
    guard queue.due.count <= limit else {
      push(BacklogQuestion(queue: queue, limit: limit, returnsToShell: returnsToShell))
      return
    }
    try beginReview(ReviewSession(queue), returnsToShell: returnsToShell)
  }

  /// Begins the session over `session` (a backlog's limit applied or not).
  func beginReview(_ session: ReviewSession, returnsToShell: Bool) throws {
    var screen = try ReviewScreen(
      session, corpus: corpus, translation: settings.translation, now: clock.now(),
      returnsToShell: returnsToShell)
    let first = screen.memorize.hearNew()
    push(screen)
    try perform(first)
    state.message = (try openingLine(session), false)
  }

  /// What the status row says as the session opens: the days missed, a backlog's share,
  /// today's time at the person's pace, a plan behind its pace.
  private func openingLine(_ session: ReviewSession) throws -> String {
    let today = session.today
    var parts: [String] = []
    if let last = try library.lastMemorizeDay(before: today),
      let gap = CivilDay(today).flatMap({ day in CivilDay(last).map { day.ordinal - $0.ordinal } }),
      gap > 1
    {
      parts.append(ReviewText.missedDays(gap - 1))
    }
    if session.heldOver > 0 {
      parts.append(ReviewText.backlogLimited(session.left, session.heldOver, session.newPaused))
    }
    if let seconds = try library.secondsPerGrade() {
      parts.append(ReviewText.estimate(session.left, session.minutes(at: seconds)))
    }
    if let behind = try ReviewScreen.planBehind(library, today: today) { parts.append(behind) }
    return parts.joined(separator: " ")
  }
}

/// A backlog over the daily limit, as the session opens: how many are due, and the limit
/// offered for today (Enter), or all of them (`a`); Esc or `q` leaves the session unopened.
struct BacklogQuestion: Screen {
  let queue: ReviewQueue
  let limit: Int
  let returnsToShell: Bool

  var part: ScreenPart { .statusRow }

  enum Answer { case limit, all, leave }

  static let keys = KeyTable<Answer>(
    (.limit, [.enter]), (.all, ["a", "A"]), (.leave, [.escape, "q"]))

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    switch Self.keys.action(for: key) {
    case .limit?:
      return .closing(.memorize(.beginReview(ReviewSession(queue, limit: limit), returnsToShell)))
    case .all?:
      return .closing(.memorize(.beginReview(ReviewSession(queue), returnsToShell)))
    case .leave?:
      return returnsToShell ? ScreenOutcome(fate: .quits, intents: []) : .closing()
    case nil: return .stays
    }
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    let question = ReviewText.backlogQuestion(queue.due.count, limit)
    canvas.sayWrapped(" " + question, bottomRow: area.top, width: area.width, style: .error)
  }
}
