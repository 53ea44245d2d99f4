import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// The trash (issue 60): what the person deletes or replaces is kept 30 days, and comes back
/// as it was; what comes back takes what it replaces to the trash in turn.
@Suite struct TrashTests {
  let home = TemporaryHome(withCorpus: false)
  let day: TimeInterval = 86_400

  @Test func anItemIsKeptThirtyDaysThenForgotten() throws {
    let library = try home.openLibrary()
    let start = Date(timeIntervalSince1970: 1_790_000_000)
    let note = try library.addNote(on: AyahID.parse("36:1"), text: "cũ", at: start)
    try library.deleteNote(note.id, at: start)
    #expect(
      try library.trash(now: start.addingTimeInterval(29 * day)).map(\.content) == [.note(note)])
    #expect(try library.trash(now: start.addingTimeInterval(31 * day)).isEmpty)
    // The next deletion forgets what is older than the trash keeps.
    let later = try library.addNote(on: AyahID.parse("36:2"), text: "mới", at: start)
    try library.deleteNote(later.id, at: start.addingTimeInterval(31 * day))
    #expect(try library.trash(now: start).map(\.id) == [later.id.uuidString])
  }

  @Test func aReplacedGoalPlanAndMemorizingPlanComeBackAndSwapPlaces() throws {
    let library = try home.openLibrary()
    try library.saveReadingGoal(ReadingGoal(amount: 5, unit: .ayahs))
    try library.saveReadingGoal(ReadingGoal(amount: 2, unit: .pages))
    try library.saveMemorizePlan(
      MemorizePlan(target: "juz30", by: "2027-03-01", order: .backward, perDay: 6))
    try library.saveMemorizePlan(nil)
    let plan = ReadingPlan(
      name: "khatm", from: try AyahID.parse("1:1"), startDay: "2026-11-01", endDay: "2026-11-30",
      finished: nil, portion: .pages)
    try library.startPlan(plan)
    try library.startPlan(
      ReadingPlan(
        name: "khatm", from: plan.from, startDay: "2026-11-28", endDay: "2027-01-28",
        finished: nil, portion: .juz))
    let items = try library.trash()
    #expect(items.count == 3)
    for item in items { try library.restore(item) }
    #expect(try library.readingGoal() == ReadingGoal(amount: 5, unit: .ayahs))
    #expect(
      try library.memorizePlan()
        == MemorizePlan(target: "juz30", by: "2027-03-01", order: .backward, perDay: 6))
    #expect(try library.readingPlans() == [plan])
    // What each restore replaced is in the trash now: the goal of 2 pages, the plan of juz.
    #expect(try library.trash().count == 2)
  }
}
