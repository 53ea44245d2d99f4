import AppRecords
import ArgumentParser
import Foundation
import Interface
import Library
import QuranText

/// `quran review --plan juz30 --by 2027-03-01`: the pace of new ayahs, kept in
/// the library and synced; `--plan none` clears it; `quran review` then says today's share.
/// `--order forward|backward` chooses the order its ayahs are begun in (backward by default
/// for juz 30); `--plan-move` moves the day of a plan behind to the one its pace reaches, or
/// to `--by`.
extension ReviewCommand {
  /// `--order`'s value: `forward` or `backward`.
  static func order(_ text: String) throws -> MemorizeOrder {
    guard let order = MemorizeOrder(named: text) else {
      throw ValidationError(MemorizeText.helpPlanOrder())
    }
    return order
  }

  /// `--plan-move`: the plan's day moved to the one its own pace reaches, or to `--by`.
  func movePlan() throws {
    let session = try location.openLibrarySession()
    let today = ReadingDate.day(of: Date())
    guard let plan = try session.library.memorizePlan() else {
      throw ValidationError(MemorizeText.planNoneToMove())
    }
    if let by, CivilDay(by)?.text != by || by < today {
      throw ValidationError(MemorizeText.planMoveBadDay(by))
    }
    let begun = try session.library.memorizeBegun()
    guard let moved = plan.moved(to: by, begun: begun, today: today) else {
      return Output().line(MemorizeText.planNotBehind(plan.target, plan.by))
    }
    try session.library.saveMemorizePlan(moved)
    let pace = moved.pace(begun: begun, today: today)
    Output().line(MemorizeText.planMoved(moved.target, moved.by, pace.perDay))
    Output().line(Self.planLine(moved, pace))
  }

  func setPlan(_ target: String) throws {
    let session = try location.openLibrarySession()
    if target.lowercased() == "none" {
      try session.library.saveMemorizePlan(nil)
      return Output().line(MemorizeText.planCleared())
    }
    let today = ReadingDate.day(of: Date())
    let begun = try session.library.memorizeBegun()
    let plan: MemorizePlan
    do {
      plan = try MemorizePlan.checked(
        target: target, by: by, today: today, order: order, begun: begun)
    } catch {
      switch error {
      case .badTarget(let target): throw ValidationError(MemorizeText.passageNamesNothing(target))
      case .noDay: throw ValidationError(MemorizeText.planNeedsBy())
      case .badDay(let day): throw ValidationError(MemorizeText.planBadDay(day))
      case .pastDay(let day, let today): throw ValidationError(MemorizeText.planPastDay(day, today))
      }
    }
    try session.library.saveMemorizePlan(plan)
    Output().line(MemorizeText.planSaved(target, plan.by, Self.orderName(plan.order)))
    if let planned = try planPace(session, today: today) {
      Output().line(Self.planLine(planned.plan, planned.pace))
    }
  }

  /// The plan set and its pace on `today`, or nil. An earlier version's file not yet taken
  /// into the library (no command that writes has opened it since) still counts.
  func planPace(_ session: LibrarySession, today: String) throws
    -> (plan: MemorizePlan, pace: MemorizePace)?
  {
    guard
      let plan = try session.library.memorizePlan()
        ?? MemorizePlanFile(path: session.home.memorizePlanPath).load()
    else { return nil }
    return (plan, plan.pace(begun: try session.library.memorizeBegun(), today: today))
  }

  /// The plan's line in `quran review`.
  static func planLine(_ plan: MemorizePlan, _ pace: MemorizePace) -> String {
    MemorizePace.line(plan, pace)
  }

  /// The line saying the plan is behind its pace or past its day, with what to choose;
  /// nil when it keeps its day.
  static func behindLine(_ plan: MemorizePlan, _ pace: MemorizePace) -> String? {
    MemorizePace.behindLine(plan, pace)
  }

  /// The order as a sentence says it.
  static func orderName(_ order: MemorizeOrder) -> String {
    MemorizePace.orderName(order)
  }
}
