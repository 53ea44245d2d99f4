import Interface

/// The reader's progress view: `p` on the memorize screen, its lines wrapped to the window.
/// The list keys (`ListMove`: `j`/`k`, the arrows and the wheel a row, Space and `b` a page,
/// `g`/`G` to an end) scroll it when it is taller than the window; `?` lists them; any other
/// key closes it.
struct MemorizeProgressScreen: Screen {
  let lines: [String]
  /// The first row shown.
  var top = 0
  /// The rows the last frame showed: what Space and `b` move by.
  var page = 1
  /// The rows of the wrapped lines in the last frame.
  var rowCount = 0
  var part: ScreenPart { .body }
  var hints: String? { Self.keys.hintLine(ListMove.keys.hintParts) }

  /// Its keys besides the moves (`ListMove`); any key in neither closes it too.
  static let keys = KeyTable<StatsScreen.Action>((.close, [.escape, "q"]), (.help, ["?"]))

  /// `?` on the progress: the moves, then its own keys.
  static var keyList: ScreenKeys {
    ScreenKeys(title: KeysText.titleProgress(), rows: ListMove.keys.rows + keys.rows)
  }

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    if Self.keys.action(for: key) == .help {
      return .staying(.push(Self.keyList))
    }
    guard let move = ListMove.keys.action(for: key) else { return .closes }
    top = max(0, top + move.rows(count: rowCount, height: max(2, page)))
    return .stays
  }

  mutating func fit(to area: Area, context: ScreenContext) {
    page = max(1, area.height - 2)
    rowCount = lines.flatMap { Self.wrapped($0, width: area.width - 2) }.count
    // Never past the last page: the end stays at the window's foot.
    top = min(top, max(0, rowCount - page))
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(MemorizeText.progressTitle(), row: area.top, column: area.left, style: .title)
    let rows = lines.flatMap { Self.wrapped($0, width: area.width - 2) }
    for (index, line) in rows.dropFirst(top).prefix(page).enumerated() {
      canvas.put(line, row: area.top + 2 + index, column: area.left + 1, limit: area.width - 2)
    }
  }

  /// A line wrapped to `width` columns, each row after the first indented as the first is.
  static func wrapped(_ line: String, width: Int) -> [String] {
    let indent = String(line.prefix { $0 == " " })
    let text = line.dropFirst(indent.count)
    guard !text.isEmpty else { return [line] }
    return TextWrapping.wrap(String(text), width: max(1, width - indent.count)).map { indent + $0 }
  }
}
