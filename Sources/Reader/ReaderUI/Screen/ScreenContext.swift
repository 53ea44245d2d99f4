import Clocks
import Library
import QuranText

/// What a screen may read while it takes a key or draws: the window's rows, the scripture and
/// the person's library, the surah open in the reader, how the Arabic is drawn. Built by the
/// session for each key and frame; a screen changes nothing through it but its own rows'
/// reading (`ScreenIntent` says the rest).
struct ScreenContext {
  /// The rows between the title and the status row.
  let bodyHeight: Int
  /// The scripture.
  let corpus: Corpus
  /// The translation shown.
  let translation: Translation
  /// The person's library, for the rows a list reads.
  let library: LibraryStore
  /// The surah open in the reader.
  let openSurah: Surah
  /// Where the note editor keeps its drafts; nil keeps none.
  let drafts: DraftStore?
  /// The look-alikes' file, read once when first asked for.
  let lookAlikes: () -> Result<LookAlikes, LookAlikesProblem>
  /// How the Arabic is drawn on this computer.
  let arabic: ArabicRendering
  /// The publisher's version of each translation the corpus holds instead of its pinned
  /// text (the help's credits).
  let editionVersions: () -> [Translation: String]
  /// What time and day it is (the session's clock).
  let clock: WallClock
}
