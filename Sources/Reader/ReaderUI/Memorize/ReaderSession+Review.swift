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
  /// for it, so `q` leaves the program. Memorizing decides over today's queue whether it
  /// opens, asks about a backlog first, or says nothing is left (`MemorizeFeature.review`).
  public func openReview(returnsToShell: Bool = false) throws {
    let queue = try library.reviewQueue(today: clock.today)
    try memorize(
      .reviewAsked(queue, limit: settings.reviewsPerDay, returnsToShell: returnsToShell))
  }

  /// Begins the session over `session` (a backlog's limit applied or not); the status row
  /// then says what memorizing makes of the days missed, the time it takes and the plan.
  func beginReview(_ session: ReviewSession, returnsToShell: Bool) throws {
    var screen = try ReviewScreen(
      session, corpus: corpus, translation: settings.translation, now: clock.now(),
      returnsToShell: returnsToShell)
    let first = screen.memorize.hearNew()
    push(screen)
    try perform(first)
    let today = session.today
    try memorize(
      .reviewOpened(
        session, lastDay: try library.lastMemorizeDay(before: today),
        secondsPerGrade: try library.secondsPerGrade(),
        planBehind: try ReviewScreen.planBehind(library, today: today)))
  }
}
