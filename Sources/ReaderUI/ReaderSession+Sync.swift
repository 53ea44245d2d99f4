import Foundation
import Library

extension ReaderSession {
  /// Another device's changes arrived through sync: the favorites, progress, notes and
  /// settings shown are read again.
  public func libraryChangedElsewhere() throws {
    favorites = try library.favoriteIDs()
    progress = try library.progress()
    try notesChanged()
    try adoptStoredSettings()
  }
}
