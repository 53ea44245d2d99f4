/// Keys that reach the reader as Esc followed by more: what terminals send for Alt (Option on a
/// Mac) with a key, and the modified arrows of terminals whose key map ncurses did not read.
/// Alt-Backspace deletes the word before the cursor, Alt-d the word after it, Alt-b / Alt-f
/// (what macOS Option-←/→ send) and Alt- or Ctrl-←/→ move a word; any other key after Esc is
/// Esc, then that key.
enum EscapeKeys {
  /// The key that Esc followed at once by `next` makes, or nil when they are two keys.
  static func combined(with next: Key) -> Key? {
    switch next {
    case .backspace, .character("\u{7F}"), .character("\u{08}"): .deleteWordBackward
    case .character("b"), .left, .wordLeft: .wordLeft
    case .character("f"), .right, .wordRight: .wordRight
    case .character("d"), .delete: .deleteWordForward
    case .character, .up, .down, .pageUp, .pageDown, .home, .end, .deleteWordBackward,
      .deleteWordForward, .enter, .tab, .backTab, .escape, .wheelUp, .wheelDown, .resize, .text,
      .paste, .pasteStart, .pasteEnd:
      nil
    }
  }

  /// Whether `next` after Esc begins a control sequence (ESC [ or ESC O) to read to its end.
  static func beginsSequence(_ next: Key) -> Bool {
    next == .character("[") || next == .character("O")
  }

  /// The key a control sequence names: `body` is what follows ESC [ (or ESC O), up to and with
  /// its final byte, e.g. "1;3D" (Alt-←) or "1;5C" (Ctrl-→). nil for a sequence the reader has
  /// no use for: it is dropped rather than typed into a note.
  static func sequence(_ body: String) -> Key? {
    guard let final = body.last else { return nil }
    let parameters = body.dropLast().split(separator: ";", omittingEmptySubsequences: false)
    let modifier = parameters.count > 1 ? Int(parameters[1]) ?? 1 : 1
    // xterm's modifier is 1 + Shift(1) + Alt(2) + Ctrl(4) + Meta(8): Alt, Ctrl or Meta moves
    // by words.
    let byWord = (modifier - 1) & 0b1110 != 0
    switch final {
    case "D": return byWord ? .wordLeft : .left
    case "C": return byWord ? .wordRight : .right
    case "A": return .up
    case "B": return .down
    case "H": return .home
    case "F": return .end
    case "~":
      switch parameters.first.flatMap({ Int($0) }) {
      case 1, 7: return .home
      case 4, 8: return .end
      case 3: return byWord ? .deleteWordForward : .delete
      case 5: return .pageUp
      case 6: return .pageDown
      case 200: return .pasteStart
      case 201: return .pasteEnd
      default: return nil
      }
    default: return nil
    }
  }

  /// Whether a character ends a control sequence (its final byte); anything not ASCII ends it
  /// too, as no sequence holds it.
  static func isFinal(_ character: Character) -> Bool {
    guard let value = character.asciiValue else { return true }
    return (0x40...0x7E).contains(value)
  }
}
