import Foundation
import Interface
import Library
import QuranText

/// The daily reading log, kept without effort: moving past an ayah (a step or a page down)
/// reads it, reaching a surah's last ayah finishes the surah, and the time counts while a key
/// was pressed in the last two minutes. Time is measured on the monotonic clock, so a wall
/// clock set back never makes it negative; each piece is counted to the local day it ends in.
extension ReaderSession {
  /// Logs the ayahs a forward move went past, from `before` to the current one (the current
  /// one too when it is the surah's last), and the furthest ayah reached, in one transaction.
  /// A move from a surah's last ayah on to the next surah's first reads that last ayah.
  func logMove(from before: AyahID) throws {
    let after = state.pane.currentID
    var read: [AyahID]
    if after.surah == before.surah, after.ayah > before.ayah {
      read = Passage(surah: after.surah, ayahs: before.ayah...(after.ayah - 1)).ayahIDs
      if after.ayah == SurahSizes.ayahCount(ofSurah: after.surah) { read.append(after) }
    } else if after.surah == before.surah + 1, after.ayah == 1 {
      read = [before]
    } else {
      return try noteReading()
    }
    if try library.logRead(read, reaching: after, at: clock.now()) {
      state.progress = try library.progress()
    }
    state.readSoFar.add(read)
    refreshPlanStatus()
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

  /// A key was pressed at `now`: the time since the last key counts, up to two minutes.
  public func noteActivity(at now: ContinuousClock.Instant) {
    state.readingTime.keyPressed(at: now)
    if state.readingTime.unlogged >= .seconds(30) { flushReadingTime() }
  }

  /// Writes the time counted so far to today's log.
  public func flushReadingTime() {
    let seconds = state.readingTime.takeWholeSeconds()
    guard seconds > 0 else { return }
    try? library.logReadingTime(seconds: seconds, at: clock.now())
  }

  /// Quitting: the time since the last key counts too (up to two minutes), then all is written.
  public func finishReadingTime(at now: ContinuousClock.Instant) {
    state.readingTime.stopped(at: now)
    flushReadingTime()
  }
}
