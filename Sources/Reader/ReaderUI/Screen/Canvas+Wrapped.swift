extension Canvas {
  /// Writes `text` wrapped at `width` columns (at spaces; inside a word only when the word
  /// alone is wider), its last line on `bottomRow` and the others on the rows above it, each
  /// row filled with `style`; at most the rows from 1 down (row 0 is the title). Returns the first row used.
  @discardableResult
  mutating func sayWrapped(
    _ text: String, bottomRow: Int, width: Int, style: CellStyle
  ) -> Int {
    let lines = TextWrapping.wrap(text, width: max(1, width)).prefix(max(1, bottomRow))
    let top = bottomRow - lines.count + 1
    for (offset, line) in lines.enumerated() {
      fill(row: top + offset, columns: 0..<width, style: style)
      put(line, row: top + offset, column: 0, style: style, limit: width)
    }
    return top
  }
}
