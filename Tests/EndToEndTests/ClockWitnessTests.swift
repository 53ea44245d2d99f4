import AppRecords
import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// Issue 60, item 4: the clock is a witness, not a judge. 114:1–2 graded by a clock a year
/// ahead, then the clock right again: the two ayahs are due today (not in a year), `quran
/// review` says once that the clock is behind the last grade, and grading 114:1 today
/// schedules it as an ayah graded twice the same day (it gave stability 98.5 and a review
/// 99 days on, counting the year between).
@Suite struct ClockWitnessTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func gradesDatedAYearAheadNeitherHideNorStretchTheSchedule() throws {
    let library = try home.openLibrary()
    let now = Date()
    let yearAhead = now.addingTimeInterval(365 * 86_400)
    let first = try AyahID.parse("114:1")
    try library.grade(first, .good, at: yearAhead)
    try library.grade(try AyahID.parse("114:2"), .good, at: yearAhead)
    let today = ReadingDate.day(of: now)

    #expect(try library.dueCount(today: today) == 2)
    #expect(try library.clockBehindGrades(now: now) == 365)
    func review(_ arguments: [String], language: String = "en") throws -> Subprocess.Result {
      try QuranProcess.run(
        ["review"] + arguments, home: home.directory, environment: ["QURAN_VI_LANG": language])
    }
    let count = try review(["--count"])
    #expect(count.output == "2\n", "\(count.output)\(count.error)")
    let said = "This computer's clock is behind the last grade by 365 days"
    #expect(count.error.components(separatedBy: said).count == 2, "\(count.error)")
    let list = try review([])
    #expect(list.output.contains("114:1   \(today)"), "\(list.output)")
    let vietnamese = try review(["--count"], language: "vi")
    #expect(vietnamese.error.contains("chậm hơn lần chấm điểm gần nhất 365 ngày"))

    let card = try library.grade(first, .good, at: now)
    let stability = try #require(card.memory?.stability)
    #expect(stability < 10, "stability \(stability)")
    let days = card.due.ordinal - (CivilDay(today)?.ordinal ?? 0)
    #expect((1...7).contains(days), "next review \(card.dueDay)")
  }

  /// With the clock a day behind the grades (another time zone's margin), the warning is not
  /// given and nothing is listed due; three days behind, both say the grades are due today
  /// (issue 74: the warning and the list agree).
  @Test func theClockWarningAndTheListAgree() throws {
    let library = try home.openLibrary()
    let now = Date()
    try library.grade(try AyahID.parse("114:1"), .good, at: now.addingTimeInterval(86_400 + 3_600))
    func review(_ arguments: [String]) throws -> Subprocess.Result {
      try QuranProcess.run(
        ["review"] + arguments, home: home.directory, environment: ["QURAN_VI_LANG": "en"])
    }
    var list = try review([])
    #expect(list.status == 0 && list.error.isEmpty, "\(list.error)")
    #expect(list.output.contains("Nothing is due"), "\(list.output)")
    #expect(try review(["--count"]).output == "0\n")

    try library.grade(try AyahID.parse("114:2"), .good, at: now.addingTimeInterval(3 * 86_400))
    list = try review([])
    #expect(list.error.contains("behind the last grade by 3 days"), "\(list.error)")
    #expect(list.output.contains("114:2") && !list.output.contains("Nothing is due"))
    #expect(try review(["--count"]).output == "1\n")
  }
}
