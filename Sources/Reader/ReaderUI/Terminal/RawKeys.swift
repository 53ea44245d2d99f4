/// The keys in bytes read straight from the terminal, as a paste leaves them waiting: ncurses
/// reads input a byte and a system call at a time, which made a megabyte take seconds. Text
/// and line breaks come out as one `Key.text` per run; any other byte as the key ncurses makes
/// of it (`Terminal.rawKey`); Esc and what follows it at once as `Terminal` reads it (`EscapeKeys`),
/// with the mouse wheel in both the X10 and the SGR form of the terminal's report.
enum RawKeys {
  /// An Esc sequence's body is given up on after this many characters, as `Terminal` does.
  static let longestSequence = 16

  /// The keys `bytes` make, and the bytes at their end that do not make a whole key yet (a
  /// character cut between two reads, an Esc sequence not finished): those are read again
  /// with what follows them.
  static func decode(_ bytes: ArraySlice<UInt8>) -> (keys: [Key], rest: ArraySlice<UInt8>) {
    var keys: [Key] = []
    var position = bytes.startIndex
    while position < bytes.endIndex {
      let end = textEnd(bytes, from: position)
      if end > position {
        keys.append(.text(String(decoding: bytes[position..<end], as: UTF8.self)))
        position = end
        continue
      }
      guard let (found, next) = key(in: bytes, at: position) else { break }
      keys += found
      position = next
    }
    return (keys, bytes[position...])
  }

  /// Whether a byte is part of text: printable ASCII, Tab, a line break, or a byte of a
  /// character beyond ASCII.
  static func isText(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte != 0x7F || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Where the run of text from `start` ends, short of a character the end of `bytes` cuts.
  private static func textEnd(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
    var end = start
    while end < bytes.endIndex, isText(bytes[end]) { end += 1 }
    guard end == bytes.endIndex, end > start else { return end }
    var lead = end - 1
    while lead > start, lead > end - 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
    return lead + sequenceLength(bytes[lead]) > end ? lead : end
  }

  /// How many bytes the UTF-8 character that `lead` begins takes.
  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...: 4
    case 0xE0...: 3
    case 0xC0...: 2
    default: 1
    }
  }

  /// The key or keys at `position` (not text) and where the next begins; nil when `bytes`
  /// end before the key does.
  private static func key(in bytes: ArraySlice<UInt8>, at position: Int) -> ([Key], Int)? {
    guard bytes[position] == 27 else {
      return single(in: bytes, at: position).map { ([$0.key], $0.next) }
    }
    guard let (next, after) = single(in: bytes, at: position + 1) else { return nil }
    if EscapeKeys.beginsSequence(next) { return sequence(in: bytes, from: after) }
    if let combined = EscapeKeys.combined(with: next) { return ([combined], after) }
    return ([.escape, next], after)
  }

  /// The key one byte or one character makes on its own, as `Terminal.rawKey` reads it.
  private static func single(in bytes: ArraySlice<UInt8>, at position: Int) -> (
    key: Key, next: Int
  )? {
    guard position < bytes.endIndex else { return nil }
    let byte = bytes[position]
    switch byte {
    case 9: return (.tab, position + 1)
    case 10, 13: return (.enter, position + 1)
    case 27: return (.escape, position + 1)
    case 8, 127: return (.backspace, position + 1)
    case ..<0x80: return (.character(Character(Unicode.Scalar(byte))), position + 1)
    default:
      let end = position + sequenceLength(byte)
      guard end <= bytes.endIndex else { return nil }
      var decoder = UTF8()
      var iterator = bytes[position..<end].makeIterator()
      guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
        return (.character("\u{FFFD}"), position + 1)
      }
      return (.character(Character(scalar)), end)
    }
  }

  /// The rest of a sequence after ESC [ or ESC O, from `start`: its key, none when the reader
  /// has no use for it (dropped, never typed), nil when `bytes` end before it does. A key
  /// that is not a character ends it, and is read next.
  private static func sequence(in bytes: ArraySlice<UInt8>, from start: Int) -> ([Key], Int)? {
    var body = ""
    var position = start
    while body.count < longestSequence {
      guard let (next, after) = single(in: bytes, at: position) else { return nil }
      guard case .character(let character) = next else { return ([], position) }
      body.append(character)
      position = after
      guard EscapeKeys.isFinal(character) else { continue }
      if body == "M" {
        // X10 mouse report: three bytes follow, the first the button plus 32.
        guard position + 3 <= bytes.endIndex else { return nil }
        return (wheel(button: Int(bytes[position]) - 32).map { [$0] } ?? [], position + 3)
      }
      if body.hasPrefix("<") {
        // SGR mouse report: ESC [ < button ; column ; row M (pressed) or m (released).
        let button = body.dropFirst().split(separator: ";").first.flatMap { Int($0) }
        let key = character == "M" ? button.flatMap(wheel(button:)) : nil
        return (key.map { [$0] } ?? [], position)
      }
      return (EscapeKeys.sequence(body).map { [$0] } ?? [], position)
    }
    return ([], position)
  }

  /// The wheel a mouse report's button number names (64 up, 65 down), or nil.
  private static func wheel(button: Int) -> Key? {
    button == 64 ? .wheelUp : button == 65 ? .wheelDown : nil
  }
}
