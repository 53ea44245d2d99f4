/// Library owns the reader's own data: FavoriteAyah, ReadingProgress, AppSettings (and, as
/// they arrive, AyahNote and UserProfile), kept in one SQLite file in WAL mode with versioned
/// migrations.
///
/// Every change is written in one transaction together with a journal entry naming the
/// record that changed; the journal is what a sync sends. Library knows the scripture's ids
/// (QuranText) and nothing of the screen or the network.
public enum Library {}
