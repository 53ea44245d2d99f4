import CNcursesw
import Foundation

/// Reading keys: ncurses's codes as the reader's keys, an Esc that a key follows at once (Alt
/// with the key) as one key, and the keys a paste left waiting read without waiting.
extension Terminal {
  /// The next key, nil when none came within a quarter of a second (the loop then looks at
  /// signals and idle work).
  func nextKey() -> Key? { key(waitingMilliseconds: 250) }

  /// A key that is there already (a paste is taken whole before one drawing). With fewer bytes
  /// waiting than a character may take it waits a few milliseconds: with no wait at all,
  /// ncurses drops a character whose UTF-8 bytes came in two writes, the second not read yet.
  /// Many bytes waiting (a paste) are read at once, past ncurses, which reads a byte per
  /// system call: their text comes as one `Key.text`.
  func waitingKey() -> Key? {
    let waiting = readManyWaiting()
    return key(waitingMilliseconds: waiting.map { $0 >= 4 ? 0 : 10 } ?? 10)
  }

  /// Reads the bytes waiting at once when they are many (`pasteBytes`); returns how many were
  /// waiting, nil when that cannot be known.
  private func readManyWaiting() -> Int32? {
    var waiting: Int32 = 0
    guard ioctl(STDIN_FILENO, UInt(FIONREAD), &waiting) == 0 else { return nil }
    if waiting >= Self.pasteBytes, readAhead.isEmpty, givenBackToCurses == 0 {
      readWaiting(Int(waiting))
    }
    return waiting
  }

  /// At most this much of a paste is kept; the rest is read and dropped (a note holds far
  /// less, `NoteSize`).
  static let pasteLimit = 4 << 20

  /// The text of a bracketed paste, read to its end mark: its line breaks as `\n`, any key
  /// not text dropped. A paste whose end mark never comes ends after a second of silence,
  /// still as a paste: pasted text never runs as keys.
  private func pasted() -> Key {
    var text = ""
    var silent = 0
    while silent < 20 {
      _ = readManyWaiting()
      guard let key = oneKey(waitingMilliseconds: 50) else {
        silent += 1
        continue
      }
      silent = 0
      let piece: String
      switch key {
      case .pasteEnd: return .paste(Self.lineBreaksAsNewlines(text))
      case .text(let run): piece = run
      case .character(let character): piece = String(character)
      case .enter: piece = "\n"
      case .tab: piece = "\t"
      case .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .wordLeft, .wordRight,
        .deleteWordBackward, .deleteWordForward, .backTab, .backspace, .delete, .escape, .wheelUp,
        .wheelDown, .resize, .paste, .pasteStart:
        piece = ""
      }
      if text.utf8.count + piece.utf8.count <= Self.pasteLimit { text += piece }
    }
    return .paste(Self.lineBreaksAsNewlines(text))
  }

  /// `text` with CR LF and CR (what terminals send for a pasted line break) as LF.
  static func lineBreaksAsNewlines(_ text: String) -> String {
    String(text.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
  }

  /// From this many bytes waiting, input is read at once rather than through ncurses.
  static let pasteBytes: Int32 = 64
  /// At most this much is read at once: the loop looks at signals between two reads.
  static let pasteChunk = 65536

  /// Reads `count` bytes waiting (at most a chunk) into keys to give out next; a character or
  /// Esc sequence cut at the end goes back to ncurses, which waits for the rest of it.
  private func readWaiting(_ count: Int) {
    var bytes = [UInt8](repeating: 0, count: min(count, Self.pasteChunk))
    let read = bytes.withUnsafeMutableBytes {
      Foundation.read(STDIN_FILENO, $0.baseAddress, $0.count)
    }
    guard read > 0 else { return }
    let (keys, rest) = RawKeys.decode(bytes[..<read])
    readAhead += keys
    for byte in rest.reversed() { ungetch(Int32(byte)) }
    givenBackToCurses = rest.count
  }

  private func key(waitingMilliseconds wait: Int32) -> Key? {
    let key = oneKey(waitingMilliseconds: wait)
    return key == .pasteStart ? pasted() : key
  }

  private func oneKey(waitingMilliseconds wait: Int32) -> Key? {
    if !readAhead.isEmpty { return readAhead.removeFirst() }
    guard let key = rawKey(waitingMilliseconds: wait) else { return nil }
    guard key == .escape else { return key }
    // A terminal sends Alt with a key as Esc and the key in one write, and ncurses waited
    // ESCDELAY for more after the Esc: a key that belongs to it is here already.
    guard let next = rawKey(waitingMilliseconds: 0) else { return .escape }
    if EscapeKeys.beginsSequence(next) { return sequence() }
    if let combined = EscapeKeys.combined(with: next) { return combined }
    readAhead.append(next)
    return .escape
  }

  /// The rest of a control sequence ncurses did not know (after ESC [ or ESC O): the key it
  /// names, or nil when the reader has no use for it (it is then dropped, never typed).
  private func sequence() -> Key? {
    var body = ""
    while body.count < 16, let next = rawKey(waitingMilliseconds: 0) {
      guard case .character(let character) = next else {
        readAhead.append(next)
        return nil
      }
      body.append(character)
      if EscapeKeys.isFinal(character) { return EscapeKeys.sequence(body) }
    }
    return nil
  }

  private func rawKey(waitingMilliseconds wait: Int32) -> Key? {
    wtimeout(cn_stdscr(), wait)
    var character: wint_t = 0
    let result = wget_wch(cn_stdscr(), &character)
    // Each key takes at least one byte given back; nothing at all means none is left.
    givenBackToCurses = result == ERR ? 0 : max(0, givenBackToCurses - 1)
    if result == cn_key_code_yes() { return functionKey(Int32(character)) }
    guard result == OK else { return nil }
    switch character {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    default:
      guard let scalar = Unicode.Scalar(UInt32(character)) else { return nil }
      return .character(Character(scalar))
    }
  }

  /// A key of the terminal's key map beyond ncurses's own, by its terminfo name: Alt- and
  /// Ctrl-←/→ ("kLFT3", "kRIT5"; 3 is Alt, 5 Ctrl, 7 both) and -Delete ("kDC5") are word keys.
  static func wordKey(named name: String) -> Key? {
    for (prefix, key) in [
      ("kLFT", Key.wordLeft), ("kRIT", .wordRight), ("kDC", .deleteWordForward),
    ]
    where name.hasPrefix(prefix) {
      guard let modifier = Int(name.dropFirst(prefix.count)) else { return nil }
      return (modifier - 1) & 0b1110 != 0 ? key : nil
    }
    return nil
  }

  private func functionKey(_ code: Int32) -> Key? {
    switch code {
    case KEY_UP: .up
    case KEY_DOWN: .down
    case KEY_LEFT: .left
    case KEY_RIGHT: .right
    case KEY_NPAGE: .pageDown
    case KEY_PPAGE: .pageUp
    case KEY_HOME: .home
    case KEY_END: .end
    case KEY_ENTER: .enter
    case KEY_BACKSPACE: .backspace
    case KEY_DC: .delete
    case KEY_BTAB: .backTab
    case KEY_MOUSE: mouseKey()
    case KEY_RESIZE: .resize
    default: keyname(code).flatMap { Self.wordKey(named: String(cString: $0)) }
    }
  }

  private func mouseKey() -> Key? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    if event.bstate & cn_wheel_up() != 0 { return .wheelUp }
    if cn_wheel_down() != 0 && event.bstate & cn_wheel_down() != 0 { return .wheelDown }
    return nil
  }

  /// Gives back the bytes typed while the terminal was asked its background: through ncurses
  /// when they are few (it decodes the arrows' sequences), else as text, which its buffer of
  /// about a hundred keys would cut (a paste in the first second).
  func giveBack(_ typed: [UInt8]) {
    guard typed.count > 64 else {
      for byte in typed.reversed() { ungetch(Int32(byte)) }
      givenBackToCurses = typed.count
      return
    }
    readAhead += String(decoding: typed, as: UTF8.self).map(Self.typedKey)
  }

  /// The key a character typed stands for.
  static func typedKey(_ character: Character) -> Key {
    switch character {
    case "\r", "\n", "\r\n": .enter
    case "\t": .tab
    case "\u{7F}", "\u{08}": .backspace
    case "\u{1B}": .escape
    default: .character(character)
    }
  }
}
