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
  /// A line: a range of code point offsets, with its width in columns. A struct of plain
  /// integers, not a tuple holding a `Range<Int>`: the array of such tuples was made from its
  /// mangled name at the first frame, which checked `Int`'s conformances against every one in
  /// the program.
  struct Line {
    let start: Int
    let end: Int
    /// Its width in columns.
    let width: Int
    /// Its code point offsets.
    var range: Range<Int> { start..<end }
  }

  /// Each line as a range of code point offsets, with its width in columns.
  static func lines(of scalars: [Unicode.Scalar], width: Int) -> [Line]? {
    var widths = [Int8](repeating: 0, count: scalars.count)
    for (index, scalar) in scalars.enumerated() {
      guard let columns = columns(of: scalar) else { return nil }
      // A mark after a blank makes one character with it, which is no longer a blank.
      if columns == 0, index > 0, isBlank(scalars[index - 1]), !isBlank(scalar) { return nil }
      widths[index] = columns
    }
    var lines = [Line]()
    GreedyLines.wrap(
      scalars, in: scalars.indices, width: max(1, width), columns: { Int(widths[$0]) },
      isBlank: { isBlank(scalars[$0]) }
    ) { range, columns in
      lines.append(Line(start: range.lowerBound, end: range.upperBound, width: columns))
    }
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

  /// Columns by code point below U+2060, and from U+FB50 on; -1 where not covered.
  private static let lowTable: [Int8] = (0..<0x2060).map { table(UInt32($0)) }
  private static let highStart = 0xFB50
  private static let highTable: [Int8] = (0xFB50...0xFEFE).map { table(UInt32($0)) }

  static func table(_ value: UInt32) -> Int8 {
    switch value {
    case 0x20...0x7E: return 1
    case 0x09: return 0  // as `DisplayWidth` counts it
    // Signs that join the character after them into one (the end-of-ayah sign and the like).
    case 0x0600...0x0605, 0x06DD, 0x08E2: return -1
    case 0xA0...0x036F, 0x0606...0x08FF, 0x1E00...0x1EFF, 0x2010...0x2027, 0x2030...0x205E,
      0xFB50...0xFDFF, 0xFE70...0xFEFE:
      return isZeroWidth(value) ? 0 : 1
    case 0x200B, 0x200E, 0x200F, 0x061C: return 0
    default: return -1
    }
  }

  private static func isZeroWidth(_ value: UInt32) -> Bool {
    var first = 0
    while first < zeroWidthRanges.count {
      if zeroWidthRanges[first] <= value && value <= zeroWidthRanges[first + 1] { return true }
      first += 2
    }
    return false
  }

  /// The marks and format characters of the covered scripts, as `DisplayWidth` finds them
  /// (width 0; every other code point there is 1 column), each run as its first and last
  /// code point. Written out, not asked of each code point's general category: the tables
  /// were made at the first frame, 2,600 lookups, a twentieth of its time.
  /// `CodePointWrappingTests` holds them to `DisplayWidth`.
  private static let zeroWidthRanges: [UInt32] = [
    0x00AD, 0x00AD, 0x0300, 0x036F, 0x0610, 0x061A, 0x061C, 0x061C, 0x064B, 0x065F,
    0x0670, 0x0670, 0x06D6, 0x06DD, 0x06DF, 0x06E4, 0x06E7, 0x06E8, 0x06EA, 0x06ED,
    0x070F, 0x070F, 0x0711, 0x0711, 0x0730, 0x074A, 0x07A6, 0x07B0, 0x07EB, 0x07F3,
    0x07FD, 0x07FD, 0x0816, 0x0819, 0x081B, 0x0823, 0x0825, 0x0827, 0x0829, 0x082D,
    0x0859, 0x085B, 0x0890, 0x0891, 0x0897, 0x089F, 0x08CA, 0x08FF,
  ]
}
