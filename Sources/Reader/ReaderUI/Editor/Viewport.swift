/// The editor's window on the note: the size of its text rows when it was last drawn (keys
/// like ↑ and PgDn move by what was on screen) and which row was at the top.
struct Viewport {
  /// Columns of a row; nil before the first drawing, when rows are whole paragraphs.
  var width: Int?
  /// Rows of text on screen; a guess before the first drawing.
  var height = 10
  /// Where the top row starts, as a UTF-8 offset: edits happen at the cursor, which is on
  /// screen, so text before the top rarely changes, and when it does the top is found again.
  var topOffset = 0

  /// The top row that shows the cursor's row, as near the last top as can be, and a full
  /// screen of text when the note is that long; remembered for next time.
  mutating func scroll(toShow cursorRow: TextRow, in layout: SoftWrap) -> TextRow {
    var top = layout.row(containing: layout.index(atOffset: topOffset))
    if cursorRow.start < top.start {
      top = cursorRow
    } else {
      var row = cursorRow
      var above = 0
      while row.start > top.start, above < height - 1, let previous = layout.row(before: row) {
        row = previous
        above += 1
      }
      top = row
    }
    // After deleting near the end the screen would show blank rows with text above it.
    var shown = 1
    var bottom = top
    while shown < height, let next = layout.row(after: bottom) {
      bottom = next
      shown += 1
    }
    while shown < height, let previous = layout.row(before: top) {
      top = previous
      shown += 1
    }
    topOffset = layout.offset(of: top.start)
    return top
  }

  /// The top row, where the last scroll left it.
  func top(in layout: SoftWrap) -> TextRow {
    layout.row(containing: layout.index(atOffset: topOffset))
  }

  /// Moves the top by a number of rows (PgUp, PgDn), as far as the text goes.
  mutating func scroll(by rows: Int, in layout: SoftWrap) {
    var top = layout.row(containing: layout.index(atOffset: topOffset))
    for _ in 0..<abs(rows) {
      guard let next = rows > 0 ? layout.row(after: top) : layout.row(before: top) else { break }
      top = next
    }
    topOffset = layout.offset(of: top.start)
  }
}
