import Interface
import QuranText

/// The footnotes and the tafsir in the reader: `i` and `I` the footnotes, read and toggled by
/// `ScriptureReading+Footnotes`; `T` opens the tafsir of the current ayah.
extension ReaderSession {
  /// `i`: the current ayah's footnotes, open or closed.
  func toggleFootnotes() throws {
    let scripture = self.scripture
    try scripture.toggleFootnotes(&state)
  }

  /// `I`: every ayah's footnotes open, here and in every surah opened after; again, all closed.
  func toggleAllFootnotes() throws {
    let scripture = self.scripture
    try scripture.toggleAllFootnotes(&state)
  }

  /// Opens a new surah's footnotes when they are kept open everywhere; called before a frame.
  func keepFootnotesOpen() {
    let scripture = self.scripture
    scripture.keepFootnotesOpen(&state)
  }

  /// `T`: the tafsir of the current ayah, over the reader.
  func openTafsir() throws {
    guard let tafsir = try corpus.tafsir(of: state.pane.currentID) else {
      let absence = ScriptureReading.absence(try corpus.studyState().tafsir, PinnedText.tafsir)
      state.message = (absence ?? StudyText.tafsirMissing(), true)
      return
    }
    push(TafsirScreen(tafsir: tafsir))
  }
}
