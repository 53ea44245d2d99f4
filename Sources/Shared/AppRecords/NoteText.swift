import QuranText

/// A note's words as they are kept and synced: in Unicode NFC (words typed with combining
/// marks are the same note as the same words typed precomposed), not blank, and at most
/// `NoteSize.maxSyncedBytes` inside their record, so every sync takes them. Words become a
/// `NoteText` once, where they come in: the reader's editor, `quran note`, a file imported,
/// the iPhone app's dump.
public struct NoteText: Sendable, Hashable, CustomStringConvertible {
  /// Why written words are not a note.
  public enum Refusal: Error, Equatable, Sendable {
    /// Nothing but white space.
    case blank
    /// Longer than a note's record may carry: `bytes` inside its JSON.
    case tooLong(bytes: Int)
  }

  /// The words, in NFC.
  public let words: String

  /// `written` in NFC, refused when blank or too long to sync.
  public init(_ written: String) throws(Refusal) {
    let words = written.nfc
    guard !Self.isBlank(words) else { throw .blank }
    let size = NoteSize.syncedSize(of: words)
    guard size <= NoteSize.maxSyncedBytes else { throw .tooLong(bytes: size) }
    self.words = words
  }

  /// Whether `text` is nothing but white space.
  public static func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }

  public var description: String { words }
}
