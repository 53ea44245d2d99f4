import AppRecords
import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// Today's review session (issue 62) in the real reader, the clock set with faketime: what is
/// due across two surahs and the plan's new ayahs of a third, begun from the reader's `o`,
/// stopped, then resumed by `quran review` the same day where it stopped, to its summary;
/// `q` goes back to the reader or the shell, whichever opened it; and the days of grades
/// alone make a streak in `quran stats`, which tells what is memorized.
@Suite(.serialized) struct ReviewSessionInTmuxTests {
  let home = TemporaryHome()

  var environment: [String: String] {
    [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "terminal",
      "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory, "TZ": "UTC",
      "QURAN_VI_LANG": "en",
    ]
  }

  /// `quran ARGUMENTS` in tmux, its clock at `time` (UTC) on `day`.
  func quran(_ arguments: String, on day: String, at time: String = "10:00:00") throws
    -> TmuxSession
  {
    try TmuxSession(
      command: "\(FakeTime.shellPrefix("\(day) \(time)")) \(QuranProcess.executable) \(arguments)",
      width: 100, height: 30, environment: environment)
  }

  @Test func aSessionStoppedAndResumedToItsSummaryAndItsStreak() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    // Days past, so no grade is ahead of this computer's clock.
    let now = ReadingDate.day(of: Date(), in: utc)
    let today = try #require(CivilDay(now)).adding(-10)
    let yesterday = today.adding(-1)
    let noon = try #require(
      ISO8601DateFormatter().date(from: "\(yesterday.text)T12:00:00Z"))
    // Yesterday: 112:1-2 and 113:1-2 forgotten, so due again today; a plan asks for 114:1-4
    // by tomorrow, two new ayahs a day.
    let library = try home.openLibrary()
    for ayah in ["112:1", "112:2", "113:1", "113:2"] {
      try library.grade(try AyahID.parse(ayah), .again, at: noon, timeZone: utc)
    }
    try library.saveMemorizePlan(MemorizePlan(target: "114:1-4", by: today.adding(1).text))

    let reader = try quran("", on: today.text)
    try reader.waitFor("│ due 4 · new 2 · o review")
    try reader.send("o")
    // Yesterday's Agains are in a learning step come due: first, hidden at once.
    var screen = try reader.waitFor(
      "Review today · ayah 112:1 · 0 done, 6 left · hidden 4/4 · learning")
    // The title row names the ayah under review, not the reader's place (issue 73).
    #expect(screen.contains(" quran-vi  112. "), "\(screen)")
    try reader.send("3")
    try reader.send("Space")  // the graded ayah stays until a key
    try reader.waitFor("Review today · ayah 112:2 · 1 done, 5 left")
    try reader.send("1")
    try reader.send("Space")
    // 112:2, Again, is in a step of five minutes: still left.
    try reader.waitFor("Review today · ayah 113:1 · 1 done, 5 left")
    // Stopped: back to the reader, which counts what is left as the session does.
    try reader.send("q")
    try reader.waitFor("│ due 3 · new 2 · o review")
    try reader.send("q")
    try reader.waitFor("[exit 0]")

    // Resumed an hour later from the shell: the steps come due, soonest first, then the new
    // ayahs of 114, each shown whole first, then the step still to come (learning ahead).
    let session = try quran("review", on: today.text, at: "11:00:00")
    try session.waitFor("Review today · ayah 113:1 · 1 done, 5 left")
    try session.send("3")
    try session.send("Space")
    try session.waitFor("Review today · ayah 113:2 · 2 done, 4 left")
    try session.send("3")
    try session.send("Space")
    try session.waitFor("Review today · ayah 112:2 · 3 done, 3 left · hidden 4/4 · learning")
    try session.send("3")
    try session.send("Space")
    try session.waitFor("Review today · ayah 114:1 · 4 done, 2 left · hidden 4/4 · new: read")
    try session.send("3")
    try session.send("Space")
    try session.waitFor("Review today · ayah 114:2 · 4 done, 2 left · hidden 4/4 · new: read")
    try session.send("Enter")  // hidden, to recite
    try session.send("2")
    try session.waitFor("Graded 114:2 “2 Hard”, 0 words missed; next review: in 5 minutes.")
    // A wrong grade taken back: the ayah as before it, the count as before it.
    try session.send("u")
    screen = try session.waitFor("Took back the grade of 114:2 “2 Hard”")
    #expect(screen.contains("ayah 114:2 · 4 done, 2 left"), "\(screen)")
    try session.send("4")
    try session.send("Space")
    try session.waitFor("Review today · ayah 114:1 · 5 done, 1 left · hidden 4/4 · learning")
    try session.send("3")
    try session.send("Space")
    screen = try session.waitFor(
      all: ["Today's review done: 8 grades given (1 Again), 2 new ayahs begun.", "Next due: "])
    // The summary's next day and count are `quran review --count`'s that day.
    let next = try #require(
      screen.firstMatch(of: /Next due: (\d{4}-\d{2}-\d{2}), (\d+) ayah/), "\(screen)")
    // `q` leaves to the shell, not to the reader.
    try session.send("q")
    try session.waitFor("[exit 0]")
    let counted = try Subprocess.run(
      "/usr/bin/env",
      FakeTime.arguments("\(next.1) 09:00:00") + [QuranProcess.executable, "review", "--count"],
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    #expect(counted.output == "\(next.2)\n", "\(counted.output) \(counted.error)")
    let reviews = try home.openLibrary().memorizeReviews(of: try AyahID.parse("114:2"))
    #expect(reviews.map(\.grade) == [.easy], "the grade taken back left the log")

    // Two days of grades alone, no reading: a streak of two.
    let stats = try Subprocess.run(
      "/usr/bin/env",
      FakeTime.arguments("\(today.text) 12:00:00") + [QuranProcess.executable, "stats"],
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    #expect(stats.status == 0, "\(stats.error)")
    #expect(stats.output.contains("Current streak: 2 days · longest: 2 days"), "\(stats.output)")
    #expect(stats.output.contains("Memorized: "), "\(stats.output)")
    // Nothing left today: the list still prints through a pipe, and says so too.
    let listed = try Subprocess.run(
      "/usr/bin/env",
      FakeTime.arguments("\(today.text) 12:00:00") + [QuranProcess.executable, "review"],
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    #expect(
      listed.output.contains("Nothing is due for review today (\(today.text))"), "\(listed.output)")
  }

  /// An ayah graded Again in the session comes back in the same session when its learning
  /// step is due (learning ahead when nothing else is left), and the session ends only when
  /// none is left; the reader's status row counts as the session does, in the language `L`
  /// chose (issues 62, 73).
  @Test func theStatusRowAgreesWithTheSessionAndFollowsTheLanguage() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let now = ReadingDate.day(of: Date(), in: utc)
    let today = try #require(CivilDay(now)).adding(-10)
    let noon = try #require(
      ISO8601DateFormatter().date(from: "\(today.adding(-1).text)T12:00:00Z"))
    let library = try home.openLibrary()
    for ayah in ["112:1", "112:2"] {
      try library.grade(try AyahID.parse(ayah), .again, at: noon, timeZone: utc)
    }
    let reader = try quran("", on: today.text)
    try reader.waitFor("│ due 2 · o review")
    // The due label follows `L` to Vietnamese and back.
    // (The language's sentence takes the status row until the next key.)
    try reader.send("L")
    try reader.waitFor("Giao diện: Tiếng Việt")
    try reader.send("j")
    try reader.waitFor("│ ôn 2 · o ôn tập")
    try reader.send("L")
    try reader.waitFor("English")
    try reader.send("k")
    try reader.waitFor("│ due 2 · o review")
    try reader.send("o")
    try reader.waitFor("Review today · ayah 112:1 · 0 done, 2 left")
    try reader.send("1")
    try reader.waitFor("next review: in 5 minutes.")
    try reader.send("Space")
    try reader.waitFor("Review today · ayah 112:2 · 0 done, 2 left")
    try reader.send("1")
    try reader.send("Space")
    // Nothing else left: the steps again, the soonest first, before their five minutes.
    try reader.waitFor("Review today · ayah 112:1 · 0 done, 2 left · hidden 4/4 · learning")
    try reader.send("3")
    try reader.send("Space")
    try reader.waitFor("Review today · ayah 112:2 · 1 done, 1 left · hidden 4/4 · learning")
    try reader.send("3")
    try reader.send("Space")
    try reader.waitFor("Today's review done: 4 grades given (2 Again)")
    try reader.send("q")
    let screen = try reader.waitUntil(description: "the reader again") {
      !$0.contains("Today's review done") && $0.contains(" quran-vi ")
    }
    #expect(!screen.contains("│ due"), "\(screen)")
    try reader.send("o")
    try reader.waitFor("Nothing left to review today (\(today.text)): 2 ayahs graded today.")
  }
}

/// Vietnamese throughout (issue 73): with Vietnamese kept in the reader's settings (`L`),
/// `--help` and `quran keys` speak it; at `P`'s prompt `ngược`, `dời` and `bỏ` are words of
/// the plan as `backward`, `move` and `none` are; the prompt's hint is Vietnamese.
@Suite(.serialized) struct MemorizingInVietnameseTests {
  let home = TemporaryHome()

  var environment: [String: String] {
    [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "terminal",
      "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory, "TZ": "UTC",
    ]
  }

  @Test func theKeptLanguageSpeaksInHelpKeysAndThePlansWords() throws {
    let library = try home.openLibrary()
    var settings = try library.settings()
    settings.interfaceLanguage = .vietnamese
    try library.save(settings)
    var plain = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    plain.removeValue(forKey: "QURAN_VI_LANG")
    let keys = try Subprocess.run(QuranProcess.executable, ["keys"], environment: plain)
    #expect(keys.output.contains("rút lại lần chấm vừa rồi"), "\(keys.output)")
    let help = try Subprocess.run(
      QuranProcess.executable, ["review", "--help"], environment: plain)
    #expect(help.output.contains("Đặt số câu ôn tối đa mỗi ngày"), "\(help.output)")

    let reader = try TmuxSession(
      command: "env -u QURAN_VI_LANG \(QuranProcess.executable) memorize 113",
      width: 110, height: 30, environment: environment)
    try reader.waitFor("Học thuộc 113")
    try reader.send("P")
    try reader.waitFor("ngược) · dời: dời ngày · bỏ: bỏ kế hoạch · Esc")
    let by = try #require(CivilDay(ReadingDate.day(of: Date()))).adding(30).text
    try reader.type("113 \(by) ngược")
    try reader.send("Enter")
    try reader.waitFor("Kế hoạch 113 trước \(by)")
    #expect(try library.memorizePlan()?.order == .backward)
    try reader.send("P")
    try reader.type("dời")
    try reader.send("Enter")
    try reader.waitFor("không bị chậm: không cần dời.")
    try reader.send("P")
    try reader.type("bỏ")
    try reader.send("Enter")
    try reader.waitFor("Bỏ kế hoạch thuộc 113")
    try reader.send("y")
    try reader.waitFor("Đã bỏ kế hoạch.")
    #expect(try library.memorizePlan() == nil)
    try reader.send("q")
    try reader.waitFor("[exit 0]")
  }
}
