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
    var builder = Builder(text: text, width: max(1, width))
    var paragraphStart = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      if text[index].isNewline {
        builder.wrapParagraph(paragraphStart..<index)
        paragraphStart = text.index(after: index)
      }
      index = text.index(after: index)
    }
    builder.wrapParagraph(paragraphStart..<text.endIndex)
    return builder.lines
  }

  private struct Builder {
    let text: String
    let width: Int
    var lines = [Line]()

    init(text: String, width: Int) {
      self.text = text
      self.width = width
    }

    mutating func wrapParagraph(_ paragraph: Range<String.Index>) {
      var lineStart = paragraph.lowerBound
      var lineEnd = paragraph.lowerBound
      var lineWidth = 0
      var index = paragraph.lowerBound
      while index < paragraph.upperBound {
        // A word and the blanks before it.
        var blankWidth = 0
        var wordStart = index
        while wordStart < paragraph.upperBound, isBlank(text[wordStart]) {
          blankWidth += DisplayWidth.of(text[wordStart])
          wordStart = text.index(after: wordStart)
        }
        var wordEnd = wordStart
        var wordWidth = 0
        while wordEnd < paragraph.upperBound, !isBlank(text[wordEnd]) {
          wordWidth += DisplayWidth.of(text[wordEnd])
          wordEnd = text.index(after: wordEnd)
        }
        index = wordEnd
        if lineWidth + blankWidth + wordWidth <= width {
          lineEnd = wordEnd
          lineWidth += blankWidth + wordWidth
          continue
        }
        if lineEnd > lineStart || lineWidth > 0 {
          lines.append(Line(range: lineStart..<lineEnd, width: lineWidth))
        }
        // The word starts a new line, cut in pieces while it is wider than a line.
        lineStart = wordStart
        lineWidth = 0
        var cursor = wordStart
        while cursor < wordEnd {
          let w = DisplayWidth.of(text[cursor])
          if lineWidth + w > width, cursor > lineStart {
            lines.append(Line(range: lineStart..<cursor, width: lineWidth))
            lineStart = cursor
            lineWidth = 0
          }
          lineWidth += w
          cursor = text.index(after: cursor)
        }
        lineEnd = wordEnd
      }
      lines.append(Line(range: lineStart..<lineEnd, width: lineWidth))
    }

    private func isBlank(_ character: Character) -> Bool {
      character == " " || character == "\t"
    }
  }
}
