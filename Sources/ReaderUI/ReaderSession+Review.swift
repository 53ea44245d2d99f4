import Foundation
import Interface
import Library

/// Today's review session in the reader (issue 62): `o`, or `quran review` on a terminal,
/// opens it (`ReviewScreen`) over what is due and new today; nothing left today is said in
/// the status row, and so is a plan behind its pace as the session opens.
extension ReaderSession {
  /// Opens today's review session; `returnsToShell` when `quran review` opened the reader
  /// for it, so `q` leaves the program.
  public func openReview(returnsToShell: Bool = false) throws {
    let today = clock.today
    let queue = try library.reviewQueue(today: today)
    guard !queue.ayahs.isEmpty else {
      state.message = (MemorizeText.reviewNothingLeft(today, queue.gradedToday), false)
      return
    }
    push(
      try ReviewScreen(
        queue, corpus: corpus, translation: settings.translation,
        returnsToShell: returnsToShell))
    // A plan behind is said as the session opens, in the status row until the next key.
    if let behind = try? ReviewScreen.planBehind(library, today: today) {
      state.message = (behind, false)
    }
  }
}
