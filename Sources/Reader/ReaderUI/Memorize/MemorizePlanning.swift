import Foundation
import Interface
import Library

/// The memorizing plan in the reader: `P` on the memorize screen asks for a
/// passage and a day (`juz30 2027-03-01`, checked as `quran review --plan` checks it) and
/// sets the plan, the pace then said in the status row; `none` clears it once the person
/// says yes. The progress view (`p`) opens with the plan's pace, when one is set. What was
/// typed goes to memorizing (`MemorizeFeature.plan(typed:)`), and the session carries out
/// what it answers with the library here.
extension ReaderSession {
  /// `P` on the memorize screen: the plan's prompt.
  func askMemorizePlan() {
    push(LineInput(purpose: .memorizePlan))
  }

  /// The plan typed at its prompt: kept, or what is wrong with it said
  /// (`MemorizeFeature.sentence`).
  func setMemorizePlan(typed text: String) throws {
    let today = clock.today
    let begun = try library.memorizeBegun()
    let plan: MemorizePlan
    do {
      plan = try MemorizePlan.typed(text, today: today, begun: begun)
    } catch {
      return try memorize(.planRefused(error))
    }
    try library.saveMemorizePlan(plan, at: clock.now())
    try memorize(.planSaved(plan))
  }

  /// `move` at the plan's prompt: the day of a plan behind moved to the one its own pace
  /// reaches; a plan that keeps its day is said to.
  func moveMemorizePlan() throws {
    guard let plan = try library.memorizePlan() else { return try memorize(.noPlan) }
    let today = clock.today
    let begun = try library.memorizeBegun()
    guard let moved = plan.moved(begun: begun, today: today) else {
      return try memorize(.planOnTime(plan))
    }
    try library.saveMemorizePlan(moved, at: clock.now())
    try memorize(.planMoved(moved, perDay: moved.pace(begun: begun, today: today).perDay))
  }

  /// `none` at the plan's prompt: the question before the plan is cleared; without a plan,
  /// that there is none.
  func askToClearMemorizePlan() throws {
    guard let plan = try library.memorizePlan() else { return try memorize(.noPlan) }
    push(MemorizePlanClearing(plan: plan))
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
