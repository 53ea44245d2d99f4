import Foundation
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// Notes in the reader, driven by keys, read off the canvas.
@Suite struct ReaderNotesTests {
  let home = TemporaryHome(withCorpus: false)
  let save = Key.character("\u{13}")

  func session() throws -> ReaderSession {
    let session = try ReaderSession(corpus: Fixtures.corpus, library: home.openLibrary())
    _ = session.draw(width: 120, height: 40)
    return session
  }

  func screen(_ session: ReaderSession) -> String { session.draw(width: 120, height: 40).text }

  func press(_ session: ReaderSession, _ keys: Key...) {
    for key in keys { _ = session.handle(key) }
  }

  func type(_ session: ReaderSession, scalars text: String) {
    for scalar in text.unicodeScalars { _ = session.handle(.character(Character(scalar))) }
  }

  @Test func aNoteTypedWithCombiningMarksIsSavedInNFCAndMarked() throws {
    let reader = try session()
    press(reader, .character("n"))
    #expect(screen(reader).contains("New note on 1:1"))
    let typed = "Ghi nho\u{031B}\u{0301} ma\u{0303}i"  // "Ghi nhớ mãi", as an IME may send it
    type(reader, scalars: typed)
    press(reader, .enter)
    type(reader, scalars: "dòng hai")
    press(reader, save)
    let notes = try home.openLibrary().notes(on: AyahID.parse("1:1"))
    #expect(notes.count == 1)
    #expect(
      Array(notes[0].text.unicodeScalars) == Array("Ghi nhớ mãi\ndòng hai".nfc.unicodeScalars))
    let text = screen(reader)
    let firstAyah = text.split(separator: "\n").first { $0.contains("Nhân danh Allah") }
    #expect(firstAyah?.contains("✎") == true, "the ayah is marked as having a note")
    #expect(text.contains("Notes on 1:1 (1/1)"))
    #expect(text.contains("Ghi nhớ mãi"))
  }

  @Test func escapeCancelsWithoutSaving() throws {
    let reader = try session()
    press(reader, .character("n"))
    type(reader, scalars: "bỏ đi")
    press(reader, .escape)
    #expect(try home.openLibrary().noteCount() == 0)
    #expect(screen(reader).contains("Not saved"))
  }

  @Test func deletingAsksFirstAndUndoPutsTheNoteBack() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("1:1"), text: "giữ lại")
    let reader = try session()
    press(reader, .character("d"))
    #expect(screen(reader).contains("Delete this note on 1:1?"))
    press(reader, .character("n"))
    #expect(try library.noteCount() == 1, "any key but y keeps the note")
    #expect(screen(reader).contains("The note is kept."))
    press(reader, .character("d"), .character("y"))
    #expect(try library.noteCount() == 0)
    press(reader, .character("u"))
    // The same note, as a new version: its id, ayah, text and creation, changed when `u` came.
    let back = try #require(try library.note(note.id))
    #expect(back == note.restored(at: back.modifiedAt))
  }

  @Test func editingHereUpdatesTheSameNote() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("1:1"), text: "cũ")
    let reader = try session()
    press(reader, .character("E"))
    type(reader, scalars: " và mới")
    press(reader, save)
    #expect(try library.note(note.id)?.text == "cũ và mới")
    #expect(try library.noteCount() == 1)
  }

  @Test func theNotesViewListsSearchesAndJumps() throws {
    let library = try home.openLibrary()
    try library.addNote(on: AyahID.parse("2:255"), text: "Đấng Hằng Sống")
    try library.addNote(on: AyahID.parse("36:1"), text: "Yā Sīn")
    let reader = try session()
    press(reader, .character("N"))
    var text = screen(reader)
    #expect(text.contains("Notes: 2, newest first"))
    #expect(text.contains("36:1"))
    press(reader, .character("/"))
    type(reader, scalars: "dang hang")
    press(reader, .enter)
    text = screen(reader)
    #expect(text.contains("Notes matching “dang hang”: 1"))
    press(reader, .enter)
    #expect(reader.state.pane.currentID.description == "2:255")
    #expect(!reader.isShowing(NotesView.self))
  }

  @Test func deletingInTheNotesViewCanBeUndoneUntilTheViewIsLeft() throws {
    let library = try home.openLibrary()
    try library.addNote(on: AyahID.parse("2:255"), text: "một")
    let reader = try session()
    press(reader, .character("N"), .character("d"), .character("y"))
    #expect(try library.noteCount() == 0)
    press(reader, .character("u"))
    #expect(try library.noteCount() == 1)
    // The view's own undo, told of the deletion (`ScreenNews.noteDeleted`), not the trash's.
    #expect(screen(reader).contains("The note on 2:255 is back."))
    #expect(!screen(reader).contains("from the trash"))
    press(reader, .character("d"), .character("y"), .escape, .character("N"))
    #expect(try library.noteCount() == 0)
    // Leaving the view ends its own undo; `u` then reaches the trash (issue 60).
    press(reader, .character("u"))
    #expect(try library.noteCount() == 1)
    #expect(screen(reader).contains("Back from the trash: note on 2:255: một"))
  }

  @Test func theMenuImportsALegacyDumpWithAReport() throws {
    let reader = try session()
    press(reader, .character("m"))
    #expect(screen(reader).contains("Import from the iPhone app"))
    press(reader, .enter)
    type(reader, scalars: Fixtures.sharedDirectory + "/fixtures/legacy/quranvn.binary.plist")
    press(reader, .enter)
    let text = screen(reader)
    #expect(text.contains("favorites: 5 added"))
    #expect(text.contains("notes: 4 added"))
    #expect(try home.openLibrary().favorites().count == 5)
    press(reader, .escape)
    #expect(screen(reader).contains("★5"))
  }
}
