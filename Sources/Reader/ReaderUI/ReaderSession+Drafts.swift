import Foundation
import Interface
import Library
import QuranText

/// Drafts: the open note editor's text kept on disk, and the drafts of a reader that stopped
/// offered back at the next start.
extension ReaderSession {
  /// Asks about each draft a stopped reader left, the oldest first.
  public func offerDrafts() {
    guard let drafts else { return }
    let found = drafts.leftBehind()
    let notice =
      found.movedUnreadable ? ReaderText.draftsUnreadable(drafts.discardedDirectory) : nil
    for draft in found.drafts.reversed() {
      // The first question carries the notice: a question in the status row hides messages.
      push(DraftOffer(draft: draft, notice: draft == found.drafts.first ? notice : nil))
    }
    if found.drafts.isEmpty, let notice { state.message = (notice, true) }
  }

  /// Has each open screen keep its words not saved (the note editor's draft) if it is due;
  /// with `final` (the reader is stopping), now. Returns whether the status row changed (a
  /// draft that could not be written is said there). The draft is dated by the session's
  /// clock.
  @discardableResult
  public func keepDraft(final: Bool = false) -> Bool {
    let now = clock.now()
    let before = state.message?.text
    askEveryScreen {
      if let problem = $0.keepUnsaved(in: drafts, now: now, final: final) {
        state.message = (problem, true)
      }
    }
    return state.message?.text != before
  }

  /// Opens a draft in the note editor: on its note, saved over the text the draft began from
  /// (a note changed since keeps its text, and the draft's becomes a copy beside it), or as a
  /// new note on its ayah when the note is gone. A draft brought back from `discardedFile` is
  /// a draft again once it is on disk, and the discarded file goes.
  func restoreDraft(_ draft: NoteDraft, discardedFile: String? = nil) throws {
    let ayah = try AyahID.parse(draft.ayah)
    let noteIsHere = try draft.noteID.flatMap { try library.note($0) } != nil
    try open(surah: ayah.surah, at: ayah.ayah)
    let adopted = draft.adopted()
    let target: NoteEditTarget =
      if noteIsHere, let edit = adopted.edit { .existing(edit) } else { .new(ayah) }
    // Kept as this reader's; if that cannot be written the draft stays as it was on disk.
    let onDisk = (try? drafts?.save(adopted)) != nil
    if onDisk, let discardedFile { unlink(discardedFile) }
    push(
      NoteEditorScreen(
        target: target, restored: adopted, onDisk: onDisk || discardedFile == nil,
        now: clock.now()))
  }

  /// Moves a declined draft to `drafts/discarded/` and says where; `u` brings it back.
  func putAside(_ draft: NoteDraft) throws {
    guard let drafts else { return }
    let file = try drafts.discard(draft, at: clock.now())
    try notes(.discarded(draft, file: file))
    state.message = (ReaderText.draftPutAside(file), false)
  }

  /// The editor's `d`: the text goes to `drafts/discarded/` and the status row says where;
  /// `u` brings it back while the reader runs, even when it could not be written there.
  func discard(_ draft: NoteDraft) throws {
    var file: String?
    var failure = "—"
    if let drafts {
      do { file = try drafts.discard(draft, at: clock.now()) } catch { failure = "\(error)" }
    }
    try notes(.discarded(draft, file: file))
    state.message =
      file.map { (ReaderText.noteDiscarded($0), false) }
      ?? (ReaderText.noteDiscardedInMemory(failure), true)
  }

  /// A Ctrl-C: whether the reader may stop now, as every open screen says. The open editor's
  /// text not saved goes to its draft, which the next start offers; when the draft cannot be
  /// written the editor asks, and a second Ctrl-C stops.
  public func mayStopOnInterrupt() -> Bool {
    var mayStop = true
    let now = clock.now()
    askEveryScreen {
      let screenMayStop = $0.interrupted(drafts: drafts, now: now)
      mayStop = mayStop && screenMayStop
    }
    // The question, in the editor's hints row, says why; a message would cover it.
    if !mayStop { state.message = nil }
    return mayStop
  }
}
