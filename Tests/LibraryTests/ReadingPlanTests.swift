import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// A plan counts the ayahs of its own range read, in any order (issue 51): An-Nas or Ya-Sin
/// read mid-plan neither finish nor skip it; reading outside its range never counts.
@Suite struct ReadingPlanTests {
  let home = TemporaryHome(withCorpus: false)
  static let utc = TimeZone(identifier: "UTC")!

  /// Noon (UTC) of March's `day`, 2026.
  static func march(_ day: Int) -> Date {
    Date(timeIntervalSince1970: 1_772_366_400 + Double(day - 1) * 86_400)  // 2026-03-01 12:00
  }

  static func day(_ day: Int) -> String { ReadingDate.day(of: march(day), in: utc) }

  /// Logs the ayahs of `passages` ("36:1-4") as read on March's `day`.
  func read(_ passages: [String], on day: Int, _ library: LibraryStore) throws {
    let ids = try passages.flatMap { try Passage.parse($0).ayahIDs }
    try library.logRead(ids, at: Self.march(day), timeZone: Self.utc)
  }

  func standing(_ plan: ReadingPlan, on day: Int, _ library: LibraryStore) throws -> PlanDay? {
    try library.finishPlans(today: Self.day(day))
    let current = try #require(try library.readingPlans().first { $0.name == plan.name })
    let reading = try library.planReading(current, today: Self.day(day))
    return current.day(today: Self.day(day), readBefore: reading.before, readToday: reading.today)
  }

  func plan(_ name: String, from: String, days: Int, portion: ReadingPlan.Portion = .pages)
    throws -> ReadingPlan
  {
    ReadingPlan(
      name: name, from: try AyahID.parse(from), startDay: Self.day(1),
      endDay: Self.day(days), finished: nil, portion: portion)
  }

  @Test func anNasAndYaSinReadMidPlanNeitherFinishNorSkipIt() throws {
    let library = try home.openLibrary()
    let khatm = try plan("khatm", from: "1:1", days: 30)
    try library.startPlan(khatm)
    try read(["1:1-7", "114:1-6"], on: 1, library)
    let first = try #require(try standing(khatm, on: 1, library), "An-Nas does not finish it")
    #expect(first.from == "1:1" && first.to == "2:141")
    #expect(first.ayahsRead == 7 && first.ayahsReadInPlan == 13 && first.ayahsInPlan == 6236)
    try read(["36:1-4"], on: 2, library)
    let second = try #require(try standing(khatm, on: 2, library))
    #expect(second.from == "2:1", "today's portion is the next unread part: \(second)")
    #expect(second.pagesAhead < 0, "a page and a half read, not 419 pages ahead: \(second)")
    let third = try #require(try standing(khatm, on: 3, library))
    #expect(third.from == "2:1" && third.pages.lowerBound == 2)
    #expect(third.pagesAhead == 2 - 40, "page 1, 6/15 of 604, 4/12 of 440 by day 3 of 30")
    // Everything but 2:5: the plan waits for it, and today's portion is that one ayah.
    let rest = (1...SurahSizes.totalAyahs).compactMap(SurahSizes.ayah(atGlobalIndex:))
      .filter { $0.description != "2:5" }
    try library.logRead(rest, at: Self.march(3), timeZone: Self.utc)
    let last = try #require(try standing(khatm, on: 4, library))
    #expect(last.from == "2:5" && last.ayahsInPortion == 1, "\(last)")
    try read(["2:5"], on: 4, library)
    #expect(try standing(khatm, on: 4, library) == nil)
    #expect(try library.readingPlans().first?.finished == Self.day(4))
  }

  /// A plan over juz 30 (78:1 to the end): the khatm's reading before it does not count;
  /// reading it backwards, a day at a time, finishes it on the day its last unread ayah is read.
  @Test func aPlanOverAJuzCountsOnlyItsOwnAyahs() throws {
    let library = try home.openLibrary()
    let amma = try plan("amma", from: "78:1", days: 10)
    let whole = try plan("whole", from: "78:1", days: 10, portion: .juz)
    try library.startPlan(amma)
    try library.startPlan(whole)
    try read(["1:1-7", "36:1-83", "77:1-50"], on: 1, library)
    let first = try #require(try standing(amma, on: 2, library))
    #expect(first.from == "78:1" && first.ayahsReadInPlan == 0 && first.ayahsInPlan == 564)
    #expect(first.pages == 582...584, "23 pages in 9 days: 3 pages")
    #expect(try standing(whole, on: 2, library)?.to == "114:6", "one juz, read in one portion")
    try read(["114:1-6", "113:1-5", "112:1-4"], on: 2, library)
    let second = try #require(try standing(amma, on: 3, library))
    #expect(second.from == "78:1" && second.ayahsReadInPlan == 15, "\(second)")
    // Surah by surah from the end; 78 comes last, on day 5.
    let surahs = (79...111).reversed().map { "\($0):1-\(SurahSizes.ayahCount(ofSurah: $0)!)" }
    try read(surahs, on: 3, library)
    let fourth = try #require(try standing(amma, on: 4, library))
    #expect(fourth.from == "78:1" && fourth.pages.lowerBound == 582, "\(fourth)")
    #expect(fourth.ayahsInPortion < 40, "page 582 only: 23 pages in 10 days, one unread left")
    #expect(fourth.pagesAhead > 0, "22 of 23 pages by day 4 of 10: \(fourth)")
    try read(["78:1-39"], on: 4, library)
    #expect(try standing(amma, on: 4, library) != nil, "78:40 is still unread")
    try read(["78:40"], on: 5, library)
    #expect(try standing(amma, on: 5, library) == nil)
    let plans = try library.readingPlans()
    #expect(plans.map(\.finished) == [Self.day(5), Self.day(5)])
  }
}

/// Goals count what was read (issue 51): pages and juz by the share of their ayahs, and a day
/// without reading is not logged.
@Suite struct ReadingGoalShareTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func aPagesGoalCountsTheShareOfEachPageRead() throws {
    let library = try home.openLibrary()
    let noon = ReadingPlanTests.march(1)
    let utc = ReadingPlanTests.utc
    try library.logRead([AyahID.parse("1:1"), AyahID.parse("2:6")], at: noon, timeZone: utc)
    var day = try #require(try library.readingDays().last)
    #expect(day.pages == 0.234, "1/7 of page 1 and 1/11 of page 3")
    let twoPages = ReadingGoal(amount: 2, unit: .pages)
    #expect(!twoPages.isMet(by: day))
    try library.logRead(
      try Passage.parse("1:1-7").ayahIDs + Passage.parse("2:1-5").ayahIDs, at: noon, timeZone: utc)
    day = try #require(try library.readingDays().last)
    #expect(day.pages == 2.091 && twoPages.isMet(by: day))
    #expect(ReadingStreaks.of([day], goal: twoPages, today: day.date).current == 1)

    let juz30 = (78...114).flatMap { surah in
      Passage(surah: surah, ayahs: 1...SurahSizes.ayahCount(ofSurah: surah)!).ayahIDs
    }
    try library.logRead(juz30, at: ReadingPlanTests.march(2), timeZone: utc)
    let amma = try #require(try library.readingDays().last)
    #expect(amma.juz == 1 && amma.pages == 23)
    #expect(ReadingGoal(amount: 1, unit: .juz).isMet(by: amma))
    #expect(!ReadingGoal(amount: 1, unit: .juz).isMet(by: day), "two pages are not a juz")
  }

  @Test func theHelpOpenedForThreeSecondsLogsNoDay() throws {
    let library = try home.openLibrary()
    let noon = ReadingPlanTests.march(1)
    try library.logReadingTime(seconds: 3, at: noon, timeZone: ReadingPlanTests.utc)
    #expect(try library.readingDays().isEmpty)
    try library.logReadingTime(seconds: 57, at: noon, timeZone: ReadingPlanTests.utc)
    #expect(try library.readingDays().map(\.seconds) == [60], "a minute of reading is a day")
  }
}
