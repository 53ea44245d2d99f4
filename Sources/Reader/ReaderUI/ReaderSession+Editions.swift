import Interface
import QuranText

/// The publisher's newer version of the translation in the reader, said once and quietly in
/// the status row, from what QuranEnc listed when it was last asked (`quran data
/// check-updates`): the reader itself never asks the network.
extension ReaderSession {
  /// Shows the notice when a newer version of the translation in use was listed and not yet
  /// told, and nothing else is being said; true when it did.
  func tellNewerEdition(_ shelf: TranslationShelf) -> Bool {
    let translation = settings.translation
    guard state.message == nil, let newer = shelf.newerNotYetTold(translation) else { return false }
    state.message = (
      EditionText.newerNotice(translation.translator, newer, translation.rawValue), false
    )
    return true
  }
}
