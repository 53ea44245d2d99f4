import Interface

/// The editor on screen: a title row, the note's rows scrolled to the cursor, and a row of
/// hints, with the terminal's cursor where typing goes.
extension NoteEditor {
  static var hint: String { ReaderText.editorHints() }

  /// Mutating because it remembers the size and scroll position for the keys that follow.
  /// A `question` (asked before closing) takes the hints' row.
  /// Sizes the window on the note to `area` and scrolls it to show the cursor.
  mutating func fit(to area: Area) {
    let height = area.height - 2
    guard area.width > 0, height > 0 else { return }
    viewport.width = area.width
    viewport.height = height
    let layout = self.layout
    _ = viewport.scroll(toShow: layout.row(containing: content.cursor), in: layout)
  }

  /// Draws the editor into `area`, as `fit` left its window.
  func draw(into canvas: inout Canvas, area: Area, question: String? = nil) {
    guard area.width > 0, area.height > 0 else { return }
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.put(
      " " + title.truncated(toWidth: area.width - 1), row: area.top, column: area.left,
      style: .title, limit: area.width)
    if area.height > 1 {
      let style: CellStyle = question == nil ? .status : .error
      canvas.fill(row: area.bottom - 1, columns: area.columns, style: style)
      canvas.put(
        Fitting.line(" " + (question ?? Self.hint), width: area.width), row: area.bottom - 1,
        column: area.left, style: style, limit: area.width)
    }
    guard area.height > 2 else { return }
    let layout = self.layout
    let cursorRow = layout.row(containing: content.cursor)
    var row: TextRow? = viewport.top(in: layout)
    for y in area.top + 1..<area.bottom - 1 {
      canvas.fill(row: y, columns: area.columns, style: .normal)
      guard let shown = row else { continue }
      draw(shown, of: layout, into: &canvas, row: y, area: area)
      if shown.start == cursorRow.start {
        let column = layout.column(of: content.cursor, in: shown)
        canvas.cursor = (y, area.left + min(column, area.width - 1))
      }
      row = layout.row(after: shown)
    }
  }

  private func draw(
    _ row: TextRow, of layout: SoftWrap, into canvas: inout Canvas, row y: Int, area: Area
  ) {
    var line = ""
    var column = 0
    for character in layout.text[row.range] {
      line += EditorColumns.shown(character, at: column)
      column += EditorColumns.width(of: character, at: column)
    }
    canvas.put(line, row: y, column: area.left, limit: area.width)
  }
}
