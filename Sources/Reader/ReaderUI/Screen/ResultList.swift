import Interface
import QuranText

/// A list of ayahs to choose from: search results or favorites. Enter jumps to the chosen ayah.
struct ResultList: ChoiceList {
  enum Kind { case search, favorites }

  struct Item {
    let id: AyahID
    let vietnamese: String
    /// The words to highlight, for search results.
    let terms: SearchTerms?
  }

  let kind: Kind
  let title: String
  var items: [Item]
  var selected = 0
  var top = 0
  /// The favorite the last key took off the list, and where it was: put back if the
  /// library could not unmark it.
  var unmarked: (item: Item, index: Int)?
  /// The search that made the list, to highlight its words in the reader after a jump.
  let terms: SearchTerms?

  var chosen: Item? { items.indices.contains(selected) ? items[selected] : nil }
}

extension ResultList {
  /// Draws the list into the rows of `area`: a title line, then one row per item with its
  /// reference and as much of its text as fits, starting near the first match.
  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    guard area.height > 1 else { return }
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(" " + title, row: area.top, column: area.left, style: .title, limit: area.width)
    let rows = area.height - 1
    if items.isEmpty {
      let empty = kind == .search ? ReaderText.noAyahMatches() : ReaderText.noFavoritesYet()
      canvas.say(
        empty, row: area.top + 2, column: area.left + 2, style: .dim, limit: area.width - 2)
      return
    }
    for row in 0..<rows {
      let index = top + row
      guard items.indices.contains(index) else { break }
      let item = items[index]
      let y = area.top + 1 + row
      context.drawAyahRow(
        item.id, selected: index == selected, between: ("  ", .normal), text: item.vietnamese,
        terms: item.terms, into: &canvas, row: y, area: area)
    }
  }
}

extension ResultList: Screen {
  var part: ScreenPart { .readerPane }
  var hints: String? { Self.keys.hintLine(ListMove.keys.hintParts) }

  /// What the list's keys do, besides moving (`ListMove`).
  enum Action: KeyedAction {
    case quit, close, open, unmark, help
    /// What the reader's own key does: a search.
    case reader(ReaderAction)

    var help: String {
      switch self {
      case .quit: KeysText.quit()
      case .close: KeysText.back()
      case .open: KeysText.openAyah()
      case .unmark: KeysText.unmarkFavorite()
      case .help: KeysText.help()
      case .reader: KeysText.newSearch()
      }
    }

    var hint: String? {
      switch self {
      case .open: KeysText.hintOpen()
      case .close: KeysText.hintBack()
      case .quit: KeysText.hintQuit()
      case .unmark, .help, .reader: nil
      }
    }
  }

  /// The list's keys (`f` unmarks only among the favorites), in the order `?` lists them.
  static let keys = KeyTable<Action>(
    (.open, [.enter, .right, "l"]), (.close, [.escape, "h", .left]), (.quit, ["q"]),
    (.reader(.search), ["/"]), (.unmark, ["f"]), (.help, ["?"]))

  /// `?` on a list of `kind`: the moves, then the list's own keys (`f` among the favorites
  /// only).
  static func keyList(_ kind: Kind) -> ScreenKeys {
    ScreenKeys(
      title: KeysText.titleResults(),
      rows: ListMove.keys.rows + keys.rows { kind == .favorites || $0 != .unmark })
  }

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    let height = context.bodyHeight - 1
    unmarked = nil
    if move(by: key, count: items.count, height: height) { return .stays }
    switch Self.keys.action(for: key) {
    case .quit: return .quits
    case .close: return .closes
    case .help: return .staying(.push(Self.keyList(kind)))
    case .reader(let action): return .staying(.perform(action))
    case .unmark where kind == .favorites:
      guard let chosen else { break }
      unmarked = (items.remove(at: selected), selected)
      move(by: 0, count: items.count, height: height)
      return .staying(.setFavorite(chosen.id, marked: false))
    case .open:
      guard let chosen else { break }
      return .closing(.open(chosen.id, highlight: terms))
    case .unmark, nil: break
    }
    return .stays
  }

  mutating func failed(_ error: any Error, context: ScreenContext) -> ScreenOutcome {
    if let unmarked {
      items.insert(unmarked.item, at: unmarked.index)
      selected = unmarked.index
      self.unmarked = nil
    }
    return .staying(.showError(error))
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - DisplayWidth.of(self))) + self
  }

  func rightPadded(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
  }
}
