import Foundation
import Interface
import Library

/// The memorizing plan in the reader: `P` on the memorize screen asks for a
/// passage and a day (`juz30 2027-03-01`, checked as `quran review --plan` checks it) and
/// sets the plan, the pace then said in the status row; `none` clears it once the person
/// says yes. The progress view (`p`) opens with the plan's pace, when one is set.
extension ReaderSession {
  /// `P` on the memorize screen: the plan's prompt.
  func askMemorizePlan() {
    push(LineInput(purpose: .memorizePlan))
  }

  /// What was typed at the plan's prompt: a plan to set, `none` to clear it (asked first), or
  /// a sentence that says what is wrong.
  func setMemorizePlan(typed text: String) throws {
    let word = text.lowercased().trimmingCharacters(in: .whitespaces)
    if Self.moveWords.contains(word) { return try moveMemorizePlan() }
    if Self.clearWords.contains(word) {
      guard let plan = try library.memorizePlan() else {
        state.message = (MemorizeText.planNone(), false)
        return
      }
      return push(MemorizePlanClearing(plan: plan))
    }
    let today = clock.today
    let begun = try library.memorizeBegun()
    let plan: MemorizePlan
    do {
      plan = try MemorizePlan.typed(text, today: today, begun: begun)
    } catch {
      state.message = (Self.sentence(error), true)
      return
    }
    try library.saveMemorizePlan(plan, at: clock.now())
    refreshMemorizeStatus()
    try tell(.planChanged)
    state.message = (try planPaceLine(plan, today: today), false)
  }

  /// The words at the plan's prompt that move its day, and that clear it: Vietnamese (tones
  /// or none) and English alike, whichever language the screen speaks.
  static let moveWords: Set<String> = ["dời", "doi", "move"]
  static let clearWords: Set<String> = ["bỏ", "bo", "none"]

  /// `move` at the plan's prompt: the day of a plan behind moved to the one its own pace
  /// reaches; a plan that keeps its day is said to.
  func moveMemorizePlan() throws {
    guard let plan = try library.memorizePlan() else {
      state.message = (MemorizeText.planNone(), false)
      return
    }
    let today = clock.today
    let begun = try library.memorizeBegun()
    guard let moved = plan.moved(begun: begun, today: today) else {
      state.message = (MemorizeText.planNotBehind(plan.target, plan.by), false)
      return
    }
    try library.saveMemorizePlan(moved, at: clock.now())
    refreshMemorizeStatus()
    try tell(.planChanged)
    let pace = moved.pace(begun: begun, today: today)
    state.message = (MemorizeText.planMoved(moved.target, moved.by, pace.perDay), false)
  }

  /// Clears the plan (the person said yes).
  func clearMemorizePlan() throws {
    try library.saveMemorizePlan(nil, at: clock.now())
    refreshMemorizeStatus()
    try tell(.planChanged)
    state.message = (MemorizeText.planCleared(), false)
  }

  /// The plan's pace in one row: new today, ayahs left, days left, ayahs a day; behind its
  /// pace or past its day, the question of keeping or moving the day instead.
  func planPaceLine(_ plan: MemorizePlan, today: String) throws -> String {
    let pace = plan.pace(begun: try library.memorizeBegun(), today: today)
    guard pace.toBegin > 0 else { return MemorizeText.planDone(plan.target, pace.ayahs) }
    if let behind = MemorizePace.behindLine(plan, pace) {
      return behind + " " + MemorizeText.planMoveKey()
    }
    return MemorizeText.planPace(
      plan.target, plan.by, pace.newToday.count, pace.toBegin, pace.daysLeft, pace.perDay)
  }

  /// The progress view's first lines: the plan's pace, its order and today's new ayahs,
  /// and whether it is behind; none without a plan.
  func planProgressLines(today: String) throws -> [String] {
    let estimate = try library.todaysEstimate(today: today).map {
      [ReviewText.estimate($0.left, $0.minutes)]
    }
    guard let plan = try library.memorizePlan() else { return estimate.map { $0 + [""] } ?? [] }
    let pace = plan.pace(begun: try library.memorizeBegun(), today: today)
    let begun = ReviewText.planProgress(pace.ayahs - pace.toBegin, pace.ayahs, plan.target)
    guard pace.toBegin > 0 else {
      return [begun, MemorizeText.planDone(plan.target, pace.ayahs)] + (estimate ?? []) + [""]
    }
    let behind = MemorizePace.behindLine(plan, pace).map { [$0 + " " + MemorizeText.planMoveKey()] }
    return [begun, MemorizePace.line(plan, pace) + " (" + MemorizePace.orderName(plan.order) + ")"]
      + (behind ?? []) + (estimate ?? []) + [""]
  }

  /// What is wrong with a plan typed, in the interface's language.
  static func sentence(_ problem: MemorizePlanProblem) -> String {
    switch problem {
    case .badTarget(let target): MemorizeText.passageNamesNothing(target)
    case .badDay(let day): MemorizeText.planTypedBadDay(day)
    case .pastDay(let day, let today): MemorizeText.planPastDay(day, today)
    case .noDay: MemorizeText.planTypedNoDay()
    }
  }
}

/// Clearing the plan, waiting for the person to say yes, asked in the status row.
struct MemorizePlanClearing: Screen {
  let plan: MemorizePlan

  var part: ScreenPart { .statusRow }

  /// The keys that say yes; any other keeps the plan.
  static let keys = KeyTable<Bool>((true, ["y", "Y"]))

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    Self.keys.action(for: key) == true
      ? .closing(.memorize(.clearPlan)) : .closing(.say(MemorizeText.planKept(), isError: false))
  }

  /// Answered either way: the question goes even when the plan cannot be cleared.
  mutating func failed(_ error: any Error, context: ScreenContext) -> ScreenOutcome {
    .closing(.showError(error))
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    let question = MemorizeText.planClearQuestion(plan.target, plan.by)
    canvas.sayWrapped(" " + question, bottomRow: area.top, width: area.width, style: .error)
  }
}
