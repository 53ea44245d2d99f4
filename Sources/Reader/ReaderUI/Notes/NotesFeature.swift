import Interface
import Library
import QuranText

/// Notes in the reader, as a feature: the note editor's save (a new note, or an edit over the
/// text it began from), a deletion the person said yes to, the editor's text discarded, and
/// `u`, which brings back the text the editor discarded last, else the note deleted last in
/// the reader, else the newest note or favorite of the trash.
///
/// Its state is what `u` can bring back while the reader runs (`NotesState`); what the person
/// and the session tell it is an `Intent`; `reduce` answers what the session must do
/// (`Effect`), which the session carries out with the library and the drafts
/// (`ReaderSession+Notes`). It reads no clock and no file: tests drive it alone.
enum NotesFeature {
  /// What the person and the session tell the notes.
  enum Intent: Equatable {
    /// The note editor saves `text` as `target`.
    case save(String, NoteEditTarget)
    /// A note was deleted; `notesViewTookIt` when the list of every note, open, keeps it for
    /// its own `u`.
    case deleted(AyahNote, notesViewTookIt: Bool)
    /// The editor's text went to `drafts/discarded/` (`file`; nil when it could not be
    /// written there, and only the reader holds it).
    case discarded(NoteDraft, file: String?)
    /// `u`.
    case undo
    /// Bringing `note` back failed: the next `u` tries it again.
    case notRestored(AyahNote)
    /// Another surah opened: the note deleted in the last one is no longer `u`'s.
    case surahOpened
  }

  /// What the notes ask the session to do.
  enum Effect: Equatable {
    /// Add a note of `text` on the ayah.
    case add(String, on: AyahID)
    /// Save `text` over the note the edit began from.
    case saveEdit(String, NoteEdit)
    /// Open the editor again on the discarded draft (and its file, which goes).
    case reopenDraft(NoteDraft, file: String?)
    /// Put back the note deleted in the reader.
    case restore(AyahNote)
    /// Bring back the newest note or favorite of the trash.
    case restoreFromTrash
    /// Say the words in the status row; `isError`: as a problem.
    case say(String, isError: Bool)
  }

  /// Carries out `intent` on `state`; what the session must do, in order.
  static func reduce(_ state: inout NotesState, _ intent: Intent) -> [Effect] {
    switch intent {
    case .save(let text, _) where text.isEmpty:
      return [.say(ErrorText.noteEmpty(), isError: false)]
    case .save(let text, .new(let ayah)):
      return [.add(text, on: ayah)]
    case .save(let text, .existing(let edit)):
      return [.saveEdit(text, edit)]
    case .deleted(let note, let notesViewTookIt):
      if !notesViewTookIt { state.lastDeleted = note }
      return [.say(ReaderText.noteDeleted(), isError: false)]
    case .discarded(let draft, let file):
      state.lastDiscarded = NotesState.Discarded(draft: draft, file: file)
      return []
    case .undo:
      if let discarded = state.lastDiscarded {
        state.lastDiscarded = nil
        return [
          .reopenDraft(discarded.draft, file: discarded.file),
          .say(ReaderText.noteTextBack(), isError: false),
        ]
      }
      guard let note = state.lastDeleted else { return [.restoreFromTrash] }
      state.lastDeleted = nil
      return [.restore(note)]
    case .notRestored(let note):
      state.lastDeleted = note
      return []
    case .surahOpened:
      state.lastDeleted = nil
      return []
    }
  }
}

/// What `u` can bring back of this session of the reader: the text the editor discarded last,
/// and the note deleted last in the reader; each taken by the `u` that brings it back.
struct NotesState: Equatable {
  struct Discarded: Equatable {
    var draft: NoteDraft
    /// Where it was put aside; nil when it could not be written.
    var file: String?
  }

  var lastDeleted: AyahNote?
  var lastDiscarded: Discarded?
}
