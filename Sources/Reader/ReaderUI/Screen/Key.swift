import Interface

/// A key press (or mouse wheel turn, or resize) as the reader understands it.
public enum Key: Hashable, Sendable {
  /// A character typed (a letter, a digit, Space, or Ctrl with a letter).
  case character(Character)
  /// The arrows and the paging keys.
  case up, down, left, right, pageUp, pageDown, home, end
  /// Ctrl-Left and Ctrl-Right: a word back or forward, in text.
  case wordLeft, wordRight
  /// Alt-Backspace and Alt-d: delete the word before or after the cursor, in text.
  case deleteWordBackward, deleteWordForward
  /// Enter, Tab and Shift-Tab, Backspace, Delete and Esc.
  case enter, tab, backTab, backspace, delete, escape
  /// The mouse wheel turned up or down.
  case wheelUp, wheelDown
  /// The terminal changed size: nothing to do but draw again.
  case resize
  /// Text that arrived at once (a paste), read whole: the note editor inserts it in one edit;
  /// elsewhere each of its characters is a key, as if typed (`ReaderSession.handle`).
  case text(String)
  /// Text the terminal marked as pasted (bracketed paste), read whole to its end mark: the
  /// note editor inserts it, a prompt types it; elsewhere it never runs as keys.
  case paste(String)
  /// The terminal's marks around a paste (ESC [ 200 ~ and ESC [ 201 ~): `Terminal` reads
  /// what is between them as one `paste`, and no screen sees them.
  case pasteStart, pasteEnd

  /// A letter with Ctrl held, as the terminal sends it (Ctrl-F is U+0006).
  static func control(_ letter: Character) -> Key {
    .character(Character(Unicode.Scalar(letter.asciiValue! & 0x1F)))
  }

  /// The key's name in the help and the README: the character itself, `Ctrl-F`, or a word.
  var name: String {
    switch self {
    case .character(" "): return "Space"
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .home: return "Home"
    case .end: return "End"
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .escape: return "Esc"
    case .wheelUp, .wheelDown: return KeysText.wheel() + (self == .wheelUp ? " ↑" : " ↓")
    case .character(let character):
      guard let code = character.asciiValue, code < 0x20 else { return String(character) }
      return "Ctrl-" + String(UnicodeScalar(code + 0x40))
    // A switch, not a dictionary: the first `[Key: String]` made the runtime search every
    // conformance of the program for `Key: Hashable` before the first frame.
    case .wordLeft, .wordRight, .deleteWordBackward, .deleteWordForward, .backspace, .delete,
      .resize, .text, .paste, .pasteStart, .pasteEnd:
      return "\(self)"
    }
  }
}

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
  /// A character's key written as the character: `"j"`.
  public init(extendedGraphemeClusterLiteral character: Character) {
    self = .character(character)
  }
}
