import Interface

/// The `m` menu: the things to do that are not about the ayah on the screen.
struct Menu: Screen {
  var selected = 0

  var chosen: ReaderAction { ReaderKeys.menu[selected].action }

  mutating func move(by delta: Int) {
    selected = min(max(0, selected + delta), ReaderKeys.menu.count - 1)
  }

  var part: ScreenPart { .readerPane }

  /// What the menu's keys do.
  enum Action { case close, quit, down, up, choose }

  /// The menu's keys.
  static let keys = KeyTable<Action>(
    (.close, [.escape, "m"]), (.quit, ["q"]), (.down, ["j", .down]), (.up, ["k", .up]),
    (.choose, [.enter]))

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    switch Self.keys.action(for: key) {
    case .close: return .closes
    case .quit: return .quits
    case .down: move(by: 1)
    case .up: move(by: -1)
    case .choose: return .closing(.perform(chosen))
    case nil: break
    }
    return .stays
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(ReaderText.menuTitle(), row: area.top, column: area.left, style: .title)
    let width = min(area.width - 2, 52)
    for (index, entry) in ReaderKeys.menu.enumerated() {
      let y = area.top + 2 + index
      guard y < area.bottom else { break }
      let style: CellStyle = index == selected ? .focusedSelected : .normal
      canvas.fill(row: y, columns: area.left + 1..<area.left + 1 + width, style: style)
      canvas.say(
        "  " + entry.label(), row: y, column: area.left + 1, style: style, limit: width - 3)
      canvas.put(
        ReaderKeys.keyName(of: entry.action), row: y, column: area.left + width - 1, style: style)
    }
  }
}

/// Lines of text to read and close, such as an import's report.
struct TextReport: Screen {
  let title: String
  let lines: [String]
  var top = 0

  var part: ScreenPart { .readerPane }

  /// The report's keys, which scroll it; any other closes it.
  static let keys = KeyTable<Int>((1, ["j", .down]), (-1, ["k", .up]))

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    guard let rows = Self.keys.action(for: key) else { return .closes }
    top = max(0, top + rows)
    return .stays
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(ReaderText.reportClose(" " + title), row: area.top, column: area.left, style: .title)
    for (row, line) in lines.dropFirst(top).prefix(area.height - 2).enumerated() {
      canvas.put(line, row: area.top + 2 + row, column: area.left + 2, limit: area.width - 3)
    }
  }
}
