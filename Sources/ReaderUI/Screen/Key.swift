/// A key press (or mouse wheel turn, or resize) as the reader understands it.
public enum Key: Equatable, Sendable {
  case character(Character)
  case up, down, left, right, pageUp, pageDown, home, end
  /// Ctrl-Left and Ctrl-Right: a word back or forward, in text.
  case wordLeft, wordRight
  case enter, tab, backTab, backspace, delete, escape
  case wheelUp, wheelDown
  /// The terminal changed size: nothing to do but draw again.
  case resize

  /// A letter with Ctrl held, as the terminal sends it (Ctrl-F is U+0006).
  static func control(_ letter: Character) -> Key {
    .character(Character(Unicode.Scalar(letter.asciiValue! & 0x1F)))
  }

  /// The key's name in the help and the README: the character itself, or its name.
  var name: String {
    switch self {
    case .character(" "): "Space"
    case .character(let c) where c.asciiValue.map { $0 < 0x20 } ?? false:
      "Ctrl-" + String(Character(Unicode.Scalar(c.asciiValue! + 0x40)))
    case .character(let c): String(c)
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .wordLeft: "Ctrl-←"
    case .wordRight: "Ctrl-→"
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .escape: "Esc"
    case .wheelUp: "wheel ↑"
    case .wheelDown: "wheel ↓"
    case .resize: "resize"
    }
  }
}

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
  /// A character's key written as the character: `"j"`.
  public init(extendedGraphemeClusterLiteral character: Character) {
    self = .character(character)
  }
}
