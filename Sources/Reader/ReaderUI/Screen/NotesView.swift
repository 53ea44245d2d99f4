import Foundation
import Interface
import Library
import QuranText

/// The list of every note: newest first or in the Quran's order, or the notes a search found.
/// Rows are read from the library a screenful at a time, so fifty thousand notes open as fast
/// as fifty.
struct NotesView: ChoiceList {
  var order = LibraryStore.NoteOrder.newestFirst
  /// The search in force and the notes it found, best first.
  var search: (query: String, terms: SearchTerms, notes: [AyahNote], total: Int)?
  private(set) var count = 0
  var selected = 0
  var top = 0
  /// The last note deleted here, which `u` puts back until the view is left.
  var lastDeleted: AyahNote?
  private var window: (offset: Int, notes: [AyahNote]) = (0, [])

  init(library: LibraryStore) throws {
    try reload(library)
  }

  mutating func reload(_ library: LibraryStore) throws {
    if let search {
      let found = try library.searchNotes(search.query)
      self.search = (search.query, found.terms, found.notes, found.total)
      count = found.notes.count
    } else {
      count = try library.noteCount()
    }
    window = (0, [])
    selected = min(selected, max(0, count - 1))
  }

  /// Reads the notes again when they changed, forgets the undo of a note put back, and shows
  /// the notes a search found.
  mutating func take(_ news: ScreenNews, context: ScreenContext) throws -> Bool {
    switch news {
    case .notesChanged: try reload(context.library)
    case .noteDeleted(let note): lastDeleted = note
    case .noteRestored: lastDeleted = nil
    case .notesSearched(let query):
      search = query.isEmpty ? nil : (query, SearchTerms(query: query), [], 0)
      selected = 0
      top = 0
      try reload(context.library)
    case .graded, .gradeTakenBack, .planChanged, .drillPlaying: return false
    }
    return true
  }

  /// Reads the notes shown from `top` when the window moved.
  mutating func fetch(height: Int, library: LibraryStore) throws {
    guard search == nil, window.offset != top || window.notes.count < min(height, count - top)
    else { return }
    window = (top, try library.notes(order: order, offset: top, limit: height))
  }

  /// The notes shown from `top`, as the last `fetch` read them.
  func visible(height: Int) -> [AyahNote] {
    if let search { return Array(search.notes.dropFirst(top).prefix(height)) }
    return Array(window.notes.prefix(height))
  }

  func chosen(library: LibraryStore) throws -> AyahNote? {
    guard count > 0 else { return nil }
    if let search { return search.notes[selected] }
    return try library.notes(order: order, offset: selected, limit: 1).first
  }

  var title: String {
    if let search {
      return search.total > search.notes.count
        ? ReaderText.notesSearchTitleNewest(search.query, search.notes.count, search.total)
        : ReaderText.notesSearchTitle(search.query, search.total)
    }
    return order == .newestFirst
      ? ReaderText.notesTitleNewest(count) : ReaderText.notesTitleQuranOrder(count)
  }

  mutating func fit(to area: Area, context: ScreenContext) {
    try? fetch(height: area.height - 1, library: context.library)
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(" " + title, row: area.top, column: area.left, style: .title, limit: area.width)
    let height = area.height - 1
    guard count > 0 else {
      let empty =
        search == nil ? ReaderText.noNotesYet() : ReaderText.noNoteMatches()
      canvas.say(empty, row: area.top + 2, column: area.left + 2, style: .dim)
      return
    }
    for (row, note) in visible(height: height).enumerated() {
      let y = area.top + 1 + row
      let isSelected = top + row == selected
      let firstLine =
        note.text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
        ?? ""
      context.drawAyahRow(
        note.ayahID, selected: isSelected,
        between: (
          "  " + note.modifiedAt.formatted(.iso8601.year().month().day().dateSeparator(.dash))
            + "  ", .dim
        ),
        text: firstLine, terms: search?.terms, into: &canvas,
        row: y, area: area)
    }
  }
}

extension NotesView: Screen {
  var part: ScreenPart { .readerPane }
  var hints: String? { Self.keys.hintLine(ListMove.keys.hintParts) }

  /// What the list's keys do, besides moving (`ListMove`).
  enum Action: KeyedAction {
    case quit, back, order, search, undo, open, help
    /// What the same key does to the note chosen in the reader's pane, to the chosen row.
    case note(ReaderSession.NoteIntent)

    var help: String {
      switch self {
      case .quit: KeysText.quit()
      case .back: KeysText.notesBack()
      case .order: KeysText.notesOrder()
      case .search: KeysText.notesSearch()
      case .undo: KeysText.undoDeletion()
      case .open: KeysText.openNote()
      case .help: KeysText.help()
      case .note(.editOutside): KeysText.editOutside()
      case .note(.editHere): KeysText.editHere()
      case .note: KeysText.deleteNote()
      }
    }

    var hint: String? {
      switch self {
      case .open: KeysText.hintOpen()
      case .search: KeysText.hintSearch()
      case .order: KeysText.hintOrder()
      case .back: KeysText.hintBack()
      case .quit: KeysText.hintQuit()
      case .undo, .help, .note: nil
      }
    }
  }

  /// The list's keys, in the order `?` lists them.
  static let keys = KeyTable<Action>(
    (.open, [.enter, .right, "l"]), (.search, ["/"]), (.order, ["o"]),
    (.back, [.escape, "h", .left]), (.quit, ["q"]), (.note(.editOutside), ["e"]),
    (.note(.editHere), ["E"]), (.note(.delete), ["d"]), (.undo, ["u"]), (.help, ["?"]))

  /// `?` on the list: the moves, then the list's own keys.
  static var keyList: ScreenKeys {
    ScreenKeys(title: KeysText.titleNotes(), rows: ListMove.keys.rows + keys.rows)
  }

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    if move(by: key, count: count, height: context.bodyHeight - 1) { return .stays }
    guard let action = Self.keys.action(for: key) else { return .stays }
    return try perform(action, library: context.library)
  }

  /// Does what a key of the list asked.
  private mutating func perform(_ action: Action, library: LibraryStore) throws -> ScreenOutcome {
    switch action {
    case .quit: return .quits
    case .back:
      guard search != nil else { return .closes }
      search = nil
      try reload(library)
    case .order:
      order = order == .newestFirst ? .bySurah : .newestFirst
      try reload(library)
    case .search: return .staying(.push(LineInput(purpose: .noteSearch)))
    case .help: return .staying(.push(Self.keyList))
    case .note(let intent):
      if let note = try chosen(library: library) { return .staying(.note(intent, note)) }
    case .undo:
      // Nothing deleted in this view: the reader's `u` looks further (the trash).
      guard let note = lastDeleted else { return .staying(.perform(.undoDeletion)) }
      // Once the note is back the session reads the notes again into this view and forgets
      // the deletion here (`ReaderSession.perform(_:)`).
      return .staying(.restoreNote(note))
    case .open:
      guard let note = try chosen(library: library) else { break }
      return .closing(.open(note.ayahID))
    }
    return .stays
  }
}
