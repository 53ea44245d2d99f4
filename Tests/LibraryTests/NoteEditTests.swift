import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// A save carries the text its edit began from (`LibraryStore.save(_:editing:)`): it never
/// replaces a version of the note it did not start from.
@Suite struct NoteEditTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func aSaveOverANoteChangedOrDeletedSinceItsEditBeganReplacesNothing() throws {
    let store = try home.openLibrary()
    let kursi = try AyahID.parse("2:255")
    let note = try store.addNote(on: kursi, text: "gốc")
    // Unchanged since the edit began: saved over it, as always.
    let first = NoteEdit(beginningFrom: note)
    #expect(try store.save("sửa một", editing: first).note.text == "sửa một")
    #expect(try store.notes(on: kursi).map(\.text) == ["sửa một"])

    // Changed elsewhere while a second edit was open: the other text stays, this one is the
    // conflict copy on the same ayah, and both are waiting to be sent.
    let second = NoteEdit(beginningFrom: try #require(try store.note(note.id)))
    try store.editNote(note.id, text: "sửa ở máy khác")
    let saved = try store.save("sửa của tôi", editing: second)
    guard case .conflictCopy(let copy) = saved else {
      Issue.record("saved as \(saved), not as a conflict copy")
      return
    }
    #expect(copy.id == AyahNote.conflictCopyID(of: note.id, text: "sửa của tôi"))
    #expect(copy.ayahID == kursi && copy.text == AyahNote.conflictPrefix + "sửa của tôi")
    #expect(try store.note(note.id)?.text == "sửa ở máy khác")
    #expect(
      Set(try store.pendingChanges().map(\.recordKey)) == [note.id.uuidString, copy.id.uuidString])

    // Deleted elsewhere while a third edit was open: the text is a new note on the ayah.
    let third = NoteEdit(beginningFrom: try #require(try store.note(note.id)))
    try store.deleteNote(note.id)
    guard case .savedAsNew(let new) = try store.save("vẫn giữ", editing: third) else {
      Issue.record("a note deleted while edited was not saved as a new note")
      return
    }
    #expect(new.id != note.id && new.ayahID == kursi)
    #expect(try store.notes(on: kursi).map(\.text) == [copy.text, "vẫn giữ"])
    #expect(try store.pendingChanges().contains { $0.recordKey == new.id.uuidString })
  }

  /// The text an edit began from was this device's own, and a sync has since kept it as a
  /// conflict copy beside another device's version: the save goes on in that copy, which
  /// the edit supersedes, rather than making a second copy.
  @Test func aSaveWhoseTextTheSyncKeptAsACopyGoesOnInThatCopy() throws {
    let store = try home.openLibrary()
    let kursi = try AyahID.parse("2:255")
    let note = try store.addNote(on: kursi, text: "của tôi")
    let edit = NoteEdit(beginningFrom: note)
    // What the sync does with a concurrent edit: the other text on the note, this one a copy.
    try store.editNote(note.id, text: "của máy khác")
    _ = try store.addNote(on: kursi, text: AyahNote.conflictPrefix + "của tôi")
    let saved = try store.save("của tôi, sửa tiếp", editing: edit)
    guard case .conflictCopy(let copy) = saved else {
      Issue.record("saved as \(saved), not into the copy")
      return
    }
    #expect(copy.text == AyahNote.conflictPrefix + "của tôi, sửa tiếp")
    #expect(
      try store.notes(on: kursi).map(\.text).sorted()
        == [AyahNote.conflictPrefix + "của tôi, sửa tiếp", "của máy khác"].sorted())
    #expect(try store.pendingChanges().contains { $0.recordKey == copy.id.uuidString })
  }

  /// Blank text is empty text wherever a note's text enters the library (issue 60).
  @Test func blankTextIsRefusedAsEmpty() throws {
    let store = try home.openLibrary()
    let ayah = try AyahID.parse("1:1")
    #expect(throws: NoteError.empty) { try store.addNote(on: ayah, text: " \t\n") }
    let note = try store.addNote(on: ayah, text: "giữ")
    #expect(throws: NoteError.empty) { try store.editNote(note.id, text: "   \n\n") }
    #expect(throws: NoteError.empty) {
      try store.save("\u{3000}\n", editing: NoteEdit(beginningFrom: note))
    }
    #expect(try store.note(note.id)?.text == "giữ")
  }
}
