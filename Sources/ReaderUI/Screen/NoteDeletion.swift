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

  mutating func handle(_ key: Key, session: ReaderSession) throws -> ScreenOutcome {
    if Self.keys.action(for: key) == true {
      // Answered either way: the question goes even when the deletion fails.
      do { try session.delete(note) } catch { session.show(error) }
    } else {
      session.message = (ReaderText.noteKept(), false)
    }
    return .closes
  }

  mutating func draw(into canvas: inout Canvas, area: Area, session: ReaderSession) {
    canvas.sayWrapped(" " + question, bottomRow: area.top, width: area.width, style: .error)
  }
}
