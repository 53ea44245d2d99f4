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

  /// The notes shown from `top`, fetched when the window moved.
  mutating func visible(height: Int, library: LibraryStore) throws -> [AyahNote] {
    if let search { return Array(search.notes.dropFirst(top).prefix(height)) }
    if window.offset != top || window.notes.count < min(height, count - top) {
      window = (top, try library.notes(order: order, offset: top, limit: height))
    }
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

  mutating func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    try? drawRows(into: &canvas, area: area, context: context)
  }

  private mutating func drawRows(
    into canvas: inout Canvas, area: Area, context: ScreenContext
  ) throws {
    let library = context.library
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(" " + title, row: area.top, column: area.left, style: .title, limit: area.width)
    let height = area.height - 1
    guard count > 0 else {
      let empty =
        search == nil ? ReaderText.noNotesYet() : ReaderText.noNoteMatches()
      canvas.say(empty, row: area.top + 2, column: area.left + 2, style: .dim)
      return
    }
    for (row, note) in try visible(height: height, library: library).enumerated() {
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
        text: firstLine, matches: search?.terms.matches(in: firstLine) ?? [], into: &canvas,
        row: y, area: area)
    }
  }
}

extension NotesView: Screen {
  var part: ScreenPart { .readerPane }

  /// What the list's keys do, besides moving (`ListMove`).
  enum Action {
    case quit, back, order, search, undo, open
    /// What the reader's own key does: the help.
    case reader(ReaderAction)
    /// What the same key does to the note chosen in the reader's pane, to the chosen row.
    case note(ReaderSession.NoteIntent)
  }

  /// The list's keys.
  static let keys = KeyTable<Action>(
    (.quit, ["q"]), (.back, [.escape, "h", .left]), (.order, ["o"]), (.search, ["/"]),
    (.reader(.help), ["?"]), (.note(.editOutside), ["e"]), (.note(.editHere), ["E"]),
    (.note(.delete), ["d"]),
    (.undo, ["u"]), (.open, [.enter, .right, "l"]))

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
    case .reader(let action): return .staying(.perform(action))
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
