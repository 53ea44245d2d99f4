import AppRecords
import ArgumentParser
import Foundation
import Interface
import Library
import QuranText

/// `quran review --plan juz30 --by 2027-03-01`: the pace of new ayahs (issue 48), kept in
/// this computer's data folder; `--plan none` clears it; `quran review` then says today's
/// share.
extension ReviewCommand {
  func setPlan(_ target: String) throws {
    let session = try location.openLibrarySession(access: .readOnly)
    let file = MemorizePlanFile(path: session.home.memorizePlanPath)
    if target.lowercased() == "none" {
      try file.save(nil)
      return Output().line(MemorizeText.planCleared())
    }
    guard MemorizePlan.ayahs(of: target) != nil else {
      throw ValidationError(MemorizeText.planBadTarget(target))
    }
    guard let by else { throw ValidationError(MemorizeText.planNeedsBy()) }
    let today = ReadingDate.day(of: Date())
    guard let day = CivilDay(by), day.text == by, by >= today else {
      throw ValidationError(MemorizeText.planBadDay(by))
    }
    let plan = MemorizePlan(target: target, by: by)
    try file.save(plan)
    Output().line(MemorizeText.planSaved(target, by))
    if let planned = try planPace(session, today: today) {
      Output().line(Self.planLine(planned.plan, planned.pace))
    }
  }

  /// The plan set on this computer and its pace on `today`, or nil.
  func planPace(_ session: LibrarySession, today: String) throws
    -> (plan: MemorizePlan, pace: MemorizePace)?
  {
    guard let plan = MemorizePlanFile(path: session.home.memorizePlanPath).load() else {
      return nil
    }
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
