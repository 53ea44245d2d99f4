import AppRecords
import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// What is memorized and the weak spots (issue 48), from a real library file, told by the real
/// `quran review --progress` (text and JSON) and by the reader's progress view (`p`).
@Suite(.serialized) struct MemorizeProgressCommandTests {
  let home = TemporaryHome()

  var environment: [String: String] {
    [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "terminal",
      "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory,
      "QURAN_VI_LANG": "en", "NO_COLOR": "1",
    ]
  }

  /// 112:1 held (graded Good twice), 112:3 forgotten with its third word (وَلَمۡ) missed.
  func grade() throws {
    let library = try home.openLibrary()
    try library.grade(try AyahID.parse("112:1"), .good)
    try library.grade(try AyahID.parse("112:1"), .good)
    try library.grade(try AyahID.parse("112:3"), .again, missedWords: [2])
  }

  @Test func theCommandTellsByWhatIsHeldAndTheWeakSpots() throws {
    let nothing = try QuranProcess.run(
      ["review", "--progress"], home: home.directory, environment: environment)
    #expect(nothing.output.contains("Nothing memorized yet"), "\(nothing.output)\(nothing.error)")
    try grade()
    let told = try QuranProcess.run(
      ["review", "--progress"], home: home.directory, environment: environment)
    #expect(told.status == 0, "\(told.error)")
    let today = ReadingDate.day(of: Date())
    #expect(
      told.output.contains(
        "Memorized on \(today): 1 of 6236 ayahs held (in review), 1 being learnt"),
      "\(told.output)")
    #expect(told.output.contains("112. Al-Ikhlaas: 1/4 held · 1 learning · recall 100%"))
    #expect(told.output.contains("Juz 30: 1/564 held · 1 learning"), "\(told.output)")
    #expect(told.output.contains("112:3 word 3 وَلَمۡ: missed in 1 of 1 grade"), "\(told.output)")

    let json = try QuranProcess.run(
      ["review", "--progress", "--json"], home: home.directory, environment: environment)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let total = try #require(object["total"] as? [String: Any])
    #expect(total["memorized"] as? Int == 1 && total["learning"] as? Int == 1, "\(json.output)")
    let surahs = try #require(object["surahs"] as? [[String: Any]])
    #expect(
      surahs.first?["surah"] as? Int == 112 && surahs.first?["name"] as? String == "Al-Ikhlaas")
    let juz = try #require(object["juz"] as? [[String: Any]])
    #expect(juz.first?["juz"] as? Int == 30 && juz.first?["ayahs"] as? Int == 564)
    let spots = try #require(object["weakSpots"] as? [[String: Any]])
    #expect(spots.count == 1 && spots.first?["text"] as? String == "وَلَمۡ", "\(json.output)")
    #expect(spots.first?["word"] as? Int == 3 && spots.first?["misses"] as? Int == 1)
  }

  @Test func theReaderShowsTheProgressAndTheYearViewCountsWhatIsHeld() throws {
    try grade()
    let tmux = try TmuxSession(
      command: QuranProcess.executable + " memorize 112", width: 120, height: 30,
      environment: environment)
    try tmux.waitFor("ayah 112:1 (1/4)")
    try tmux.send("p")
    try tmux.waitFor("Memorizing progress — j/k scroll, any other key closes")
    try tmux.waitFor("112. Al-Ikhlaas: 1/4 held · 1 learning")
    try tmux.waitFor("112:3 word 3 وَلَمۡ: missed in 1 of 1 grade")
    try tmux.send("q")
    try tmux.waitFor("ayah 112:1 (1/4)")
    // Opened by `quran memorize`, the screen's `q` returns to the shell (issue 62).
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
    let reader = try TmuxSession(
      command: QuranProcess.executable, width: 120, height: 30, environment: environment)
    try reader.waitFor("Al-Ikhlaas")
    try reader.send("s")
    try reader.waitFor("Memorized: 1 ayah held, 1 being learnt; chance of recall today")
    try reader.send("q")
    try reader.send("q")
    try reader.waitFor("[exit 0]")
  }

  /// The progress of thirty surahs is taller than 24 rows: Space and `j` scroll down to the
  /// weak spots at its end, `b` and `k` back to its first line; another key closes it.
  @Test func theProgressViewScrollsAt80x24() throws {
    // A grade a second, ending now: the pace is known (a grade in the same millisecond as
    // the one before tells nothing of it) and today's session takes about a minute.
    let clock = TestClock(at: Date().addingTimeInterval(-40))
    let library = try LibraryStore(path: home.home.libraryPath, clock: clock.wallClock)
    for surah in 85...114 {
      try library.grade(try AyahID.parse("\(surah):1"), .good)
      clock.advance(by: .seconds(1))
    }
    try library.grade(try AyahID.parse("114:1"), .again, missedWords: [0])
    let tmux = try TmuxSession(
      command: QuranProcess.executable + " memorize 112", width: 80, height: 24,
      environment: environment)
    try tmux.waitFor("ayah 112:1 (1/4)")
    try tmux.send("p")
    var screen = try tmux.waitFor("85. Al-Burooj")
    #expect(screen.contains("Memorized on") && !screen.contains("Weak spots"), "\(screen)")
    try tmux.send("Space")
    try tmux.send("Space")
    screen = try tmux.waitFor("114:1 word 1")
    #expect(!screen.contains("Memorized on") && screen.contains("Weak spots"), "\(screen)")
    try tmux.send("k")
    try tmux.send("b")
    try tmux.send("b")
    // The first line: today's session at the pace of the grades given (issue 73).
    screen = try tmux.waitFor("Memorized on")
    #expect(screen.contains("30 ayahs left today, about 1 minute at your pace."), "\(screen)")
    try tmux.send("j")
    try tmux.waitUntil(description: "the first line scrolled away") {
      !$0.contains("left today")
    }
    try tmux.send("q")
    try tmux.waitFor("ayah 112:1 (1/4)")
    try tmux.send("q")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }
}

/// A plan's pace of new ayahs (issue 48) with the real `quran`: set, told by `quran review`
/// (text and JSON) and by the reader's status bar, refused when it names nothing, cleared.
@Suite(.serialized) struct MemorizePlanCommandTests {
  let home = TemporaryHome()

  var environment: [String: String] {
    [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "terminal",
      "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory,
      "QURAN_VI_LANG": "en", "NO_COLOR": "1",
    ]
  }

  func review(_ arguments: [String]) throws -> Subprocess.Result {
    try QuranProcess.run(["review"] + arguments, home: home.directory, environment: environment)
  }

  @Test func aPlanSetsTodaysNewAyahs() throws {
    let today = ReadingDate.day(of: Date())
    // 94 days, today counted: 564 ayahs, 6 a day.
    let by = try #require(CivilDay(today)).adding(93).text
    let refused = try review(["--plan", "juz31", "--by", by])
    #expect(refused.status != 0 && refused.error.contains("“juz31” names no ayahs"))
    let late = try review(["--plan", "juz30", "--by", "2020-01-01"])
    #expect(late.status != 0 && late.error.contains("2020-01-01 has passed"), "\(late.error)")
    let set = try review(["--plan", "juz30", "--by", by])
    #expect(set.status == 0, "\(set.error)")
    // Juz 30 goes backward by surah unless told (issue 62): An-Nas first.
    #expect(
      set.output.contains(
        "Plan saved: hold juz30 by \(by), backward by surah (the last surah first)."))
    #expect(
      set.output.contains(
        "Plan: hold juz30 by \(by): 564 ayahs not begun, 94 days left, 6 a day; new today: 114:1-6."
      ), "\(set.output)")
    try home.openLibrary().grade(try AyahID.parse("114:1"), .good)
    let told = try review([])
    #expect(told.output.contains("563 ayahs not begun, 94 days left, 6 a day; new today: 114:2-6."))
    let json = try review(["--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let plan = try #require(object["plan"] as? [String: Any])
    #expect(plan["perDay"] as? Int == 6 && (plan["newToday"] as? [String])?.count == 5)
    #expect(plan["order"] as? String == "backward" && plan["behind"] as? Int == 0)
    let forward = try review(["--plan", "juz30", "--by", by, "--order", "forward"])
    #expect(forward.output.contains("new today: 78:1-5."), "\(forward.output)")
    #expect(try review(["--plan", "juz30", "--by", by]).status == 0)

    let tmux = try TmuxSession(
      command: QuranProcess.executable, width: 120, height: 30, environment: environment)
    // 114:1, begun today, is in its learning step, due again today; five new ones left
    // (issue 73).
    try tmux.waitFor("│ due 1 · new 5 · o review")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")

    let cleared = try review(["--plan", "none"])
    #expect(cleared.output.contains("Plan cleared."))
    #expect(!(try review([])).output.contains("Plan:"))
  }

  /// `P` on the memorize screen at 80×24: a passage or a day that is none said in a
  /// sentence, the plan set and its pace in the status row and at the top of `p`, then
  /// cleared after a yes — in the library, where `quran review` reads it.
  @Test func aPlanIsSetAndClearedInTheReader() throws {
    let today = ReadingDate.day(of: Date())
    let by = try #require(CivilDay(today)).adding(93).text
    let tmux = try TmuxSession(
      command: QuranProcess.executable + " memorize 112", width: 80, height: 24,
      environment: environment)
    try tmux.waitFor("ayah 112:1 (1/4)", timeout: 30)
    try tmux.send("P")
    try tmux.waitFor("Plan: ", timeout: 30)
    try tmux.type("juz31 \(by)")
    try tmux.send("Enter")
    try tmux.waitFor("“juz31” names no ayahs", timeout: 30)
    try tmux.send("P")
    try tmux.type("juz30 2020-01-01")
    try tmux.send("Enter")
    try tmux.waitFor("2020-01-01 has passed", timeout: 30)
    try tmux.send("P")
    try tmux.type("juz30")
    try tmux.send("Enter")
    try tmux.waitFor("Write the passage, then the day", timeout: 30)
    #expect(try home.openLibrary().memorizePlan() == nil)

    try tmux.send("P")
    try tmux.type("juz30 \(by)")
    try tmux.send("Enter")
    try tmux.waitFor(
      all: ["Plan juz30 by \(by): 6 new today · 564 ayahs left · 94 days · 6 a day"],
      timeout: 30)
    #expect(
      try home.openLibrary().memorizePlan()
        == MemorizePlan(target: "juz30", by: by, order: .backward, perDay: 6))
    try tmux.send("p")
    try tmux.waitFor(
      all: [
        "Plan: hold juz30 by \(by): 564 ayahs not begun, 94 days left", "114:1-6",
        "backward by surah",
      ], timeout: 30)
    try tmux.send("q")
    try tmux.waitFor("ayah 112:1 (1/4)", timeout: 30)
    #expect(try review([]).output.contains("Plan: hold juz30 by \(by)"))

    try tmux.send("P")
    try tmux.type("none")
    try tmux.send("Enter")
    try tmux.waitFor("Clear the plan to hold juz30 by \(by)?", timeout: 30)
    try tmux.send("n")
    try tmux.waitFor("Plan kept.", timeout: 30)
    #expect(try home.openLibrary().memorizePlan() != nil)
    try tmux.send("P")
    try tmux.type("none")
    try tmux.send("Enter")
    try tmux.waitFor("Clear the plan", timeout: 30)
    try tmux.send("y")
    try tmux.waitFor("Plan cleared.", timeout: 30)
    #expect(try home.openLibrary().memorizePlan() == nil)
    try tmux.send("q")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]", timeout: 30)
  }
}

/// Issue 62: a plan behind its own pace says so in both languages with the day that pace
/// reaches; past its day it asks that pace each day (never "0 days, 60 a day"); `quran
/// review --plan-move` and `move` at the reader's `P` move the day. The clock set by faketime.
@Suite(.serialized) struct MemorizePlanBehindTests {
  let home = TemporaryHome()

  var environment: [String: String] {
    [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "terminal",
      "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory,
      "QURAN_VI_LANG": "en", "NO_COLOR": "1", "TZ": "UTC",
    ]
  }

  /// `quran review ARGUMENTS` with its clock on `day`, in `language`.
  func review(_ arguments: [String], on day: String, language: String = "en") throws
    -> Subprocess.Result
  {
    try Subprocess.run(
      "/usr/bin/env",
      FakeTime.arguments("\(day) 10:00:00") + [QuranProcess.executable, "review"] + arguments,
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }.merging([
        "QURAN_VI_LANG": language
      ]) { $1 })
  }

  @Test func behindThenPastThenMoved() throws {
    // 60 ayahs in 10 days: 6 a day.
    let set = try review(["--plan", "2:1-60", "--by", "2026-01-10"], on: "2026-01-01")
    #expect(set.output.contains("Plan saved: hold 2:1-60 by 2026-01-10, in mushaf order."))
    #expect(set.output.contains("10 days left, 6 a day; new today: 2:1-6."), "\(set.output)")
    #expect(!set.output.contains("behind"))

    // Nothing begun in three days: 9 a day keeps the day, 6 a day needs three more.
    let behind = try review(["--list"], on: "2026-01-04")
    #expect(
      behind.output.contains(
        "3 days behind: keep 2026-01-10 at 9 a day, or move to 2026-01-13 at 6 a day? quran review --plan-move moves it."
      ), "\(behind.output)")
    let vietnamese = try review(["--list"], on: "2026-01-04", language: "vi")
    #expect(
      vietnamese.output.contains(
        "Chậm 3 ngày: giữ 2026-01-10 với 9 câu mỗi ngày, hay dời đến 2026-01-13 với 6 câu mỗi ngày? quran review --plan-move để dời."
      ), "\(vietnamese.output)")

    // The day past: the plan's own pace each day, and the day it reaches.
    let past = try review(["--list"], on: "2026-01-12")
    #expect(
      past.output.contains(
        "Plan: hold 2:1-60 by 2026-01-10: the day has passed, 60 ayahs not begun, 6 a day; new today: 2:1-6."
      ), "\(past.output)")
    #expect(past.output.contains("2026-01-10 has passed: move the day to 2026-01-21 at 6 a day?"))
    #expect(!past.output.contains("0 days"), "\(past.output)")

    // Moved in the reader: P, then move.
    let tmux = try TmuxSession(
      command:
        "\(FakeTime.shellPrefix("2026-01-12 10:00:00")) \(QuranProcess.executable) memorize 112",
      width: 120, height: 30, environment: environment)
    try tmux.waitFor("ayah 112:1 (1/4)", timeout: 30)
    try tmux.send("p")
    try tmux.waitFor(
      "2026-01-10 has passed: move the day to 2026-01-21 at 6 a day? P, then move, moves it.",
      timeout: 30)
    try tmux.send("q")
    try tmux.send("P")
    try tmux.waitFor("Plan: ", timeout: 30)
    try tmux.type("move")
    try tmux.send("Enter")
    try tmux.waitFor("Plan moved: hold 2:1-60 by 2026-01-21, 6 a day.", timeout: 30)
    #expect(try home.openLibrary().memorizePlan()?.by == "2026-01-21")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]", timeout: 30)

    // On time again: nothing to move; moved to a day of one's own, the even share to it.
    let kept = try review(["--plan-move"], on: "2026-01-12")
    #expect(kept.output.contains("The plan to hold 2:1-60 by 2026-01-21 is not behind"))
    let later = try review(["--plan-move", "--by", "2026-01-31"], on: "2026-01-12")
    #expect(later.output.contains("Plan moved: hold 2:1-60 by 2026-01-31, 3 a day."))
    let refused = try review(["--plan-move", "--by", "2026-01-01"], on: "2026-01-12")
    #expect(refused.status != 0 && refused.error.contains("today or later: 2026-01-01"))
  }

  /// Today's review session says the plan is behind as it opens (the status row) and again
  /// in its summary (issue 62).
  @Test func theReviewSessionSaysThePlanIsBehind() throws {
    let set = try review(["--plan", "2:1-60", "--by", "2026-01-10"], on: "2026-01-01")
    #expect(set.status == 0, "\(set.error)")
    let line =
      "3 days behind: keep 2026-01-10 at 9 a day, or move to 2026-01-13 at 6 a day? P, then move, moves it."
    let tmux = try TmuxSession(
      command: "\(FakeTime.shellPrefix("2026-01-04 10:00:00")) \(QuranProcess.executable) review",
      width: 120, height: 30, environment: environment)
    try tmux.waitFor(all: [
      "Review today · ayah 2:1 · 0 done, 9 left · hidden 4/4 · new: read", line,
    ])
    // Nine new ayahs begun still leave it three days behind its own pace of 6 a day. Each
    // graded Good is in a learning step of ten minutes, still left: the session takes them
    // again once nothing else is, soonest first (learning ahead, issue 73).
    for n in 1...9 {
      try tmux.waitFor("· ayah 2:\(n) · 0 done, 9 left")
      try tmux.send("3")
      try tmux.send("Space")  // the graded ayah stays until a key
    }
    for n in 1...9 {
      try tmux.waitFor("· ayah 2:\(n) · \(n - 1) done, \(10 - n) left · hidden 4/4 · learning")
      try tmux.send("3")
      try tmux.send("Space")
    }
    let summary = try tmux.waitFor(
      "Today's review done: 18 grades given (0 Again), 9 new ayahs begun.")
    #expect(summary.contains(line), "\(summary)")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }
}

/// Issue 62: `quran memorize --recite` takes `quran play`'s `--from`, and a mirror that
/// cannot be reached is said with the surah to fetch ahead, not a literal SURAH.
@Suite struct MemorizeReciteFromTests {
  let home = TemporaryHome()

  @Test func reciteTakesFromAndNamesTheSurahToFetch() throws {
    let result = try QuranProcess.run(
      ["memorize", "112:1-2", "--recite", "--from", "http://127.0.0.1:9/audio"],
      home: home.directory,
      environment: [
        "QURAN_VI_LANG": "en", "QURAN_VI_DATA": Fixtures.dataDirectory,
        "QURAN_VI_AUDIO_OUTPUT": "null",
      ])
    #expect(result.status != 0)
    #expect(result.error.contains("Cannot reach 127.0.0.1"), "\(result.error)")
    #expect(result.error.contains("(quran audio fetch 112)"), "\(result.error)")
  }
}
