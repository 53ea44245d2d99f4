/// Library owns the reader's own data: FavoriteAyah, AyahNote, ReadingProgress, AppSettings,
/// the reading log, goal and plan, kept in one SQLite file in WAL mode with versioned
/// migrations, with its backups and rescue, and the sync's write API (`SyncTransaction`).
/// Where its file is, `DataFolder` says.
///
/// Every change is written in one transaction together with a journal entry naming the
/// record that changed; the journal is what a sync sends. Library knows the scripture's ids
/// (QuranText) and nothing of the screen or the network.
public enum Library {}
