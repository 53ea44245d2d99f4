import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// Memorizing in the real reader (issue 48), the clock set from outside with faketime: a
/// passage hidden, revealed word by word and with first letters, graded; then what is due
/// after days, in the reader's status bar and `quran review`.
@Suite(.serialized) struct MemorizeInTmuxTests {
  let home = TemporaryHome()

  /// The environment of every run: the Arabic left to the terminal, so tmux holds it in
  /// logical order and the words are found as the text has them.
  var environment: [String: String] {
    [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "terminal",
      "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory, "TZ": "UTC",
      "QURAN_VI_LANG": "en",
    ]
  }

  /// `quran ARGUMENTS` in tmux, its clock at 10:00 UTC on `day`.
  func quran(_ arguments: String, on day: String) throws -> TmuxSession {
    try TmuxSession(
      command: "\(FakeTime.shellPrefix("\(day) 10:00:00")) \(QuranProcess.executable) \(arguments)",
      width: 100, height: 30, environment: environment)
  }

  /// `quran review ARGUMENTS` at noon (UTC) on `day`.
  func review(_ arguments: [String], on day: String) throws -> String {
    let result = try Subprocess.run(
      "/usr/bin/env",
      FakeTime.arguments("\(day) 12:00:00") + [QuranProcess.executable, "review"] + arguments,
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }.merging([
        "NO_COLOR": "1"
      ]) { $1 })
    #expect(result.status == 0, "\(result.error)")
    return result.output
  }

  @Test func aPassageHiddenRevealedGradedThenDueAfterDays() throws {
    let tmux = try quran("memorize 112", on: "2026-05-01")
    // 112:1, never graded, shows whole first with its translation (issue 73); Enter hides it.
    var screen = try tmux.waitFor("Memorize 112 · ayah 112:1 (1/4) · all hidden · new: read")
    #expect(screen.contains("قُلۡ هُوَ ٱللَّهُ أَحَدٌ"), "\(screen)")
    #expect(screen.contains("Ngài là Allah, Đấng Duy Nhất"), "\(screen)")
    #expect(screen.contains("Enter hide and recite"), "\(screen)")
    try tmux.send("Enter")
    // قُلۡ هُوَ ٱللَّهُ أَحَدٌ: every word hidden, each as wide as it is drawn.
    screen = try tmux.waitFor("·· ·· ···· ···")
    #expect(!screen.contains("قُلۡ") && screen.contains("(t: show the translation)"), "\(screen)")
    #expect(screen.contains("Space next word · Enter check") && screen.contains("? more"))
    try tmux.send("Space")
    screen = try tmux.waitFor("قُلۡ ·· ···· ···")
    try tmux.send("h")
    screen = try tmux.waitFor("all hidden · first letters")
    #expect(screen.contains("قُلۡ ه· ٱ··· أ··"), "\(screen)")
    // Checked after reciting: the ayah shows, and only the word revealed before counts.
    try tmux.send("Enter")
    screen = try tmux.waitFor("قُلۡ هُوَ ٱللَّهُ أَحَدٌ")
    #expect(screen.contains("· checked"), "\(screen)")
    try tmux.send("t")
    try tmux.waitFor("Ngài là Allah, Đấng Duy Nhất")
    try tmux.send("3")
    // A new ayah graded Good is in a learning step of ten minutes (ts-fsrs's), as said.
    screen = try tmux.waitFor("Graded 112:1 “3 Good”, 1 word missed; next review: in 10 minutes.")
    // The graded ayah stays until the next key, which goes on.
    #expect(screen.contains("قُلۡ هُوَ ٱللَّهُ أَحَدٌ") && screen.contains("(1/4)"), "\(screen)")
    try tmux.send("k")
    try tmux.waitFor("ayah 112:2 (2/4) · all hidden · first letters · new: read")
    try tmux.send("h")
    try tmux.send("k")
    // Graded once, 112:1 is hidden at once.
    try tmux.waitFor("ayah 112:1 (1/4) · all hidden")
    try tmux.send("Enter")
    try tmux.waitFor("· checked")
    try tmux.send("3")
    try tmux.waitFor("Graded 112:1 “3 Good”, 0 words missed; next review: 2026-05-05.")
    try tmux.send("Space")
    try tmux.waitFor("ayah 112:2 (2/4) · all hidden · new: read")
    try tmux.send("Enter")
    try tmux.send("Enter")
    try tmux.waitFor("· checked")
    try tmux.send("4")
    try tmux.waitFor("Graded 112:2 “4 Easy”, 0 words missed; next review: 2026-05-17.")
    try tmux.send("Space")
    try tmux.waitFor("ayah 112:3 (3/4) · all hidden · new: read")
    // Marked after the check: the second word, with x.
    try tmux.send("Enter")
    try tmux.send("Enter")
    try tmux.waitFor("x mark missed")
    try tmux.send("Space")
    try tmux.send("x")
    try tmux.send("1")
    try tmux.waitFor("Graded 112:3 “1 Again”, 1 word missed; next review: in 1 minute.")
    try tmux.send("Space")
    try tmux.waitFor("ayah 112:4 (4/4)")
    // X: this word and every one after it.
    try tmux.send("Enter")
    try tmux.send("Enter")
    try tmux.waitFor("· checked")
    try tmux.send("X")
    try tmux.send("2")
    try tmux.waitFor("Graded 112:4 “2 Hard”, 5 words missed; next review: in 5 minutes.")
    // A wrong grade taken back (issue 73): the ayah as before it, hidden, and graded again.
    try tmux.send("u")
    screen = try tmux.waitFor("Took back the grade of 112:4 “2 Hard”")
    #expect(screen.contains("ayah 112:4 (4/4) · all hidden"), "\(screen)")
    #expect(!screen.contains("· checked"), "\(screen)")
    try tmux.send("Enter")
    try tmux.waitFor("· checked")
    try tmux.send("X")
    try tmux.send("3")
    try tmux.waitFor("Graded 112:4 “3 Good”, 5 words missed; next review: in 10 minutes.")
    try tmux.send("Space")
    try tmux.waitFor("112 done: 5 grades given. q closes.")
    // Opened by `quran memorize`, q goes back to the shell.
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
    let reviews = try home.openLibrary().memorizeReviews(of: try AyahID.parse("112:4"))
    #expect(reviews.map(\.grade) == [.good], "the grade taken back left the log")

    // 112:3 and 112:4 are in a learning step: due today, and on until they are learnt
    // (issue 73).
    #expect(try review(["--count"], on: "2026-05-01") == "2\n")
    #expect(try review(["--count"], on: "2026-05-04") == "2\n")
    let fifth = try review([], on: "2026-05-05")
    #expect(fifth.contains("Due for review today (2026-05-05): 3 ayahs, in mushaf order."))
    let order = ["112:1", "112:3", "112:4"].compactMap { fifth.range(of: $0)?.lowerBound }
    #expect(order.count == 3 && order == order.sorted(), "\(fifth)")
    let json = try review(["--json"], on: "2026-05-17")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["count"] as? Int == 4 && object["today"] as? String == "2026-05-17")
  }

  /// The reader opened on a day with ayahs due shows how many once its first frame is drawn.
  @Test func theReaderCountsWhatIsDue() throws {
    let first = try quran("memorize 112:1", on: "2026-06-01")
    try first.waitFor("ayah 112:1 (1/1)")
    try first.send("3")
    try first.waitFor("Graded 112:1")
    try first.send("q")
    try first.waitFor("[exit 0]")
    let later = try quran("", on: "2026-06-02")
    try later.waitFor("│ due 1")
  }

  /// A juz, a page, surahs and ayahs across surahs open the memorize screen; `?` lists its
  /// keys; a passage that names nothing is said in a sentence (issue 62).
  @Test func passagesOfAnySizeAndTheKeys() throws {
    let juz = try quran("memorize 'juz 30'", on: "2026-05-01")
    try juz.waitFor("Memorize juz30 · ayah 78:1 (1/564)")
    try juz.send("?")
    try juz.waitFor("The memorize screen's keys")
    let keys = try juz.waitFor("check: show the whole ayah after reciting it")
    #expect(keys.contains("mark (unmark) this word missed"), "\(keys)")
    try juz.send("z")
    try juz.waitFor("ayah 78:1 (1/564)")
    try juz.send("q")
    try juz.waitFor("[exit 0]")
    for (passage, title) in [
      ("p604", "Memorize page604 · ayah 112:1 (1/15)"),
      ("78-80", "Memorize 78-80 · ayah 78:1 (1/128)"),
      ("112:1-113:5", "Memorize 112:1-113:5 · ayah 112:1 (1/9)"),
    ] {
      let tmux = try quran("memorize \(passage)", on: "2026-05-01")
      try tmux.waitFor(title)
      try tmux.send("q")
      try tmux.waitFor("[exit 0]")
    }
    let refused = try Subprocess.run(
      QuranProcess.executable, ["memorize", "juz31"],
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    #expect(refused.status != 0)
    #expect(
      refused.error.contains("“juz31” names no ayahs: write a surah (67)"), "\(refused.error)")
  }
}
