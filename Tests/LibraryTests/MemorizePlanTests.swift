import AppRecords
import Foundation
import Interface
import Library
import QuranText
import TestSupport
import Testing

/// A plan's pace of new ayahs (issue 48), from a real library file: an equal share of the
/// ayahs not yet begun each day, today's share holding as its ayahs are begun.
@Suite struct MemorizePlanTests {
  let home = TemporaryHome(withCorpus: false)
  static let utc = TimeZone(identifier: "UTC")!

  /// Noon (UTC) of November's `day`, 2026.
  static func november(_ day: Int) -> Date {
    Date(timeIntervalSince1970: 1_793_534_400 + Double(day - 1) * 86_400)  // 2026-11-01 12:00
  }

  @Test func aJuzAndPassagesAsTheirAyahs() throws {
    let juz30 = try #require(MemorizePlan.ayahs(of: "juz30"))
    #expect(juz30.count == 564 && juz30.first?.description == "78:1")
    #expect(juz30.last?.description == "114:6")
    #expect(MemorizePlan.ayahs(of: "Juz 1")?.last?.description == "2:141")
    #expect(MemorizePlan.ayahs(of: "67")?.count == 30)
    #expect(MemorizePlan.ayahs(of: "juz31") == nil && MemorizePlan.ayahs(of: "juz") == nil)
    #expect(MemorizePlan.ayahs(of: "2:300") == nil)
    let ayahs = try ["78:39", "78:40", "79:1", "79:2", "79:4"].map { try AyahID.parse($0) }
    #expect(ayahs.passageText == "78:39-40, 79:1-2, 79:4")
  }

  @Test func todaysShareHoldsAsItsAyahsAreBegun() throws {
    let library = try home.openLibrary()
    // Juz 30 by 2027-02-02: 94 days from 2026-11-01, 564 ayahs, 6 a day.
    let plan = MemorizePlan(target: "juz30", by: "2027-02-02")
    var pace = plan.pace(begun: try library.memorizeBegun(), today: "2026-11-01")
    #expect(pace.daysLeft == 94 && pace.perDay == 6 && pace.toBegin == 564)
    #expect(pace.newToday.passageText == "78:1-6")
    for ayah in 1...3 {
      try library.grade(
        AyahID(surah: 78, ayah: ayah), .good, at: Self.november(1), timeZone: Self.utc)
    }
    // Graded again the same day, an ayah is still begun once.
    try library.grade(AyahID(surah: 78, ayah: 1), .good, at: Self.november(1), timeZone: Self.utc)
    pace = plan.pace(begun: try library.memorizeBegun(), today: "2026-11-01")
    #expect(pace.perDay == 6 && pace.toBegin == 561 && pace.newToday.passageText == "78:4-6")
    for ayah in 4...6 {
      try library.grade(
        AyahID(surah: 78, ayah: ayah), .good, at: Self.november(1), timeZone: Self.utc)
    }
    pace = plan.pace(begun: try library.memorizeBegun(), today: "2026-11-01")
    #expect(pace.newToday.isEmpty)
    pace = plan.pace(begun: try library.memorizeBegun(), today: "2026-11-02")
    #expect(pace.daysLeft == 93 && pace.newToday.passageText == "78:7-12")
    // The day past, a plan without a pace of its own: everything not begun is today's.
    pace = plan.pace(begun: try library.memorizeBegun(), today: "2027-02-03")
    #expect(pace.daysLeft == 0 && pace.newToday.count == 558)
  }

  /// Issue 62: juz 30 is begun backward by surah unless another order is chosen — An-Nas,
  /// then Al-Falaq, each surah from its first ayah — and any other passage forward.
  @Test func juz30GoesBackwardBySurahByDefault() throws {
    let plan = try MemorizePlan.checked(target: "juz 30", by: "2026-11-10", today: "2026-11-01")
    #expect(plan.order == .backward && plan.perDay == 57)
    var pace = plan.pace(begun: [:], today: "2026-11-01")
    #expect(Array(pace.newToday.prefix(12)).passageText == "114:1-6, 113:1-5, 112:1")
    #expect(pace.newToday.last?.description == "104:9")
    // Begun 114:1-3: today's share goes on with 114:4.
    let begun = Dictionary(
      uniqueKeysWithValues: try (1...3).map { (try AyahID(surah: 114, ayah: $0), "2026-11-01") })
    pace = plan.pace(begun: begun, today: "2026-11-01")
    #expect(pace.newToday.first?.description == "114:4" && pace.newToday.count == 54)
    #expect(
      try MemorizePlan.checked(
        target: "juz30", by: "2026-11-10", today: "2026-11-01", order: .forward
      ).pace(begun: [:], today: "2026-11-01").newToday.first?.description == "78:1")
    #expect(MemorizeOrder.usual(for: "112-114") == .backward)
    #expect(MemorizeOrder.usual(for: "67") == .forward)
    #expect(MemorizeOrder.usual(for: "juz29") == .forward)
    let typed = try MemorizePlan.typed("juz 30 forward 2026-11-10", today: "2026-11-01")
    #expect(typed.target == "juz 30" && typed.order == .forward && typed.by == "2026-11-10")
  }

  /// Issue 62: behind its own pace, the plan says by how many days and offers the day that
  /// pace reaches; once its day is past, each day asks for that pace, never the rest at once;
  /// moved, it keeps its pace.
  @Test func aPlanBehindAndPastItsDayOffersToMoveIt() throws {
    // 60 ayahs over 10 days: 6 a day.
    let plan = try MemorizePlan.checked(target: "2:1-60", by: "2026-11-10", today: "2026-11-01")
    #expect(plan.perDay == 6 && plan.order == .forward)
    var pace = plan.pace(begun: [:], today: "2026-11-01")
    #expect(pace.behind == 0 && pace.moveTo == nil && MemorizePace.behindLine(plan, pace) == nil)
    // Nothing begun for three days: 60 ayahs in 7 days is 9 a day; at 6, 10 days.
    pace = plan.pace(begun: [:], today: "2026-11-04")
    #expect(pace.perDay == 9 && pace.behind == 3 && pace.moveTo == "2026-11-13")
    Language.$scoped.withValue(.english) {
      #expect(
        MemorizePace.behindLine(plan, pace)
          == "3 days behind: keep 2026-11-10 at 9 a day, or move to 2026-11-13 at 6 a day?")
    }
    Language.$scoped.withValue(.vietnamese) {
      #expect(
        MemorizePace.behindLine(plan, pace)
          == "Chậm 3 ngày: giữ 2026-11-10 với 9 câu mỗi ngày, hay dời đến 2026-11-13 với 6 câu mỗi ngày?"
      )
    }
    // The day past: 6 today, not 60, and the day 6 a day reaches.
    pace = plan.pace(begun: [:], today: "2026-11-12")
    #expect(pace.isPast && pace.daysLeft == 0 && pace.perDay == 6 && pace.newToday.count == 6)
    #expect(pace.moveTo == "2026-11-21")
    Language.$scoped.withValue(.english) {
      #expect(
        MemorizePace.line(plan, pace)
          == "Plan: hold 2:1-60 by 2026-11-10: the day has passed, 60 ayahs not begun, 6 a day; new today: 2:1-6."
      )
      #expect(
        MemorizePace.behindLine(plan, pace)
          == "2026-11-10 has passed: move the day to 2026-11-21 at 6 a day?")
    }
    // Moved: to the day its pace reaches, at that pace, and no longer behind.
    let moved = try #require(plan.moved(begun: [:], today: "2026-11-12"))
    #expect(moved.by == "2026-11-21" && moved.perDay == 6 && moved.order == .forward)
    #expect(moved.pace(begun: [:], today: "2026-11-12").behind == 0)
    #expect(moved.moved(begun: [:], today: "2026-11-12") == nil, "nothing to move")
    // Moved to a day of one's own: the even share to it.
    #expect(plan.moved(to: "2026-11-21", begun: [:], today: "2026-11-02")?.perDay == 3)
  }

  /// A plan an earlier version set (no order, no pace) reads as forward, its pace the even
  /// share from the day it was set; kept as JSON (the trash, the old file) the same.
  @Test func aPlanOfAnEarlierVersionIsForwardWithThePaceItWasSetWith() throws {
    let library = try home.openLibrary()
    try library.saveMemorizePlan(
      MemorizePlan(target: "juz30", by: "2026-11-10"), at: Self.november(1))
    let plan = try #require(try library.memorizePlan())
    #expect(plan.order == .forward && plan.perDay == 57)
    let old = try JSONDecoder().decode(
      MemorizePlan.self, from: Data(#"{"target":"juz30","by":"2027-03-01"}"#.utf8))
    #expect(old == MemorizePlan(target: "juz30", by: "2027-03-01", order: .forward))
  }
}
