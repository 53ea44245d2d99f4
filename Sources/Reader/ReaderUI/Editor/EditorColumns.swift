/// How many columns a character takes in the note editor: what the terminal gives it
/// (`DisplayWidth`), except a tab, which reaches the next tab stop.
enum EditorColumns {
  static let tabStop = 4

  /// The columns `character` takes when it starts at `column` of a row.
  static func width(of character: Character, at column: Int) -> Int {
    character == "\t" ? tabStop - column % tabStop : DisplayWidth.of(character)
  }

  /// What a character looks like on screen at `column`: tabs as spaces, and nothing for
  /// control characters, which would otherwise reach the terminal as commands.
  static func shown(_ character: Character, at column: Int) -> String {
    if character == "\t" { return String(repeating: " ", count: width(of: character, at: column)) }
    if character.isNewline || ControlKey.isControl(character) { return "" }
    return String(character)
  }
}
