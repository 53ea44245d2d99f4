import AppRecords
import Foundation
import GRDB
import QuranText

/// An edit of a note as it began: the note, its ayah, and the text the edit started from. A
/// save carries it, so that it never replaces a version of the note it did not start from.
public struct NoteEdit: Sendable, Equatable {
  /// The note being edited.
  public let noteID: UUID
  /// The ayah the note is on, where its text goes if the note is gone when it is saved.
  public let ayahID: AyahID
  /// The note's text when the edit began, in NFC (as the library keeps it).
  public let baseText: String

  /// An edit of note `noteID` on `ayahID` that began from `baseText`.
  public init(noteID: UUID, ayahID: AyahID, baseText: String) {
    self.noteID = noteID
    self.ayahID = ayahID
    self.baseText = baseText.nfc
  }

  /// An edit that begins from `note` as it is now.
  public init(beginningFrom note: AyahNote) {
    self.init(noteID: note.id, ayahID: note.ayahID, baseText: note.text)
  }
}

/// What the save of an edit did.
public enum NoteSave: Sendable, Equatable {
  /// The note had not changed since the edit began (or already held the text): it holds it.
  case saved(AyahNote)
  /// The note changed since the edit began: it keeps the other text, and the edit's text is
  /// this new note on the same ayah, its text beginning with `AyahNote.conflictPrefix`.
  case conflictCopy(AyahNote)
  /// The note was deleted since the edit began: the edit's text is this new note on its ayah.
  case savedAsNew(AyahNote)
  /// The text is the one the edit began from and the note changed since: nothing of the
  /// person's to keep, nothing written; the note as it is now.
  case unchanged(AyahNote)

  /// The note that now holds the edit's text (or, unchanged, the note as it is).
  public var note: AyahNote {
    switch self {
    case .saved(let note), .conflictCopy(let note), .savedAsNew(let note), .unchanged(let note):
      note
    }
  }
}

extension LibraryStore {
  /// Saves `text` as the new text of the note `edit` began from, in one transaction with its
  /// journal entries. A note changed since the edit began keeps the other text and `text`
  /// becomes a conflict copy beside it; a note deleted since gets `text` as a new note on
  /// its ayah. Nothing is ever replaced that the edit did not start from.
  @discardableResult
  public func save(_ text: String, editing edit: NoteEdit, at date: Date? = nil) throws
    -> NoteSave
  {
    let date = (date ?? clock.now()).toMilliseconds
    let text = try NoteText.checked(text).words
    // A refusal found inside the transaction is returned, not thrown: what the transaction
    // throws is a `LibraryProblem`.
    let outcome: Result<NoteSave, NoteError> = try write { db in
      guard let current = try Self.note(edit.noteID, db) else {
        let note = AyahNote(
          id: UUID(), ayahID: edit.ayahID, text: text, createdAt: date, modifiedAt: date)
        try Self.insert(note, db)
        return .success(.savedAsNew(note))
      }
      if current.text == edit.baseText {
        let note = AyahNote(
          id: current.id, ayahID: current.ayahID, text: text, createdAt: current.createdAt,
          modifiedAt: date)
        try Self.put(note, db)
        try Self.journal(.note(note.id, ayah: note.ayahID), .save, at: date, db)
        return .success(.saved(note))
      }
      if current.text == text { return .success(.saved(current)) }
      if text == edit.baseText { return .success(.unchanged(current)) }
      // The text the edit began from was this device's own, which a sync has since kept as a
      // conflict copy beside another device's version: the edit goes on there.
      if let copy = try Self.conflictCopy(holding: edit.baseText, beside: current, db) {
        return try Self.saveCopy(copy, text: text, at: date, db).map { .conflictCopy($0) }
      }
      return try Self.conflictCopy(of: current, text: text, at: date, db).map {
        .conflictCopy($0)
      }
    }
    return try outcome.get()
  }

  /// The conflict copy beside `note` (on its ayah) whose text is `text`, if there is one.
  private static func conflictCopy(holding text: String, beside note: AyahNote, _ db: Database)
    throws -> AyahNote?
  {
    let id = try String.fetchOne(
      db,
      sql: "SELECT id FROM note WHERE surah = ? AND ayah = ? AND text = ? ORDER BY createdAt, id",
      arguments: [note.ayahID.surah, note.ayahID.ayah, AyahNote.conflictPrefix + text])
    return try id.flatMap(UUID.init(uuidString:)).flatMap { try Self.note($0, db) }
  }

  /// `copy`, a conflict copy, with `text` after its prefix, journaled.
  private static func saveCopy(_ copy: AyahNote, text: String, at date: Date, _ db: Database)
    throws -> Result<AyahNote, NoteError>
  {
    let words: NoteText
    do { words = try NoteText.checked(AyahNote.conflictPrefix + text) } catch {
      return .failure(error)
    }
    let saved = AyahNote(
      id: copy.id, ayahID: copy.ayahID, text: words.words, createdAt: copy.createdAt,
      modifiedAt: date)
    try put(saved, db)
    try journal(.note(saved.id, ayah: saved.ayahID), .save, at: date, db)
    return .success(saved)
  }

  /// The conflict copy of `text` beside `note`: the same id on every device that makes it
  /// (`AyahNote.conflictCopyID`), so a copy already here is that copy. An import keeps the
  /// older of two texts of a note the same way.
  static func conflictCopy(
    of note: AyahNote, text: String, at date: Date, _ db: Database
  ) throws -> Result<AyahNote, NoteError> {
    let id = AyahNote.conflictCopyID(of: note.id, text: text)
    if let held = try Self.note(id, db) { return .success(held) }
    let words: NoteText
    do { words = try NoteText.checked(AyahNote.conflictPrefix + text) } catch {
      return .failure(error)
    }
    let copy = AyahNote(
      id: id, ayahID: note.ayahID, text: words.words, createdAt: date, modifiedAt: date)
    try insert(copy, db)
    return .success(copy)
  }
}
