/// `TextWrapping` done on code points rather than characters: the same lines (at blanks,
/// inside a word only when the word alone is too wide), several times faster, which matters
/// when a whole surah is laid out for the first frame.
///
/// In the scripts it covers (Latin with Vietnamese, Arabic, their punctuation) a character
/// is one spacing code point with zero-width marks after it, so adding the code points'
/// widths gives the characters' widths, and a line can only be cut before a spacing one.
/// For any other text (wide or astral characters, line breaks, joiners, a mark after a
/// blank) it answers nil and `TextWrapping` works by characters.
enum CodePointWrapping {
  /// Each line as a range of code point offsets, with its width in columns.
  static func lines(of scalars: [Unicode.Scalar], width: Int) -> [(range: Range<Int>, width: Int)]?
  {
    var widths = [Int8](repeating: 0, count: scalars.count)
    for (index, scalar) in scalars.enumerated() {
      guard let columns = columns(of: scalar) else { return nil }
      // A mark after a blank makes one character with it, which is no longer a blank.
      if columns == 0, index > 0, isBlank(scalars[index - 1]), !isBlank(scalar) { return nil }
      widths[index] = columns
    }
    let width = max(1, width)
    var lines = [(range: Range<Int>, width: Int)]()
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
      if lineEnd > lineStart || lineWidth > 0 { lines.append((lineStart..<lineEnd, lineWidth)) }
      // The word starts a new line, cut before a letter while it is wider than a line.
      lineStart = wordStart
      lineWidth = 0
      for cursor in wordStart..<wordEnd {
        let w = Int(widths[cursor])
        if lineWidth + w > width, cursor > lineStart {
          lines.append((lineStart..<cursor, lineWidth))
          lineStart = cursor
          lineWidth = 0
        }
        lineWidth += w
      }
      lineEnd = wordEnd
    }
    lines.append((lineStart..<lineEnd, lineWidth))
    return lines
  }

  /// A text's code points, in one array allocated once.
  static func scalars(of text: String) -> [Unicode.Scalar] {
    var scalars = [Unicode.Scalar]()
    scalars.reserveCapacity(text.utf8.count)
    scalars.append(contentsOf: text.unicodeScalars)
    return scalars
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t"
  }

  /// The columns of a code point in the scripts covered; nil for one outside them.
  private static func columns(of scalar: Unicode.Scalar) -> Int8? {
    let value = Int(scalar.value)
    let columns: Int8
    if value < lowTable.count {
      columns = lowTable[value]
    } else if value >= highStart, value - highStart < highTable.count {
      columns = highTable[value - highStart]
    } else {
      return nil
    }
    return columns < 0 ? nil : columns
  }

  /// Columns by code point below U+2060, and from U+FB50 on; -1 where not covered. Looking
  /// up a code point's general category is slow, so it is done once per code point here.
  private static let lowTable: [Int8] = (0..<0x2060).map { table(UInt32($0)) }
  private static let highStart = 0xFB50
  private static let highTable: [Int8] = (0xFB50...0xFEFE).map { table(UInt32($0)) }

  private static func table(_ value: UInt32) -> Int8 {
    switch value {
    case 0x20...0x7E: return 1
    case 0x09: return 0  // as `DisplayWidth` counts it
    // Signs that join the character after them into one (the end-of-ayah sign and the like).
    case 0x0600...0x0605, 0x06DD, 0x08E2: return -1
    case 0xA0...0x036F, 0x0606...0x08FF, 0x1E00...0x1EFF, 0x2010...0x2027, 0x2030...0x205E,
      0xFB50...0xFDFF, 0xFE70...0xFEFE:
      return Int8(DisplayWidth.of(Unicode.Scalar(value)!))
    case 0x200B, 0x200E, 0x200F, 0x061C: return 0
    default: return -1
    }
  }
}
