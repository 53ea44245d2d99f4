import Foundation
import TestSupport
import Testing

/// The command line follows the reader's colors (issue 51), seen in a real terminal: on a
/// light background (`COLORFGBG`, `--background`) no yellow (33) or cyan (36), on a dark one
/// the reader's yellow and cyan, bold and underline alone under NO_COLOR; and on a terminal
/// `quran read` wraps at word boundaries.
@Suite(.serialized) struct CommandColorsTests {
  let home = TemporaryHome()
  static let yellow = "\u{1B}[33m"
  static let cyan = "\u{1B}[36m"

  /// The styled screen `quran ARGUMENTS` leaves in a terminal, `environment` added.
  func screen(_ arguments: String, environment: [String: String] = [:], width: Int = 120)
    throws -> (styled: String, text: String)
  {
    var variables = [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_HOME": home.directory,
      "QURAN_VI_DATA": Fixtures.dataDirectory,
    ]
    for (key, value) in environment { variables[key] = value }
    // The tests' own NO_COLOR (CI sets it) reaches tmux's server: only a test's counts.
    let unset = environment["NO_COLOR"] == nil ? "env -u NO_COLOR " : ""
    let tmux = try TmuxSession(
      command: unset + QuranProcess.executable + " " + arguments, width: width, height: 40,
      environment: variables)
    let text = try tmux.waitFor("[exit 0]")
    return (try tmux.styledScreen(), text)
  }

  @Test func aLightBackgroundGetsNoYellowNorCyan() throws {
    for (arguments, environment) in [
      ("search nhan danh allah --limit 2", ["COLORFGBG": "0;15"]),
      ("--background light search nhan danh allah --limit 2", ["COLORFGBG": "15;0"]),
      ("read 2:255 --background light", ["COLORFGBG": "15;0"]),
      ("read 2:255", ["QURAN_VI_BACKGROUND": "light"]),
      ("search nhan danh allah --limit 2", [:]),
    ] {
      let (styled, text) = try screen(arguments, environment: environment)
      #expect(text.contains("1:1") || text.contains("2:255"), "\(arguments): \(text)")
      #expect(!styled.contains(Self.yellow), "\(arguments) \(environment): yellow")
      #expect(!styled.contains(Self.cyan), "\(arguments) \(environment): cyan")
      #expect(styled.contains("\u{1B}[1"), "\(arguments): references and matches stay bold")
    }
  }

  @Test func aDarkBackgroundKeepsTheReadersYellowAndCyan() throws {
    let search = try screen("search nhan danh allah --limit 2", environment: ["COLORFGBG": "15;0"])
    #expect(search.styled.contains(Self.yellow) && search.styled.contains(Self.cyan))
    let chosen = try screen("read 2:255 --background dark", environment: ["COLORFGBG": "0;15"])
    #expect(chosen.styled.contains(Self.cyan), "the choice wins over COLORFGBG")
  }

  @Test func noColorKeepsBoldAndUnderlineAlone() throws {
    let (styled, _) = try screen(
      "search nhan danh allah --limit 2", environment: ["NO_COLOR": "1", "COLORFGBG": "15;0"])
    #expect(styled.contains("\u{1B}[1;4m"), "the match is bold and underlined")
    for color in 30...37 { #expect(!styled.contains("\u{1B}[\(color)m"), "color \(color)") }
  }

  @Test func readOnATerminalBreaksLinesBetweenWords() throws {
    let (_, text) = try screen("read 2:255", width: 60)
    let rows = text.split(separator: "\n").map(String.init)
    let start = try #require(rows.firstIndex { $0.hasPrefix("2:255  ") })
    let body = rows[start...].prefix { !$0.hasPrefix("    [") && !$0.hasPrefix("[exit") }
    #expect(body.count > 3, "a long ayah takes several rows: \(body)")
    for row in body.dropFirst() {
      #expect(row.hasPrefix("       ") && !row.hasPrefix("        "), "under the text: \(row)")
    }
    let piped = try QuranProcess.run(["read", "2:255"], home: home.directory)
    let ayah = try #require(piped.output.split(separator: "\n").first { $0.hasPrefix("2:255") })
    let words = ayah.dropFirst("2:255  ".count).split(separator: " ")
    let shown = body.joined(separator: " ").dropFirst("2:255  ".count).split(separator: " ")
    #expect(shown == words, "every word whole, in order")
  }
}
