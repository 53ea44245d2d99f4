import Foundation
import Library
import QuranText

/// What the note editor is writing: a new note on an ayah, or a new text for a note.
enum NoteEditTarget {
  case new(AyahID)
  case existing(AyahNote)
}

/// A deletion waiting for the person to say yes.
struct NoteDeletion {
  let note: AyahNote
  var question: String {
    "Delete this note on \(note.ayahID)? y deletes (u undoes), any other key keeps it."
  }
}

extension ReaderSession {
  func startEditor(_ target: NoteEditTarget) {
    switch target {
    case .new(let ayah):
      editor = (NoteEditor(text: "", title: "New note on \(ayah)"), target)
    case .existing(let note):
      editor = (NoteEditor(text: note.text, title: "Note on \(note.ayahID)"), target)
    }
  }

  func handleEditor(_ key: Key) throws {
    guard var (field, target) = editor else { return }
    let outcome = field.handle(key)
    editor = (field, target)
    switch outcome {
    case .editing: return
    case .cancel:
      editor = nil
      message = ("Not saved: the note was left as it was.", false)
    case .save:
      let text = field.savedText
      guard !text.isEmpty else {
        editor = nil
        message = ("The note was empty, so nothing was saved.", false)
        return
      }
      switch target {
      case .new(let ayah): try library.addNote(on: ayah, text: text)
      case .existing(let note): try library.editNote(note.id, text: text)
      }
      editor = nil
      try notesChanged()
      message = ("✎ Note saved.", false)
    }
  }

  /// The terminal loop's report on an edit in the person's own editor.
  public func finishExternalEdit(_ outcome: ExternalEditor.Outcome) {
    guard let note = externalEdit else { return }
    externalEdit = nil
    switch outcome {
    case .cancelled(let reason):
      message = (reason, true)
    case .edited(let text):
      do {
        if text.nfc != note.text {
          try library.editNote(note.id, text: text)
          try notesChanged()
        }
        message = ("✎ Note saved.", false)
      } catch {
        message = ("\(error)", true)
      }
    }
  }

  func askToDelete(_ note: AyahNote) {
    confirmation = NoteDeletion(note: note)
  }

  func handleConfirmation(_ key: Key) throws {
    guard let deletion = confirmation else { return }
    confirmation = nil
    guard key == .character("y") || key == .character("Y") else {
      message = ("Kept.", false)
      return
    }
    let deleted = try library.deleteNote(deletion.note.id)
    if notesView != nil { notesView!.lastDeleted = deleted } else { lastDeleted = deleted }
    try notesChanged()
    message = ("Note deleted: u puts it back.", false)
  }

  func undoDeletion() throws {
    let note = notesView != nil ? notesView!.lastDeleted : lastDeleted
    guard let note else {
      message = ("Nothing to undo.", false)
      return
    }
    try library.restoreNote(note)
    if notesView != nil { notesView!.lastDeleted = nil } else { lastDeleted = nil }
    try notesChanged()
    message = ("The note on \(note.ayahID) is back.", false)
  }

  func searchNotes(_ query: String) throws {
    guard notesView != nil else { return }
    notesView!.search = query.isEmpty ? nil : (query, SearchTerms(query: query), [], 0)
    notesView!.selected = 0
    notesView!.top = 0
    try notesView!.reload(library)
  }

  func handleNotesView(_ key: Key) throws -> Bool {
    guard var view = notesView else { return true }
    let height = bodyHeight - 1
    switch key {
    case .character("q"): return false
    case .escape, .character("h"), .left:
      if view.search != nil {
        view.search = nil
        try view.reload(library)
      } else {
        notesView = nil
        return true
      }
    case .character("j"), .down, .wheelDown: view.move(by: 1, height: height)
    case .character("k"), .up, .wheelUp: view.move(by: -1, height: height)
    case .pageDown, .character(" "): view.move(by: height - 1, height: height)
    case .pageUp, .character("b"): view.move(by: -(height - 1), height: height)
    case .character("g"), .home: view.move(by: -view.count, height: height)
    case .character("G"), .end: view.move(by: view.count, height: height)
    case .character("o"):
      view.order = view.order == .newestFirst ? .bySurah : .newestFirst
      try view.reload(library)
    case .character("/"): input = LineInput(purpose: .noteSearch)
    case .character("?"): showingHelp = true
    case .character("e"): externalEdit = try view.chosen(library: library)
    case .character("E"):
      if let note = try view.chosen(library: library) { startEditor(.existing(note)) }
    case .character("d"): if let note = try view.chosen(library: library) { askToDelete(note) }
    case .character("u"):
      notesView = view
      try undoDeletion()
      return true
    case .enter, .right, .character("l"):
      guard let note = try view.chosen(library: library) else { break }
      notesView = nil
      try open(surah: note.ayahID.surah, at: note.ayahID.ayah)
      return true
    default: break
    }
    notesView = view
    return true
  }
}
