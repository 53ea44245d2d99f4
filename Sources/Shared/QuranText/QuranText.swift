/// QuranText owns the scripture: surahs, ayahs and their ids, the read-only corpus database
/// built from the published JSON files, and search with Vietnamese folding.
///
/// It depends on GRDB for the corpus file and on nothing of the reader's own data: the
/// scripture is read-only and can always be rebuilt from its sources.
public enum QuranText {}
