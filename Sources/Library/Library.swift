/// Library owns the reader's own data: FavoriteAyah, AyahNote, ReadingProgress, AppSettings,
/// the reading log, goal and plan, kept in one SQLite file in WAL mode with versioned
/// migrations, with its backups and rescue. It also holds, for now, the signed-in account
/// file (`Account`), the data folder's rules (`Home`), the reader↔quran-sync message
/// (`SyncNews`) and the sync's write API (`SyncTransaction`); issue 38 gives those homes of
/// their own.
///
/// Every change is written in one transaction together with a journal entry naming the
/// record that changed; the journal is what a sync sends. Library knows the scripture's ids
/// (QuranText) and nothing of the screen or the network.
public enum Library {}
