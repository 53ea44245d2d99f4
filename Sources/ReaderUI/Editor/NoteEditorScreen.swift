import Foundation
import Interface
import Library
import QuranText

/// What the note editor is writing: a new note on an ayah, or a new text for a note.
enum NoteEditTarget {
  case new(AyahID)
  case existing(AyahNote)
}

/// The note editor over the reader's pane: Ctrl-S saves, Esc cancels. What is typed is kept
/// as a draft on disk (`DraftKeeping` says when) until the note is saved or cancelled.
struct NoteEditorScreen: Screen {
  var editor: NoteEditor
  let target: NoteEditTarget
  private(set) var draft: NoteDraft
  private var keeping: DraftKeeping

  /// An editor for `target`; with `restored`, one that goes on with a draft offered back.
  init(target: NoteEditTarget, restored: NoteDraft? = nil, now: Date = Date()) {
    self.target = target
    switch target {
    case .new(let ayah):
      draft = restored ?? NoteDraft(newNoteOn: ayah)
      editor = NoteEditor(text: draft.text, title: ReaderText.newNoteTitle(ayah))
    case .existing(let note):
      draft = restored ?? NoteDraft(editing: note)
      editor = NoteEditor(text: draft.text, title: ReaderText.noteTitle(note.ayahID))
    }
    keeping = DraftKeeping(text: draft.text, onDisk: restored != nil, now: now)
  }

  var part: ScreenPart { .readerPane }

  mutating func handle(_ key: Key, session: ReaderSession) throws -> ScreenOutcome {
    switch editor.handle(key) {
    case .editing:
      return .stays
    case .cancel:
      session.drafts?.remove(draft.id)
      session.message = (ReaderText.noteNotSaved(), false)
      return .closes
    case .save:
      // When saving fails the editor stays open with the text, the draft is on disk, and the
      // status row says why.
      do {
        try session.save(editor.savedText, as: target)
      } catch {
        keepDraft(session: session, now: Date(), final: true)
        throw error
      }
      session.drafts?.remove(draft.id)
      return .closes
    }
  }

  /// Writes the draft to disk, or removes it, as `DraftKeeping` says; `final` when the reader
  /// is about to stop or a save was refused.
  mutating func keepDraft(session: ReaderSession, now: Date, final: Bool = false) {
    guard let drafts = session.drafts else { return }
    let text = editor.text
    let original = draft.originalText ?? ""
    let step =
      final
      ? keeping.final(text: text, original: original)
      : keeping.step(text: text, original: original, now: now)
    switch step {
    case .nothing: return
    case .remove: drafts.remove(draft.id)
    case .write:
      draft.text = text
      // Tried once per change: a folder that cannot be written is said, not retried in a loop.
      keeping.wrote(text, now: now)
      do { try drafts.save(draft) } catch {
        session.message = (ReaderText.draftNotKept("\(error)"), true)
      }
    }
  }

  mutating func draw(into canvas: inout Canvas, area: Area, session: ReaderSession) {
    editor.draw(into: &canvas, area: area)
  }
}
