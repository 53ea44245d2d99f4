import ArgumentParser
import Foundation
import Interface
import Library
import QuranText

/// `quran stats [--year Y] [--json]`: the year at a glance.
struct StatsCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "stats", abstract: HabitText.helpStats())
  }

  @Option(help: ArgumentHelp(HabitText.helpYear())) var year: Int?
  @Flag(help: .text(.json)) var json = false
  @OptionGroup var location: LocationOptions

  func validate() throws {
    if let year, !(1...9999).contains(year) {
      throw ValidationError("--year takes a year such as 2026.")
    }
  }

  func run() throws {
    let session = try location.openSession(access: .readOnly)
    let today = ReadingDate.day(of: Date())
    let year = self.year ?? Int(today.prefix(4))!
    let goal = try session.library.readingGoal()
    let all = try session.library.readingDays()
    let streaks = ReadingStreaks.of(all, goal: goal, today: today)
    let days = all.filter { $0.date.hasPrefix("\(year)-") }
    if json {
      try Output().json(
        StatsJSON(
          year: year, goal: goal, days: days, currentStreak: streaks.current,
          longestStreak: streaks.longest))
      return
    }
    let output = Output()
    output.line(HabitText.statsTitle(year))
    output.line()
    for line in YearCalendar(year: year, days: days, goal: goal).lines() { output.line(line) }
    output.line()
    output.line(HabitText.legend())
    if days.isEmpty {
      output.line(HabitText.noReadingYet(year))
    } else {
      output.line(
        HabitText.totals(
          days.count, days.reduce(0) { $0 + $1.ayahs }, days.reduce(0) { $0 + $1.seconds } / 60,
          days.reduce(0) { $0 + $1.surahsFinished }))
    }
    output.line(HabitText.streaks(streaks.current, streaks.longest, Self.describe(goal)))
  }

  static func describe(_ goal: ReadingGoal) -> String {
    switch goal.unit {
    case .ayahs: HabitText.unitAyahs(goal.amount)
    case .minutes: HabitText.unitMinutes(goal.amount)
    case .pages: HabitText.unitPages(goal.amount)
    case .juz: HabitText.unitJuz(goal.amount)
    }
  }
}

/// `quran stats --json`.
struct StatsJSON: Encodable {
  let year: Int
  let goal: ReadingGoal
  let days: [ReadingDay]
  let currentStreak: Int
  let longestStreak: Int
}

/// `quran goal`, `quran goal set 10 ayahs`.
struct GoalCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "goal", abstract: HabitText.helpGoal(), subcommands: [Show.self, Set.self],
      defaultSubcommand: Show.self)
  }

  struct Show: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "show", abstract: HabitText.helpGoal())
    }
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openSession(access: .readOnly)
      print(HabitText.goalIs(StatsCommand.describe(try session.library.readingGoal())))
    }
  }

  struct Set: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "set", abstract: HabitText.helpGoalSet())
    }
    @Argument(help: ArgumentHelp(HabitText.helpAmount())) var amount: Int
    @Argument(help: ArgumentHelp(HabitText.helpUnit())) var unit: String
    @OptionGroup var location: LocationOptions

    func validate() throws {
      guard (1...10_000).contains(amount), ReadingGoal.Unit(rawValue: unit.lowercased()) != nil
      else { throw ValidationError(HabitText.badGoal()) }
    }

    func run() throws {
      let session = try location.openSession()
      let goal = ReadingGoal(amount: amount, unit: ReadingGoal.Unit(rawValue: unit.lowercased())!)
      try session.library.saveReadingGoal(goal)
      print(HabitText.goalSaved(StatsCommand.describe(goal)))
    }
  }
}

/// A year as weeks (columns) × weekdays (rows, Monday first), each day shaded by how much of
/// the goal it held; month names above the week each month starts in. Glyphs, not colors,
/// so it reads the same with `NO_COLOR` and in any terminal.
struct YearCalendar {
  let year: Int
  let days: [ReadingDay]
  let goal: ReadingGoal

  func lines() -> [String] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    guard let first = calendar.date(from: DateComponents(year: year, month: 1, day: 1)),
      let next = calendar.date(from: DateComponents(year: year + 1, month: 1, day: 1))
    else { return [] }
    let byDate = Dictionary(days.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
    // Monday is row 0.
    let offset = (calendar.component(.weekday, from: first) + 5) % 7
    let count = calendar.dateComponents([.day], from: first, to: next).day ?? 365
    let weeks = (offset + count + 6) / 7
    var grid = Array(repeating: Array(repeating: " ", count: weeks), count: 7)
    var monthStarts: [(week: Int, month: Int)] = []
    for index in 0..<count {
      guard let date = calendar.date(byAdding: .day, value: index, to: first) else { continue }
      let parts = calendar.dateComponents([.month, .day], from: date)
      let position = offset + index
      if parts.day == 1 { monthStarts.append((position / 7, parts.month ?? 1)) }
      let key = ReadingDate.day(of: date, in: calendar.timeZone)
      grid[position % 7][position / 7] = shade(byDate[key])
    }
    let months = HabitText.months().split(separator: " ").map(String.init)
    var header = Array(repeating: Character(" "), count: weeks + 8)
    for start in monthStarts {
      let name = Array(months[start.month - 1])
      for (i, character) in name.enumerated() where start.week + i < header.count {
        header[start.week + i] = character
      }
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
