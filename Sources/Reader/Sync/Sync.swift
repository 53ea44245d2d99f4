/// Sync: the engine that carries the Library to and from the iPhone app's records where the
/// app keeps them (`_defaultZone`, its names and fields) — complete listings by owner, the
/// outbox read from the Library's journal, conflict merging, bringing over a library kept in
/// the former `QuranZone`, the client for the signed-in account (`Account+Connection`; the
/// account file itself is DataFolder's), the watcher that keeps a running library in sync,
/// and live updates from query subscriptions.
///
/// It owns the rules by which two devices converge and nothing of the screen or of HTTP
/// (RecordClient does the talking).
///
///     let engine = SyncEngine(library: store, records: RemoteRecords(client), user: identity)
///     let report = try engine.sync()
public enum SyncModule {}
