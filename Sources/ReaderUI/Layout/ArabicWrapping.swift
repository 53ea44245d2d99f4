/// `TextWrapping` for Arabic, done on code points rather than characters: the same lines
/// (at blanks, inside a word only when the word alone is too wide), several times faster,
/// which matters when a whole surah's Arabic is laid out for the first frame.
///
/// In Arabic script every character is one spacing letter with zero-width marks after it, so
/// adding the code points' widths gives the characters' widths, and a line can only be cut
/// before a letter. For any other text (wide or astral characters, line breaks, joiners) it
/// answers nil and `TextWrapping` does the work.
enum ArabicWrapping {
  static func lines(of scalars: [Unicode.Scalar], width: Int) -> [Range<Int>]? {
    var widths = [Int8](repeating: 0, count: scalars.count)
    for (index, scalar) in scalars.enumerated() {
      guard let columns = columns(of: scalar) else { return nil }
      widths[index] = columns
    }
    let width = max(1, width)
    var lines = [Range<Int>]()
    var lineStart = 0
    var lineEnd = 0
    var lineWidth = 0
    var index = 0
    while index < scalars.count {
      // A word and the blanks before it.
      var blankWidth = 0
      var wordStart = index
      while wordStart < scalars.count, isBlank(scalars[wordStart]) {
        blankWidth += Int(widths[wordStart])
        wordStart += 1
      }
      var wordEnd = wordStart
      var wordWidth = 0
      while wordEnd < scalars.count, !isBlank(scalars[wordEnd]) {
        wordWidth += Int(widths[wordEnd])
        wordEnd += 1
      }
      index = wordEnd
      if lineWidth + blankWidth + wordWidth <= width {
        lineEnd = wordEnd
        lineWidth += blankWidth + wordWidth
        continue
      }
      if lineEnd > lineStart || lineWidth > 0 { lines.append(lineStart..<lineEnd) }
      // The word starts a new line, cut before a letter while it is wider than a line.
      lineStart = wordStart
      lineWidth = 0
      for cursor in wordStart..<wordEnd {
        let w = Int(widths[cursor])
        if lineWidth + w > width, cursor > lineStart {
          lines.append(lineStart..<cursor)
          lineStart = cursor
          lineWidth = 0
        }
        lineWidth += w
      }
      lineEnd = wordEnd
    }
    lines.append(lineStart..<lineEnd)
    return lines
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t"
  }

  /// The columns of a code point in Arabic text; nil for one this shortcut does not cover.
  private static func columns(of scalar: Unicode.Scalar) -> Int8? {
    switch scalar.value {
    case 0x20...0x7E: return 1
    case 0x09: return 0  // as `DisplayWidth` counts it
    // Signs that join the character after them into one (the end-of-ayah sign and the like).
    case 0x0600...0x0605, 0x06DD, 0x08E2: return nil
    case 0xA0...0x02FF, 0x0606...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFE:
      return Int8(DisplayWidth.of(scalar))
    case 0x0300...0x036F: return 0
    case 0x200E, 0x200F, 0x061C: return 0
    default: return nil
    }
  }
}
