/// Moving by rows as they are on screen: ↑ ↓ keep the column, Home and End stay on the row.
extension NoteEditor {
  /// ↑ (negative) or ↓: to the same column rows away; from the first or last row, to the very
  /// start or end of the note. Returns how many rows the cursor moved.
  @discardableResult
  mutating func moveRows(by count: Int) -> Int {
    let layout = self.layout
    var row = layout.row(containing: content.cursor)
    let goal = goalColumn ?? layout.column(of: content.cursor, in: row)
    var moved = 0
    while moved < abs(count),
      let next = count > 0 ? layout.row(after: row) : layout.row(before: row)
    {
      row = next
      moved += 1
    }
    if moved == 0 {
      content.move(to: count > 0 ? text.endIndex : text.startIndex)
    } else {
      content.move(to: layout.index(atColumn: goal, in: row))
    }
    goalColumn = goal
    return moved
  }

  /// PgUp (negative) or PgDn: a screen of rows, the view along with the cursor.
  mutating func movePage(by pages: Int) {
    let moved = moveRows(by: pages * max(1, viewport.height))
    viewport.scroll(by: pages < 0 ? -moved : moved, in: layout)
  }

  mutating func moveToRowStart() {
    content.move(to: layout.row(containing: content.cursor).start)
  }

  mutating func moveToRowEnd() {
    let layout = self.layout
    content.move(to: layout.lastPosition(in: layout.row(containing: content.cursor)))
  }
}
