import GRDB

/// The storage's tables. Every row of user data carries its `scopeID` (one user's private
/// database in one container and environment) and every statement filters on it.
///
/// - `records_scope`: a user's database in a container and environment, with the last change
///   sequence number handed out in it (one writer at a time, so the numbers have no gaps).
/// - `records_zone`: zones, `_defaultZone` included; a deleted zone stays as a tombstone row
///   (`deleted = 1`) so `changes/database` can report it.
/// - `records_record`: records and their tombstones (`deleted = 1`, fields `{}`), one row per
///   record name and zone, stamped with the sequence number of its last change.
/// - `records_reference`: which records point at which with `DELETE_SELF` or `VALIDATE`.
/// - `records_subscription`: subscriptions, each kept as its JSON.
/// - `records_schema`: the `.ckdb` text of each container and environment.
/// - `records_purge`: the zones whose records `Purge` has still to delete.
/// - `records_cascade`: deleted records whose DELETE_SELF referrers `Cascade` has still to
///   delete.
///
/// These are the SQLite file's migrations (GRDB's migrator keeps which ran); PostgreSQL's
/// tables are the same, created by `PostgresMigrations`.
enum SQLiteMigrations {
  /// The steps in order, each a name GRDB's migrator remembers and the SQL it runs.
  static let steps: [(name: String, sql: String)] = [
    ("records-v1", recordsV1),
    ("auth-v1", authV1),
    ("auth-v2-developer", authV2Developer),
    ("auth-v3-sign-in", authV3SignIn),
    ("auth-v4-deleted-users", authV4DeletedUsers),
    ("records-v2-purge", recordsV2Purge),
    ("auth-v5-sessions", authV5Sessions),
    ("records-v3-cascade", recordsV3Cascade),
    ("server-v1-history", serverV1History),
    ("auth-v6-one-holder", authV6OneHolder),
    ("records-v4-by-modified", recordsV4ByModified),
    ("records-v5-ancestors", recordsV5Ancestors),
    ("auth-v7-quota", authV7Quota),
  ]

  static func register(in migrator: inout DatabaseMigrator) {
    for step in steps {
      migrator.registerMigration(step.name) { db in try db.execute(sql: step.sql) }
    }
  }

  /// Scopes, zones, records, references, subscriptions and schemas.
  static let recordsV1 = """
    CREATE TABLE records_scope (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      container TEXT NOT NULL,
      environment TEXT NOT NULL,
      userRecordName TEXT NOT NULL,
      sequence INTEGER NOT NULL DEFAULT 0,
      UNIQUE (container, environment, userRecordName)
    );
    CREATE INDEX records_scope_by_user ON records_scope(userRecordName);

    CREATE TABLE records_zone (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      scopeID INTEGER NOT NULL,
      zoneName TEXT NOT NULL,
      sequence INTEGER NOT NULL,
      deleted INTEGER NOT NULL DEFAULT 0,
      UNIQUE (scopeID, zoneName)
    );
    CREATE INDEX records_zone_by_sequence ON records_zone(scopeID, sequence);

    CREATE TABLE records_record (
      id INTEGER PRIMARY KEY,
      scopeID INTEGER NOT NULL,
      zoneID INTEGER NOT NULL,
      recordName TEXT NOT NULL,
      recordType TEXT NOT NULL,
      changeTag TEXT NOT NULL,
      fields TEXT NOT NULL,
      size INTEGER NOT NULL,
      createdAt INTEGER NOT NULL,
      modifiedAt INTEGER NOT NULL,
      sequence INTEGER NOT NULL,
      deleted INTEGER NOT NULL DEFAULT 0,
      hasReferences INTEGER NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX records_record_by_name
      ON records_record(scopeID, zoneID, recordName);
    CREATE UNIQUE INDEX records_record_by_sequence
      ON records_record(scopeID, zoneID, sequence);
    CREATE INDEX records_record_by_type
      ON records_record(scopeID, zoneID, recordType, recordName) WHERE deleted = 0;

    CREATE TABLE records_reference (
      scopeID INTEGER NOT NULL,
      zoneID INTEGER NOT NULL,
      sourceName TEXT NOT NULL,
      targetName TEXT NOT NULL,
      action TEXT NOT NULL
    );
    CREATE INDEX records_reference_by_source
      ON records_reference(scopeID, zoneID, sourceName);
    CREATE INDEX records_reference_by_target
      ON records_reference(scopeID, zoneID, targetName);

    CREATE TABLE records_subscription (
      scopeID INTEGER NOT NULL,
      subscriptionID TEXT NOT NULL,
      zoneName TEXT,
      subscription TEXT NOT NULL,
      PRIMARY KEY (scopeID, subscriptionID)
    );

    CREATE TABLE records_schema (
      container TEXT NOT NULL,
      environment TEXT NOT NULL,
      ckdb TEXT NOT NULL,
      version TEXT NOT NULL,
      PRIMARY KEY (container, environment)
    );
    """

  /// Accounts: users, API tokens, web auth tokens, notification tokens.
  static let authV1 = """
    CREATE TABLE authUser (
      userRecordName TEXT PRIMARY KEY NOT NULL,
      name TEXT NOT NULL UNIQUE,
      passwordHash TEXT NOT NULL,
      created INTEGER NOT NULL
    );
    CREATE TABLE authAPIToken (
      container TEXT PRIMARY KEY NOT NULL,
      token TEXT NOT NULL UNIQUE,
      created INTEGER NOT NULL
    );
    CREATE TABLE authWebToken (
      tokenHash TEXT PRIMARY KEY NOT NULL,
      userRecordName TEXT NOT NULL REFERENCES authUser(userRecordName) ON DELETE CASCADE,
      container TEXT NOT NULL,
      created INTEGER NOT NULL,
      lastUsed INTEGER NOT NULL
    );
    CREATE INDEX authWebTokenByUser ON authWebToken(userRecordName);
    CREATE TABLE authPushToken (
      apnsToken TEXT PRIMARY KEY NOT NULL,
      container TEXT NOT NULL,
      environment TEXT NOT NULL,
      userRecordName TEXT REFERENCES authUser(userRecordName) ON DELETE CASCADE,
      created INTEGER NOT NULL
    );
    CREATE INDEX authPushTokenByUser ON authPushToken(userRecordName, container, environment);
    """

  /// Who may extend the development schema; users before it may not.
  static let authV2Developer =
    "ALTER TABLE authUser ADD COLUMN developer INTEGER NOT NULL DEFAULT 0"

  /// The sign-in a web auth token came from (the hash of its first token), so that rotated
  /// tokens (`--rotate-tokens`) can be counted and dropped per sign-in.
  static let authV3SignIn = """
    ALTER TABLE authWebToken ADD COLUMN signIn TEXT;
    UPDATE authWebToken SET signIn = tokenHash;
    CREATE INDEX authWebTokenBySignIn ON authWebToken(signIn);
    """

  /// Deleted accounts, so that a write already under way when its account was deleted
  /// cannot create the account's database again.
  static let authV4DeletedUsers = """
    CREATE TABLE authDeletedUser (
      userRecordName TEXT PRIMARY KEY NOT NULL,
      deleted INTEGER NOT NULL
    )
    """

  /// Deleted zones' and accounts' records, left to be deleted in batches (`Purge`).
  static let recordsV2Purge = """
    CREATE TABLE records_purge (
      scopeID INTEGER NOT NULL,
      zoneID INTEGER NOT NULL,
      PRIMARY KEY (scopeID, zoneID)
    )
    """

  /// Sessions under their person's control: each rotated web auth token names the token it
  /// came from (`parent`) and, once a successor of it has been used, when (`spent`), so a
  /// spent token used again is seen (`Accounts.check`). Notification tokens not yet
  /// registered name who asked for them and from where, so they can be capped per user and
  /// address and go with the account; their clean-up reads them by creation time.
  static let authV5Sessions = """
    ALTER TABLE authWebToken ADD COLUMN parent TEXT;
    ALTER TABLE authWebToken ADD COLUMN spent INTEGER;
    ALTER TABLE authPushToken ADD COLUMN creator TEXT;
    ALTER TABLE authPushToken ADD COLUMN address TEXT;
    CREATE INDEX authPushTokenUnregistered ON authPushToken(userRecordName, created)
      WHERE userRecordName IS NULL;
    CREATE INDEX authPushTokenByCreator ON authPushToken(creator, created)
      WHERE userRecordName IS NULL;
    CREATE INDEX authPushTokenByAddress ON authPushToken(address, created)
      WHERE userRecordName IS NULL;
    """

  /// A token is one holder's: once a successor of a rotated web auth token is used, its other
  /// successors are `forsaken` (when), so one of them used too is seen as a fork
  /// (`Accounts.rotateWebAuthToken`);
  /// a notification token names the sign-in that registered it (`signIn`), so signing out
  /// ends it too.
  static let authV6OneHolder = """
    ALTER TABLE authWebToken ADD COLUMN forsaken INTEGER;
    ALTER TABLE authPushToken ADD COLUMN signIn TEXT;
    CREATE INDEX authPushTokenBySignIn ON authPushToken(signIn) WHERE signIn IS NOT NULL;
    """

  /// Deleted records whose DELETE_SELF referrers are left to be deleted in batches (`Cascade`).
  static let recordsV3Cascade = """
    CREATE TABLE records_cascade (
      scopeID INTEGER NOT NULL,
      zoneID INTEGER NOT NULL,
      targetName TEXT NOT NULL,
      PRIMARY KEY (scopeID, zoneID, targetName)
    )
    """

  /// The database's identity and past (`ServerLineage`): `lineage`, made once; in a restored
  /// database `restoredFrom` and `restoredFromTakenAt`; in a backup `backupTakenAt`.
  static let serverV1History = """
    CREATE TABLE server_history (
      name TEXT PRIMARY KEY NOT NULL,
      value TEXT NOT NULL
    )
    """

  /// A query of what changed since a time (`___modTime` ranged and sorted, as a sync asks for
  /// changes in `_defaultZone`) reads only those records, whatever the zone holds.
  static let recordsV4ByModified = """
    CREATE INDEX records_record_by_modified
      ON records_record(scopeID, zoneID, recordType, modifiedAt, recordName) WHERE deleted = 0
    """

  /// Each record's `ancestors` as its writer sent them (fingerprints, separated by spaces;
  /// empty for none), given back with it: after a restore, devices tell a version sent again
  /// from an edit beside their own by them.
  static let recordsV5Ancestors = """
    ALTER TABLE records_record ADD COLUMN ancestors TEXT NOT NULL DEFAULT ''
    """

  /// A member's own storage quota (`quran-records user quota`); NULL keeps the server's.
  static let authV7Quota = """
    ALTER TABLE authUser ADD COLUMN quotaRecords INTEGER;
    ALTER TABLE authUser ADD COLUMN quotaBytes INTEGER;
    """
}
