import Foundation
import Library
import TestSupport
import Testing

/// The reader keeps its place every 2 seconds by the clock it waits by, not by the date: with
/// the computer's date standing still (or set back), a reader killed after moving on still
/// opens again where it was.
@Suite struct PlaceKeptInTmuxTests {
  let home = TemporaryHome()

  func startReader(prefix: String = "") throws -> TmuxSession {
    try TmuxSession(
      command: "\(prefix) \(QuranProcess.executable)",
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
        "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory, "TZ": "UTC",
        "QURAN_VI_LANG": "en",
      ])
  }

  /// The place the library holds (`2:255`), nil while it holds none.
  func keptPlace() -> String? {
    try? home.openLibrary().settings().lastPosition?.description
  }

  @Test func thePlaceIsKeptWhileTheDateStandsStill() throws {
    var tmux = try startReader(prefix: FakeTime.stillShellPrefix("2026-01-12 10:00:00"))
    try tmux.waitFor("juz 1 · page 1")
    try tmux.send(":")
    try tmux.type("2:255")
    try tmux.send("Enter")
    try tmux.waitFor("255/286")
    #expect(Waiting.until(10) { keptPlace() == "2:255" }, "kept within 2 seconds, not never")
    _ = try Subprocess.run(
      "pkill", ["-KILL", "-g", "\(try tmux.panePID())", "-x", "quran"], environment: [:])
    // faketime outlives the reader and says its own status.
    try tmux.waitFor("[exit ")

    tmux = try startReader()
    try tmux.waitFor("255/286")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }
}
