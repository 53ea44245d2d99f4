import AppRecords
import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// Forty-five days of memorizing (issue 73) with the real reader in tmux, each day's clock set
/// with faketime: a plan (113-114 in six days, backward) and a daily limit of three, sessions
/// on 36 days and 9 missed (five in a row), every grade of the four, some taken back with `u`,
/// the plan changed with `P` in a session. Each day the test holds what the person is told to
/// what is so: the session's first count to `quran review --count` and the plan's new ayahs,
/// each count after a grade to what its sentence said (a step of minutes stays, a day is
/// done), a new ayah shown whole before it is hidden, a backlog offered its limit and new
/// ayahs paused, the summary's grades to the grades given and its next day to `--count` that
/// day, and every ayah's log and FSRS card to the grades kept — folded by FSRS in the test.
@Suite(.serialized) struct FortyFiveDaysOfMemorizingTests {
  let home = TemporaryHome()
  static let first = CivilDay("2026-03-01")!
  /// The days with no session: one, five in a row, three more.
  static let missed: Set<Int> = [8, 15, 16, 17, 18, 19, 27, 33, 40]

  var environment: [String: String] {
    [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "terminal",
      "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory, "TZ": "UTC",
      "QURAN_VI_LANG": "en", "NO_COLOR": "1",
    ]
  }

  /// `quran review ARGUMENTS` at `time` on `day`, its output.
  func review(_ arguments: [String], on day: CivilDay, at time: String = "07:00:00") throws
    -> String
  {
    let result = try Subprocess.run(
      "/usr/bin/env",
      FakeTime.arguments("\(day.text) \(time)") + [QuranProcess.executable, "review"]
        + arguments,
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    #expect(result.status == 0, "\(arguments) on \(day.text): \(result.error)")
    return result.output
  }

  /// What the test knows: each ayah's grades kept, in order, with their days.
  struct Kept {
    var grades: [AyahID: [(Grade, CivilDay)]] = [:]
    /// The day's grades, Agains and ayahs begun.
    var today = (grades: 0, again: 0, begun: 0)

    mutating func add(_ ayah: AyahID, _ grade: Grade, on day: CivilDay) {
      if grades[ayah] == nil { today.begun += 1 }
      grades[ayah, default: []].append((grade, day))
      today.grades += 1
      if grade == .again { today.again += 1 }
    }

    mutating func takeBack(_ ayah: AyahID) {
      let removed = grades[ayah]?.removeLast()
      if grades[ayah]?.isEmpty == true {
        grades[ayah] = nil
        today.begun -= 1
      }
      today.grades -= 1
      if removed?.0 == .again { today.again -= 1 }
    }

    /// The card FSRS makes of `ayah`'s grades.
    func card(_ ayah: AyahID) -> MemorizeCard? {
      guard let list = grades[ayah], let start = list.first?.1 else { return nil }
      return list.reduce(MemorizeCard.new(on: start)) { $0.graded($1.0, on: $1.1) }
    }
  }

  /// The grade given on day `day` to the `n`th grade of the day: mostly Good, and each of the
  /// others, by a rule the test can replay.
  static func choice(_ day: Int, _ n: Int) -> Grade {
    switch (day * 7 + n * 3) % 20 {
    case 0, 1: .again
    case 2, 3, 4: .hard
    case 5, 6, 7: .easy
    default: .good
    }
  }

  @Test func fortyFiveDaysTellTheTruth() throws {
    #expect(
      try review(["--plan", "113-114", "--by", Self.first.adding(5).text], on: Self.first)
        .contains("Plan saved"))
    #expect(try review(["--limit", "3"], on: Self.first).contains("At most 3 ayahs in review"))
    var kept = Kept()
    var backlogs = 0
    var takenBack = 0
    var steps = 0
    for index in 1...45 where !Self.missed.contains(index) {
      let day = Self.first.adding(index - 1)
      kept.today = (0, 0, 0)
      // What is due as `--json` lists it (`--count` is held to the summary below).
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(review(["--json"], on: day).utf8))
          as? [String: Any])
      let due = try #require(json["due"] as? [[String: Any]])
      let count = due.count
      #expect(json["count"] as? Int == count, "day \(index): \(json)")
      let inReview = due.filter { $0["phase"] as? String == "review" }.count
      let newToday = ((json["plan"] as? [String: Any])?["newToday"] as? [String])?.count ?? 0
      guard count + newToday > 0 else { continue }

      let session = try TmuxSession(
        command:
          "\(FakeTime.shellPrefix("\(day.text) 08:00:00")) \(QuranProcess.executable) review",
        width: 110, height: 30, environment: environment)
      var limited = false
      if inReview > 3 {
        // A backlog over the limit: said, and the limit offered for today.
        try session.waitFor("\(inReview) ayahs due. Today 3, the most overdue")
        backlogs += 1
        limited = index % 2 == 0
        try session.send(limited ? "Enter" : "a")
      }
      var left = limited ? 3 + (count - inReview) : count + newToday
      var n = 0
      var changedPlan = false
      while true {
        let screen = try session.waitUntil(description: "an ayah or the summary, day \(index)") {
          $0.contains("Review today · ayah") || $0.contains("Today's review done")
        }
        if screen.contains("Today's review done") { break }
        let title = try #require(
          screen.firstMatch(of: /Review today · ayah (\d+:\d+) · (\d+) done, (\d+) left/))
        let ayah = try AyahID.parse(String(title.1))
        #expect(Int(title.3) == left, "day \(index), \(ayah): \(screen)")
        if kept.grades[ayah] == nil {
          // Never graded: shown whole first, its translation with it, nothing hidden.
          #expect(screen.contains("new: read and hear it first"), "\(screen)")
          #expect(!screen.contains("·· "), "\(screen)")
          try session.send("Enter")
          try session.waitUntil(description: "\(ayah) hidden") { !$0.contains("new: read") }
        }
        if index == 3, !changedPlan {
          // The plan changed mid-session: its new ayahs join the session at once.
          changedPlan = true
          try session.send("P")
          try session.type("113-114 \(Self.first.adding(3).text)")
          try session.send("Enter")
          let before = left
          let now = try session.waitUntil(description: "the plan's new ayahs in the session") {
            screen in
            screen.firstMatch(of: /(\d+) done, (\d+) left/).map { Int($0.2)! > before } ?? false
          }
          left = Int(try #require(now.firstMatch(of: /(\d+) done, (\d+) left/)).2)!
        }
        n += 1
        let grade = Self.choice(index, n)
        try session.send("\(grade.rawValue)")
        var said = try session.waitFor("Graded \(ayah) ")
        if (index + n) % 9 == 0 {
          // A wrong grade taken back: the ayah as it was, the counts as they were.
          try session.send("u")
          said = try session.waitFor("Took back the grade of \(ayah)")
          #expect(said.contains("ayah \(ayah) · \(title.2) done, \(left) left"), "\(said)")
          takenBack += 1
          let other: Grade = grade == .good ? .hard : .good
          try session.send("\(other.rawValue)")
          said = try session.waitFor("Graded \(ayah) ")
          kept.add(ayah, other, on: day)
        } else {
          kept.add(ayah, grade, on: day)
        }
        // "next review: in N minutes": a learning step, still left today; a day: done.
        if said.firstMatch(of: /next review: in \d+ minutes?\./) != nil {
          steps += 1
        } else {
          #expect(said.firstMatch(of: /next review: \d{4}-\d{2}-\d{2}\./) != nil, "\(said)")
          left -= 1
        }
        try session.send("Space")
        // On once the key is taken: the grade's sentence goes with it.
        try session.waitUntil(description: "on from \(ayah)") { !$0.contains("Graded \(ayah) ") }
      }
      let summary = try session.waitFor("Today's review done")
      let told = try #require(
        summary.firstMatch(of: /review done: (\d+) grades? given \((\d+) Again\), (\d+) new/))
      #expect(
        [Int(told.1), Int(told.2), Int(told.3)]
          == [kept.today.grades, kept.today.again, kept.today.begun], "day \(index): \(summary)")
      if let next = summary.firstMatch(of: /Next due: (\d{4}-\d{2}-\d{2}), (\d+) ayah/) {
        let then = try #require(CivilDay(String(next.1)))
        let counted = try review(["--count"], on: then)
        #expect(counted == "\(next.2)\n", "day \(index): the summary said \(next.1)")
      }
      try session.send("q")
      try session.waitFor("[exit 0]")
      if changedPlan, !limited {
        // The plan changed in the session, and nothing of today's is left: no new ayah.
        let after =
          try JSONSerialization.jsonObject(
            with: Data(review(["--json"], on: day, at: "23:00:00").utf8)) as? [String: Any]
        let plan = after?["plan"] as? [String: Any]
        #expect((plan?["newToday"] as? [String] ?? []).isEmpty, "day \(index): \(plan ?? [:])")
      }
      // The log and every card are what the grades kept make.
      let library = try home.openLibrary()
      for (ayah, grades) in kept.grades {
        #expect(try library.memorizeReviews(of: ayah).map(\.grade) == grades.map(\.0))
        var card = try #require(try library.memorizeCard(ayah))
        card.stepDue = nil
        #expect(card == kept.card(ayah), "day \(index), \(ayah)")
      }
    }
    #expect(backlogs > 0 && takenBack > 0 && steps > 0, "\(backlogs) \(takenBack) \(steps)")
    let progress = try review(["--progress"], on: Self.first.adding(44))
    #expect(progress.contains("11 / 11 ayahs of 113-114 begun"), "\(progress)")
  }
}
