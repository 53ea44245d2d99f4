import Interface

/// The `m` menu: the things to do that are not about the ayah on the screen.
struct Menu: Screen {
  enum Entry: CaseIterable {
    case importLegacy, notes, favorites, arabicDisplay, language, help

    var label: String {
      switch self {
      case .importLegacy: ReaderText.menuImport()
      case .notes: ReaderText.menuNotes()
      case .favorites: ReaderText.menuFavorites()
      case .arabicDisplay: ReaderText.menuArabic()
      case .language: ReaderText.menuLanguage()
      case .help: ReaderText.menuHelp()
      }
    }

    /// The key that does the same from the reader, shown at the right of the entry.
    var key: String {
      switch self {
      case .importLegacy: ""
      case .notes: "N"
      case .favorites: "F"
      case .arabicDisplay: "A"
      case .language: "L"
      case .help: "?"
      }
    }
  }

  var selected = 0

  var chosen: Entry { Entry.allCases[selected] }

  mutating func move(by delta: Int) {
    selected = min(max(0, selected + delta), Entry.allCases.count - 1)
  }

  var part: ScreenPart { .readerPane }

  mutating func handle(_ key: Key, session: ReaderSession) throws -> ScreenOutcome {
    switch key {
    case .escape, .character("m"): return .closes
    case .character("q"): return .quits
    case .character("j"), .down: move(by: 1)
    case .character("k"), .up: move(by: -1)
    case .enter:
      switch chosen {
      case .importLegacy: session.push(LineInput(purpose: .importFile))
      case .notes: session.push(try NotesView(library: session.library))
      case .favorites: _ = try session.handleMain(.character("F"))
      case .arabicDisplay: session.calibrateArabic()
      case .language: session.switchLanguage()
      case .help: session.push(HelpScreen())
      }
      return .closes
    default: break
    }
    return .stays
  }

  func draw(into canvas: inout Canvas, area: Area, session: ReaderSession) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(ReaderText.menuTitle(), row: area.top, column: area.left, style: .title)
    let width = min(area.width - 2, 52)
    for (index, entry) in Entry.allCases.enumerated() {
      let y = area.top + 2 + index
      guard y < area.bottom else { break }
      let style: CellStyle = index == selected ? .focusedSelected : .normal
      canvas.fill(row: y, columns: area.left + 1..<area.left + 1 + width, style: style)
      canvas.say(
        "  " + entry.label, row: y, column: area.left + 1, style: style, limit: width - 3)
      canvas.put(entry.key, row: y, column: area.left + width - 1, style: style)
    }
  }
}

/// Lines of text to read and close, such as an import's report.
struct TextReport: Screen {
  let title: String
  let lines: [String]
  var top = 0

  var part: ScreenPart { .readerPane }

  mutating func handle(_ key: Key, session: ReaderSession) throws -> ScreenOutcome {
    switch key {
    case .character("j"), .down: top += 1
    case .character("k"), .up: top = max(0, top - 1)
    default: return .closes
    }
    return .stays
  }

  func draw(into canvas: inout Canvas, area: Area, session: ReaderSession) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(ReaderText.reportClose(" " + title), row: area.top, column: area.left, style: .title)
    for (row, line) in lines.dropFirst(top).prefix(area.height - 2).enumerated() {
      canvas.put(line, row: area.top + 2 + row, column: area.left + 2, limit: area.width - 3)
    }
  }
}
