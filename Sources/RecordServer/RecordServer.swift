import Hummingbird
import HummingbirdBcrypt
import Logging

/// RecordServer: the self-hosted record service — routes speaking CloudKit Web Services' JSON,
/// the `.ckdb` schema, storage in SQLite, users and tokens, notifications.
public enum RecordServer {}
