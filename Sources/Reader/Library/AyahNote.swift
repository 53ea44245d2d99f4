import AppRecords
import Foundation
import Interface
import QuranText

/// A note a person wrote on an ayah. An ayah may have any number of them; each keeps its own
/// id for life, so an edit is an update of the same note, never a delete and a create.
public struct AyahNote: Sendable, Equatable, Identifiable {
  /// The note's own id, kept for life; also its record key in the journal.
  public let id: UUID
  /// The ayah the note is on (`2:255`).
  public let ayahID: AyahID
  /// The text exactly as written, in Unicode NFC.
  public let text: String
  /// When the note was first written, to the millisecond.
  public let createdAt: Date
  /// When the text last changed, to the millisecond.
  public let modifiedAt: Date

  /// A note as given; the text is not normalized or checked here.
  public init(id: UUID, ayahID: AyahID, text: String, createdAt: Date, modifiedAt: Date) {
    self.id = id
    self.ayahID = ayahID
    self.text = text
    self.createdAt = createdAt
    self.modifiedAt = modifiedAt
  }

  /// The note brought back (from the trash, or by `u`) at `date`: a new version of it, its
  /// text as it was, changed at `date`.
  public func restored(at date: Date) -> AyahNote {
    AyahNote(
      id: id, ayahID: ayahID, text: text, createdAt: createdAt, modifiedAt: date.toMilliseconds)
  }

  /// The prefix of a conflict copy's text: a note made from an edit that met another version
  /// of its note ("sync conflict"), by the sync or by a save over a note changed meanwhile.
  public static let conflictPrefix = "(Xung đột đồng bộ) "

  /// The id of the note a sync conflict makes from `text`, a version of note `id`: the same
  /// on every device that makes it, so two devices that each kept the same text beside the
  /// same note make one note, not two.
  public static func conflictCopyID(of id: UUID, text: String) -> UUID {
    StableID.uuid(for: "conflict copy \(id.uuidString) \(text)")
  }

  /// The id of the note a sync conflict makes from a branch of note `id`'s history, named by
  /// the fingerprint of the branch's first version: the same on every device that holds a
  /// version of the branch, so the copies they make are one note.
  public static func conflictCopyID(of id: UUID, branchFrom version: String) -> UUID {
    StableID.uuid(for: "conflict copy \(id.uuidString) of branch \(version)")
  }
}

/// Why a note could not be written; a sentence for a person.
public enum NoteError: Error, Equatable, CustomStringConvertible {
  case empty
  case notFound(String)
  case ambiguous(String)
  /// An id shortened below `LibraryStore.shortestNoteID` characters.
  case idTooShort(String)
  /// The note is longer than a note may be to sync (`NoteSize.maxSyncedBytes`).
  case tooLong(bytes: Int)

  /// The reason as a sentence for a person, in the interface's language.
  public var description: String {
    switch self {
    case .empty: ErrorText.noteEmpty()
    case .notFound(let id): ErrorText.noteNotFound(id)
    case .ambiguous(let id): ErrorText.noteAmbiguous(id)
    case .idTooShort(let id): RefusalText.noteIDTooShort(id, LibraryStore.shortestNoteID)
    case .tooLong(let bytes):
      ErrorText.noteTooLong(
        ByteSize.text(Int64(bytes)), ByteSize.text(Int64(NoteSize.maxSyncedBytes)))
    }
  }
}

extension NoteError {
  /// Why written words are not a note, as the library's refusal.
  init(_ refusal: NoteText.Refusal) {
    switch refusal {
    case .blank: self = .empty
    case .tooLong(let bytes): self = .tooLong(bytes: bytes)
    }
  }
}

extension NoteText {
  /// `written` as a note's words, or the library's refusal of them.
  static func checked(_ written: String) throws(NoteError) -> NoteText {
    do { return try NoteText(written) } catch { throw NoteError(error) }
  }
}
