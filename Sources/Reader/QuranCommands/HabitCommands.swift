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

  @Option(help: ArgumentHelp(HabitText.helpYear(), valueName: "YEAR")) var year: Int?
  @Flag(help: .text(.json)) var json = false
  @OptionGroup var location: LocationOptions

  func validate() throws {
    if let year, !(1...9999).contains(year) {
      throw ValidationError("--year takes a year such as 2026.")
    }
  }

  func run() throws {
    let session = try location.openLibrarySession(access: .readOnly)
    let today = ReadingDate.day(of: Date())
    let year = self.year ?? Int(today.prefix(4))!
    guard json else {
      let output = Output()
      for line in try session.library.yearReport(year: year, today: today) { output.line(line) }
      return
    }
    let goal = try session.library.readingGoal()
    let all = try session.library.readingDays()
    let streaks = ReadingStreaks.of(all, goal: goal, today: today)
    let days = all.filter { $0.date.hasPrefix("\(year)-") }
    try Output().json(
      StatsJSON(
        year: year, goal: goal, days: days, currentStreak: streaks.current,
        longestStreak: streaks.longest))
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
      let session = try location.openLibrarySession(access: .readOnly)
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
      guard (1...ReadingGoal.largest).contains(amount),
        ReadingGoal.Unit(rawValue: unit.lowercased()) != nil
      else { throw ValidationError(HabitText.badGoal()) }
    }

    func run() throws {
      let session = try location.openLibrarySession()
      let goal = ReadingGoal(amount: amount, unit: ReadingGoal.Unit(rawValue: unit.lowercased())!)
      try session.library.saveReadingGoal(goal)
      print(HabitText.goalSaved(goal.description))
    }
  }
}

/// `quran plan [--json]`, `quran plan start --days 30 | --by 2026-12-31 [--from REF] [--name N]`.
struct PlanCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "plan", abstract: HabitText.helpPlan(), subcommands: [Show.self, Start.self],
      defaultSubcommand: Show.self)
  }

  struct Show: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "show", abstract: HabitText.helpPlanShow())
    }
    @Flag(help: .text(.json)) var json = false
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openLibrarySession()
      let today = ReadingDate.day(of: Date())
      try session.library.finishPlans(today: today)
      let plans = try session.library.readingPlans()
      var shown: [PlanJSON] = []
      for plan in plans {
        let reading = try session.library.planReading(plan, today: today)
        shown.append(
          PlanJSON(
            plan: plan,
            today: plan.day(today: today, readBefore: reading.before, readToday: reading.today)))
      }
      if json {
        try Output().json(PlansJSON(today: shown.first { $0.today != nil }?.today, plans: shown))
        return
      }
      guard !plans.isEmpty else { return print(HabitText.noPlans()) }
      for entry in shown {
        let plan = entry.plan
        if let finished = plan.finished {
          print(HabitText.planFinished(plan.name, finished))
        } else if let day = entry.today {
          print(
            HabitText.planToday(
              plan.name, day.from, day.to, day.pages.lowerBound, day.pages.upperBound,
              day.ayahsRead, day.ayahsInPortion, day.daysLeft))
          print(
            day.pagesAhead > 0
              ? HabitText.planAhead(day.pagesAhead)
              : day.pagesAhead < 0 ? HabitText.planBehind(-day.pagesAhead) : HabitText.planOnTime())
        } else {
          print(HabitText.planOver(plan.name, plan.endDay))
        }
      }
    }
  }

  struct Start: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "start", abstract: HabitText.helpPlanStart())
    }
    @Option(help: ArgumentHelp(HabitText.helpDays(), valueName: "N")) var days: Int?
    @Option(help: ArgumentHelp(HabitText.helpBy(), valueName: "YYYY-MM-DD")) var by: String?
    @Option(
      help: ArgumentHelp(HabitText.helpPlanFrom(), valueName: "SURAH:AYAH"),
      transform: AyahID.argument)
    var from = SurahSizes.ayah(atGlobalIndex: 1)!
    @Option(help: ArgumentHelp(HabitText.helpPlanName(), valueName: "NAME")) var name = "khatm"
    @Option(help: ArgumentHelp(HabitText.helpPortion(), valueName: "pages|hizb|juz")) var portion:
      ReadingPlan.Portion = .pages
    @Flag(help: ArgumentHelp(HabitText.helpReplace())) var replace = false
    @OptionGroup var location: LocationOptions

    /// The plan's last day, from --days or --by.
    func endDay(today: String) throws -> String {
      if let days, by == nil, (1...3650).contains(days) {
        return ReadingStreaks.shift(today, by: days - 1)
      }
      if let by, days == nil, by.count == 10,
        by.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }),
        ReadingStreaks.shift(by, by: 0) == by, by >= today,
        ReadingPlan.days(from: today, to: by) <= 3650
      {
        return by
      }
      throw ValidationError(HabitText.badPlanLength())
    }

    func validate() throws {
      _ = try endDay(today: ReadingDate.day(of: Date()))
      guard !name.isEmpty, name.count <= 40 else {
        throw ValidationError("--name takes 1 to 40 characters.")
      }
    }

    /// Whether a plan of this name still running may be replaced: `--replace`, or a yes on a
    /// terminal; anything else keeps it.
    func mayReplace(_ running: ReadingPlan) -> Bool {
      if replace { return true }
      guard isatty(STDIN_FILENO) == 1 else { return false }
      FileHandle.standardError.write(
        Data(HabitText.planRunningAsk(running.name, running.startDay, running.endDay).utf8))
      return OneKeyAnswer.yes(byDefault: false)
    }

    func run() throws {
      let session = try location.openLibrarySession()
      let today = ReadingDate.day(of: Date())
      let running = try session.library.readingPlans().first {
        $0.name == name && $0.finished == nil && $0.endDay >= today
      }
      if let running, !mayReplace(running) {
        throw Problem(HabitText.planRunningKept(running.name, running.startDay, running.endDay))
      }
      let plan = ReadingPlan(
        name: name, from: from, startDay: today,
        endDay: try endDay(today: today), finished: nil, portion: portion)
      try session.library.startPlan(plan)
      let days = ReadingPlan.days(from: plan.startDay, to: plan.endDay)
      let parts = portion.count - portion.number(of: plan.from) + 1
      let share = Int((Double(parts) / Double(days)).rounded(.up))
      let amount =
        switch portion {
        case .pages: HabitText.unitPages(share)
        case .hizb: HabitText.unitHizb(share)
        case .juz: HabitText.unitWholeJuz(share)
        }
      print(
        HabitText.planStarted(
          name, plan.from.description, days, plan.startDay, plan.endDay, amount))
    }
  }
}

struct PlanJSON: Encodable {
  let plan: ReadingPlan
  let today: PlanDay?

  enum CodingKeys: String, CodingKey {
    case name, from, startDay, endDay, finished, portion, today
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(plan.name, forKey: .name)
    try container.encode(plan.from.description, forKey: .from)
    try container.encode(plan.startDay, forKey: .startDay)
    try container.encode(plan.endDay, forKey: .endDay)
    try container.encodeIfPresent(plan.finished, forKey: .finished)
    try container.encode(plan.portion, forKey: .portion)
    try container.encodeIfPresent(today, forKey: .today)
  }
}

/// `quran plan --json`: `today` is the first unfinished plan's portion.
struct PlansJSON: Encodable {
  let today: PlanDay?
  let plans: [PlanJSON]
}
extension ReadingPlan.Portion: ExpressibleByArgument {}
