import Interface
import QuranText

/// `T`: the Al-Mukhtasar tafsir of the current ayah over the reader, wrapped to the window.
/// The arrows, Space and `b` scroll it; `j`/`k` go on to the next and previous ayah (the
/// reader follows); `?` lists its keys; `T`, Esc or `q` close it. A text that explains several ayahs says so
/// ("2:3–4") and `j` goes past all of them.
struct TafsirScreen: Screen {
  var tafsir: Tafsir
  var top = 0
  /// The rows of text the last frame showed, which a page scrolls by.
  var page = 5

  var part: ScreenPart { .body }
  var hints: String? { Self.keys.hintLine() }

  /// What the tafsir's keys do: close it, go on to another ayah, or scroll.
  enum Action: KeyedAction {
    case close, nextAyah, previousAyah, down, up, pageDown, pageUp, help

    var help: String {
      switch self {
      case .close: KeysText.close()
      case .nextAyah: KeysText.tafsirNext()
      case .previousAyah: KeysText.tafsirPrevious()
      case .down: KeysText.scrollDown()
      case .up: KeysText.scrollUp()
      case .pageDown: KeysText.pageDown()
      case .pageUp: KeysText.pageUp()
      case .help: KeysText.help()
      }
    }

    var hint: String? {
      switch self {
      case .nextAyah, .previousAyah: KeysText.hintTafsirAyah()
      case .down, .up: KeysText.hintScroll()
      case .close: KeysText.hintClose()
      case .pageDown, .pageUp, .help: nil
      }
    }
  }

  /// The tafsir's keys, in the order `?` lists them.
  static let keys = KeyTable<Action>(
    (.nextAyah, ["j"]), (.previousAyah, ["k"]), (.down, [.down, .wheelDown]),
    (.up, [.up, .wheelUp]), (.pageDown, [" ", .pageDown]), (.pageUp, ["b", .pageUp]),
    (.close, ["T", .escape, "q"]), (.help, ["?"]))

  /// `?` on the tafsir.
  static var keyList: ScreenKeys { ScreenKeys(title: KeysText.titleTafsir(), rows: keys.rows) }

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    switch Self.keys.action(for: key) {
    case .close: return .closes
    case .help: return .staying(.push(Self.keyList))
    case .nextAyah: return try go(to: tafsir.last.ayah + 1, context)
    case .previousAyah: return try go(to: tafsir.first.ayah - 1, context)
    case .down: top += 1
    case .up: top = max(0, top - 1)
    case .pageDown: top += max(1, page - 1)
    case .pageUp: top = max(0, top - max(1, page - 1))
    case nil: break
    }
    return .stays
  }

  /// To the tafsir of another ayah of the open surah; the reader's current ayah follows.
  private mutating func go(to ayah: Int, _ context: ScreenContext) throws -> ScreenOutcome {
    let surah = context.openSurah
    guard ayah >= 1, ayah <= surah.ayahCount,
      let next = try context.corpus.tafsir(of: AyahID(surah: surah.number, ayah: ayah))
    else { return .stays }
    tafsir = next
    top = 0
    return .staying(.moveReader(toAyah: ayah))
  }

  /// The rows of the tafsir at a width: each paragraph wrapped, a blank row between
  /// paragraphs, the credit at the end.
  static func rows(_ tafsir: Tafsir, width: Int) -> [(text: String, dim: Bool)] {
    var rows = [(text: String, dim: Bool)]()
    if tafsir.first != tafsir.last {
      for line in TextWrapping.wrap(StudyText.explainsSeveral(tafsir.ayahs), width: width) {
        rows.append((line, true))
      }
    }
    for paragraph in tafsir.text.split(separator: "\n", omittingEmptySubsequences: true) {
      if !rows.isEmpty { rows.append(("", false)) }
      rows += TextWrapping.wrap(String(paragraph), width: width).map { ($0, false) }
    }
    rows.append(("", false))
    let credit = StudyText.tafsirCredit().trimmingCharacters(in: .whitespaces)
    rows += TextWrapping.wrap(credit, width: width).map { ($0, true) }
    return rows
  }

  mutating func fit(to area: Area, context: ScreenContext) {
    page = max(1, area.height - 2)
    top = min(top, max(0, Self.rows(tafsir, width: max(8, area.width - 3)).count - page))
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(
      " " + StudyText.tafsirScreenTitle(tafsir.ayahs) + " · Al-Mukhtasar", row: area.top,
      column: area.left, style: .title, limit: area.width)
    let rows = Self.rows(tafsir, width: max(8, area.width - 3))
    for (index, row) in rows.dropFirst(top).prefix(page).enumerated() {
      canvas.put(
        row.text, row: area.top + 2 + index, column: area.left + 1,
        style: row.dim ? .dim : .normal)
    }
  }
}
