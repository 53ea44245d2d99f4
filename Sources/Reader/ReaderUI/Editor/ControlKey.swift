/// The control characters the note editor acts on. The terminal hands them over inside
/// `Key.character`, as the byte the keyboard sent.
enum ControlKey {
  /// Ctrl-S: keep the note.
  static let save: Character = "\u{13}"
  /// Ctrl-A: to the start of the row, as Home.
  static let rowStart: Character = "\u{01}"
  /// Ctrl-E: to the end of the row, as End.
  static let rowEnd: Character = "\u{05}"
  /// Ctrl-W: delete the word before the cursor.
  static let deleteWord: Character = "\u{17}"
  /// Ctrl-U: delete back to the start of the line.
  static let deleteToLineStart: Character = "\u{15}"
  /// DEL and Ctrl-H: what Backspace sends on terminals whose key map was not read.
  static let backspaces: Set<Character> = ["\u{7F}", "\u{08}"]

  /// Whether a character is a control character rather than text to insert.
  static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.first?.properties.generalCategory == .control
  }
}
