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
}
