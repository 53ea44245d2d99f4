import Foundation
import Interface
import Library
import QuranText

/// The reader's part of the daily reading log (`ReadingLogFeature`): it tells the feature of
/// each move and key, and writes what the feature answers to the library.
extension ReaderSession {
  /// Logs the ayahs a forward move went past, from `before` to the current one.
  func logMove(from before: AyahID) throws {
    try readingLog(.movedForward(from: before, to: state.pane.currentID))
  }

  /// Keeps the furthest ayah reached in this surah.
  func noteReading() throws {
    try readingLog(.arrived(at: state.pane.currentID))
  }

  /// A key was pressed at `now`: the time since the last key counts, up to two minutes.
  public func noteActivity(at now: ContinuousClock.Instant) {
    try? readingLog(.keyPressed(at: now))
  }

  /// Quitting: the time since the last key counts too (up to two minutes), then all is written.
  public func finishReadingTime(at now: ContinuousClock.Instant) {
    try? readingLog(.stopped(at: now))
  }

  /// Tells the reading log `intent`, and writes what it answers.
  private func readingLog(_ intent: ReadingLogFeature.Intent) throws {
    let furthest = state.progress[state.pane.currentID.surah]?.lastReadAyah ?? 0
    for effect in ReadingLogFeature.reduce(&state.readingTime, intent, furthest: furthest) {
      switch effect {
      case .logRead(let read, let reaching):
        if try library.logRead(read, reaching: reaching, at: clock.now()) {
          state.progress = try library.progress()
        }
        state.readSoFar.add(read)
        refreshPlanStatus()
      case .keepFurthest(let ayah):
        try library.recordReading(ayah, at: clock.now())
        state.progress = try library.progress()
      case .logTime(let seconds):
        do { try library.logReadingTime(seconds: seconds, at: clock.now()) } catch {
          _ = ReadingLogFeature.reduce(&state.readingTime, .notLogged(seconds: seconds))
        }
      }
    }
  }

  /// Today's portion of the first plan under way, and how much of it is read, for the
  /// status bar ("plan 2:1–2:24 40%"); nil without a plan. Only reads: plans read to the end
  /// are marked finished when the reader opens (and by `quran plan`), not on every move.
  func refreshPlanStatus() {
    let today = clock.today
    state.planStatus = nil
    for plan in (try? library.readingPlans()) ?? [] where plan.finished == nil {
      guard let reading = try? library.planReading(plan, today: today),
        let day = plan.day(today: today, readBefore: reading.before, readToday: reading.today)
      else { continue }
      state.planStatus = HabitText.planStatus(
        day.from, day.to, day.ayahsRead * 100 / max(1, day.ayahsInPortion))
      return
    }
  }
}
