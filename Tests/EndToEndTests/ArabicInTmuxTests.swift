import Foundation
import QuranText
import TestSupport
import Testing

/// The Arabic display in a real terminal (tmux has no bidi or shaping, like most): the
/// calibration the first time, remembered after, `A` bringing it back; and `quran read`
/// drawing shaped on a terminal only.
@Suite(.serialized) struct ArabicInTmuxTests {
  let home = TemporaryHome()
  static let question = "which line reads correctly?"

  func start(_ arguments: String = "", environment: [String: String] = [:]) throws
    -> TmuxSession
  {
    var variables = [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_HOME": home.directory,
      "QURAN_VI_DATA": Fixtures.dataDirectory,
    ]
    for (key, value) in environment { variables[key] = value }
    return try TmuxSession(
      command: QuranProcess.executable + arguments, width: 120, height: 36,
      environment: variables)
  }

  /// Arabic presentation forms: what shaping sends, and the published text never holds.
  static func showsShapedArabic(_ screen: String) -> Bool {
    screen.unicodeScalars.contains { (0xFE70...0xFEFE).contains($0.value) }
  }

  /// This computer's stored choice, as the reader wrote it.
  func storedChoice() throws -> String? {
    let data = try Data(contentsOf: URL(fileURLWithPath: home.directory + "/arabic-display.json"))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return object?["display"] as? String
  }

  @Test func theCalibrationAppearsOnceIsRememberedAndABringsItBack() throws {
    do {
      let tmux = try start()
      let screen = try tmux.waitFor(Self.question)
      #expect(Self.showsShapedArabic(screen), "line 1 is drawn shaped")
      try tmux.send("1")
      let reader = try tmux.waitFor("Arabic: shaped here")
      #expect(!reader.contains(Self.question))
      #expect(Self.showsShapedArabic(reader))
      try tmux.send("q")
      try tmux.waitFor("[exit 0]")
    }
    #expect(try storedChoice() == "shaped")
    let tmux = try start()
    let screen = try tmux.waitFor("Nhân danh Allah, Đấng Độ Lượng")
    #expect(!screen.contains(Self.question), "asked once")
    #expect(Self.showsShapedArabic(screen))
    try tmux.send("A")
    try tmux.waitFor(Self.question)
    try tmux.send("2")
    let logical = try tmux.waitFor("Arabic: left to the terminal")
    #expect(!Self.showsShapedArabic(logical))
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
    #expect(try storedChoice() == "terminal")
  }

  @Test func theEnvironmentVariableStandsInForTheCalibration() throws {
    let tmux = try start(environment: ["QURAN_VI_ARABIC_DISPLAY": "terminal"])
    let screen = try tmux.waitFor("Nhân danh Allah, Đấng Độ Lượng")
    #expect(!screen.contains(Self.question))
    #expect(!Self.showsShapedArabic(screen))
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
    #expect(!FileManager.default.fileExists(atPath: home.directory + "/arabic-display.json"))
  }

  @Test func readOnATerminalIsShapedUnlessTheTerminalDoesIt() throws {
    let shaped = try start(" read 2:255 --arabic")
    var screen = try shaped.waitFor("[exit 0]")
    #expect(screen.contains("2:255  Allah (là Thượng Đế)"))
    #expect(Self.showsShapedArabic(screen))
    let logical = try start(" read 2:255 --arabic --arabic-display terminal")
    screen = try logical.waitFor("[exit 0]")
    #expect(screen.contains("2:255  Allah (là Thượng Đế)"))
    #expect(!Self.showsShapedArabic(screen))
  }
}
