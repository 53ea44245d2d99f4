import Foundation
import Interface

/// Closing the editor never loses text: Esc with text not saved asks, in the hints' row, `s`
/// (save), `d` (discard: the text goes to `drafts/discarded/`, and `u` brings it back) or Esc
/// (go on writing); a Ctrl-C keeps the text as a draft the next start offers, or asks when the
/// draft cannot be written.
extension NoteEditorScreen {
  /// The question in the hints' row while one is asked.
  var question: String? {
    switch leaving {
    case nil: nil
    case .asked: ReaderText.editorLeaveQuestion()
    case .interrupted: ReaderText.editorInterruptQuestion()
    }
  }

  /// A key while the question is asked: `s` saves, `d` discards, any other key goes back to
  /// the text.
  mutating func answer(_ key: Key) -> ScreenOutcome {
    leaving = nil
    switch key {
    case .character("s"), .character("S"), .character(ControlKey.save):
      return save
    case .character("d"), .character("D"):
      return .closing(.discardDraft(currentDraft))
    case .character, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .wordLeft,
      .wordRight, .deleteWordBackward, .deleteWordForward, .enter, .tab, .backTab, .backspace,
      .delete, .escape, .wheelUp, .wheelDown, .resize, .text, .paste, .pasteStart, .pasteEnd:
      return .stays
    }
  }

  /// A Ctrl-C: whether the reader may stop. Text not saved goes to its draft first; when the
  /// draft cannot be written the question is asked, and a second Ctrl-C stops. The draft is
  /// dated `now`.
  mutating func interrupted(drafts: DraftStore?, now: Date) -> Bool {
    guard hasUnsavedText, leaving != .interrupted else { return true }
    if keepDraft(in: drafts, now: now, final: true).safe { return true }
    leaving = .interrupted
    return false
  }
}
