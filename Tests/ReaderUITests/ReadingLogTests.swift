import AppRecords
import Foundation
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// The daily log the reader keeps (issue 27): ayahs moved past, surahs finished, and the time
/// with a key pressed in the last two minutes.
@Suite struct ReadingLogTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func movingPastAyahsReadsThemAndTheLastOneFinishesTheSurah() throws {
    let library = try home.openLibrary()
    let session = try ReaderSession(
      corpus: Fixtures.corpus, library: library, arabicOverride: .terminal)
    _ = session.draw(width: 120, height: 40)
    for _ in 0..<3 { _ = session.handle(.character("j")) }
    _ = session.handle(.character("k"))
    _ = session.handle(.character("j"))
    let today = try #require(try library.readingDays().last)
    #expect(today.date == ReadingDate.day(of: Date()))
    #expect(today.ayahs == 3, "1:1, 1:2 and 1:3, each once")
    #expect(today.surahsFinished == 0)
    // Three steps reach 1:7; the fourth runs on to 2:1, which is not read until passed.
    for _ in 0..<4 { _ = session.handle(.character("j")) }
    let after = try #require(try library.readingDays().last)
    #expect(after.ayahs == 7 && after.surahsFinished == 1)
  }

  @Test func timeCountsWhileKeysComeAtMostTwoMinutesApart() throws {
    let library = try home.openLibrary()
    let session = try ReaderSession(
      corpus: Fixtures.corpus, library: library, arabicOverride: .terminal)
    let start = ContinuousClock.now
    session.noteActivity(at: start)
    session.noteActivity(at: start + .seconds(50))
    // Away for five minutes: two of them count.
    session.noteActivity(at: start + .seconds(350))
    session.finishReadingTime(at: start + .seconds(360))
    #expect(try library.readingDays().last?.seconds == 50 + 120 + 10)
  }

  @Test func streaksCountDaysThatMetTheGoal() {
    func day(_ date: String, _ ayahs: Int) -> ReadingDay {
      ReadingDay(date: date, ayahs: ayahs, seconds: 0, surahsFinished: 0, pages: 1)
    }
    let days = [
      day("2026-02-27", 5), day("2026-02-28", 5), day("2026-03-01", 5), day("2026-03-02", 1),
      day("2026-03-04", 5), day("2026-03-05", 5),
    ]
    let three = ReadingGoal(amount: 3, unit: .ayahs)
    #expect(ReadingStreaks.of(days, goal: three, today: "2026-03-05") == (2, 3))
    // Today not read yet: the streak up to yesterday still stands.
    #expect(ReadingStreaks.of(days, goal: three, today: "2026-03-06") == (2, 3))
    #expect(ReadingStreaks.of(days, goal: three, today: "2026-03-07") == (0, 3))
    #expect(ReadingStreaks.of(days, goal: .oneAyah, today: "2026-03-02") == (4, 4))
  }

  @Test func theDayIsTheLocalDateWhenTheReadingHappened() throws {
    let library = try home.openLibrary()
    // 23:30 in Greenwich is 06:30 the next morning in Hanoi.
    let moment = Date(timeIntervalSince1970: 1_773_444_600)  // 2026-03-13 23:30 UTC
    try library.logRead(
      [try AyahID(surah: 1, ayah: 1)], at: moment, timeZone: TimeZone(identifier: "UTC")!)
    try library.logRead(
      [try AyahID(surah: 1, ayah: 2)], at: moment,
      timeZone: TimeZone(identifier: "Asia/Ho_Chi_Minh")!)
    #expect(try library.readingDays().map(\.date) == ["2026-03-13", "2026-03-14"])
  }

  /// Today without a time zone named (the C library's local time, which the reader asks for
  /// before its first frame) is the calendar's day in the current time zone, every six hours
  /// from 1969 to 2031.
  @Test func theLocalDayIsTheCalendarsInTheCurrentZone() {
    for step in stride(from: -400, through: 90_000, by: 1) {
      let date = Date(timeIntervalSince1970: Double(step) * 21_600 + 1_234)
      #expect(ReadingDate.day(of: date) == ReadingDate.day(of: date, in: .current), "\(date)")
    }
  }

  /// The log's day arithmetic agrees with Foundation's calendar on every day from 1900 to
  /// 2100, and refuses dates that do not exist.
  @Test func civilDaysAgreeWithTheCalendar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = try #require(CivilDay("1900-01-01"))
    for offset in stride(from: 0, through: 73_049, by: 1) {
      let day = start.adding(offset)
      let date = Date(timeIntervalSince1970: Double(day.ordinal) * 86_400)
      #expect(day.text == ReadingDate.day(of: date, in: calendar.timeZone))
      if offset % 997 == 0 {
        #expect((calendar.component(.weekday, from: date) + 5) % 7 == day.weekdayFromMonday)
        #expect(CivilDay(day.text) == day)
      }
    }
    #expect(CivilDay("2024-02-29") != nil)
    for text in ["2026-02-29", "2026-13-01", "2026-04-31", "2026-1-01", "２０２６-01-01", ""] {
      #expect(CivilDay(text) == nil, "\(text)")
    }
    #expect(ReadingPlan.days(from: "2026-12-30", to: "2027-01-02") == 4)
    #expect(ReadingStreaks.shift("2028-02-28", by: 1) == "2028-02-29")
  }
}
