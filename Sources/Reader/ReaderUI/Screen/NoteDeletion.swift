import Interface
import Library

/// A deletion waiting for the person to say yes, asked in the status row.
struct NoteDeletion: Screen {
  let note: AyahNote

  var question: String {
    ReaderText.deleteNoteQuestion(note.ayahID)
  }

  var part: ScreenPart { .statusRow }

  /// The keys that say yes; any other keeps the note.
  static let keys = KeyTable<Bool>((true, ["y", "Y"]))

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    Self.keys.action(for: key) == true
      ? .closing(.deleteNote(note)) : .closing(.say(ReaderText.noteKept(), isError: false))
  }

  /// Answered either way: the question goes even when the deletion fails.
  mutating func failed(_ error: any Error, context: ScreenContext) -> ScreenOutcome {
    .closing(.showError(error))
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    canvas.sayWrapped(" " + question, bottomRow: area.top, width: area.width, style: .error)
  }
}
