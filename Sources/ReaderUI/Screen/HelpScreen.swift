/// The `?` screen: every key the reader knows. Any key closes it; `A` goes on to the Arabic
/// display's calibration.
struct HelpScreen: Screen {
  static let keys: [(String, String)] = [
    ("j ↓ / k ↑", "next / previous ayah (or line, in a long one)"),
    ("Space PgDn / b PgUp", "page down / up"),
    ("g Home / G End", "first / last ayah (or surah, in the list)"),
    ("Enter", "open the chosen surah or result"),
    ("Tab", "switch between the surah list and the reader"),
    ("> / <", "next / previous surah (n / p in the surah list)"),
    (":", "jump: 2:255 or 36"),
    ("/", "search (tones don't matter: nhan danh allah)"),
    ("f", "mark or unmark the current ayah as a favorite ★"),
    ("F", "your favorites (Enter jumps, f unmarks)"),
    ("n", "write a new note on the current ayah (Ctrl-S saves, Esc cancels)"),
    ("e / E", "edit the chosen note in $EDITOR / here"),
    ("d / u", "delete the chosen note (asks first) / undo the deletion"),
    ("[ / ]", "choose among the current ayah's notes"),
    ("N", "all your notes (o order, / search, Enter jumps)"),
    ("m", "menu: import from the iPhone app, notes, favorites"),
    ("t", "switch translation (Rwwad / Hasan Abdul-Karim)"),
    ("a", "show or hide the Arabic"),
    ("A", "how the Arabic is drawn: shaped here or by the terminal, plain marks (A now)"),
    ("c", "colors off or on (NO_COLOR=1 keeps them off)"),
    ("mouse wheel", "scroll"),
    ("Esc", "close a list, a prompt or this help"),
    ("?", "this help"),
    ("q", "quit (your place is kept)"),
  ]

  var part: ScreenPart { .body }

  mutating func handle(_ key: Key, session: ReaderSession) throws -> ScreenOutcome {
    if key == .character("A") { session.calibrateArabic() }
    return .closes
  }

  func draw(into canvas: inout Canvas, area: Area, session: ReaderSession) {
    let keys = Self.keys
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.put(" Keys — press any key to close", row: area.top, column: area.left, style: .title)
    let keyWidth = keys.map { DisplayWidth.of($0.0) }.max()! + 2
    for (row, entry) in keys.enumerated() {
      let y = area.top + 2 + row
      guard y < area.bottom else { break }
      canvas.put(entry.0, row: y, column: area.left + 2, style: .reference)
      canvas.put(
        entry.1, row: y, column: area.left + 2 + keyWidth, limit: area.width - keyWidth - 3)
    }
    let y = area.top + keys.count + 3
    if y < area.bottom {
      canvas.put(
        "Translations: Rwwad Translation Center (quranenc.com); Hasan Abdul-Karim. Arabic: King Fahd Complex.",
        row: y, column: area.left + 2, style: .dim, limit: area.width - 3)
    }
  }
}
