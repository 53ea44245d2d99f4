/// The `m` menu: the things to do that are not about the ayah on the screen.
struct Menu {
  enum Entry: CaseIterable {
    case importLegacy, notes, favorites, help

    var label: String {
      switch self {
      case .importLegacy: "Import from the iPhone app (its UserDefaults dump)…"
      case .notes: "Your notes                                      N"
      case .favorites: "Your favorites                                  F"
      case .help: "Keys                                            ?"
      }
    }
  }

  var selected = 0

  var chosen: Entry { Entry.allCases[selected] }

  mutating func move(by delta: Int) {
    selected = min(max(0, selected + delta), Entry.allCases.count - 1)
  }

  func draw(into canvas: inout Canvas, area: Area) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.put(" Menu — Enter chooses, Esc closes", row: area.top, column: area.left, style: .title)
    for (index, entry) in Entry.allCases.enumerated() {
      let y = area.top + 2 + index
      guard y < area.bottom else { break }
      canvas.put(
        "  " + entry.label, row: y, column: area.left + 1,
        style: index == selected ? .focusedSelected : .normal, limit: area.width - 2)
    }
  }
}

/// Lines of text to read and close, such as an import's report.
struct TextReport {
  let title: String
  let lines: [String]
  var top = 0

  func draw(into canvas: inout Canvas, area: Area) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.put(" " + title + " — Esc closes", row: area.top, column: area.left, style: .title)
    for (row, line) in lines.dropFirst(top).prefix(area.height - 2).enumerated() {
      canvas.put(line, row: area.top + 2 + row, column: area.left + 2, limit: area.width - 3)
    }
  }
}
