import Foundation
import QuranText
import TestSupport
import Testing

/// The real reader in a real terminal: tmux runs `quran`, keys go in, the screen is read back.
@Suite(.serialized) struct ReaderInTmuxTests {
  let home = TemporaryHome()

  func startReader(width: Int = 120, height: Int = 36, environment: [String: String] = [:]) throws
    -> TmuxSession
  {
    var variables = [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
      "QURAN_VI_HOME": home.directory,
      "QURAN_VI_DATA": Fixtures.dataDirectory,
    ]
    for (key, value) in environment { variables[key] = value }
    return try TmuxSession(
      command: QuranProcess.executable, width: width, height: height, environment: variables)
  }

  @Test func theListShowsAll114SurahsAndTheReaderOpens() throws {
    let tmux = try startReader()
    try tmux.waitFor("1 Khai Mạc")
    try tmux.waitFor("Nhân danh Allah, Đấng Độ Lượng")
    try tmux.send("Tab", "G")
    let screen = try tmux.waitFor("114 Nhân Loại")
    #expect(screen.contains("113 Bình Minh"))
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  @Test func ayatAlKursiIsMarkedAndTheMarkSurvivesARestart() throws {
    do {
      let tmux = try startReader()
      try tmux.waitFor("Khai Mạc")
      try tmux.send(":")
      try tmux.type("2:255")
      try tmux.send("Enter")
      try tmux.waitFor("Allah (là Thượng Đế), không có Thượng Đế")
      try tmux.send("f")
      try tmux.waitFor("255 ★")
      try tmux.send("q")
      try tmux.waitFor("[exit 0]")
    }
    let tmux = try startReader()
    let screen = try tmux.waitFor("255 ★")
    #expect(screen.contains("Con Bò Cái"), "the reader opens where it was left")
    try tmux.send("F")
    try tmux.waitFor("Favorites: 1")
    try tmux.send("q")
  }

  @Test func searchWithoutTonesShowsResultsAndJumps() throws {
    let tmux = try startReader()
    try tmux.waitFor("Khai Mạc")
    try tmux.send("/")
    try tmux.type("dang toi cao")
    try tmux.send("Enter")
    try tmux.waitFor("Search “dang toi cao”")
    try tmux.send("Enter")
    try tmux.waitUntil(description: "a jump away from the results") { !$0.contains("Search “") }
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  /// Each result's row shows the words that matched, centred, and marked (issue 74): `nhan tu`
  /// shows 12:87's "lòng nhân từ", not the "tin tức" before it, and every row holds a word of
  /// the query in the match's style.
  @Test func searchRowsShowTheWordsThatMatched() throws {
    let tmux = try startReader(width: 110, height: 35)
    try tmux.waitFor("Khai Mạc")
    try tmux.send("/")
    try tmux.type("nhan tu")
    try tmux.send("Enter")
    let screen = try tmux.waitFor("Search “nhan tu”")
    let rows = screen.split(separator: "\n").filter { $0.contains("│") }.compactMap { line in
      line.split(separator: "│", maxSplits: 1).last.flatMap { row -> String? in
        row.contains(/\d+:\d+\s\s/) ? String(row) : nil
      }
    }
    #expect(rows.count > 25, "\(screen)")
    let row = try #require(rows.first { $0.contains("12:87") })
    #expect(row.contains("lòng nhân từ"), "\(row)")
    for row in rows {
      let words = VietnameseFolding.words(row)
      #expect(words.contains("nhan") || words.contains { $0.hasPrefix("tu") }, "\(row)")
    }
    // The match's style (bold, underline) around the words of each row.
    let styled = try tmux.styledScreen().split(separator: "\n").filter { $0.contains(/\d+:\d+/) }
    #expect(styled.filter { $0.contains("\u{1B}[1;4") }.count >= rows.count, "\(styled)")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  /// Where the keys go is visible (issue 74): after Tab the title is the surah list's and
  /// follows its cursor, and the status row hints the list's keys; Tab again gives both back.
  @Test func theTitleAndTheHintsSayWhichPaneTakesTheKeys() throws {
    let tmux = try startReader(width: 110, height: 24, environment: ["QURAN_VI_LANG": "en"])
    try tmux.waitFor("1. Khai Mạc (Al-Faatiha)  1/7")
    try tmux.send("Tab")
    try tmux.send("j")
    try tmux.send("j")
    let list = try tmux.waitFor("▶ Surah list: 3. Dòng Dõi Imran (Aal-i-Imraan)  200 ayahs")
    #expect(list.contains("Enter open surah · Tab to the reader"), "\(list)")
    #expect(!list.contains("1/7"), "\(list)")
    try tmux.send("Tab")
    let reader = try tmux.waitFor("1. Khai Mạc (Al-Faatiha)  1/7")
    #expect(!reader.contains("Surah list") && !reader.contains("Tab to the reader"), "\(reader)")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  @Test func ctrlCQuitsAndRestoresTheTerminal() throws {
    let tmux = try startReader()
    try tmux.waitFor("Khai Mạc")
    try tmux.send("C-c")
    try tmux.waitFor("[exit 130]")
    let screen = try tmux.waitFor("icanon")
    // stty -a, run after the reader, shows the terminal back in its usual modes.
    #expect(screen.contains(" icanon "))
    #expect(screen.contains(" echo "))
  }

  @Test func sigtermQuitsCleanlyToo() throws {
    let tmux = try startReader()
    try tmux.waitFor("Khai Mạc")
    let pane = try tmux.panePID()
    _ = try Subprocess.run("pkill", ["-TERM", "-P", "\(pane)", "-x", "quran"], environment: [:])
    try tmux.waitFor("[exit 143]")
    let screen = try tmux.waitFor("icanon")
    #expect(screen.contains(" icanon "))
    #expect(screen.contains(" echo "))
  }

  @Test func aTerminalTooSmallIsToldSoAndResizingRedraws() throws {
    let tmux = try startReader(width: 30, height: 8)
    try tmux.waitFor("Terminal too small (30×8)")
    try tmux.resize(width: 100, height: 30)
    try tmux.waitFor("Khai Mạc")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  @Test func aLocaleThatIsNotUTF8IsToldWhatToSet() throws {
    let tmux = try startReader(environment: ["LANG": "C", "LC_ALL": "C"])
    let screen = try tmux.waitFor("[exit 1]")
    #expect(screen.contains("export LC_ALL=C.UTF-8"), "the variable that decides is the one to set")
  }

  @Test func noColorStillShowsTheMarks() throws {
    let tmux = try startReader(environment: ["NO_COLOR": "1"])
    try tmux.waitFor("Khai Mạc")
    try tmux.send("f")
    try tmux.waitFor("1 ★")
    try tmux.send("q")
  }

  /// `:j30`, `:h2` and `:p604` go to the start of that juz, hizb and page, and the title says
  /// where in the mushaf the reader is (issue 27).
  @Test func jumpsByJuzHizbAndPageAndTheTitleSaysWhere() throws {
    let tmux = try startReader(environment: ["QURAN_VI_LANG": "en"])
    try tmux.waitFor("juz 1 · page 1")
    for (jump, place) in [
      ("j30", "78. "), ("h2", "juz 1 · page 11"), ("p604", "juz 30 · page 604"),
    ] {
      try tmux.send(":")
      try tmux.type(jump)
      try tmux.send("Enter")
      try tmux.waitFor(place)
    }
    // The surah's heading says the juz and pages it spans.
    try tmux.send(":")
    try tmux.type("2:1")
    try tmux.send("Enter")
    try tmux.waitFor("juz 1–3 · page 2–49")
    try tmux.send(":")
    try tmux.type("j31")
    try tmux.send("Enter")
    try tmux.waitFor("There is no j31: choose j1 to j30.")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }
}
