import Foundation
import Interface

extension LibraryStore {
  /// The year's reading as `quran stats` prints it and the reader's year view (`s`) shows
  /// it, one home for both: the title, the calendar of `year` coloured by the goal, the
  /// legend, the year's totals (or that nothing was read yet), the streaks as they stand
  /// `today`, and memorizing beside them for a person who memorizes.
  public func yearReport(year: Int, today: String) throws -> [String] {
    let goal = try readingGoal()
    let all = try readingDays()
    let days = all.filter { $0.date.hasPrefix("\(year)-") }
    let streaks = ReadingStreaks.of(all, goal: goal, today: today)
    var lines = [HabitText.statsTitle(year), ""]
    lines += YearCalendar(year: year, days: days, goal: goal).lines()
    lines += ["", HabitText.legend()]
    if days.isEmpty {
      lines.append(HabitText.noReadingYet(year))
    } else {
      lines.append(
        HabitText.totals(
          days.count, days.reduce(0) { $0 + $1.ayahs }, days.reduce(0) { $0 + $1.seconds } / 60,
          days.reduce(0) { $0 + $1.surahsFinished }))
    }
    lines.append(HabitText.streaks(streaks.current, streaks.longest, goal.description))
    if let memorized = try? memorizeProgress(today: today, weakSpots: 0), !memorized.isEmpty {
      lines.append(
        MemorizeText.progressYearLine(
          memorized.total.memorized, memorized.total.learning,
          memorized.total.retention.map { Percentage.text($0 * 100) } ?? "–"))
    }
    return lines
  }
}
