/// What a cell of the screen means; the renderer turns it into colors or, without colors,
/// into bold, reverse and underline.
public enum CellStyle: Int, Sendable, CaseIterable {
  /// The text; a title; dim text; the selection (and with the focus); an ayah reference; a footnote marker; a search match; the Arabic; a progress bar; the status line; an error; a frame.
  case normal, title, dim, selected, focusedSelected, reference, marker, match, arabic,
    progress, status, error, border
}

/// One column of the screen: the character drawn there (empty when the column is the second
/// half of a wide character) and its style.
public struct Cell: Equatable, Sendable {
  /// The character drawn in the column, or "" for the second half of a wide one.
  public var text: String
  /// What the character means, which the renderer colors.
  public var style: CellStyle

  static let blank = Cell(text: " ", style: .normal)
}

/// A grid of cells that screens draw into. Tests read it as text; the terminal renders it.
public struct Canvas: Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The rows of cells, `height` of `width` each.
  public private(set) var cells: [[Cell]]
  /// Where the terminal's cursor should stand (for text input), if anywhere.
  public var cursor: (row: Int, column: Int)?

  /// A blank canvas; a negative size is taken as 0.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Array(repeating: .blank, count: self.width), count: self.height)
  }

  /// Writes `text` from a column, cut at `limit` columns (the canvas edge by default).
  /// Returns the column after the last one written.
  @discardableResult
  public mutating func put(
    _ text: some StringProtocol, row: Int, column: Int, style: CellStyle = .normal,
    limit: Int? = nil
  ) -> Int {
    guard row >= 0, row < height else { return column }
    let end = min(width, column + (limit ?? width))
    var x = column
    for character in text {
      if character.isNewline { break }
      let w = DisplayWidth.of(character)
      if w == 0 {
        // A lone combining mark joins the cell before it, as the terminal would draw it.
        if x > 0, x - 1 < width, x - 1 >= column { cells[row][x - 1].text.append(character) }
        continue
      }
      guard x + w <= end else { break }
      if x >= 0 {
        cells[row][x] = Cell(text: String(character), style: style)
        if w == 2 { cells[row][x + 1] = Cell(text: "", style: style) }
      }
      x += w
    }
    return x
  }

  /// Paints a run of columns with a style, keeping their text.
  public mutating func paint(row: Int, columns: Range<Int>, style: CellStyle) {
    guard row >= 0, row < height else { return }
    for x in columns.clamped(to: 0..<width) { cells[row][x].style = style }
  }

  /// Fills a row's columns with blanks of a style.
  public mutating func fill(row: Int, columns: Range<Int>, style: CellStyle) {
    guard row >= 0, row < height else { return }
    for x in columns.clamped(to: 0..<width) { cells[row][x] = Cell(text: " ", style: style) }
  }

  /// The text of a row, as a person would read it off the screen.
  public func text(ofRow row: Int) -> String {
    cells[row].map(\.text).joined()
  }

  /// The whole screen as text, one line per row, trailing blanks removed.
  public var text: String {
    (0..<height).map { row in
      var line = text(ofRow: row)
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}

extension Canvas {
  /// Copies `count` rows of `source` from its row `from` onto this canvas from row `to`, each
  /// row's `columns`: a pane drawn whole on a canvas of its own, shown a window of it at a time
  /// (the memorize screen, scrolled).
  mutating func copy(
    rows count: Int, of source: Canvas, from: Int, to: Int, columns: Range<Int>
  ) {
    for n in 0..<max(0, count) {
      let (y, sourceY) = (to + n, from + n)
      guard y >= 0, y < height, sourceY >= 0, sourceY < source.height else { continue }
      for x in columns.clamped(to: 0..<min(width, source.width)) {
        cells[y][x] = source.cells[sourceY][x]
      }
    }
  }
}
