import AppRecords
import ArgumentParser
import Foundation
import Interface
import Library
import QuranText

/// `quran review --plan juz30 --by 2027-03-01`: the pace of new ayahs (issue 48), kept in
/// the library and synced; `--plan none` clears it; `quran review` then says today's share.
extension ReviewCommand {
  func setPlan(_ target: String) throws {
    let session = try location.openLibrarySession()
    if target.lowercased() == "none" {
      try session.library.saveMemorizePlan(nil)
      return Output().line(MemorizeText.planCleared())
    }
    let today = ReadingDate.day(of: Date())
    let plan: MemorizePlan
    do {
      plan = try MemorizePlan.checked(target: target, by: by, today: today)
    } catch {
      switch error {
      case .badTarget(let target): throw ValidationError(MemorizeText.passageNamesNothing(target))
      case .noDay: throw ValidationError(MemorizeText.planNeedsBy())
      case .badDay(let day): throw ValidationError(MemorizeText.planBadDay(day))
      case .pastDay(let day, let today): throw ValidationError(MemorizeText.planPastDay(day, today))
      }
    }
    try session.library.saveMemorizePlan(plan)
    Output().line(MemorizeText.planSaved(target, plan.by))
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
    guard pace.toBegin > 0 else { return MemorizeText.planDone(plan.target, pace.ayahs) }
    return MemorizeText.planLine(
      plan.target, plan.by, pace.toBegin, pace.daysLeft, pace.perDay,
      pace.newToday.isEmpty ? MemorizeText.planTodayBegun() : pace.newToday.passageText)
  }
}
