import Foundation
import Interface
import Library
import QuranText
import Testing

@testable import ReaderUI

/// Notes in the reader as a feature, with no terminal or library: what a save, a deletion, a
/// discarded text and `u` ask the session to do.
@Suite struct NotesFeatureTests {
  typealias Feature = NotesFeature
  let note = AyahNote(
    id: UUID(), ayahID: try! AyahID.parse("2:3"), text: "ghi chú", createdAt: .now,
    modifiedAt: .now)
  let draft = NoteDraft(newNoteOn: try! AyahID.parse("2:4"), text: "nháp")

  @Test func aSaveAddsANewNoteOrEditsTheOneItBeganFromAndNothingEmpty() throws {
    var state = NotesState()
    let ayah = try AyahID.parse("2:255")
    #expect(Feature.reduce(&state, .save("lời mới", .new(ayah))) == [.add("lời mới", on: ayah)])
    let edit = NoteEdit(beginningFrom: note)
    #expect(
      Feature.reduce(&state, .save("lời sửa", .existing(edit))) == [.saveEdit("lời sửa", edit)])
    #expect(
      Feature.reduce(&state, .save("", .new(ayah))) == [
        .say(ErrorText.noteEmpty(), isError: false)
      ])
    #expect(state == NotesState())
  }

  @Test func undoBringsBackTheDiscardedTextFirstThenTheDeletedNoteThenTheTrash() {
    var state = NotesState()
    #expect(
      Feature.reduce(&state, .deleted(note, notesViewTookIt: false)) == [
        .say(ReaderText.noteDeleted(), isError: false)
      ])
    #expect(Feature.reduce(&state, .discarded(draft, file: "/tmp/nháp.txt")) == [])
    #expect(
      Feature.reduce(&state, .undo) == [
        .reopenDraft(draft, file: "/tmp/nháp.txt"), .say(ReaderText.noteTextBack(), isError: false),
      ])
    #expect(Feature.reduce(&state, .undo) == [.restore(note)])
    #expect(Feature.reduce(&state, .undo) == [.restoreFromTrash])
  }

  @Test func aNoteThatCouldNotComeBackIsTheNextUndosAgain() {
    var state = NotesState()
    _ = Feature.reduce(&state, .deleted(note, notesViewTookIt: false))
    #expect(Feature.reduce(&state, .undo) == [.restore(note)])
    _ = Feature.reduce(&state, .notRestored(note))
    #expect(Feature.reduce(&state, .undo) == [.restore(note)])
  }

  @Test func aDeletionTheNotesViewKeepsOrInASurahLeftIsNotTheReadersUndo() {
    var state = NotesState()
    _ = Feature.reduce(&state, .deleted(note, notesViewTookIt: true))
    #expect(Feature.reduce(&state, .undo) == [.restoreFromTrash])
    _ = Feature.reduce(&state, .deleted(note, notesViewTookIt: false))
    _ = Feature.reduce(&state, .surahOpened)
    #expect(Feature.reduce(&state, .undo) == [.restoreFromTrash])
  }
}
