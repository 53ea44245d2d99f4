import Foundation
import TestSupport
import Testing

/// The real reader runs on from al-Fatiha into al-Baqara and back (issue 40).
@Suite(.serialized) struct ReadingOnInTmuxTests {
  let home = TemporaryHome()

  @Test func stepsCross1_7To2_1AndBack() throws {
    let tmux = try TmuxSession(
      command: QuranProcess.executable, width: 80, height: 24,
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
        "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory,
      ])
    try tmux.waitFor("1/7")
    try tmux.send("G")
    try tmux.waitFor("7/7")
    try tmux.send("j")
    let screen = try tmux.waitFor("1/286")
    #expect(screen.contains("2. Con Bò Cái ·"), "the heading of the next surah is drawn")
    try tmux.send("k")
    try tmux.waitFor("7/7")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }
}
