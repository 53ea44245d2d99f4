/// How many terminal columns a character takes: 0 for combining marks and format characters,
/// 2 for East Asian wide characters and emoji, 1 otherwise.
///
/// A Vietnamese letter with two marks (`ệ` written as e + ̣ + ̂) is one character of width 1,
/// whether it arrives precomposed or combining.
public enum DisplayWidth {
  /// The columns one character takes.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.isASCII { return first.value < 0x20 || first.value == 0x7F ? 0 : 1 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    var width = 0
    for scalar in scalars {
      width = max(width, of(scalar))
    }
    return width
  }

  /// The columns a text takes: the sum of its characters'.
  public static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  static func of(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
      return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    let value = scalar.value
    var first = 0
    while first < wideRanges.count {
      if wideRanges[first] <= value && value <= wideRanges[first + 1] { return 2 }
      first += 2
    }
    return 1
  }

  /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth W and F, in broad
  /// ranges), each as its first and last code point. Plain numbers, not `ClosedRange`s: the
  /// generic type's metadata, made at the first frame, looked up `UInt32`'s conformance to
  /// `Comparable` among every conformance in the program.
  private static let wideRanges: [UInt32] = [
    0x1100, 0x115F, 0x231A, 0x231B, 0x2329, 0x232A, 0x2E80, 0x303E, 0x3041, 0x33FF,
    0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0xA000, 0xA4CF, 0xA960, 0xA97F, 0xAC00, 0xD7A3,
    0xF900, 0xFAFF, 0xFE10, 0xFE19, 0xFE30, 0xFE6F, 0xFF00, 0xFF60, 0xFFE0, 0xFFE6,
    0x1F300, 0x1F64F, 0x1F900, 0x1F9FF, 0x20000, 0x2FFFD, 0x30000, 0x3FFFD,
  ]
}

extension String {
  /// The text cut to at most `width` columns, with `…` where it was cut.
  public func truncated(toWidth width: Int) -> String {
    guard DisplayWidth.of(self) > width else { return self }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in self {
      let w = DisplayWidth.of(character)
      if used + w > width - 1 { break }
      result.append(character)
      used += w
    }
    return result + "…"
  }
}
