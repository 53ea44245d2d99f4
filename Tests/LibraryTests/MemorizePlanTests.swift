import AppRecords
import Foundation
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
    // The day past: everything not begun is today's.
    pace = plan.pace(begun: try library.memorizeBegun(), today: "2027-02-03")
    #expect(pace.daysLeft == 0 && pace.newToday.count == 558)
  }
}
