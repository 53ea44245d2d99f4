import Library
import QuranText

/// What a screen may read while it takes a key: the window's rows, the scripture and the
/// person's library, the surah open in the reader. Built by the session for each key; a
/// screen changes nothing through it but its own rows' reading (`ScreenIntent` says the rest).
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
}
