import Foundation
import Interface
import Library
import QuranText

/// What the note editor is writing: a new note on an ayah, or a new text for a note, saved
/// over the text the edit began from (`LibraryStore.save(_:editing:)`).
enum NoteEditTarget: Equatable {
  case new(AyahID)
  case existing(NoteEdit)
}

/// The note editor over the reader's pane: Ctrl-S saves; Esc closes, after asking when the
/// text is not saved (`NoteEditorScreen+Leaving`). What is typed is kept as a draft on disk
/// (`DraftKeeping` says when) until the note is saved or the text discarded.
struct NoteEditorScreen: Screen {
  var editor: NoteEditor
  let target: NoteEditTarget
  private(set) var draft: NoteDraft
  private var keeping: DraftKeeping
  /// The question asked before closing, while it is asked.
  var leaving: Leaving?

  /// Why the editor asks before closing.
  enum Leaving: Equatable {
    /// Esc with text not saved.
    case asked
    /// A Ctrl-C with text not saved whose draft could not be written: a second one quits.
    case interrupted
  }

  /// An editor for `target`; with `restored`, one that goes on with a draft offered back,
  /// which is on disk unless `onDisk` says it is not; opened at `now`.
  init(target: NoteEditTarget, restored: NoteDraft? = nil, onDisk: Bool = true, now: Date) {
    self.target = target
    switch target {
    case .new(let ayah):
      draft = restored ?? NoteDraft(newNoteOn: ayah)
      editor = NoteEditor(text: draft.text, title: ReaderText.newNoteTitle(ayah))
    case .existing(let edit):
      draft = restored ?? NoteDraft(editing: edit)
      editor = NoteEditor(text: draft.text, title: ReaderText.noteTitle(edit.ayahID))
    }
    keeping = DraftKeeping(text: draft.text, onDisk: restored != nil && onDisk, now: now)
  }

  var part: ScreenPart { .readerPane }

  /// A paste goes into the text in one edit, unless the editor is asking before closing.
  var takesText: Bool { leaving == nil }

  /// What the edit began with: the note's text, or nothing for a new note.
  var original: String { draft.originalText ?? "" }

  /// Whether closing now would lose text: it differs from the note as stored (a draft
  /// restored, or text typed).
  var hasUnsavedText: Bool { editor.text != original }

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    if leaving != nil { return answer(key) }
    switch editor.handle(key) {
    case .editing:
      return .stays
    case .cancel:
      guard hasUnsavedText else {
        return .closing(.removeDraft(draft.id), .say(ReaderText.noteNotSaved(), isError: false))
      }
      leaving = .asked
      return .stays
    case .save:
      return save
    }
  }

  /// Ctrl-S (or `s` to the question): saves the note, and its draft goes.
  var save: ScreenOutcome {
    .closing(.saveNote(editor.savedText, target), .removeDraft(draft.id))
  }

  /// The save failed: the editor stays open with the text, the draft is on disk if it can
  /// be, and the status row says why.
  mutating func failed(_ error: any Error, context: ScreenContext) -> ScreenOutcome {
    let kept = keepDraft(in: context.drafts, now: context.clock.now(), final: true)
    let draftProblem = kept.safe ? "" : " " + (kept.problem ?? "")
    return .staying(
      .say("\(error) " + ReaderText.noteStaysInEditor() + draftProblem, isError: true))
  }

  /// The draft as it is now, with the text typed so far.
  var currentDraft: NoteDraft {
    var current = draft
    current.text = editor.text
    return current
  }

  /// Writes the draft to `drafts`, or removes it, as `DraftKeeping` says; `final` when the
  /// reader is about to stop or a save was refused. Returns whether the text would outlive the
  /// reader (on disk, or what the edit began with) and, when the draft could not be written,
  /// the sentence that says so.
  @discardableResult
  mutating func keepDraft(in drafts: DraftStore?, now: Date, final: Bool = false) -> (
    safe: Bool, problem: String?
  ) {
    guard let drafts else { return (!hasUnsavedText, nil) }
    var problem: String?
    let text = editor.text
    let step =
      final
      ? keeping.final(text: text, original: original)
      : keeping.step(text: text, original: original, now: now)
    switch step {
    case .nothing: break
    case .remove: drafts.remove(draft.id)
    case .write:
      draft.text = text
      do {
        try drafts.save(draft)
        keeping.wrote(text, now: now)
      } catch {
        // Tried once per change: a folder that cannot be written is said, not retried in a loop.
        keeping.couldNotWrite(text, now: now)
        problem = ReaderText.draftNotKept("\(error)")
      }
    }
    return (keeping.isSafe(text, original: original), problem)
  }

  /// The draft, kept as `keepDraft` says.
  mutating func keepUnsaved(in drafts: DraftStore?, now: Date, final: Bool) -> String? {
    keepDraft(in: drafts, now: now, final: final).problem
  }

  mutating func fit(to area: Area, context: ScreenContext) { editor.fit(to: area) }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    editor.draw(into: &canvas, area: area, question: question)
  }
}
