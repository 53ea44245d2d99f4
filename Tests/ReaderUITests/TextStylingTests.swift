import Testing

@testable import ReaderUI

/// A command's output takes the reader's colors for the same background (issue 51): on a
/// light or unknown one no yellow (33) or cyan (36); NO_COLOR keeps the emphasis alone; not a
/// terminal, plain text.
@Suite struct TextStylingTests {
  @Test func aLightBackgroundGetsNoYellowNorCyan() {
    let light = TextStyling(terminal: true, environment: ["COLORFGBG": "0;15"])
    #expect(light.background == .light)
    #expect(light.apply(.match, to: "Allah") == "\u{1B}[1;4;35mAllah\u{1B}[0m")
    #expect(light.apply(.reference, to: "1:1") == "\u{1B}[1;34m1:1\u{1B}[0m")
    let unknown = TextStyling(terminal: true, environment: [:])
    #expect(unknown.apply(.match, to: "Allah") == "\u{1B}[1;4;30;43mAllah\u{1B}[0m")
    #expect(unknown.apply(.reference, to: "1:1") == "\u{1B}[1m1:1\u{1B}[0m")
    for styling in [light, unknown] {
      for style in CellStyle.allCases {
        let parameters = styling.parameters(style)
        #expect(!parameters.contains("33") && !parameters.contains("36"), "\(style)")
      }
    }
  }

  @Test func aDarkBackgroundKeepsItsYellowAndCyan() {
    let dark = TextStyling(terminal: true, environment: ["COLORFGBG": "15;0"])
    #expect(dark.apply(.match, to: "Allah") == "\u{1B}[1;4;33mAllah\u{1B}[0m")
    #expect(dark.apply(.reference, to: "1:1") == "\u{1B}[1;36m1:1\u{1B}[0m")
    let chosen = TextStyling(
      terminal: true, environment: ["COLORFGBG": "15;0", "QURAN_VI_BACKGROUND": "light"])
    #expect(chosen.background == .light, "the choice wins over COLORFGBG")
  }

  @Test func noColorKeepsTheEmphasisAndAPipeGetsPlainText() {
    let monochrome = TextStyling(terminal: true, environment: ["NO_COLOR": "1"])
    #expect(monochrome.apply(.match, to: "Allah") == "\u{1B}[1;4mAllah\u{1B}[0m")
    let piped = TextStyling(terminal: false, environment: ["COLORFGBG": "15;0"])
    #expect(piped.apply(.match, to: "Allah") == "Allah")
    #expect(piped.bold("Al-Fatihah") == "Al-Fatihah")
  }
}
