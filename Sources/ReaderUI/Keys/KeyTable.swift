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

/// A move in a list or a text that scrolls: the same keys everywhere (`j`/`k`, the arrows and
/// the wheel a row, Space/`b` and PgDn/PgUp a page, `g`/`G` and Home/End to an end).
enum ListMove {
  case down, up, pageDown, pageUp, first, last

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
