import QuranText

extension AyahNote {
  /// Throws `NoteError.tooLong` for a text that could never sync (`NoteSize.maxSyncedBytes`).
  static func checkSize(of text: String) throws {
    let size = NoteSize.syncedSize(of: text)
    guard size <= NoteSize.maxSyncedBytes else { throw NoteError.tooLong(bytes: size) }
  }
}
