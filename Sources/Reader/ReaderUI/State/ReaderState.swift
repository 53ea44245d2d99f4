import Foundation
import Library
import QuranText

/// What a person's reading is, apart from how it is drawn and from the files it is read
/// from: the place and scroll (`pane`), the focus and the surah list's choice, the screens
/// open over the reader (a question pending, a list, the note editor), the message in the
/// status row, what is marked (favorites, notes per ayah, the furthest place in each surah,
/// the share read), what `u` can bring back, the recitation asked for and the reading time
/// not yet logged. `ReaderSession` reads and writes the library around it and draws it; the
/// actions that need neither (`ReaderState+Actions`) are tested on the value alone.
struct ReaderState {
  enum Focus { case surahList, reader }

  /// The open surah's ayahs as laid out, and the place and scroll in them.
  var pane: ReaderPane
  var focus = Focus.reader
  var list = SurahList()
  /// The screens over the reader, the top one last: it takes the keys (see `Screen`).
  var screens: [any Screen] = []
  /// The screen taking a key, off the stack while the session performs what it returned
  /// (`ReaderSession.handleOnTop`).
  var screenTakingKey: (any Screen)?
  /// The sentence in the status row until the next key, and whether it tells of a failure.
  var message: (text: String, isError: Bool)?
  /// The notes of the current ayah under the reader.
  var notePane = NotePane()
  var favorites: Set<AyahID> = []
  /// Where the person stopped in each surah: the place `Enter` in the list resumes at.
  var progress: [Int: ReadingProgress] = [:]
  /// What the reading log holds: the share read in the title and the list's bars.
  var readSoFar: OverallProgress
  /// How many notes each ayah of the open surah has (the markers).
  var noteCounts: [AyahID: Int] = [:]
  /// Whether the footnotes stay open under every ayah (`I`, `ReaderSession+Study`).
  var footnotesEverywhere = false
  /// What `u` brings back while the reader runs (`NotesFeature`).
  var notes = NotesState()
  /// The place last stored in the settings, so an unmoved reader writes nothing.
  var savedPosition: AyahID?
  /// How the recitation was asked for and where it is (`RecitationState`).
  var recital = RecitationState()
  /// Today's portion of a reading plan, in the status bar.
  var planStatus: String?
  /// The status bar's count of the ayahs due for review ("due 5"), and whether it was taken
  /// since the reader started (`MemorizeFeature`).
  var memorizing = MemorizeState()
  /// The sync's state in a few words ("✓ synced 12:03"); nil when not signed in.
  var syncStatus: String?
  /// The reading time counted since the last key, not yet in the log.
  var readingTime = ReadingTime()

  init(pane: ReaderPane, readSoFar: OverallProgress) {
    self.pane = pane
    self.readSoFar = readSoFar
  }
}
