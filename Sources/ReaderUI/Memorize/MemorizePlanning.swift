import Foundation
import Interface
import Library

/// The memorizing plan in the reader (issue 48): `P` on the memorize screen asks for a
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
    if text.lowercased() == "move" { return try moveMemorizePlan() }
    if text.lowercased() == "none" {
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
    state.message = (try planPaceLine(plan, today: today), false)
  }

  /// `move` at the plan's prompt: the day of a plan behind moved to the one its own pace
  /// reaches (issue 62); a plan that keeps its day is said to.
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
    let pace = moved.pace(begun: begun, today: today)
    state.message = (MemorizeText.planMoved(moved.target, moved.by, pace.perDay), false)
  }

  /// Clears the plan (the person said yes).
  func clearMemorizePlan() throws {
    try library.saveMemorizePlan(nil, at: clock.now())
    refreshMemorizeStatus()
    state.message = (MemorizeText.planCleared(), false)
  }

  /// The plan's pace in one row: new today, ayahs left, days left, ayahs a day; behind its
  /// pace or past its day, the question of keeping or moving the day instead (issue 62).
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
    guard let plan = try library.memorizePlan() else { return [] }
    let pace = plan.pace(begun: try library.memorizeBegun(), today: today)
    guard pace.toBegin > 0 else { return [MemorizeText.planDone(plan.target, pace.ayahs), ""] }
    let behind = MemorizePace.behindLine(plan, pace).map { [$0 + " " + MemorizeText.planMoveKey()] }
    return [MemorizePace.line(plan, pace) + " (" + MemorizePace.orderName(plan.order) + ")"]
      + (behind ?? []) + [""]
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

  mutating func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    let question = MemorizeText.planClearQuestion(plan.target, plan.by)
    canvas.sayWrapped(" " + question, bottomRow: area.top, width: area.width, style: .error)
  }
}
