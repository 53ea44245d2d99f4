import Foundation
import Interface
import Library

/// The memorizing plan, as memorizing decides it: what was typed at `P`'s prompt moves the
/// plan's day, clears the plan (asked first) or sets a plan; a changed plan is counted again,
/// told to the review session, and said.
extension MemorizeFeature {
  /// The words at the plan's prompt that move its day, and that clear it: Vietnamese (tones
  /// or none) and English alike, whichever language the screen speaks.
  static let moveWords: Set<String> = ["dời", "doi", "move"]
  static let clearWords: Set<String> = ["bỏ", "bo", "none"]

  /// What `text` typed at the plan's prompt asks for.
  static func plan(typed text: String) -> [Effect] {
    let word = text.lowercased().trimmingCharacters(in: .whitespaces)
    if moveWords.contains(word) { return [.movePlan] }
    if clearWords.contains(word) { return [.askToClearPlan] }
    return [.setPlan(typed: text)]
  }

  /// A plan set, moved or cleared: the status bar counts the new ayahs again, the review
  /// session takes today's new ayahs again, then `said`.
  static func planChanged(then said: Effect) -> [Effect] {
    [.countDue, .tell(.planChanged), said]
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
