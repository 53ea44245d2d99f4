import CNcursesw
import Testing

@testable import ReaderUI

/// The colors follow the terminal's background (issue 40): `COLORFGBG`, an answer to OSC 11,
/// or the person's choice; on a light one nothing is yellow or cyan.
@Suite struct BackgroundTests {
  @Test func colorfgbgPicksTheLightColors() {
    let light = TerminalBackground.resolve(.auto, environment: ["COLORFGBG": "0;15"])
    #expect(light == .light)
    #expect(TerminalBackground.fromColorFGBG("15;0") == .dark)
    #expect(TerminalBackground.fromColorFGBG("0;default;15") == .light)
    #expect(TerminalBackground.fromColorFGBG("default") == nil)
    let hardToRead = [Int16(COLOR_YELLOW), Int16(COLOR_CYAN), Int16(COLOR_WHITE)]
    for style in CellStyle.allCases {
      #expect(!hardToRead.contains(Palette.colors(style, on: light).foreground), "\(style)")
      #expect(!hardToRead.contains(Palette.colors(style, on: .unknown).foreground), "\(style)")
    }
    #expect(Palette.colors(.match, on: .dark).foreground == Int16(COLOR_YELLOW))
  }

  @Test func theArabicWaitsForTheBackgroundBeforeItIsGreen() {
    // The first frame is drawn before the terminal answers (issue 51): no green on white.
    #expect(Palette.colors(.arabic, on: .unknown).foreground == -1)
    #expect(Palette.colors(.arabic, on: .light).foreground == -1)
    #expect(Palette.colors(.arabic, on: .dark).foreground == Int16(COLOR_GREEN))
  }

  @Test func aChoiceWinsAndNothingSaidIsUnknown() {
    #expect(TerminalBackground.resolve(.dark, environment: ["COLORFGBG": "0;15"]) == .dark)
    #expect(TerminalBackground.resolve(.light, environment: [:]) == .light)
    #expect(
      TerminalBackground.resolve(.auto, environment: [:]) == .unknown,
      "nothing said: colors that read on either, and the terminal is asked")
  }

  @Test func anOSC11AnswerIsReadByItsLuminance() {
    let white = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1c".utf8)
    #expect(TerminalBackground.fromColorReply(white) == .light)
    #expect(BackgroundQuery.hasAttributes(white))
    let black = Array("\u{1B}]11;rgb:0000/0000/0000\u{07}".utf8)
    #expect(TerminalBackground.fromColorReply(black) == .dark)
    #expect(!BackgroundQuery.hasAttributes(black))
    #expect(TerminalBackground.fromColorReply(Array("\u{1B}[?1;2c".utf8)) == nil)
    // A key pressed while the terminal answered is given back; the answers are not.
    #expect(
      BackgroundQuery.typed(in: Array("j".utf8) + white + Array("k".utf8)) == Array("jk".utf8))
  }
}
