import Testing

@testable import ReaderUI

/// A paste read straight from the terminal: its text comes as one key per run, the other keys
/// in it as ncurses and `EscapeKeys` make them, and what a read cuts is read again with what
/// follows.
@Suite struct RawKeysTests {
  func keys(_ text: String) -> [Key] {
    let decoded = RawKeys.decode(ArraySlice(text.utf8))
    #expect(decoded.rest.isEmpty, "nothing left over in \(text.debugDescription)")
    return decoded.keys
  }

  @Test func textAndLineBreaksAreOneKey() {
    #expect(keys("Nhân danh\r\tAllah\n") == [.text("Nhân danh\r\tAllah\n")])
  }

  @Test func controlKeysBetweenTextAreTheKeysNcursesMakes() {
    #expect(
      keys("ab\u{7F}c\u{08}\u{13}") == [
        .text("ab"), .backspace, .text("c"), .backspace, .character("\u{13}"),
      ])
  }

  @Test func escSequencesAreTheKeysTheTerminalMeant() {
    #expect(keys("a\u{1B}[D") == [.text("a"), .left])
    #expect(keys("\u{1B}[1;3D\u{1B}[1;5C") == [.wordLeft, .wordRight])
    #expect(keys("\u{1B}OA\u{1B}[3~\u{1B}[5~") == [.up, .delete, .pageUp])
    #expect(
      keys("\u{1B}\u{7F}\u{1B}b\u{1B}f\u{1B}d") == [
        .deleteWordBackward, .wordLeft, .wordRight, .deleteWordForward,
      ])
  }

  @Test func escBeforeAnotherKeyIsEscThenThatKey() {
    #expect(keys("\u{1B}x") == [.escape, .character("x")])
    #expect(keys("\u{1B}ệ") == [.escape, .character("ệ")])
    #expect(keys("\u{1B}\u{1B}b") == [.escape, .escape, .text("b")])
  }

  @Test func sequencesTheReaderHasNoUseForAreDroppedNotTyped() {
    #expect(keys("\u{1B}OP\u{1B}[15~x") == [.text("x")])
    #expect(keys("\u{1B}[" + String(repeating: "1", count: 20) + "x") == [.text("1111x")])
  }

  @Test func theMouseWheelComesInBothForms() {
    #expect(keys("\u{1B}[M`!!\u{1B}[Ma!!\u{1B}[M !!") == [.wheelUp, .wheelDown])
    #expect(
      keys("\u{1B}[<64;10;5M\u{1B}[<65;1;1M\u{1B}[<0;1;1M\u{1B}[<0;1;1m") == [
        .wheelUp, .wheelDown,
      ])
  }

  @Test func aCharacterOrSequenceCutAtTheEndIsLeftToReadAgain() {
    // "Đ" takes two bytes, "ấ" three: the read ends after two of them.
    let bytes = Array("Đấng".utf8)
    let cut = RawKeys.decode(bytes[..<4])
    #expect(cut.keys == [.text("Đ")])
    #expect(Array(cut.rest) == Array(bytes[2..<4]))
    #expect(RawKeys.decode(cut.rest + bytes[4...]).keys == [.text("ấng")])
    for unfinished in ["\u{1B}", "\u{1B}[", "\u{1B}[1;3", "\u{1B}[M`!", "x\u{1B}[<64;1"] {
      let decoded = RawKeys.decode(ArraySlice(unfinished.utf8))
      #expect(String(decoding: decoded.rest, as: UTF8.self).hasPrefix("\u{1B}"), "\(decoded)")
    }
  }

  @Test func anyBytesDecodeAndLeaveAtMostOneUnfinishedKey() {
    var generator = SystemRandomNumberGenerator()
    let alphabet: [UInt8] = [
      27, 27, 91, 79, 77, 60, 59, 49, 54, 126, 68, 0xC3, 0xA2, 0xF0, 0x9F, 127, 8, 13,
    ]
    for _ in 0..<2000 {
      let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        Bool.random(using: &generator)
          ? alphabet.randomElement(using: &generator)!
          : UInt8.random(in: 0...255, using: &generator)
      }
      let decoded = RawKeys.decode(ArraySlice(bytes))
      #expect(decoded.rest.endIndex == bytes.endIndex)
      #expect(decoded.rest.count <= RawKeys.longestSequence + 5, "\(bytes)")
    }
  }

  @Test func aPasteReadInPiecesCutAnywhereGivesBackTheWholeText() {
    let sentence = "Nhân danh Allah, Đấng Rất Mực Độ Lượng. 👍🏽 بِسْمِ 漢字\r"
    let bytes = Array(String(repeating: sentence, count: 400).utf8)
    var generator = SystemRandomNumberGenerator()
    var text = ""
    var carried: [UInt8] = []
    var offset = 0
    while offset < bytes.count {
      let end = min(bytes.count, offset + Int.random(in: 1...700, using: &generator))
      let decoded = RawKeys.decode(ArraySlice(carried + bytes[offset..<end]))
      for key in decoded.keys {
        guard case .text(let piece) = key else {
          Issue.record("not text: \(key)")
          continue
        }
        text += piece
      }
      carried = Array(decoded.rest)
      offset = end
    }
    #expect(carried.isEmpty)
    #expect(text.utf8.elementsEqual(bytes), "the text differs from what was pasted")
  }
}
