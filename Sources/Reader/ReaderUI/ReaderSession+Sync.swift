import Foundation
import Library

extension ReaderSession {
  /// Another device's changes arrived through sync: the favorites, progress, notes and
  /// settings shown are read again, and the ayahs due (its grades move them) once counted.
  public func libraryChangedElsewhere() throws {
    state.favorites = try library.favoriteIDs()
    state.progress = try library.progress()
    state.readSoFar = try library.ayahsRead()
    try notesChanged()
    try adoptStoredSettings()
    try? memorize(.recount)
  }

  /// Reads the library again when another connection changed it since the last look (a
  /// second reader on the same home marked a favorite); returns whether it did.
  public func followLibrary() -> Bool {
    guard let mark = try? library.changeMark(), mark != libraryMark else { return false }
    let first = libraryMark == nil
    libraryMark = mark
    if first { return false }
    try? libraryChangedElsewhere()
    refreshPlanStatus()
    return true
  }
}
