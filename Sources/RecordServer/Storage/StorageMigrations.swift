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
///
/// These are the SQLite file's migrations (GRDB's migrator keeps which ran); PostgreSQL's
/// tables are the same, created by `PostgresMigrations`.
enum SQLiteMigrations {
  static func register(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("records-v1") { db in
      try db.execute(
        sql: """
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
          """)
    }
    // Accounts: users, API tokens, web auth tokens, notification tokens.
    migrator.registerMigration("auth-v1") { db in
      try db.execute(
        sql: """
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
          """)
    }
    // Who may extend the development schema; users before it may not.
    migrator.registerMigration("auth-v2-developer") { db in
      try db.execute(
        sql: "ALTER TABLE authUser ADD COLUMN developer INTEGER NOT NULL DEFAULT 0")
    }
    // The sign-in a web auth token came from (the hash of its first token), so that rotated
    // tokens (`--rotate-tokens`) can be counted and dropped per sign-in.
    migrator.registerMigration("auth-v3-sign-in") { db in
      try db.execute(
        sql: """
          ALTER TABLE authWebToken ADD COLUMN signIn TEXT;
          UPDATE authWebToken SET signIn = tokenHash;
          CREATE INDEX authWebTokenBySignIn ON authWebToken(signIn);
          """)
    }
    // Deleted accounts, so that a write already under way when its account was deleted
    // cannot create the account's database again.
    migrator.registerMigration("auth-v4-deleted-users") { db in
      try db.execute(
        sql: """
          CREATE TABLE authDeletedUser (
            userRecordName TEXT PRIMARY KEY NOT NULL,
            deleted INTEGER NOT NULL
          )
          """)
    }
    // Deleted zones' and accounts' records, left to be deleted in batches (`Purge`).
    migrator.registerMigration("records-v2-purge") { db in
      try db.execute(
        sql: """
          CREATE TABLE records_purge (
            scopeID INTEGER NOT NULL,
            zoneID INTEGER NOT NULL,
            PRIMARY KEY (scopeID, zoneID)
          )
          """)
    }
  }
}
