/// A list with a chosen row and a first row shown: the surahs, the results, the notes.
protocol ChoiceList {
  var selected: Int { get set }
  var top: Int { get set }
}

extension ChoiceList {
  /// Moves the choice by `delta` among `count` rows and keeps it among the `height` shown.
  mutating func move(by delta: Int, count: Int, height: Int) {
    guard count > 0 else { return }
    selected = min(max(0, selected + delta), count - 1)
    scrollToSelection(height: height)
  }

  /// Moves the choice by a list's key: `j`/`k` (the arrows, the wheel) a row, Space/`b`
  /// (PgDn/PgUp) a page, `g`/`G` (Home/End) to an end (`ListMove.keys`); false for another key.
  mutating func move(by key: Key, count: Int, height: Int) -> Bool {
    guard let step = ListMove.keys.action(for: key) else { return false }
    move(by: step.rows(count: count, height: height), count: count, height: height)
    return true
  }

  /// Scrolls so that the chosen row is among the `height` shown.
  mutating func scrollToSelection(height: Int) {
    let height = max(1, height)
    if selected < top { top = selected }
    if selected >= top + height { top = selected - height + 1 }
  }
}
