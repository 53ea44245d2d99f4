/// A one-line text field (the `:` and `/` prompts): typing appends, Backspace removes one
/// whole character, however many code points an input method sent for it.
struct LineInput: Equatable {
  enum Purpose: Equatable {
    case jump, search, noteSearch, importFile

    var prefix: String {
      switch self {
      case .jump: ":"
      case .search, .noteSearch: "/"
      case .importFile: "Import the iPhone app's dump (a file path): "
      }
    }

    var hint: String {
      switch self {
      case .jump: "  2:255 or 36 · Enter · Esc"
      case .search: "  Enter searches · Esc"
      case .noteSearch: "  Enter searches your notes (empty: all) · Esc"
      case .importFile: "  Enter imports · Esc"
      }
    }
  }

  let purpose: Purpose
  var text = ""

  /// Applies a key; returns false when the key is not for the field.
  mutating func handle(_ key: Key) -> Bool {
    switch key {
    case .character(let character) where !character.isNewline:
      // A combining mark typed on its own joins the character before it.
      text.unicodeScalars.append(contentsOf: character.unicodeScalars)
      return true
    case .backspace, .delete:
      if !text.isEmpty { text.removeLast() }
      return true
    default:
      return false
    }
  }
}
