import Clocks
import Foundation
import Interface
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// The reader reads today from the clock it is given (`WallClock`, in each screen's
/// `ScreenContext`), not from the computer's (issue 64): a test of days needs no faketime.
@Suite struct ReaderClockTests: KeyDriven {
  let home = TemporaryHome(withCorpus: false)

  /// Two days read, the second on the clock's day in 2025: the year view is 2025's with a
  /// streak of two, and today's review names that day.
  @Test func theYearViewAndTheReviewReadTheDayFromTheSessionsClock() throws {
    let library = try home.openLibrary()
    let noon = Date(timeIntervalSince1970: 1_741_176_000)  // 2025-03-05 12:00 UTC
    try library.logRead([AyahID.parse("1:1")], at: noon.addingTimeInterval(-86_400))
    try library.logRead([AyahID.parse("1:2")], at: noon)
    let clock = WallClock.fixed(at: noon)
    let reader = try ReaderSession(
      corpus: Fixtures.corpus, library: library, arabicOverride: .terminal, clock: clock)

    press(reader, .character("s"))
    let year = screen(reader)
    #expect(year.contains(HabitText.statsTitle(2025)), "\(year)")
    #expect(year.contains(HabitText.streaks(2, 2, ReadingGoal.oneAyah.description)), "\(year)")
    press(reader, .escape)

    try reader.openReview()
    #expect(clock.today.hasPrefix("2025-03-0"))
    #expect(screen(reader).contains("(\(clock.today))"), "\(screen(reader))")
  }
}
