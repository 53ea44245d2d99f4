/// Breaks text into lines that fit a width in terminal columns, at spaces where it can and
/// inside a word only when the word alone is wider than the line. Widths are counted per
/// character (grapheme), so combining marks and wide characters land where the terminal
/// puts them. Line breaks in the text are kept; spaces where a line is broken are dropped.
/// Text in the scripts `CodePointWrapping` covers takes its faster way to the same lines.
///
///     TextWrapping.wrap("Nhân danh Allah, Đấng Độ Lượng", width: 12)
///     // ["Nhân danh", "Allah, Đấng", "Độ Lượng"]
public enum TextWrapping {
  /// One line of wrapped text: the part of the original it shows.
  public struct Line: Equatable, Sendable {
    /// Where the line is in the text (its trailing space left out).
    public let range: Range<String.Index>
    /// Its width in terminal columns.
    public let width: Int
  }

  /// `text` wrapped into lines of at most `width` columns, as strings.
  public static func wrap(_ text: String, width: Int) -> [String] {
    lines(of: text, width: width).map { String(text[$0.range]) }
  }

  /// `text` wrapped into lines of at most `width` columns, at spaces where it can.
  public static func lines(of text: String, width: Int) -> [Line] {
    let scalars = CodePointWrapping.scalars(of: text)
    if let lines = CodePointWrapping.lines(of: scalars, width: width) {
      // Offsets to indices in one walk along the text: the lines come in order.
      let view = text.unicodeScalars
      var index = view.startIndex
      var offset = 0
      return lines.map { line in
        let start = view.index(index, offsetBy: line.range.lowerBound - offset)
        let end = view.index(start, offsetBy: line.range.count)
        (index, offset) = (end, line.range.upperBound)
        return Line(range: start..<end, width: line.width)
      }
    }
    return linesByCharacter(of: text, width: width)
  }

  /// The lines worked out character by character, for any text.
  static func linesByCharacter(of text: String, width: Int) -> [Line] {
    var lines = [Line]()
    func wrap(_ paragraph: Range<String.Index>) {
      GreedyLines.wrap(
        text, in: paragraph, width: max(1, width), columns: { DisplayWidth.of(text[$0]) },
        isBlank: { text[$0] == " " || text[$0] == "\t" }
      ) { lines.append(Line(range: $0, width: $1)) }
    }
    var paragraphStart = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      if text[index].isNewline {
        wrap(paragraphStart..<index)
        paragraphStart = text.index(after: index)
      }
      index = text.index(after: index)
    }
    wrap(paragraphStart..<text.endIndex)
    return lines
  }
}
