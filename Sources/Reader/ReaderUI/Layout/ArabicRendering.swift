import CFriBidi
import Interface

/// How Arabic reaches the terminal: shaped and reordered here, or left to the terminal.
public enum ArabicDisplay: String, Sendable, CaseIterable, Codable {
  /// Each letter in its joining form (presentation forms, lam-alef ligatures) and each
  /// display line in visual order: for the many terminals without bidi or shaping.
  case shaped
  /// The text in logical order, for terminals that do bidi and shaping themselves (mlterm,
  /// VTE with its bidi on); shaping it here would reverse it twice.
  case terminal

  /// Reads a name given on the command line or in `QURAN_VI_ARABIC_DISPLAY`, with a sentence
  /// saying what is accepted when it is not one of them.
  public static func parse(_ text: String, from origin: String) throws(ArabicDisplayError)
    -> ArabicDisplay
  {
    guard let display = ArabicDisplay(rawValue: text.lowercased()) else {
      throw ArabicDisplayError(ReaderText.arabicUnknownDisplay(origin, text))
    }
    return display
  }
}

/// An Arabic display refused or not saved, in a sentence.
public struct ArabicDisplayError: Error, CustomStringConvertible {
  /// The sentence, in the interface's language.
  public let description: String
  init(_ description: String) { self.description = description }
}

/// Turns one display line from logical order into what the terminal is sent.
///
/// In `shaped` display the line goes through the Unicode Bidirectional Algorithm (FriBidi):
/// Arabic runs are shaped into presentation forms and put right to left, while marks stay
/// after their base letter, and Arabic-Indic digits and left-to-right runs keep their order.
/// The text stored, searched and synced never passes through here: this is display only.
///
///     let shaped = ArabicRendering(display: .shaped)
///     shaped.line("الفاتحة")   // "ﺔﺤﺗﺎﻔﻟﺍ": joined forms, first letter rightmost
public struct ArabicRendering: Sendable, Equatable {
  /// Shaped here, or left to the terminal.
  public var display: ArabicDisplay
  /// Draws the Uthmani letters and marks that common monospace fonts lack (DejaVu Sans Mono
  /// has none of them) in their plain forms: alef wasla as alef, the small high head of khah
  /// as sukun, the open tanweens (U+08F0–U+08F2, and U+0656/U+0657/U+065E as the Rwwad text
  /// writes them) as tanweens, the small high madda as madda, the rub el hizb and sajdah
  /// signs as `*`; the other small signs of recitation (superscript alef, pause marks, small
  /// waw and yeh, …) are left out. Display only: nothing stored, searched, exported or synced
  /// passes through here.
  public var plainMarks: Bool

  /// A rendering for `display`, with or without the plain marks.
  public init(display: ArabicDisplay, plainMarks: Bool = false) {
    self.display = display
    self.plainMarks = plainMarks
  }

  /// Which way a line's paragraph runs: an ayah's lines are right to left; a line that mixes
  /// Vietnamese with an Arabic name takes the direction of its first strong letter.
  public enum Direction: Sendable {
    /// Always right to left, or the direction of the first strong letter.
    case rightToLeft, firstStrongLetter
  }

  /// The line as the terminal should receive it.
  public func line(_ text: some StringProtocol, direction: Direction = .firstStrongLetter)
    -> String
  {
    guard text.unicodeScalars.contains(where: Self.isRightToLeft) else { return String(text) }
    return rendered(Array(text.unicodeScalars)[...], direction: direction)
  }

  /// Scalars of one display line, plain marks applied, shaped when the display says so.
  func rendered(_ scalars: ArraySlice<Unicode.Scalar>, direction: Direction) -> String {
    let drawn = plainMarks ? scalars.compactMap(Self.plain) : Array(scalars)
    guard display == .shaped else {
      // One scalar at a time: the generic `append(contentsOf:)` looked the array's
      // `Sequence` conformance up at run time, a search of the whole program.
      var text = String.UnicodeScalarView()
      for scalar in drawn { text.append(scalar) }
      return String(text)
    }
    let characters = drawn.map { FriBidiChar($0.value) }
    return ShapedLine.visual(characters, rightToLeft: direction == .rightToLeft)
  }

  /// The plain form a scalar is drawn in under plain marks; nil leaves it out.
  static func plain(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x08F0, 0x0657: "\u{064B}"
    case 0x08F1, 0x065E: "\u{064C}"
    case 0x08F2, 0x0656: "\u{064D}"
    case 0x0671: "\u{0627}"
    case 0x06E1: "\u{0652}"
    case 0x06E4: "\u{0653}"
    case 0x06DE, 0x06E9: "*"
    case 0x065C, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E0, 0x06E2...0x06E3, 0x06E5...0x06E8,
      0x06EA...0x06ED:
      nil
    default: scalar
    }
  }

  /// The marks that steer the bidi algorithm (the Hasan text ends each ayah with U+200F):
  /// spent once the line is in visual order, and nothing a terminal should draw.
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms.
  static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      true
    default: false
    }
  }

}

extension ArabicRendering {
  /// An Arabic text (an ayah) as display lines of at most `width` columns: wrapped in logical
  /// order, so its first words are on the first line, then each line rendered right to left.
  /// Wrapping counts the logical text's columns, which a ligature only makes fewer.
  public func lines(of text: String, width: Int) -> [String] {
    let scalars = CodePointWrapping.scalars(of: text)
    guard let lines = CodePointWrapping.lines(of: scalars, width: width) else {
      return TextWrapping.lines(of: text, width: width).map {
        line(text[$0.range], direction: .rightToLeft)
      }
    }
    return lines.map { rendered(scalars[$0.range], direction: .rightToLeft) }
  }
}

extension ArabicRendering {
  /// A surah's Arabic name for a column of `width`: cut to fit, rendered, aligned right. The
  /// surah list, the search results, the favorites and the notes all draw names this way.
  func name(_ name: String, width: Int) -> String {
    line(name.truncated(toWidth: width), direction: .rightToLeft).leftPadded(to: width)
  }
}

extension ArabicRendering {
  /// An ayah for a terminal of `width` columns outside the reader (`quran read --arabic`):
  /// shaped, it is wrapped, rendered and aligned right line by line; left to the terminal, it
  /// stays one logical line for the terminal to lay out.
  public func block(_ text: String, width: Int) -> [String] {
    guard display == .shaped else { return [line(text, direction: .rightToLeft)] }
    return lines(of: text, width: width).map { $0.leftPadded(to: width) }
  }
}
