import Interface

/// A screen's keys as data, in the manner of the reader's own table (`ReaderKeys`): each thing
/// the screen does (`Action`, the screen's own intents) beside the keys that do it. A screen
/// looks a key up here and carries out what it finds, so which key does what is read in one
/// place and never in a `switch` over keys.
struct KeyTable<Action: Sendable>: Sendable {
  /// Each action with its keys, in the order a key is looked up.
  let bindings: [(action: Action, keys: [Key])]

  init(_ bindings: (Action, [Key])...) {
    self.bindings = bindings.map { (action: $0.0, keys: $0.1) }
  }

  /// What `key` does on the screen; nil when it does nothing there.
  func action(for key: Key) -> Action? {
    bindings.first { $0.keys.contains(key) }?.action
  }
}

extension KeyTable {
  /// Each action's keys by name (`j/↓`) beside what `describe` says the action does, in the
  /// table's order: what `?` lists on the screen (`ScreenKeys`).
  func rows(_ describe: (Action) -> String) -> [(keys: String, text: String)] {
    bindings.map { ($0.keys.map(\.name).joined(separator: "/"), describe($0.action)) }
  }
}

extension KeyTable where Action: Equatable {
  /// The first key of `action` by name, for a hint ("Space"); "" for an action without one.
  func name(of action: Action) -> String {
    bindings.first { $0.action == action }?.keys.first?.name ?? ""
  }
}

/// A screen's action as a person reads it: a sentence for `?` (`help`) and, for
/// the few the status row names, a word or two (`hint`). The screen's `?` list, its status
/// row and `man quran`'s KEYS section are all read from its table of these (`KeyTable`), so
/// a key is named in one place.
protocol KeyedAction: Sendable, Equatable {
  /// What the action does, in the interface's language: its sentence in `?`.
  var help: String { get }
  /// Its word or two on the status row; nil for an action the row leaves to `?`.
  var hint: String? { get }
}

extension KeyedAction {
  var hint: String? { nil }
}

extension KeyTable where Action: KeyedAction {
  /// Each action's keys beside its sentence, in the table's order: what `?` lists.
  var rows: [(keys: String, text: String)] { rows(\.help) }

  /// The rows of the actions `include` keeps: those the screen does as it is now.
  func rows(where include: (Action) -> Bool) -> [(keys: String, text: String)] {
    bindings.filter { include($0.action) }.map {
      ($0.keys.map(\.name).joined(separator: "/"), $0.action.help)
    }
  }

  /// The hinted actions' first keys beside their word or two, in the table's order; actions
  /// side by side with the same word share it ("j/k move").
  var hintParts: [String] {
    var hints: [(keys: [String], label: String)] = []
    for binding in bindings {
      guard let label = binding.action.hint, let key = binding.keys.first?.name else { continue }
      if let last = hints.last, last.label == label {
        hints[hints.count - 1].keys.append(key)
      } else {
        hints.append(([key], label))
      }
    }
    return hints.map { "\($0.keys.joined(separator: "/")) \($0.label)" }
  }

  /// The status row's hints (`hintParts`, then `extra`: another table's, such as
  /// `ListMove`'s), then "? more". The row keeps as many as fit and always "? more"
  /// (`ReaderSession.fitted`).
  func hintLine(_ extra: [String] = []) -> String {
    " " + (hintParts + extra + [KeysText.hintMore()]).joined(separator: " · ")
  }
}

/// A move in a list or a text that scrolls: the same keys everywhere (`j`/`k`, the arrows and
/// the wheel a row, Space/`b` and PgDn/PgUp a page, `g`/`G` and Home/End to an end).
enum ListMove: KeyedAction {
  case down, up, pageDown, pageUp, first, last

  var help: String {
    switch self {
    case .down: KeysText.moveDown()
    case .up: KeysText.moveUp()
    case .pageDown: KeysText.movePageDown()
    case .pageUp: KeysText.movePageUp()
    case .first: KeysText.moveFirst()
    case .last: KeysText.moveLast()
    }
  }

  var hint: String? { self == .down || self == .up ? KeysText.hintMove() : nil }

  /// The list's keys: the surahs, the results, the notes.
  static let keys = KeyTable<ListMove>(
    (.down, ["j", .down, .wheelDown]), (.up, ["k", .up, .wheelUp]),
    (.pageDown, [" ", .pageDown]), (.pageUp, ["b", .pageUp]),
    (.first, ["g", .home]), (.last, ["G", .end]))

  /// The rows a move goes, on a list of `count` rows of which `height` show.
  func rows(count: Int, height: Int) -> Int {
    switch self {
    case .down: 1
    case .up: -1
    case .pageDown: height - 1
    case .pageUp: -(height - 1)
    case .first: -count
    case .last: count
    }
  }
}
