import Foundation

/// PostgreSQL's tables: the same as the SQLite file's (see `SQLiteMigrations` for what each
/// holds), with PostgreSQL's types. Text that is compared or sorted is `COLLATE "C"`, so
/// names sort by their bytes as in SQLite, whatever the cluster's locale.
///
/// `quran_records_version` holds the number of the last migration run. Each start runs the
/// ones after it, in one transaction holding an advisory lock, so instances starting together
/// migrate once; a database newer than this server is refused.
enum PostgresMigrations {
  /// Migration n (1-based) is `steps[n - 1]`. Append; never edit one that shipped.
  static let steps: [String] = [
    """
    CREATE TABLE records_scope (
      id BIGSERIAL PRIMARY KEY,
      container TEXT COLLATE "C" NOT NULL,
      environment TEXT COLLATE "C" NOT NULL,
      userRecordName TEXT COLLATE "C" NOT NULL,
      sequence BIGINT NOT NULL DEFAULT 0,
      UNIQUE (container, environment, userRecordName)
    );
    CREATE INDEX records_scope_by_user ON records_scope(userRecordName);

    CREATE TABLE records_zone (
      id BIGSERIAL PRIMARY KEY,
      scopeID BIGINT NOT NULL,
      zoneName TEXT COLLATE "C" NOT NULL,
      sequence BIGINT NOT NULL,
      deleted INTEGER NOT NULL DEFAULT 0,
      UNIQUE (scopeID, zoneName)
    );
    CREATE INDEX records_zone_by_sequence ON records_zone(scopeID, sequence);

    CREATE TABLE records_record (
      id BIGSERIAL PRIMARY KEY,
      scopeID BIGINT NOT NULL,
      zoneID BIGINT NOT NULL,
      recordName TEXT COLLATE "C" NOT NULL,
      recordType TEXT COLLATE "C" NOT NULL,
      changeTag TEXT NOT NULL,
      fields TEXT NOT NULL,
      size BIGINT NOT NULL,
      createdAt BIGINT NOT NULL,
      modifiedAt BIGINT NOT NULL,
      sequence BIGINT NOT NULL,
      deleted INTEGER NOT NULL DEFAULT 0,
      hasReferences INTEGER NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX records_record_by_name ON records_record(scopeID, zoneID, recordName);
    CREATE UNIQUE INDEX records_record_by_sequence ON records_record(scopeID, zoneID, sequence);
    CREATE INDEX records_record_by_type
      ON records_record(scopeID, zoneID, recordType, recordName) WHERE deleted = 0;

    CREATE TABLE records_reference (
      scopeID BIGINT NOT NULL,
      zoneID BIGINT NOT NULL,
      sourceName TEXT COLLATE "C" NOT NULL,
      targetName TEXT COLLATE "C" NOT NULL,
      action TEXT NOT NULL
    );
    CREATE INDEX records_reference_by_source ON records_reference(scopeID, zoneID, sourceName);
    CREATE INDEX records_reference_by_target ON records_reference(scopeID, zoneID, targetName);

    CREATE TABLE records_subscription (
      scopeID BIGINT NOT NULL,
      subscriptionID TEXT COLLATE "C" NOT NULL,
      zoneName TEXT COLLATE "C",
      subscription TEXT NOT NULL,
      PRIMARY KEY (scopeID, subscriptionID)
    );

    CREATE TABLE records_schema (
      container TEXT COLLATE "C" NOT NULL,
      environment TEXT COLLATE "C" NOT NULL,
      ckdb TEXT NOT NULL,
      version TEXT NOT NULL,
      PRIMARY KEY (container, environment)
    );

    CREATE TABLE authUser (
      userRecordName TEXT COLLATE "C" PRIMARY KEY NOT NULL,
      name TEXT COLLATE "C" NOT NULL UNIQUE,
      passwordHash TEXT NOT NULL,
      created BIGINT NOT NULL,
      developer INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE authAPIToken (
      container TEXT COLLATE "C" PRIMARY KEY NOT NULL,
      token TEXT COLLATE "C" NOT NULL UNIQUE,
      created BIGINT NOT NULL
    );
    CREATE TABLE authWebToken (
      tokenHash TEXT COLLATE "C" PRIMARY KEY NOT NULL,
      userRecordName TEXT COLLATE "C" NOT NULL
        REFERENCES authUser(userRecordName) ON DELETE CASCADE,
      container TEXT COLLATE "C" NOT NULL,
      created BIGINT NOT NULL,
      lastUsed BIGINT NOT NULL
    );
    CREATE INDEX authWebTokenByUser ON authWebToken(userRecordName);
    CREATE TABLE authPushToken (
      rowid BIGSERIAL UNIQUE,
      apnsToken TEXT COLLATE "C" PRIMARY KEY NOT NULL,
      container TEXT COLLATE "C" NOT NULL,
      environment TEXT COLLATE "C" NOT NULL,
      userRecordName TEXT COLLATE "C" REFERENCES authUser(userRecordName) ON DELETE CASCADE,
      created BIGINT NOT NULL
    );
    CREATE INDEX authPushTokenByUser ON authPushToken(userRecordName, container, environment);
    """,
    // The instances alive, each beating every 2 s: the rate limits share their budgets
    // among them.
    """
    CREATE TABLE records_instance (
      id TEXT COLLATE "C" PRIMARY KEY NOT NULL,
      seen BIGINT NOT NULL
    )
    """,
    // The sign-in a web auth token came from, so that rotated tokens can be counted and
    // dropped per sign-in (`--rotate-tokens`).
    """
    ALTER TABLE authWebToken ADD COLUMN signIn TEXT COLLATE "C";
    UPDATE authWebToken SET signIn = tokenHash;
    CREATE INDEX authWebTokenBySignIn ON authWebToken(signIn)
    """,
    // Deleted accounts, so that a write already under way when its account was deleted
    // cannot create the account's database again.
    """
    CREATE TABLE authDeletedUser (
      userRecordName TEXT COLLATE "C" PRIMARY KEY NOT NULL,
      deleted BIGINT NOT NULL
    )
    """,
    // Deleted zones' and accounts' records, left to be deleted in batches (`Purge`).
    """
    CREATE TABLE records_purge (
      scopeID BIGINT NOT NULL,
      zoneID BIGINT NOT NULL,
      PRIMARY KEY (scopeID, zoneID)
    )
    """,
    // Sessions under their person's control (see `SQLiteMigrations.authV5Sessions`).
    """
    ALTER TABLE authWebToken ADD COLUMN parent TEXT COLLATE "C";
    ALTER TABLE authWebToken ADD COLUMN spent BIGINT;
    ALTER TABLE authPushToken ADD COLUMN creator TEXT COLLATE "C";
    ALTER TABLE authPushToken ADD COLUMN address TEXT COLLATE "C";
    CREATE INDEX authPushTokenUnregistered ON authPushToken(userRecordName, created)
      WHERE userRecordName IS NULL;
    CREATE INDEX authPushTokenByCreator ON authPushToken(creator, created)
      WHERE userRecordName IS NULL;
    CREATE INDEX authPushTokenByAddress ON authPushToken(address, created)
      WHERE userRecordName IS NULL
    """,
    // Deleted records whose DELETE_SELF referrers are left to be deleted in batches (`Cascade`).
    """
    CREATE TABLE records_cascade (
      scopeID BIGINT NOT NULL,
      zoneID BIGINT NOT NULL,
      targetName TEXT COLLATE "C" NOT NULL,
      PRIMARY KEY (scopeID, zoneID, targetName)
    )
    """,
    // The database's identity and past (see `SQLiteMigrations.serverV1History`).
    """
    CREATE TABLE server_history (
      name TEXT COLLATE "C" PRIMARY KEY NOT NULL,
      value TEXT COLLATE "C" NOT NULL
    )
    """,
    // Large request bodies in flight, one row each, so that every instance counts a user's
    // large bodies on all of them (`PostgresBodyLedger`).
    """
    CREATE TABLE records_body (
      id TEXT COLLATE "C" PRIMARY KEY NOT NULL,
      userRecordName TEXT COLLATE "C" NOT NULL,
      instance TEXT COLLATE "C" NOT NULL,
      started BIGINT NOT NULL
    );
    CREATE INDEX records_body_by_user ON records_body(userRecordName)
    """,
    // A token is one holder's (see `SQLiteMigrations.authV6OneHolder`).
    """
    ALTER TABLE authWebToken ADD COLUMN forsaken BIGINT;
    ALTER TABLE authPushToken ADD COLUMN signIn TEXT COLLATE "C";
    CREATE INDEX authPushTokenBySignIn ON authPushToken(signIn) WHERE signIn IS NOT NULL
    """,
    // What changed since a time (see `SQLiteMigrations.recordsV4ByModified`).
    """
    CREATE INDEX records_record_by_modified
      ON records_record(scopeID, zoneID, recordType, modifiedAt, recordName) WHERE deleted = 0
    """,
    // Each record's ancestors (see `SQLiteMigrations.recordsV5Ancestors`).
    """
    ALTER TABLE records_record ADD COLUMN ancestors TEXT NOT NULL DEFAULT ''
    """,
    // A member's own storage quota (see `SQLiteMigrations.authV7Quota`).
    """
    ALTER TABLE authUser ADD COLUMN quotaRecords BIGINT;
    ALTER TABLE authUser ADD COLUMN quotaBytes BIGINT
    """,
  ]

  /// Brings the database's tables up to date.
  static func migrate(_ transaction: any SQLTransaction) throws {
    // One migrator at a time, across every instance (the number is arbitrary but fixed).
    try transaction.execute("SELECT pg_advisory_xact_lock(7114514)")
    try transaction.execute(
      "CREATE TABLE IF NOT EXISTS quran_records_version (version INTEGER NOT NULL)")
    let current =
      try transaction.value(Int.self, "SELECT max(version) FROM quran_records_version")
      ?? 0
    guard current <= steps.count else {
      throw ServerSetupError(
        "The database's tables are at version \(current), newer than this server knows"
          + " (\(steps.count)); run a newer quran-records.")
    }
    for (index, step) in steps.enumerated() where index + 1 > current {
      for statement in step.split(separator: ";")
      where !statement.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        try transaction.execute(String(statement))
      }
    }
    if current < steps.count {
      try transaction.execute("DELETE FROM quran_records_version")
      try transaction.execute("INSERT INTO quran_records_version (version) VALUES (?)", steps.count)
    }
  }
}
