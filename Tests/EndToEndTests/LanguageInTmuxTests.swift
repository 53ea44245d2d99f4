import Foundation
import TestSupport
import Testing

/// The reader in a real terminal under a Vietnamese and an English locale. `vi_VN.UTF-8` is
/// not generated on the test machines, which is the case the fallback to `C.UTF-8` is for.
@Suite(.serialized) struct LanguageInTmuxTests {
  let home = TemporaryHome()

  func startReader(
    locale: [String: String], width: Int = 100, height: Int = 30
  ) throws -> TmuxSession {
    var variables = [
      "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
      "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory,
      "LC_ALL": "", "LC_MESSAGES": "", "LC_CTYPE": "", "QURAN_VI_LANG": "",
    ]
    for (key, value) in locale { variables[key] = value }
    return try TmuxSession(
      command: QuranProcess.executable, width: width, height: height, environment: variables)
  }

  /// The last row of the screen: the status bar.
  /// Waits for the first ayah and a status bar that shows `keys`, and returns the screen.
  @discardableResult
  func firstFrame(_ tmux: TmuxSession, statusBar keys: String) throws -> String {
    try tmux.waitUntil(description: "the first ayah above \"\(keys)\"") {
      $0.contains("Nhân danh Allah, Đấng Độ Lượng") && statusBar($0).contains(keys)
    }
  }

  func statusBar(_ screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false).last(where: {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }).map(String.init) ?? ""
  }

  @Test func aVietnameseLocaleThatIsNotInstalledStartsTheReaderInVietnamese() throws {
    let tmux = try startReader(locale: ["LANG": "vi_VN.UTF-8"])
    // The whole first frame: tmux may show the ayahs before the status bar is written.
    let screen = try firstFrame(tmux, statusBar: "? trợ giúp · q thoát · / tìm · : đến câu")
    #expect(!screen.contains("not UTF-8"))
    #expect(screen.contains("7 câu · Makkah · bản dịch"), "the surah's heading")
    try tmux.send("?")
    let help = try tmux.waitFor("Phím tắt")
    #expect(help.contains("câu kế tiếp / câu trước"))
    #expect(help.contains("j ↓ / k ↑"), "the keys are the same in both languages")
    try tmux.send("Escape")
    try tmux.send(":")
    try tmux.type("115:1")
    try tmux.send("Enter")
    let error = try tmux.waitFor("115:1 không tồn tại")
    #expect(statusBar(error).contains("không có chương 115"))
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  @Test func anEnglishLocaleKeepsTheReaderInEnglish() throws {
    let tmux = try startReader(locale: ["LANG": "C.UTF-8"])
    try firstFrame(tmux, statusBar: "? help · q quit · / search · : jump")
    try tmux.send("?")
    // The whole help, not a frame caught while the terminal drew it (seen under load).
    let help = try tmux.waitUntil(description: "the help") {
      $0.contains("Keys — j/k scroll") && $0.contains("next / previous ayah")
    }
    #expect(help.contains("j ↓ / k ↑"))
    try tmux.send("Escape")
    try tmux.send(":")
    try tmux.type("115:1")
    try tmux.send("Enter")
    let error = try tmux.waitFor("115:1 does not exist")
    #expect(statusBar(error).contains("there is no surah 115"))
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  @Test func theLanguageKeySwitchesAndTheChoiceIsKept() throws {
    let plan = try QuranProcess.run(
      ["plan", "start", "--days", "30"], home: home.directory, environment: ["LANG": "C.UTF-8"])
    #expect(plan.status == 0, "\(plan.output)")
    do {
      let tmux = try startReader(locale: ["LANG": "C.UTF-8"])
      try tmux.waitFor("plan 1:1–")
      try tmux.send("L")
      try tmux.waitFor("Giao diện: Tiếng Việt")
      // A key that reads nothing: the plan's label follows the language all the same.
      try tmux.send("Tab")
      let switched = try tmux.waitFor("? trợ giúp")
      #expect(switched.contains("kế hoạch 1:1–"), "the plan label in Vietnamese too")
      try tmux.send("q")
      try tmux.waitFor("[exit 0]")
    }
    let tmux = try startReader(locale: ["LANG": "C.UTF-8"])
    try tmux.waitFor("? trợ giúp")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
    let overridden = try startReader(locale: ["LANG": "C.UTF-8", "QURAN_VI_LANG": "en"])
    try overridden.waitFor("? help")
    try overridden.send("q")
  }

  @Test func aLocaleThatIsNotUTF8IsRefusedWithAdviceThatWorks() throws {
    let tmux = try startReader(locale: ["LANG": "C"])
    let screen = try tmux.waitFor("[exit 1]")
    #expect(screen.contains("export LANG=C.UTF-8"))
    #expect(screen.contains("LANG=C, codeset"))
    #expect(!screen.contains("vi_VN.UTF-8"))
  }

  @Test func theSmallestWindowCutsNothingMidWord() throws {
    let tmux = try startReader(locale: ["LANG": "vi_VN.UTF-8"], width: 40, height: 10)
    let screen = try tmux.waitFor("? trợ giúp")
    let hints =
      " ? trợ giúp · q thoát · / tìm · : đến câu · f yêu thích · i chú thích · T tafsir · F câu yêu thích · t bản dịch · a tiếng Ả Rập"
    let status = statusBar(screen)
    let shown = status.trimmingCharacters(in: .whitespaces)
    #expect(hints.hasPrefix(" " + shown), "the status bar shows whole hints: \(status)")
    #expect(hints.hasSuffix(shown) || hints.contains(shown + " · "), "ends at a hint: \(status)")
    try tmux.send("?")
    try tmux.waitFor("Phím tắt")
    try tmux.send("Escape")
    try tmux.waitFor("? trợ giúp")
    // A window big enough to read the exit status after the shell's own lines.
    try tmux.resize(width: 100, height: 30)
    try tmux.waitFor("f yêu thích")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }
}
