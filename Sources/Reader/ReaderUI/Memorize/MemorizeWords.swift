/// An ayah's Arabic as the memorize screen hides it: its words (split at spaces), each with
/// the pause and stop marks that follow it (U+06D6–U+06DC), which stay visible when the word
/// is hidden; a token of marks alone (۞, ۩) is no word and always shows.
public struct MemorizeWords: Sendable, Equatable {
  /// One space-separated token of the ayah.
  struct Token: Sendable, Equatable {
    /// The word without its pause marks; "" for a token of marks alone.
    let body: String
    /// The pause or stop marks after the word, or the whole token when it is no word.
    let marks: String
    /// The word's index among the ayah's words; nil for a token of marks alone.
    let word: Int?
  }

  let tokens: [Token]
  /// How many words the ayah has.
  public let count: Int

  /// The words without their pause marks, in order.
  var bodies: [String] { tokens.filter { $0.word != nil }.map(\.body) }

  /// The word at `index` (from 0) without its pause marks, or nil past the last.
  public func word(_ index: Int) -> String? {
    tokens.first { $0.word == index }?.body
  }

  /// The placeholder a hidden word is drawn with, one a column.
  public static let placeholder: Character = "·"

  /// The words of `arabic`, an ayah's published text.
  public init(_ arabic: String) {
    var tokens: [Token] = []
    var count = 0
    for piece in arabic.split(separator: " ", omittingEmptySubsequences: true) {
      let scalars = Array(piece.unicodeScalars)
      guard scalars.contains(where: Self.isLetter) else {
        tokens.append(Token(body: "", marks: String(piece), word: nil))
        continue
      }
      var end = scalars.count
      while end > 0, Self.isPauseMark(scalars[end - 1]) { end -= 1 }
      var body = String.UnicodeScalarView()
      body.append(contentsOf: scalars[..<end])
      var marks = String.UnicodeScalarView()
      marks.append(contentsOf: scalars[end...])
      tokens.append(Token(body: String(body), marks: String(marks), word: count))
      count += 1
    }
    self.tokens = tokens
    self.count = count
  }

  /// A letter (not a mark, a digit or a sign).
  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .otherLetter
  }

  /// The pause and stop marks of the mushaf (small high ligatures and letters).
  static func isPauseMark(_ scalar: Unicode.Scalar) -> Bool {
    (0x06D6...0x06DC).contains(scalar.value)
  }

  /// The ayah in logical order with the words `hidden` says drawn as placeholders as wide
  /// as `rendering` draws the word, or (with `firstLetters`) the word's first letter then
  /// placeholders; pause marks and tokens of marks stay.
  public func text(
    hiding hidden: (Int) -> Bool, firstLetters: Bool, rendering: ArabicRendering
  ) -> String {
    tokens.map { token in
      guard let word = token.word, hidden(word) else { return token.body + token.marks }
      let width = max(1, DisplayWidth.of(rendering.line(token.body, direction: .rightToLeft)))
      let first = firstLetters ? Self.firstLetter(of: token.body) : ""
      let rest = max(1, width - (first.isEmpty ? 0 : 1))
      return first + String(repeating: Self.placeholder, count: rest) + token.marks
    }.joined(separator: " ")
  }

  /// The ayah as pieces to lay out: each token in logical order, as `hidden`
  /// says (a placeholder, or the first letter then placeholders, with its pause marks), its
  /// word's index, and the columns it takes — the widest of its forms as `rendering` draws
  /// them, so lines wrapped by these widths keep every word where it was as words are
  /// revealed, in every display (plain marks draw fewer columns than the text has).
  ///
  /// Plain marks leave the pause marks out (the fonts that need them lack them): there each
  /// word's pause marks follow it as a piece of their own in a spacing form
  /// (`spacingPauseMarks`: ج, صلى, ∴ …), the same whether the word is hidden or shown, so a
  /// person memorizing sees where to pause.
  public func pieces(
    hiding hidden: (Int) -> Bool, firstLetters: Bool, rendering: ArabicRendering
  ) -> [(text: String, word: Int?, width: Int)] {
    tokens.flatMap { token -> [(text: String, word: Int?, width: Int)] in
      let pause =
        rendering.plainMarks && token.word != nil ? Self.spacingPauseMarks(token.marks) : ""
      guard !pause.isEmpty else {
        return [piece(token, hiding: hidden, firstLetters: firstLetters, rendering: rendering)]
      }
      let word = Token(body: token.body, marks: "", word: token.word)
      let sign = rendering.line(pause, direction: .rightToLeft)
      return [
        piece(word, hiding: hidden, firstLetters: firstLetters, rendering: rendering),
        (pause, nil, DisplayWidth.of(sign)),
      ]
    }
  }

  /// The pause marks among `marks` as letters and signs that take a column of their own
  /// (the letters the small marks are drawn from), one after another with spaces; "" when
  /// `marks` has none.
  static func spacingPauseMarks(_ marks: String) -> String {
    marks.unicodeScalars.compactMap { scalar -> String? in
      switch scalar.value {
      case 0x06D6: "صلى"
      case 0x06D7: "قلى"
      case 0x06D8: "م"
      case 0x06D9: "لا"
      case 0x06DA: "ج"
      case 0x06DB: "∴"
      case 0x06DC: "س"
      default: nil
      }
    }.joined(separator: " ")
  }

  /// One token as a piece: as `hidden` says, its word's index, its widest form's columns.
  private func piece(
    _ token: Token, hiding hidden: (Int) -> Bool, firstLetters: Bool, rendering: ArabicRendering
  ) -> (text: String, word: Int?, width: Int) {
    let shown = token.body + token.marks
    let shownWidth = DisplayWidth.of(rendering.line(shown, direction: .rightToLeft))
    guard let word = token.word else { return (shown, nil, shownWidth) }
    let bodyWidth = max(1, DisplayWidth.of(rendering.line(token.body, direction: .rightToLeft)))
    let first = firstLetters ? Self.firstLetter(of: token.body) : ""
    let placeholder =
      first
      + String(repeating: Self.placeholder, count: max(1, bodyWidth - (first.isEmpty ? 0 : 1)))
      + token.marks
    let hiddenWidth = DisplayWidth.of(rendering.line(placeholder, direction: .rightToLeft))
    return (hidden(word) ? placeholder : shown, word, max(shownWidth, hiddenWidth))
  }

  /// The first letter of a word, with no mark on it.
  static func firstLetter(of word: String) -> String {
    guard let letter = word.unicodeScalars.first(where: isLetter) else {
      return ""
    }
    return String(Character(letter))
  }
}
