import Interface

/// The `m` menu: the things to do that are not about the ayah on the screen.
struct Menu: Screen {
  var selected = 0

  var chosen: ReaderAction { ReaderKeys.menu[selected].action }

  mutating func move(by delta: Int) {
    selected = min(max(0, selected + delta), ReaderKeys.menu.count - 1)
  }

  var part: ScreenPart { .readerPane }
  var hints: String? { Self.keys.hintLine() }

  /// What the menu's keys do.
  enum Action: KeyedAction {
    case close, quit, down, up, choose, help

    var help: String {
      switch self {
      case .close: KeysText.menuClose()
      case .quit: KeysText.quit()
      case .down: KeysText.moveDown()
      case .up: KeysText.moveUp()
      case .choose: KeysText.menuChoose()
      case .help: KeysText.help()
      }
    }

    var hint: String? {
      switch self {
      case .down, .up: KeysText.hintMove()
      case .choose: KeysText.hintChoose()
      case .close: KeysText.hintClose()
      case .quit: KeysText.hintQuit()
      case .help: nil
      }
    }
  }

  /// The menu's keys, in the order `?` lists them.
  static let keys = KeyTable<Action>(
    (.down, ["j", .down]), (.up, ["k", .up]), (.choose, [.enter]), (.close, [.escape, "m"]),
    (.quit, ["q"]), (.help, ["?"]))

  /// `?` on the menu.
  static var keyList: ScreenKeys { ScreenKeys(title: KeysText.titleMenu(), rows: keys.rows) }

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    switch Self.keys.action(for: key) {
    case .close: return .closes
    case .quit: return .quits
    case .down: move(by: 1)
    case .up: move(by: -1)
    case .choose: return .closing(.perform(chosen))
    case .help: return .staying(.push(Self.keyList))
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
        "  " + entry.label.description, row: y, column: area.left + 1, style: style,
        limit: width - 3)
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
  var hints: String? { Self.keys.hintLine() }

  /// What the report's keys do: scroll it, or list the keys; any other key closes it.
  enum Action: KeyedAction {
    case down, up, help, close

    var help: String {
      switch self {
      case .down: KeysText.scrollDown()
      case .up: KeysText.scrollUp()
      case .help: KeysText.help()
      case .close: KeysText.closeAnyKey()
      }
    }

    var hint: String? {
      switch self {
      case .down, .up: KeysText.hintScroll()
      case .close: KeysText.hintClose()
      case .help: nil
      }
    }
  }

  /// The report's keys; any key not here closes it too.
  static let keys = KeyTable<Action>(
    (.down, ["j", .down]), (.up, ["k", .up]), (.close, [.escape, "q"]), (.help, ["?"]))

  /// `?` on a report.
  static var keyList: ScreenKeys { ScreenKeys(title: KeysText.titleReport(), rows: keys.rows) }

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    switch Self.keys.action(for: key) {
    case .down: top += 1
    case .up: top = max(0, top - 1)
    case .help: return .staying(.push(Self.keyList))
    case .close, nil: return .closes
    }
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
