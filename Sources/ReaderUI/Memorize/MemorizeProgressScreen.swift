import Interface

/// The reader's progress view: `p` on the memorize screen, its lines wrapped to the window.
/// `j`/`k` (and the arrows, the wheel; Space and `b` by a page) scroll when it is taller than
/// the window, as the help and the tafsir do; any other key closes it.
struct MemorizeProgressScreen: Screen {
  let lines: [String]
  /// The first row shown.
  var top = 0
  /// The rows the last frame showed: what Space and `b` move by.
  var page = 1
  var part: ScreenPart { .body }

  mutating func handle(_ key: Key, session: ReaderSession) throws -> ScreenOutcome {
    switch key {
    case .character("j"), .down, .wheelDown: top += 1
    case .character("k"), .up, .wheelUp: top = max(0, top - 1)
    case .character(" "), .pageDown: top += max(1, page - 1)
    case .character("b"), .pageUp: top = max(0, top - max(1, page - 1))
    default: return .closes
    }
    return .stays
  }

  mutating func draw(into canvas: inout Canvas, area: Area, session: ReaderSession) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(MemorizeText.progressTitle(), row: area.top, column: area.left, style: .title)
    let rows = lines.flatMap { Self.wrapped($0, width: area.width - 2) }
    page = max(1, area.height - 2)
    // Never past the last page: the end stays at the window's foot.
    top = min(top, max(0, rows.count - page))
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
