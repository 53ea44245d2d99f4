import Foundation
import Library
import QuranText

/// A note being written, kept on disk so that a closed terminal or a killed reader does not
/// lose it: what it is for (a new note on an ayah, or a note and its text when the edit
/// began) and the text so far.
public struct NoteDraft: Codable, Equatable, Sendable {
  /// The draft's own name, which names its files.
  public let id: UUID
  /// The ayah the note is on, e.g. "2:255".
  public let ayah: String
  /// The note being edited; nil for a new note.
  public let noteID: UUID?
  /// The note's text when the edit began; nil for a new note.
  public let originalText: String?
  /// The text as written so far.
  public var text: String
  /// The program that keeps the draft, so that a reader does not offer back another running
  /// reader's draft.
  public var processID: Int32
  /// When that program started (`ProcessStart`): a live process that has its id but started
  /// at another time is another program, and the draft is offered back. Nil in a draft an
  /// earlier version wrote.
  public var processStart: UInt64?

  /// A draft of a new note on `ayah`.
  public init(newNoteOn ayah: AyahID, text: String = "") {
    self.init(id: UUID(), ayah: ayah.description, noteID: nil, originalText: nil, text: text)
  }

  /// A draft of a new text for `note`.
  public init(editing note: AyahNote, text: String? = nil) {
    self.init(editing: NoteEdit(beginningFrom: note), text: text)
  }

  /// A draft of a new text for the note of `edit`, beginning from the text it began from.
  public init(editing edit: NoteEdit, text: String? = nil) {
    self.init(
      id: UUID(), ayah: edit.ayahID.description, noteID: edit.noteID,
      originalText: edit.baseText, text: text ?? edit.baseText)
  }

  init(id: UUID, ayah: String, noteID: UUID?, originalText: String?, text: String) {
    self.id = id
    self.ayah = ayah
    self.noteID = noteID
    self.originalText = originalText
    self.text = text
    processID = getpid()
    processStart = ProcessStart.current
  }

  /// The same draft, kept by this program from now on.
  func adopted() -> NoteDraft {
    var draft = self
    draft.processID = getpid()
    draft.processStart = ProcessStart.current
    return draft
  }

  /// The edit this is a draft of, with the text it began from; nil for a new note.
  public var edit: NoteEdit? {
    guard let noteID, let originalText, let ayahID = try? AyahID.parse(ayah) else { return nil }
    return NoteEdit(noteID: noteID, ayahID: ayahID, baseText: originalText)
  }

  /// Whether the text differs from what the edit began with.
  var hasChanges: Bool { text != (originalText ?? "") }
}
