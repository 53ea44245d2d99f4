import ArgumentParser
import Foundation
import Interface
import Library
import QuranText

/// `quran memorize 67`, `quran memorize juz30`, `quran memorize 112:1-113:5`: the reader, opened on the memorize screen
/// over the passage (a surah, a juz or any run of ayahs); `q` there returns to the shell.
struct MemorizeCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "memorize", abstract: MemorizeText.helpMemorize())
  }

  @Argument(help: ArgumentHelp(MemorizeText.helpMemorizePassage()), transform: AyahSpan.argument)
  var passage: AyahSpan
  @OptionGroup var location: LocationOptions
  @OptionGroup var arabicDisplay: ArabicDisplayOptions
  @OptionGroup var options: ReaderOptions
  @Flag(help: ArgumentHelp(MemorizeText.helpRecite())) var recite = false
  @Option(help: ArgumentHelp(MemorizeText.helpDrillRepeat(), valueName: "N")) var `repeat` = 3
  @Option(help: ArgumentHelp(MemorizeText.helpDrillSilence(), valueName: "TIMES")) var silence = 1.0
  /// `--from BASE_URL` with `--recite`: a mirror to fetch the recitation from, as `quran play`
  /// takes it.
  @Option(help: ArgumentHelp(AudioText.helpFrom(), valueName: "BASE_URL")) var from: String?

  func validate() throws {
    guard (1...100).contains(`repeat`) else {
      throw ValidationError(MemorizeText.drillRepeatRange())
    }
    guard (0...10).contains(silence) else {
      throw ValidationError(MemorizeText.drillSilenceRange())
    }
  }

  func run() throws {
    if recite {
      // The drill plays, so a child `quran drill` (the network code's) carries it out.
      var arguments = [
        "drill", passage.description, "--reciter", options.reciter.reciter,
        "--repeat", "\(`repeat`)", "--silence", "\(silence)",
      ]
      if let output = options.audio.audioOutput { arguments += ["--audio-output", output] }
      if let from { arguments += ["--from", from] }
      return try QuranProgram.run(arguments)
    }
    var launch = ReaderLaunch(
      location: location.place, arabicDisplay: arabicDisplay.arabicDisplay,
      reciter: options.reciter.reciter, recitePause: options.recitePause,
      audioOutput: options.audio.audioOutput, background: options.background)
    launch.memorize = passage
    try launch.run()
  }
}

/// `quran review`: today's review session on a terminal; with `--list`, or when
/// its output is no terminal, the ayahs due for review today, in mushaf order (`--json`,
/// `--count`).
struct ReviewCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "review", abstract: MemorizeText.helpReview())
  }

  @Flag(help: ArgumentHelp(MemorizeText.helpReviewJSON())) var json = false
  @Flag(help: ArgumentHelp(MemorizeText.helpReviewCount())) var count = false
  @Flag(help: ArgumentHelp(MemorizeText.helpReviewList())) var list = false
  @Flag(help: ArgumentHelp(MemorizeText.helpReviewProgress())) var progress = false
  @Option(help: ArgumentHelp(MemorizeText.helpPlan(), valueName: "PASSAGE|none")) var plan: String?
  @Option(help: ArgumentHelp(MemorizeText.helpPlanBy(), valueName: "YYYY-MM-DD")) var by: String?
  @Option(
    help: ArgumentHelp(MemorizeText.helpPlanOrder(), valueName: "forward|backward"),
    transform: ReviewCommand.order)
  var order: MemorizeOrder?
  @Flag(help: ArgumentHelp(MemorizeText.helpPlanMove())) var planMove = false
  /// `--limit N`: the most ayahs in review a day when more are due, synced.
  @Option(help: ArgumentHelp(ReviewText.helpLimit(), valueName: "N")) var limit: Int?
  @OptionGroup var location: LocationOptions

  func validate() throws {
    if let limit, !AppSettings.reviewsPerDayRange.contains(limit) {
      throw ValidationError(ReviewText.limitRange())
    }
  }

  func run() throws {
    if let limit { return try setLimit(limit) }
    if progress { return try showProgress() }
    if planMove { return try movePlan() }
    if let plan { return try setPlan(plan) }
    let today = ReadingDate.day(of: Date())
    if !json, !count, !list, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
      return try openSession(today: today)
    }
    let session = try location.openLibrarySession(access: .readOnly)
    if count {
      // What scripts ask most, answered from the cards' count alone (≤ 20 ms with ten
      // years of grades, quran-bench review); the clock's warning on standard error.
      if let behind = try session.library.clockBehindGrades() {
        FileHandle.standardError.write(Data("quran: \(MemorizeText.clockBehind(behind))\n".utf8))
      }
      return Output().line(String(try session.library.dueCount(today: today)))
    }
    // Said on standard error, so `--count` and `--json` stay what scripts read.
    if let behind = try session.library.clockBehindGrades() {
      FileHandle.standardError.write(Data("quran: \(MemorizeText.clockBehind(behind))\n".utf8))
    }
    let due = try session.library.dueAyahs(today: today)
    let output = Output()
    let planned = try planPace(session, today: today)
    if json {
      try Output().json(ReviewJSON(today: today, due: due, plan: planned))
      return
    }
    if let planned {
      output.line(Self.planLine(planned.plan, planned.pace))
      if let behind = Self.behindLine(planned.plan, planned.pace) {
        output.line(behind + " " + MemorizeText.planMoveCommand())
      }
    }
    guard !due.isEmpty else { return output.line(MemorizeText.nothingDue(today)) }
    output.line(MemorizeText.reviewHeading(today, due.count))
    for ayah in due {
      let recall = ayah.recall(on: today).map { Percentage.text($0 * 100) } ?? ""
      output.line(
        "  \(ayah.ayahID.description.padding(toLength: 8, withPad: " ", startingAt: 0))\(ayah.card.dueDay)  \(recall)"
      )
    }
  }
}

extension ReviewCommand {
  /// Keeps the daily limit in the settings, which sync.
  func setLimit(_ limit: Int) throws {
    let library = try location.openLibrarySession().library
    var settings = try library.settings()
    settings.reviewsPerDay = limit
    try library.save(settings)
    Output().line(ReviewText.limitSet(limit))
  }

  /// Today's review session in the reader, `q` back to the shell; nothing left today is
  /// said without opening it.
  func openSession(today: String) throws {
    // Read in a library opened to read, closed before the reader opens it.
    let queue = try location.openLibrarySession(access: .readOnly).library.reviewQueue(
      today: today)
    guard queue.left > 0 else {
      return Output().line(MemorizeText.reviewNothingLeft(today, queue.done))
    }
    var launch = ReaderLaunch(location: location.place)
    launch.review = true
    try launch.run()
  }
}

/// `quran review --json`: today's date and each ayah due, its card as FSRS left it.
struct ReviewJSON: Encodable {
  struct Item: Encodable {
    let ayah: String
    let due: String
    let phase: String
    let stability: Double?
    let difficulty: Double?
    let reps: Int
    let lapses: Int
    let lastReview: String?
    let recall: Double?
  }
  /// The plan and its pace today, when one is set: its order, its own pace (`planned`), the
  /// days it is behind that pace and the day that pace reaches.
  struct Plan: Encodable {
    let target: String, by: String, order: String, ayahs: Int, toBegin: Int, daysLeft: Int
    let perDay: Int, planned: Int, behind: Int, moveTo: String?
    let newToday: [String]
  }
  let today: String
  let count: Int
  let due: [Item]
  let plan: Plan?

  init(today: String, due: [DueAyah], plan: (plan: MemorizePlan, pace: MemorizePace)? = nil) {
    self.today = today
    count = due.count
    self.plan = plan.map {
      Plan(
        target: $0.plan.target, by: $0.plan.by, order: $0.plan.order.rawValue,
        ayahs: $0.pace.ayahs, toBegin: $0.pace.toBegin, daysLeft: $0.pace.daysLeft,
        perDay: $0.pace.perDay, planned: $0.pace.planned, behind: $0.pace.behind,
        moveTo: $0.pace.moveTo, newToday: $0.pace.newToday.map(\.description))
    }
    self.due = due.map {
      Item(
        ayah: $0.ayahID.description, due: $0.card.dueDay, phase: $0.card.phase.rawValue,
        stability: $0.card.memory?.stability, difficulty: $0.card.memory?.difficulty,
        reps: $0.card.reps, lapses: $0.card.lapses, lastReview: $0.card.lastReviewDay,
        recall: $0.recall(on: today))
    }
  }
}
