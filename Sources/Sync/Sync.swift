/// Sync: the engine that carries the Library to and from records in a custom zone — change
/// tokens, the outbox from the Library's journal, conflict merging, live updates.
public enum SyncModule {}
