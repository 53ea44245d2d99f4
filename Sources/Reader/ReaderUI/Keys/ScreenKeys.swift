/// `?` on a screen over the reader: the screen's keys, read from its own key table
/// (`KeyTable.rows`), each beside what it does, wrapped to the window. `j`/`k` (the arrows,
/// the wheel; Space and `b` by a page) scroll when it is longer than the window; any other
/// key closes it, back to the screen.
struct ScreenKeys: Screen {
  /// The title row.
  let title: String
  /// Each key (or keys, `j/↓`) beside its sentence, in the table's order.
  let rows: [(keys: String, text: String)]
  var top = 0

  var part: ScreenPart { .body }

  /// The list's keys: a move; any other key closes it.
  static let keys = ListMove.keys

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    guard let move = Self.keys.action(for: key) else { return .closes }
    top = max(0, top + move.rows(count: rows.count, height: 5))
    return .stays
  }

  /// The rows drawn at `width`: each key in a column as wide as the widest (on a narrow
  /// window a longer key stands on a row of its own), its sentence wrapped beside it.
  static func lines(_ rows: [(keys: String, text: String)], width: Int) -> [(String, String)] {
    let widest = (rows.map { DisplayWidth.of($0.keys) }.max() ?? 0) + 2
    let keyWidth = width >= 60 ? widest : 7
    var lines: [(String, String)] = []
    for row in rows {
      var key = row.keys
      if DisplayWidth.of(key) + 1 > keyWidth {
        lines.append((key, ""))
        key = ""
      }
      for (n, line) in TextWrapping.wrap(row.text, width: max(8, width - keyWidth - 3))
        .enumerated()
      {
        lines.append(
          (
            n == 0
              ? key.padding(toLength: keyWidth, withPad: " ", startingAt: 0)
              : String(repeating: " ", count: keyWidth), line
          ))
      }
    }
    return lines
  }

  mutating func fit(to area: Area, context: ScreenContext) {
    top = min(top, max(0, Self.lines(rows, width: area.width).count - max(1, area.height - 2)))
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(title, row: area.top, column: area.left, style: .title, limit: area.width)
    let lines = Self.lines(rows, width: area.width)
    let shown = max(1, area.height - 2)
    for (index, line) in lines.dropFirst(top).prefix(shown).enumerated() {
      let y = area.top + 2 + index
      canvas.put(line.0, row: y, column: area.left + 2, style: .reference)
      canvas.put(line.1, row: y, column: area.left + 2 + DisplayWidth.of(line.0))
    }
  }
}
