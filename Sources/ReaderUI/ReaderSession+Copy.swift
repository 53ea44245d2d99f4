import Foundation
import Interface
import QuranText

/// `y` and `Y`: the ayah under the cursor, or the range marked with `v` to it, copied with its
/// reference to the terminal's clipboard (`Clipboard`, OSC 52), and said (issue 74).
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
    let text = AyahCopy.text(ayahs, of: surah, arabic: settings.showArabic)
    let reference = first == last ? "\(first)" : "\(first)-\(last.ayah)"
    let outcome = Clipboard.copy(text, environment: ProcessInfo.processInfo.environment) {
      writeToTerminal?($0)
    }
    state.message =
      switch outcome {
      case .copied: (InterfaceText.copied("\(reference) (\(surah.transliteration))"), false)
      case .unreachable(let advice): (advice, true)
      case .tooLong(let size):
        (
          InterfaceText.copyTooLong(
            ByteSize.text(Int64(size)), ByteSize.text(Int64(Clipboard.limit))), true
        )
      }
  }
}
