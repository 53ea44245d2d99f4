import Interface
import Library

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
