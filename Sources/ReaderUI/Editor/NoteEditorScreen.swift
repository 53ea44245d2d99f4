import Interface
import Library
import QuranText

/// What the note editor is writing: a new note on an ayah, or a new text for a note.
enum NoteEditTarget {
  case new(AyahID)
  case existing(AyahNote)
}

/// The note editor over the reader's pane: Ctrl-S saves, Esc cancels.
struct NoteEditorScreen: Screen {
  var editor: NoteEditor
  let target: NoteEditTarget

  init(target: NoteEditTarget) {
    self.target = target
    switch target {
    case .new(let ayah): editor = NoteEditor(text: "", title: ReaderText.newNoteTitle(ayah))
    case .existing(let note):
      editor = NoteEditor(text: note.text, title: ReaderText.noteTitle(note.ayahID))
    }
  }

  var part: ScreenPart { .readerPane }

  mutating func handle(_ key: Key, session: ReaderSession) throws -> ScreenOutcome {
    switch editor.handle(key) {
    case .editing:
      return .stays
    case .cancel:
      session.message = (ReaderText.noteNotSaved(), false)
      return .closes
    case .save:
      // When saving fails the editor stays open with the text, and the status row says why.
      try session.save(editor.savedText, as: target)
      return .closes
    }
  }

  mutating func draw(into canvas: inout Canvas, area: Area, session: ReaderSession) {
    editor.draw(into: &canvas, area: area)
  }
}
