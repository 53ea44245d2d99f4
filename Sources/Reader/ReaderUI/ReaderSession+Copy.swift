import Foundation
import Interface
import QuranText

/// `y` and `Y`: the ayah under the cursor, or the range marked with `v` to it, copied with its
/// reference to the terminal's clipboard (`Clipboard`, OSC 52), and said.
extension ReaderSession {
  /// Copies the ayahs from `start` to the current one (of one surah), in the translation and
  /// with the Arabic as the reader shows them.
  func copy(from start: AyahID) throws {
    let current = state.pane.currentID
    let (first, last) = (min(start, current), max(start, current))
    let surah = state.pane.surah
    let ayahs = try (first.ayah...last.ayah).map {
      try corpus.ayah(AyahID(surah: surah.number, ayah: $0), translation: settings.translation)
    }
    let outcome = Clipboard.copy(
      AyahCopy.text(ayahs, of: surah, arabic: settings.showArabic),
      environment: ProcessInfo.processInfo.environment
    ) { writeToTerminal?($0) }
    state.message = (
      outcome.sentence(copying: AyahCopy.reference(ayahs, of: surah)), outcome.failed
    )
  }
}
