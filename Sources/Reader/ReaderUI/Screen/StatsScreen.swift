import Foundation
import Interface
import Library

/// `s`: the year at a glance in the reader — the calendar of `quran stats`, the totals and
/// both streaks. `?` lists its keys; any other key closes it.
struct StatsScreen: Screen {
  var part: ScreenPart { .body }
  var hints: String? { Self.keys.hintLine() }

  /// What its keys do: list them, or close it (as any other key does).
  enum Action: KeyedAction {
    case close, help

    var help: String { self == .close ? KeysText.closeAnyKey() : KeysText.help() }
    var hint: String? { self == .close ? KeysText.hintClose() : nil }
  }

  /// Its keys; any key not here closes it too.
  static let keys = KeyTable<Action>((.close, [.escape, "q", "s"]), (.help, ["?"]))

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    guard Self.keys.action(for: key) == .help else { return .closes }
    return .staying(.push(Self.keyList))
  }

  /// `?` on the year view.
  static var keyList: ScreenKeys { ScreenKeys(title: KeysText.titleStats(), rows: keys.rows) }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    let today = context.clock.today
    let year = Int(today.prefix(4)) ?? 2026
    let lines = (try? context.library.yearReport(year: year, today: today)) ?? []
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    for (index, line) in lines.prefix(area.height).enumerated() {
      canvas.put(
        line, row: area.top + index, column: area.left + 1, style: index == 0 ? .title : .normal)
    }
  }
}
