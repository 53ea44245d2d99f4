import Interface
import QuranText

/// The `?` screen: the keys of the reader's table (`ReaderKeys`) that work in the pane with
/// the focus (the surah list's or the reading pane's), each described in the interface's
/// language and wrapped to the window. `j`/`k` (and the arrows, the wheel; Space and `b` by five)
/// scroll when it is longer than the window; any other key closes it, and `A` goes on to the Arabic display's
/// calibration.
struct HelpScreen: Screen {
  /// The pane whose keys are listed; nil: both panes' keys.
  var focus: ReaderSession.Focus?
  var top = 0

  init(focus: ReaderSession.Focus? = nil) {
    self.focus = focus
  }

  var part: ScreenPart { .body }

  /// What the help's keys do: scroll, or go on to what the reader's own key does (the Arabic
  /// display's calibration, which closes the help; the language, which redraws it).
  enum Action {
    case down, up, pageDown, pageUp
    case reader(ReaderAction)
  }

  /// The help's keys; any other closes it.
  static let keys = KeyTable<Action>(
    (.down, ["j", .down, .wheelDown]), (.up, ["k", .up, .wheelUp]), (.pageDown, [" ", .pageDown]),
    (.pageUp, ["b", .pageUp]), (.reader(.arabicDisplay), ["A"]), (.reader(.language), ["L"]))

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    switch Self.keys.action(for: key) {
    case .down: top += 1
    case .up: top = max(0, top - 1)
    case .pageDown: top += 5
    case .pageUp: top = max(0, top - 5)
    case .reader(let action):
      return action == .language ? .staying(.perform(action)) : .closing(.perform(action))
    case nil: return .closes
    }
    return .stays
  }

  /// The width of the keys' column: every key on a wide window; on a narrow one a short
  /// column, a longer key standing on a row of its own above its description.
  static func keyColumn(width: Int, focus: ReaderSession.Focus? = nil) -> Int {
    let widest = ReaderKeys.entries(in: focus).map { DisplayWidth.of($0.label) }.max()! + 2
    return width >= 60 ? widest : 7
  }

  /// The help's rows at a width: each key beside its description, wrapped under it, then the
  /// credits with the version of each translation in use (`editions`: those not pinned).
  static func rows(
    width: Int, editions: [Translation: String] = [:], focus: ReaderSession.Focus? = nil
  ) -> [(key: String, text: String, style: CellStyle)] {
    let keyWidth = keyColumn(width: width, focus: focus)
    let textWidth = max(8, width - keyWidth - 3)
    var rows: [(key: String, text: String, style: CellStyle)] = []
    for entry in ReaderKeys.entries(in: focus) {
      var key = entry.label
      if DisplayWidth.of(key) + 1 > keyWidth {
        rows.append((key, "", .normal))
        key = ""
      }
      for (n, line) in TextWrapping.wrap(entry.help.description, width: textWidth).enumerated() {
        rows.append((n == 0 ? key : "", line, .normal))
      }
    }
    rows.append(("", "", .normal))
    let credits = HelpText.credits(
      Translation.rwwad.credit(version: editions[.rwwad]),
      Translation.hassan.credit(version: editions[.hassan]),
      Translation.rwwad.versionLabel(editions[.rwwad]))
    for line in TextWrapping.wrap(credits, width: max(8, width - 3)) {
      rows.append(("", line, .dim))
    }
    return rows
  }

  mutating func fit(to area: Area, context: ScreenContext) {
    let rows = Self.rows(width: area.width, editions: context.editionVersions(), focus: focus)
    top = min(top, max(0, rows.count - max(1, area.height - 2)))
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(HelpText.title(), row: area.top, column: area.left, style: .title)
    let keyWidth = Self.keyColumn(width: area.width, focus: focus)
    let rows = Self.rows(width: area.width, editions: context.editionVersions(), focus: focus)
    let shown = max(1, area.height - 2)
    for (index, row) in rows.dropFirst(top).prefix(shown).enumerated() {
      let y = area.top + 2 + index
      if row.style == .dim {
        canvas.put(row.text, row: y, column: area.left + 2, style: .dim)
        continue
      }
      canvas.put(row.key, row: y, column: area.left + 2, style: .reference)
      canvas.put(row.text, row: y, column: area.left + 2 + keyWidth)
    }
  }
}
