import Foundation
import Interface
import QuranText

/// A note a person wrote on an ayah. An ayah may have any number of them; each keeps its own
/// id for life, so an edit is an update of the same note, never a delete and a create.
public struct AyahNote: Sendable, Equatable, Identifiable {
  public let id: UUID
  public let ayahID: AyahID
  /// The text exactly as written, in Unicode NFC.
  public let text: String
  public let createdAt: Date
  public let modifiedAt: Date

  public init(id: UUID, ayahID: AyahID, text: String, createdAt: Date, modifiedAt: Date) {
    self.id = id
    self.ayahID = ayahID
    self.text = text
    self.createdAt = createdAt
    self.modifiedAt = modifiedAt
  }
}

/// Why a note could not be written; a sentence for a person.
public enum NoteError: Error, Equatable, CustomStringConvertible {
  case empty
  case notFound(String)
  case ambiguous(String)
  /// The note is longer than a note may be to sync (`AyahNote.maxSyncedBytes`).
  case tooLong(bytes: Int)

  public var description: String {
    switch self {
    case .empty: ErrorText.noteEmpty()
    case .notFound(let id): ErrorText.noteNotFound(id)
    case .ambiguous(let id): ErrorText.noteAmbiguous(id)
    case .tooLong(let bytes): ErrorText.noteTooLong(bytes / 1000, AyahNote.maxSyncedBytes / 1000)
    }
  }
}
