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
    output.line(HabitText.streaks(streaks.current, streaks.longest, goal.description))
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
      print(HabitText.goalIs(try session.library.readingGoal().description))
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
      print(HabitText.goalSaved(goal.description))
    }
  }
}
