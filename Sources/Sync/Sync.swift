/// Sync: the engine that carries the Library to and from records in the custom zone
/// `QuranZone` of the record service — change tokens, the outbox read from the Library's
/// journal, conflict merging, the one-time move out of `_defaultZone`, the signed-in account
/// file, and live updates from the notification channel.
///
/// It owns the rules by which two devices converge and nothing of the screen or of HTTP
/// (RecordClient does the talking).
///
///     let engine = SyncEngine(library: store, records: client, user: identity)
///     let report = try engine.sync()
public enum SyncModule {}
