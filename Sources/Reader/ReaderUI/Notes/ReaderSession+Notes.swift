import Foundation
import Interface
import Library
import QuranText

extension ReaderSession {
  /// What can be done to a chosen note, from the reader's note pane (`e`, `E`, `d`) or from
  /// the list of every note (the same keys).
  enum NoteIntent { case editOutside, editHere, delete }

  /// Does `intent` to `note`: its edit in the person's editor or here, or the question
  /// before its deletion.
  func perform(_ intent: NoteIntent, on note: AyahNote) {
    switch intent {
    case .editOutside: externalEdit = .existing(NoteEdit(beginningFrom: note))
    case .editHere: startEditor(.existing(NoteEdit(beginningFrom: note)))
    case .delete: askToDelete(note)
    }
  }

  func startEditor(_ target: NoteEditTarget) {
    push(NoteEditorScreen(target: target, now: clock.now()))
  }

  /// Tells the notes `intent`, and carries out what they answer: a save is an edit over the
  /// text it began from, so a note changed or deleted meanwhile loses nothing
  /// (`LibraryStore.save(_:editing:)`), and the message says what was kept.
  func notes(_ intent: NotesFeature.Intent) throws {
    for effect in NotesFeature.reduce(&state.notes, intent) {
      switch effect {
      case .add(let text, let ayah):
        try library.addNote(on: ayah, text: text, at: clock.now())
        try notesChanged()
        state.message = (ReaderText.noteSaved(), false)
      case .saveEdit(let text, let edit):
        let saved = try library.save(text, editing: edit, at: clock.now())
        try notesChanged()
        state.message = (Self.sentence(saved), false)
      case .reopenDraft(let draft, let file): try restoreDraft(draft, discardedFile: file)
      case .restore(let note):
        do { try restore(note) } catch {
          try notes(.notRestored(note))
          throw error
        }
      case .restoreFromTrash: try restoreFromTrash()
      case .say(let text, let isError): state.message = (text, isError)
      }
    }
  }

  /// What the status row says of a saved edit.
  static func sentence(_ saved: NoteSave) -> String {
    switch saved {
    case .saved: ReaderText.noteSaved()
    case .conflictCopy: NoteSaveText.readerConflictCopy(AyahNote.conflictPrefix)
    case .savedAsNew(let note): NoteSaveText.readerSavedAsNew(note.ayahID)
    case .unchanged: ReaderText.noteNotSaved()
    }
  }

  /// The terminal loop's report on an edit of `draft` in the person's own editor (a note's,
  /// or a new one's): a saved text's draft goes; a refused one stays on disk, and the message
  /// says where.
  func finishExternalEdit(_ outcome: ExternalEditor.Outcome, draft: NoteDraft) {
    guard let target = externalEdit else { return }
    externalEdit = nil
    switch outcome {
    case .cancelled(let reason):
      state.message = (reason, true)
    case .edited(let text):
      do {
        if case .existing(let edit) = target, text.nfc == edit.baseText {
          state.message = (ReaderText.noteSaved(), false)
        } else {
          try notes(.save(text, target))
        }
        drafts?.remove(draft.id)
      } catch {
        let kept = drafts.map { " " + ReaderText.draftKept($0.editorFile(draft.id)) } ?? ""
        state.message = ("\(error)" + kept, true)
      }
    }
  }

  func askToDelete(_ note: AyahNote) {
    push(NoteDeletion(note: note))
  }

  /// Deletes a note the person said yes to; `u` puts it back (in the notes view while it
  /// stays open, else in the reader).
  func delete(_ note: AyahNote) throws {
    let deleted = try library.deleteNote(note.id, at: clock.now())
    let notesViewTookIt = try tell(.noteDeleted(deleted))
    try notesChanged()
    try notes(.deleted(deleted, notesViewTookIt: notesViewTookIt))
  }

  /// A library opened read-only because its folder could not be written is opened again, for
  /// real, once the folder can be written (`chmod u+w`): looked at before every key
  /// (`handle`) and before the place is kept (`savePosition`), so every write — a note, a
  /// favorite, the place, a grade — goes to the file without a restart. A damaged library's
  /// stand-in is left as it is.
  func reopenLibraryIfWritable() {
    guard library.isReadOnly, LibraryStore.isWritable(library.path),
      let reopened = try? LibraryStore(path: library.path), reopened.canWrite
    else { return }
    library = reopened
  }

  /// Brings back the newest note or favorite of the trash, and says what and when it was
  /// deleted; plans and the goal come back only by `quran trash restore`, as the reader
  /// never deletes them.
  private func restoreFromTrash() throws {
    let item = try library.trash().first { item in
      switch item.content {
      case .note, .favorite: true
      case .readingPlan, .readingGoal, .memorizePlan: false
      }
    }
    guard let item else { return state.message = (ReaderText.nothingToUndo(), false) }
    reopenLibraryIfWritable()
    try library.restore(item)
    switch item.content {
    case .note: try notesChanged()
    case .favorite(let ayah): state.favorite(ayah, marked: true)
    case .readingPlan, .readingGoal, .memorizePlan: break
    }
    let when = LocalTime.minute(item.deletedAt)
    state.message = (
      item.origin == .elsewhere
        ? TrashText.backFromTrashElsewhere(item.what, when)
        : TrashText.backFromTrash(item.what, when), false
    )
  }

  func restore(_ note: AyahNote) throws {
    _ = try library.restoreNote(note, at: clock.now())
    try notesChanged()
    state.message = (ReaderText.noteBack(note.ayahID), false)
  }

  func searchNotes(_ query: String) throws {
    try tell(.notesSearched(query))
  }
}
