import AppRecords
import Interface
import Library

/// Today's review session, as memorizing decides it: over what is due and new today, the
/// backlog's question first when more are due than the daily limit, nothing left said in the
/// status row; and the row said as the session opens.
extension MemorizeFeature {
  /// `o` over `queue`: nothing left today is said; a backlog over `limit` is asked about
  /// first; else the session opens over all of it.
  static func review(_ queue: ReviewQueue, limit: Int, returnsToShell: Bool) -> [Effect] {
    guard queue.left > 0 else {
      return [.say(MemorizeText.reviewNothingLeft(queue.today, queue.done), isError: false)]
    }
    guard queue.due.count <= limit else {
      return [.askBacklog(queue, limit: limit, returnsToShell: returnsToShell)]
    }
    return [.beginReview(ReviewSession(queue), returnsToShell: returnsToShell)]
  }

  /// What the status row says as the session opens: the days missed since `lastDay`, a
  /// backlog's share, today's time at the person's pace, a plan behind its pace.
  static func openingLine(
    _ session: ReviewSession, lastDay: String?, secondsPerGrade: Double?, planBehind: String?
  ) -> String {
    var parts: [String] = []
    if let lastDay,
      let gap = CivilDay(session.today).flatMap({ day in
        CivilDay(lastDay).map { day.ordinal - $0.ordinal }
      }),
      gap > 1
    {
      parts.append(ReviewText.missedDays(gap - 1))
    }
    if session.heldOver > 0 {
      parts.append(ReviewText.backlogLimited(session.left, session.heldOver, session.newPaused))
    }
    if let secondsPerGrade {
      parts.append(ReviewText.estimate(session.left, session.minutes(at: secondsPerGrade)))
    }
    if let planBehind { parts.append(planBehind) }
    return parts.joined(separator: " ")
  }
}
