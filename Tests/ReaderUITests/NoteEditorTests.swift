import Testing

@testable import ReaderUI

/// The note editor driven by keys, its screen read from a canvas.
@Suite struct NoteEditorTests {
  /// "ệ" as a Vietnamese input method may send it: e, dot below, circumflex.
  static let combiningE = "e\u{0323}\u{0302}"
  static let precomposedE = "\u{1EC7}"

  func editor(_ text: String = "") -> NoteEditor {
    NoteEditor(text: text, title: "Note on 2:255")
  }

  /// Types text one scalar at a time, as the terminal delivers it; line breaks as Enter.
  func type(_ text: String, into editor: inout NoteEditor) {
    for scalar in text.unicodeScalars {
      _ = editor.handle(scalar == "\n" ? .enter : .character(Character(scalar)))
    }
  }

  func press(_ keys: Key..., on editor: inout NoteEditor) {
    for key in keys { _ = editor.handle(key) }
  }

  /// Draws the editor on a canvas of its own size: title on row 0, text from row 1, hints last.
  func draw(_ editor: inout NoteEditor, width: Int, height: Int) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    let area = Area(top: 0, left: 0, width: width, height: height)
    editor.fit(to: area)
    editor.draw(into: &canvas, area: area)
    return canvas
  }

  func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

  // MARK: Characters

  @Test(arguments: [precomposedE, combiningE])
  func theCursorStepsOverAVietnameseLetterWithTwoMarksAtOnce(letter: String) {
    var note = editor("Vi\(letter)t")
    press(.left, .left, on: &note)
    type("x", into: &note)
    #expect(scalars(note.text) == scalars("Vix\(letter)t"))
    press(.right, .right, on: &note)
    type("y", into: &note)
    #expect(scalars(note.text) == scalars("Vix\(letter)ty"))
  }

  @Test func aLoneCombiningMarkTypedAfterALetterJoinsIt() {
    var note = editor()
    type("Vi" + Self.combiningE, into: &note)
    #expect(note.text.count == 3)
    press(.left, on: &note)
    type("x", into: &note)
    #expect(scalars(note.text) == scalars("Vix" + Self.combiningE))
  }

  @Test func backspaceRemovesALetterWithCombiningMarksInOneStep() {
    var note = editor()
    type("Vi\(Self.combiningE)t", into: &note)
    press(.backspace, .backspace, on: &note)
    #expect(scalars(note.text) == scalars("Vi"))
  }

  @Test func deleteRemovesTheWholeLetterAfterTheCursor() {
    var note = editor("Vi\(Self.combiningE)t")
    press(.home, .right, .right, .delete, on: &note)
    #expect(note.text == "Vit")
  }

  @Test func emojiWithASkinToneIsOneStep() {
    var note = editor()
    type("a👍🏽b", into: &note)
    press(.left, .left, .backspace, on: &note)
    #expect(note.text == "👍🏽b")
  }

  @Test func controlCharactersThatAreNotCommandsAreNotInserted() {
    var note = editor("abc")
    press(.character("\u{02}"), .character("\u{1B}"), .backTab, .resize, on: &note)
    #expect(note.text == "abc")
    #expect(!note.hasChanges)
  }

  // MARK: What is saved

  @Test func savedTextIsNFCEvenWhenTypedWithCombiningMarks() {
    var note = editor()
    type("Vi\(Self.combiningE)t Nam", into: &note)
    #expect(scalars(note.text) == scalars("Vi\(Self.combiningE)t Nam"), "typed as it came")
    #expect(scalars(note.savedText) == scalars("Vi\(Self.precomposedE)t Nam"))
  }

  @Test func nothingIsTrimmedOrDropped() {
    let typed = "  \t\"Xin chào\" 'a' 👍🏽 \n\nالسلام عليكم\t \n  "
    var note = editor()
    for character in typed {
      _ = note.handle(character == "\n" ? .enter : character == "\t" ? .tab : .character(character))
    }
    #expect(scalars(note.savedText) == scalars(typed))
    #expect(scalars(editor(typed).savedText) == scalars(typed))
  }

  @Test func hasChangesComparesWithTheOpeningText() {
    var note = editor("Việt")
    #expect(!note.hasChanges)
    type("x", into: &note)
    #expect(note.hasChanges)
    press(.backspace, on: &note)
    #expect(!note.hasChanges)
    press(.backspace, .backspace, on: &note)
    type(Self.combiningE + "t", into: &note)
    #expect(!note.hasChanges, "the same letter typed with combining marks is the same text")
    press(.up, .end, .left, .right, on: &note)
    #expect(!note.hasChanges)
  }

  // MARK: Outcome

  @Test func escapeCancelsAndCtrlSSaves() {
    var note = editor("ghi chú")
    #expect(note.handle(.character("a")) == .editing)
    #expect(note.handle(.escape) == .cancel)
    #expect(note.handle(.character("\u{13}")) == .save)
    #expect(note.text == "ghi chúa")
  }

  // MARK: Screen

  @Test func theScreenHasTheTitleTheTextAndTheHints() {
    var note = editor("Nhân danh Allah")
    let canvas = draw(&note, width: 80, height: 6)
    #expect(canvas.text(ofRow: 0).hasPrefix(" Note on 2:255"))
    #expect(canvas.cells[0][0].style == .title)
    #expect(canvas.text(ofRow: 1).hasPrefix("Nhân danh Allah"))
    #expect(canvas.text(ofRow: 5).contains("Ctrl-S save · Esc close"))
    #expect(canvas.cells[5][0].style == .status)
    #expect(canvas.cursor! == (1, 15))
  }

  @Test func wideCharactersWrapByDisplayWidthAndTheCursorFollows() {
    var note = editor("漢字漢字漢字")
    // 10 columns: 9 for text, the last kept for the cursor.
    var canvas = draw(&note, width: 10, height: 6)
    #expect(canvas.text.split(separator: "\n").dropFirst().prefix(2) == ["漢字漢字", "漢字"])
    #expect(canvas.cursor! == (2, 4))
    press(.left, .left, .left, on: &note)
    canvas = draw(&note, width: 10, height: 6)
    #expect(canvas.cursor! == (1, 6), "before the fourth character, on the first row")
  }

  @Test func textWrapsAtBlanksWithCombiningMarksTakingNoColumn() {
    let text = "Nha\u{0302}n danh Allah, \u{0110}a\u{0302}\u{0301}ng \u{0110}o\u{0323}\u{0302}"
    var note = editor(text)
    let canvas = draw(&note, width: 13, height: 6)
    let rows = (1...3).map { canvas.text(ofRow: $0).trimmingSuffix(" ") }
    #expect(rows == ["Nhân danh", "Allah, Đấng", "Độ"])
    #expect(canvas.cursor! == (3, 2))
  }

  @Test func aTabReachesTheNextMultipleOfFourColumns() {
    var note = editor()
    type("ab", into: &note)
    press(.tab, on: &note)
    type("c", into: &note)
    let canvas = draw(&note, width: 20, height: 4)
    #expect(canvas.text(ofRow: 1).hasPrefix("ab  c "))
    #expect(canvas.cursor! == (1, 5))
    #expect(note.text == "ab\tc")
  }

  @Test func aLongNoteScrollsToKeepTheCursorOnScreen() {
    let lines = (1...30).map { "dòng \($0)" }
    var note = editor(lines.joined(separator: "\n"))
    var canvas = draw(&note, width: 20, height: 7)
    #expect(canvas.text(ofRow: 1).hasPrefix("dòng 26"))
    #expect(canvas.text(ofRow: 5).hasPrefix("dòng 30"))
    #expect(canvas.cursor! == (5, 7))
    press(.pageUp, on: &note)
    canvas = draw(&note, width: 20, height: 7)
    #expect(canvas.text(ofRow: 1).hasPrefix("dòng 21"), "the view moves a screen with the cursor")
    #expect(canvas.cursor! == (5, 7))
    press(.up, .up, .up, .up, .up, on: &note)
    canvas = draw(&note, width: 20, height: 7)
    #expect(canvas.text(ofRow: 1).hasPrefix("dòng 20"), "one row up, not a jump")
    #expect(canvas.cursor! == (1, 7))
    press(.pageDown, .pageDown, .pageDown, on: &note)
    canvas = draw(&note, width: 20, height: 7)
    #expect(canvas.text(ofRow: 5).hasPrefix("dòng 30"))
    #expect(canvas.cursor! == (5, 7))
  }

  // MARK: Moving by rows

  @Test func upAndDownKeepTheColumnAcrossShorterAndWrappedRows() {
    // At width 10 the first paragraph wraps into "một hai " and "ba bốn".
    var note = editor("một hai ba bốn\nxy\nnăm sáu")
    _ = draw(&note, width: 10, height: 8)
    press(.left, .left, .up, .up, on: &note)
    var canvas = draw(&note, width: 10, height: 8)
    #expect(canvas.cursor! == (2, 5))
    press(.up, on: &note)
    canvas = draw(&note, width: 10, height: 8)
    #expect(canvas.cursor! == (1, 5))
    press(.down, .down, on: &note)
    canvas = draw(&note, width: 10, height: 8)
    #expect(canvas.cursor! == (3, 2), "the end of a shorter row")
    press(.down, on: &note)
    canvas = draw(&note, width: 10, height: 8)
    #expect(canvas.cursor! == (4, 5), "back at the column it started from")
    type("|", into: &note)
    #expect(note.text.hasSuffix("năm s|áu"))
  }

  @Test func upAndDownOverWideCharactersStandBeforeTheOneTheColumnFallsIn() {
    var note = editor("abc\n漢字漢字")
    press(.up, .end, .down, on: &note)
    type("|", into: &note)
    #expect(note.text == "abc\n漢|字漢字")
  }

  @Test func upOnTheFirstRowGoesToTheStartAndDownOnTheLastToTheEnd() {
    var note = editor("một\nhai")
    press(.up, .up, on: &note)
    type("[", into: &note)
    press(.down, .down, on: &note)
    type("]", into: &note)
    #expect(note.text == "[một\nhai]")
  }

  @Test func homeAndEndStayOnTheWrappedRow() {
    var note = editor("một hai ba bốn")
    _ = draw(&note, width: 10, height: 6)
    press(.home, on: &note)
    type("<", into: &note)
    press(.up, .end, on: &note)
    type(">", into: &note)
    #expect(note.text == "một hai> <ba bốn", "End stops before the blank the row breaks at")
  }

  @Test func ctrlAAndCtrlEWorkAsHomeAndEnd() {
    var note = editor("một hai ba bốn")
    _ = draw(&note, width: 10, height: 6)
    press(.character("\u{01}"), on: &note)
    type("^", into: &note)
    press(.character("\u{05}"), on: &note)
    type("$", into: &note)
    #expect(note.text == "một hai ^ba bốn$")
  }

  // MARK: Words and lines

  @Test func ctrlArrowsJumpByWordsOverPunctuation() {
    var note = editor("Xin chào, Việt Nam!")
    press(.wordLeft, on: &note)
    type("|", into: &note)
    #expect(note.text == "Xin chào, Việt |Nam!")
    press(.backspace, .wordLeft, .wordLeft, on: &note)
    type("|", into: &note)
    #expect(note.text == "Xin |chào, Việt Nam!")
    press(.backspace, .wordRight, .wordRight, on: &note)
    type("|", into: &note)
    #expect(note.text == "Xin chào, Việt| Nam!")
  }

  @Test func ctrlWDeletesTheWordBeforeTheCursor() {
    var note = editor()
    type("Xin chào Vi\(Self.combiningE)t Nam! ", into: &note)
    press(.character("\u{17}"), on: &note)
    #expect(note.text == "Xin chào Việt ")
    press(.character("\u{17}"), .character("\u{17}"), on: &note)
    #expect(note.text == "Xin ")
  }

  @Test func ctrlUDeletesBackToTheStartOfTheLine() {
    var note = editor("một\nhai ba")
    press(.left, .left, .character("\u{15}"), on: &note)
    #expect(note.text == "một\nba")
  }

  // MARK: Paste

  @Test func aHundredKilobytePasteTypedCharacterByCharacterEndsWithTheExactText() {
    let paragraph =
      "Nhân danh Allah, Đấng Rất Mực Độ Lượng, Đấng Rất Mực Khoan Dung. \"Trích dẫn\"\t👍🏽 بِسْمِ 漢字"
    var pasted = ""
    while pasted.utf8.count < 100_000 { pasted += paragraph + "\n" }
    var note = editor("Ghi chú:  ")
    for character in pasted {
      _ = note.handle(character == "\n" ? .enter : character == "\t" ? .tab : .character(character))
    }
    #expect(scalars(note.text) == scalars("Ghi chú:  " + pasted))
    let canvas = draw(&note, width: 80, height: 24)
    #expect(canvas.cursor! == (22, 0), "after the last line break")
  }

  @Test(arguments: [
    "Nhân danh\r\nAllah\t👍🏽 e\u{0323}\u{0302}", "\u{0302}bắt đầu", "xoá\u{7F}\u{08}a\u{13}b\u{85}c",
    "\u{0B}\u{0C}\u{2028}\u{9F}\u{01}d",
  ])
  func aPasteReadWholeLeavesWhatItsKeysOneByOneLeave(pasted: String) {
    for opening in ["", "đầu cuối"] {
      var byKeys = editor(opening)
      var whole = editor(opening)
      press(.wordLeft, on: &byKeys)
      press(.wordLeft, .text(pasted), on: &whole)
      for scalar in pasted.unicodeScalars {
        _ = byKeys.handle(Terminal.typedKey(Character(scalar)))
      }
      #expect(scalars(whole.text) == scalars(byKeys.text))
      #expect(whole.content.cursor == byKeys.content.cursor)
    }
  }

  @Test func aPasteInTheMiddleLandsWhereTheCursorWas() {
    var note = editor("đầu cuối")
    press(.wordLeft, on: &note)
    type("giữa\n", into: &note)
    #expect(note.text == "đầu giữa\ncuối")
  }
}

extension String {
  fileprivate func trimmingSuffix(_ character: Character) -> String {
    var result = self
    while result.last == character { result.removeLast() }
    return result
  }
}
