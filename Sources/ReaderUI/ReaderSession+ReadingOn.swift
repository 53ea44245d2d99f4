import Interface
import QuranText

/// Reading runs on from surah to surah, as in a mushaf: a step or a page forward at a surah's
/// last ayah opens the next surah at its first (its heading shown), a step or a page back at
/// its first opens the previous surah at its last. The Quran's first and last ayahs say so.
extension ReaderSession {
  /// Crosses into the next or previous surah when a step or a page moved nothing at a surah's
  /// end; returns whether it took the move (it crossed, or said the Quran ends here).
  func readOn(past move: ReaderAction, from before: AyahID) throws -> Bool {
    switch move {
    case .next, .pageDown:
      guard reader.current == reader.ayahs.count - 1 else { return false }
      guard before.surah < SurahSizes.surahCount else {
        message = (ReadingText.endOfQuran(), false)
        return true
      }
      try turn(toSurah: before.surah + 1, at: 1)
      try logMove(from: before)
    case .previous, .pageUp:
      guard reader.current == 0 else { return false }
      guard before.surah > 1 else {
        message = (ReadingText.startOfQuran(), false)
        return true
      }
      let previous = before.surah - 1
      try turn(toSurah: previous, at: SurahSizes.ayahCount(ofSurah: previous) ?? 1)
    default: return false
    }
    return true
  }
}
