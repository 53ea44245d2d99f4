import Foundation
import TestSupport
import Testing

/// Days of reading in the real reader, the clock set from outside with faketime, then
/// `quran stats` and `quran goal` (issue 27).
@Suite(.serialized) struct ReadingHabitTests {
  let home = TemporaryHome()

  /// The reader in tmux, its clock at 10:00 UTC on `day`.
  func reader(on day: String) throws -> TmuxSession {
    try TmuxSession(
      command: "\(FakeTime.shellPrefix("\(day) 10:00:00")) \(QuranProcess.executable)",
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
        "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory, "TZ": "UTC",
        "QURAN_VI_LANG": "en",
      ])
  }

  /// Reads `steps` ayahs of al-Fātiḥah in the reader on `day` (UTC), then quits.
  func read(
    _ steps: Int, on day: String, thenLook: (TmuxSession) throws -> Void = { _ in }
  ) throws {
    let tmux = try reader(on: day)
    try tmux.waitFor("juz 1 · page 1")
    try tmux.send("g")
    for _ in 0..<steps { try tmux.send("j") }
    try tmux.waitFor("\(steps + 1)/7")
    try thenLook(tmux)
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  /// Jumps to `ayah` in the reader on `day` (UTC), steps `steps` ayahs on in its surah of
  /// `count` ayahs, then quits.
  func read(from ayah: String, steps: Int, of count: Int, on day: String) throws {
    let tmux = try reader(on: day)
    try tmux.waitFor(" · page ")
    try tmux.send(":")
    try tmux.type(ayah)
    try tmux.send("Enter")
    try tmux.waitFor("1/\(count)")
    for _ in 0..<steps { try tmux.send("j") }
    try tmux.waitFor("\(steps + 1)/\(count)")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  func stats(_ arguments: [String], on day: String) throws -> String {
    let result = try Subprocess.run(
      "/usr/bin/env", FakeTime.arguments("\(day) 12:00:00") + [QuranProcess.executable] + arguments,
      environment: ProcessInfo.processInfo.environment.merging([
        "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory, "TZ": "UTC",
        "QURAN_VI_LANG": "en", "NO_COLOR": "1",
      ]) { $1 })
    #expect(result.status == 0, "\(result.error)")
    return result.output
  }

  @Test func daysOfReadingMakeAStreakAndTheGoalDecidesIt() throws {
    try read(2, on: "2026-03-13")
    try read(3, on: "2026-03-14") { tmux in
      // The year at a glance in the reader, `s`.
      try tmux.send("s")
      try tmux.waitFor("Your year 2026 with the Quran")
      try tmux.waitFor("Current streak: 2 days · longest: 2 days (goal: 1 ayah)")
      try tmux.send("Escape")
    }
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(stats(["stats", "--json"], on: "2026-03-14").utf8)) as? [String: Any])
    let days = try #require(json["days"] as? [[String: Any]])
    #expect(days.map { $0["date"] as? String } == ["2026-03-13", "2026-03-14"])
    #expect(days.map { $0["ayahs"] as? Int } == [2, 3])
    #expect(days.allSatisfy { $0["seconds"] is Int })
    #expect(json["currentStreak"] as? Int == 2 && json["longestStreak"] as? Int == 2)

    // Three ayahs a day: only the 14th met it.
    #expect(try stats(["goal", "set", "3", "ayahs"], on: "2026-03-14").contains("3 ayahs"))
    let text = try stats(["stats"], on: "2026-03-14")
    #expect(text.contains("Current streak: 1 day · longest: 1 day (goal: 3 ayahs)"), "\(text)")
    #expect(text.contains("Jan") && text.contains("Mo ") && text.contains("▒"), "\(text)")
    #expect(text.contains("2 days of reading · 5 ayahs"))

    // Two days later with nothing read: the streak is broken, the longest kept.
    let later = try #require(
      try JSONSerialization.jsonObject(
        with: Data(stats(["stats", "--json"], on: "2026-03-16").utf8)) as? [String: Any])
    #expect(later["currentStreak"] as? Int == 0 && later["longestStreak"] as? Int == 1)
  }

  func plan(_ arguments: [String], on day: String) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(
        with: Data(stats(["plan"] + arguments + ["--json"], on: day).utf8)) as? [String: Any])
  }

  /// A khatm in 30 days: 604 pages, 21 a day at first; a missed day spreads over the days left;
  /// the reader's status bar shows today's portion; a second, named plan runs beside it.
  @Test func aPlanToFinishInThirtyDaysSpreadsAMissedDay() throws {
    let started = try stats(["plan", "start", "--days", "30"], on: "2026-03-01")
    #expect(
      started.contains("in 30 days (2026-03-01 → 2026-03-30), about 21 pages a day"), "\(started)")
    let first = try plan([], on: "2026-03-01")
    let today = try #require(first["today"] as? [String: Any])
    #expect(today["from"] as? String == "1:1", "\(first)")
    #expect(today["firstPage"] as? Int == 1 && today["lastPage"] as? Int == 21)
    #expect(today["daysLeft"] as? Int == 30)
    #expect(today["to"] as? String == "2:141", "page 21 ends where page 22 (2:142) begins")

    // Nothing read on the 1st: on the 2nd the 604 pages are spread over 29 days (21 a day,
    // 20.8 rounded up) and the plan is behind.
    let second = try #require(try plan([], on: "2026-03-02")["today"] as? [String: Any])
    #expect(second["daysLeft"] as? Int == 29)
    #expect((second["pagesAhead"] as? Int ?? 0) < 0)
    let text = try stats(["plan"], on: "2026-03-02")
    #expect(text.contains("pages behind schedule"), "\(text)")

    try read(6, on: "2026-03-02") { tmux in
      try tmux.waitFor("plan 1:1–")
    }
    let after = try #require(try plan([], on: "2026-03-02")["today"] as? [String: Any])
    #expect(after["ayahsRead"] as? Int == 7, "1:1 to 1:7, the last one reached: \(after)")

    // A second plan, named, from al-Baqarah.
    _ = try stats(
      ["plan", "start", "--by", "2026-04-30", "--from", "2:1", "--name", "study"], on: "2026-03-02")
    let both = try #require(try plan([], on: "2026-03-02")["plans"] as? [[String: Any]])
    #expect(both.compactMap { $0["name"] as? String }.sorted() == ["khatm", "study"])
    let refused = try Subprocess.run(
      QuranProcess.executable, ["plan", "start", "--by", "2020-01-01"],
      environment: ["QURAN_VI_HOME": home.directory, "QURAN_VI_LANG": "en"])
    #expect(refused.status != 0 && refused.error.contains("--by a date from today on"))

    // Issue 60: starting "khatm" again while it runs keeps it, unless --replace says.
    let again = try Subprocess.run(
      "/usr/bin/env",
      FakeTime.arguments("2026-03-02 12:00:00") + [
        QuranProcess.executable, "plan", "start", "--days", "7",
      ],
      environment: ["QURAN_VI_HOME": home.directory, "QURAN_VI_LANG": "en", "TZ": "UTC"])
    #expect(again.status != 0 && again.error.contains("add --replace"), "\(again.error)")
    let kept = try #require(try plan([], on: "2026-03-02")["plans"] as? [[String: Any]])
    #expect(kept.first { $0["name"] as? String == "khatm" }?["endDay"] as? String == "2026-03-30")
    _ = try stats(["plan", "start", "--days", "7", "--replace"], on: "2026-03-02")
    let replaced = try #require(try plan([], on: "2026-03-02")["plans"] as? [[String: Any]])
    #expect(
      replaced.first { $0["name"] as? String == "khatm" }?["endDay"] as? String == "2026-03-08")
  }

  /// Portions of whole juz or hizb instead of pages.
  @Test func aPlanByJuzOrHizbPortionsWholeOnes() throws {
    let started = try stats(
      ["plan", "start", "--days", "30", "--portion", "juz", "--name", "juz"], on: "2026-03-01")
    #expect(started.contains("about 1 juz a day"), "\(started)")
    _ = try stats(
      ["plan", "start", "--days", "60", "--portion", "hizb", "--name", "hizb"], on: "2026-03-01")
    let plans = try #require(try plan([], on: "2026-03-01")["plans"] as? [[String: Any]])
    func today(_ name: String) -> [String: Any]? {
      plans.first { $0["name"] as? String == name }?["today"] as? [String: Any]
    }
    #expect(today("juz")?["from"] as? String == "1:1")
    #expect(today("juz")?["to"] as? String == "2:141", "juz 2 begins at 2:142")
    #expect(today("hizb")?["to"] as? String == "2:74", "hizb 2 begins at 2:75")
    #expect(plans.first { $0["name"] as? String == "hizb" }?["portion"] as? String == "hizb")
  }

  /// Ten days of a plan over juz 30 (78:1 to the end) under faketime (issue 51): al-Fātiḥah
  /// and Ya-Sin read in the reader do not count; An-Nas counts without finishing the plan or
  /// moving today's portion from 78:1; each day's portion is what is left over the days left;
  /// `quran stats` counts the same ayahs.
  @Test func tenDaysOfAPlanOverJuzThirty() throws {
    let started = try stats(
      ["plan", "start", "--days", "10", "--from", "78:1", "--name", "amma"], on: "2026-04-01")
    #expect(started.contains("2026-04-01 → 2026-04-10"), "\(started)")
    for day in 1...10 {
      let date = "2026-04-" + (day < 10 ? "0\(day)" : "\(day)")
      switch day {
      case 1: try read(6, on: date)
      case 2: try read(from: "114:1", steps: 5, of: 6, on: date)
      case 3: try read(from: "36:1", steps: 4, of: 83, on: date)
      default: break
      }
      let json = try plan([], on: date)
      let today = try #require(json["today"] as? [String: Any], "\(date): \(json)")
      #expect(today["from"] as? String == "78:1", "\(date): \(today)")
      #expect(today["daysLeft"] as? Int == 11 - day, "\(date): \(today)")
      #expect(today["ayahsReadInPlan"] as? Int == (day >= 2 ? 6 : 0), "\(date): \(today)")
      #expect(today["ayahsInPlan"] as? Int == 564)
      if day == 1 { #expect(today["lastPage"] as? Int == 584, "23 pages in 10 days: \(today)") }
      if day == 10 { #expect(today["to"] as? String == "114:6", "the last day holds the rest") }
    }
    let days =
      try #require(
        try JSONSerialization.jsonObject(
          with: Data(stats(["stats", "--json"], on: "2026-04-10").utf8)) as? [String: Any])?[
        "days"] as? [[String: Any]]
    #expect(days?.map { $0["ayahs"] as? Int } == [7, 6, 4], "the log: \(String(describing: days))")
    let over = try stats(["plan"], on: "2026-04-11")
    #expect(over.contains("amma") && over.contains("has passed unfinished"), "\(over)")
  }
}
