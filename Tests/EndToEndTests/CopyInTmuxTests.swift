import Foundation
import TestSupport
import Testing

/// `y`, `Y` and `quran read --copy` put an ayah with its reference on the terminal's
/// clipboard through OSC 52 (issue 74): read back from a real tmux server's buffer with
/// `set-clipboard on`, and the advice where tmux keeps it off.
@Suite(.serialized) struct CopyInTmuxTests {
  let home = TemporaryHome()

  var environment: [String: String] {
    [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
      "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory,
      "QURAN_VI_LANG": "en",
    ]
  }

  /// Runs tmux on `session`'s server.
  func tmux(_ session: TmuxSession, _ arguments: String...) throws -> Subprocess.Result {
    try Subprocess.run("/usr/bin/tmux", ["-S", session.socket] + arguments, environment: [:])
  }

  /// The tmux server's newest buffer, which an application's OSC 52 sets.
  func buffer(_ session: TmuxSession) throws -> String {
    try tmux(session, "show-buffer").output
  }

  @Test func yAndYCopyTheAyahAndTheMarkedRangeWithTheirReference() throws {
    let reader = try TmuxSession(
      command: QuranProcess.executable + " 2:255", environment: environment)
    try reader.waitFor("255/286")
    #expect(try tmux(reader, "set-option", "-g", "set-clipboard", "on").status == 0)
    try reader.send("y")
    try reader.waitFor("Copied 2:255 (Al-Baqara) to the clipboard.")
    let ayah = try buffer(reader)
    #expect(ayah.hasPrefix("Allah (là Thượng Đế), không có Thượng Đế"), "\(ayah)")
    #expect(ayah.contains("\nٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ"), "the Arabic shown is copied")
    #expect(ayah.hasSuffix("\n(Al-Baqara 2:255)"), "\(ayah)")
    #expect(!ayah.contains("[") || !ayah.contains(/\[\d+\]/), "no footnote marker")

    try reader.send("Y")
    try reader.waitFor("No range is marked")
    try reader.send("v")
    try reader.send("j")
    try reader.send("j")
    try reader.send("Y")
    try reader.waitFor("Copied 2:255-257 (Al-Baqara) to the clipboard.")
    let range = try buffer(reader)
    #expect(range.hasPrefix("(255) Allah (là Thượng Đế)"), "\(range)")
    #expect(range.contains("\n(256) Không có sự cưỡng bức") && range.contains("\n(257) Allah"))
    #expect(range.hasSuffix("\n(Al-Baqara 2:255-257)"), "\(range)")
    try reader.send("q")
    try reader.waitFor("[exit 0]")
  }

  /// tmux's own default (`external`) keeps an application's copy out: the reader says how
  /// to turn it on, and claims no copy.
  @Test func whereTmuxKeepsTheClipboardOffTheReaderSaysHowToTurnItOn() throws {
    let reader = try TmuxSession(
      command: QuranProcess.executable + " 2:255", environment: environment)
    try reader.waitFor("255/286")
    try reader.send("y")
    let screen = try reader.waitFor("set -g set-clipboard on")
    #expect(screen.contains("tmux does not pass the clipboard on (set-clipboard external)"))
    #expect(!screen.contains("Copied"))
    #expect(try buffer(reader).isEmpty)
    try reader.send("q")
    try reader.waitFor("[exit 0]")
  }

  @Test func quranReadCopyCopiesFromTheShell() throws {
    let shell = try TmuxSession(
      command: QuranProcess.executable + " read 2:255-256 --copy --arabic",
      environment: environment)
    try shell.waitFor("[exit 1]")  // tmux's default: the advice, and no copy claimed
    let told = try shell.screen()
    #expect(told.contains("set -g set-clipboard on") && !told.contains("Copied"), "\(told)")

    let again = try TmuxSession(
      command: "sh -c 'tmux -S \"${TMUX%%,*}\" set -g set-clipboard on && exec "
        + QuranProcess.executable + " read 2:255-256 --copy'",
      environment: environment)
    let screen = try again.waitFor("[exit 0]")
    #expect(screen.contains("Copied 2:255-256 (Al-Baqara) to the clipboard."), "\(screen)")
    let copied = try buffer(again)
    #expect(copied.hasPrefix("(255) Allah") && copied.hasSuffix("(Al-Baqara 2:255-256)"))
    #expect(!copied.contains("ٱللَّهُ"), "no --arabic, no Arabic")
  }
}
