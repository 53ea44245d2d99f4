import Interface
import QuranText

/// Reading runs on from surah to surah, as in a mushaf (`ScriptureReading.readOn` says
/// where): a step or a page forward at a surah's last ayah opens the next surah at its first
/// (its heading shown), a step or a page back at its first opens the previous surah at its
/// last. The Quran's first and last ayahs say so.
extension ReaderSession {
  /// Crosses into the next or previous surah when a step or a page moved nothing at a surah's
  /// end; returns whether it took the move (it crossed, or said the Quran ends here).
  func readOn(past move: ReaderAction, from before: AyahID) throws -> Bool {
    switch ScriptureReading.readOn(&state, past: move, from: before) {
    case nil: return false
    case .stays: return true
    case .turns(let surah, let ayah):
      try turn(toSurah: surah, at: ayah)
      if surah == before.surah + 1 { try logMove(from: before) }
      return true
    }
  }
}
