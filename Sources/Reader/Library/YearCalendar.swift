import AppRecords
import Foundation
import Interface

/// A year as weeks (columns) × weekdays (rows, Monday first), each day shaded by how much of
/// the goal it held; month names above the week each month starts in. Glyphs, not colors,
/// so it reads the same with `NO_COLOR` and in any terminal.
public struct YearCalendar {
  /// The calendar year shown (2025).
  public let year: Int
  /// The reading log's days; days missing from it are shown as not read.
  public let days: [ReadingDay]
  /// The daily goal each day's shade is measured against.
  public let goal: ReadingGoal

  /// A calendar of `year` from the logged `days`, shaded against `goal`.
  public init(year: Int, days: [ReadingDay], goal: ReadingGoal) {
    self.year = year
    self.days = days
    self.goal = goal
  }

  /// The month names' row, then a row for each weekday.
  public func lines() -> [String] {
    guard let first = CivilDay(year: year, month: 1, day: 1),
      let next = CivilDay(year: year + 1, month: 1, day: 1)
    else { return [] }
    let byDate = Dictionary(days.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
    // Monday is row 0.
    let offset = first.weekdayFromMonday
    let count = next.ordinal - first.ordinal
    let weeks = (offset + count + 6) / 7
    var grid = Array(repeating: Array(repeating: " ", count: weeks), count: 7)
    var monthStarts: [(week: Int, month: Int)] = []
    for index in 0..<count {
      let date = first.adding(index)
      let (_, month, day) = date.parts
      let position = offset + index
      if day == 1 { monthStarts.append((position / 7, month)) }
      grid[position % 7][position / 7] = shade(byDate[date.text])
    }
    let months = HabitText.months().split(separator: " ").map(String.init)
    var header = Array(repeating: Character(" "), count: weeks + 8)
    // Each name over the week its month starts in, moved right when the name before would
    // run into it ("Th10 Th11", not "Th10Th11").
    var free = 0
    for start in monthStarts {
      let name = Array(months[start.month - 1])
      let column = max(start.week, free)
      for (i, character) in name.enumerated() where column + i < header.count {
        header[column + i] = character
      }
      free = column + name.count + 1
    }
    let names = HabitText.weekdays().split(separator: " ").map(String.init)
    var lines = ["   " + String(String(header).reversed().drop(while: { $0 == " " }).reversed())]
    for row in 0..<7 {
      lines.append(
        names[row].padding(toLength: 3, withPad: " ", startingAt: 0) + grid[row].joined())
    }
    return lines
  }

  private func shade(_ day: ReadingDay?) -> String {
    guard let day, day.ayahs > 0 || day.seconds > 0 else { return "·" }
    let fraction = goal.fraction(of: day)
    return fraction >= 4 ? "█" : fraction >= 2 ? "▓" : fraction >= 1 ? "▒" : "░"
  }
}
