import Library
import QuranText
import Testing

@testable import ReaderUI

/// A paste read whole (`Key.text`): the note editor takes it in one edit; anywhere else its
/// characters are keys, as if typed.
extension ReaderSessionTests {
  @Test func aPasteInTheReaderIsItsKeysAndTheEditorItOpensTakesTheRest() throws {
    let reader = try session()
    _ = screen(reader)
    #expect(reader.handle(.text(":2:255\r")))
    #expect(reader.state.pane.currentID == (try AyahID.parse("2:255")))
    #expect(reader.handle(.text("nGhi chú dán\rdòng hai\u{7F}a")))
    let editor = try #require(reader.state.screens.last as? NoteEditorScreen)
    #expect(editor.editor.text == "Ghi chú dán\ndòng haa")
    press(reader, .character("\u{13}"))
    let stored = try home.openLibrary().notes(on: AyahID.parse("2:255")).map(\.text)
    #expect(stored == ["Ghi chú dán\ndòng haa"])
  }

  @Test func aPasteWhileTheEditorAsksIsKeysToTheQuestion() throws {
    let reader = try session()
    _ = screen(reader)
    press(reader, .character("n"))
    type(reader, "giữ")
    press(reader, .escape)
    // Esc goes back to writing; the rest of the paste is text again.
    #expect(reader.handle(.text("\u{1B} lại")))
    let editor = try #require(reader.state.screens.last as? NoteEditorScreen)
    #expect(editor.leaving == nil)
    #expect(editor.editor.text == "giữ lại")
  }
}
