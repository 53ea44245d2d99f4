import GRDB

/// The library of a home that has none yet, as a command that only reads opens it: the
/// schema the migrations make, made at once in memory. Running the migrations one by one
/// there would be a large part of the start of `quran read 2:255` in a new home.
/// `BlankLibraryTests` holds `schema` to what the migrations make, and prints it anew when a
/// migration is added.
enum BlankLibrary {
  /// An empty, up-to-date library in memory: `schema`, then `kindSteps`.
  static func make(kindSteps: [KindMigration] = RecordKinds.migrations) throws -> DatabaseQueue {
    let blank = try DatabaseQueue()
    try blank.write { db in
      try db.execute(sql: schema)
      for step in kindSteps {
        try db.execute(sql: step.sql)
        try db.execute(
          sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [step.identifier])
      }
    }
    return blank
  }

  /// The schema `LibrarySchema`'s own steps make, and the rows they write: their names, and
  /// this library's own device name, random as the migration makes it. The kinds' steps
  /// (`KindMigration`) follow it in `make`.
  static let schema = """
    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
    CREATE TABLE favorite(
      ayahID TEXT PRIMARY KEY, surah INTEGER NOT NULL, ayah INTEGER NOT NULL,
      favoritedAt INTEGER NOT NULL);
    CREATE TABLE progress(
      surah INTEGER PRIMARY KEY, lastReadAyah INTEGER NOT NULL,
      totalAyahs INTEGER NOT NULL, lastUpdatedAt INTEGER NOT NULL);
    CREATE TABLE setting(
      key TEXT PRIMARY KEY, value TEXT NOT NULL, lastModifiedAt INTEGER NOT NULL);
    CREATE TABLE journal(
      sequence INTEGER PRIMARY KEY AUTOINCREMENT, recordType TEXT NOT NULL,
      recordKey TEXT NOT NULL, operation TEXT NOT NULL, changedAt INTEGER NOT NULL, recordName TEXT);
    CREATE UNIQUE INDEX journalByRecord ON journal(recordType, recordKey);
    CREATE TABLE note(
      id TEXT NOT NULL UNIQUE, ayahID TEXT NOT NULL, surah INTEGER NOT NULL,
      ayah INTEGER NOT NULL, text TEXT NOT NULL, createdAt INTEGER NOT NULL,
      modifiedAt INTEGER NOT NULL);
    CREATE INDEX noteByAyah ON note(surah, ayah, createdAt);
    CREATE INDEX noteByModification ON note(modifiedAt);
    CREATE VIRTUAL TABLE noteSearch USING fts5(folded, tokenize='unicode61 remove_diacritics 0');
    CREATE TABLE serverRecord(
      recordType TEXT NOT NULL, recordKey TEXT NOT NULL, changeTag TEXT NOT NULL,
      recordName TEXT, modifiedAt INTEGER, contentHash TEXT, earlierHashes TEXT, PRIMARY KEY(recordType, recordKey));
    CREATE TABLE syncState(key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE deletedNote(id TEXT PRIMARY KEY, ayahID TEXT NOT NULL);
    CREATE TABLE sentNote(id TEXT PRIMARY KEY, content TEXT NOT NULL);
    CREATE TABLE readingDayAyah(day TEXT NOT NULL, ayahID TEXT NOT NULL,
      PRIMARY KEY(day, ayahID)) WITHOUT ROWID;
    CREATE TABLE readingDaySeconds(day TEXT PRIMARY KEY, seconds INTEGER NOT NULL);
    CREATE TABLE readingDaySurah(day TEXT NOT NULL, surah INTEGER NOT NULL,
      PRIMARY KEY(day, surah)) WITHOUT ROWID;
    CREATE TABLE readingGoal(id INTEGER PRIMARY KEY CHECK (id = 1),
      amount INTEGER NOT NULL, unit TEXT NOT NULL, changedAt INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE readingPlan(name TEXT PRIMARY KEY, fromAyah INTEGER NOT NULL,
      startDay TEXT NOT NULL, endDay TEXT NOT NULL, finished TEXT, changedAt INTEGER NOT NULL DEFAULT 0, portion TEXT NOT NULL DEFAULT 'pages');
    CREATE TABLE readingDevice(only INTEGER PRIMARY KEY CHECK (only = 1), id TEXT NOT NULL);
    CREATE TABLE readingElsewhere(device TEXT NOT NULL, day TEXT NOT NULL,
      ayahs TEXT NOT NULL, seconds INTEGER NOT NULL, surahs TEXT NOT NULL,
      PRIMARY KEY(device, day)) WITHOUT ROWID;
    CREATE TABLE readingDaySummary(day TEXT PRIMARY KEY, ayahs INTEGER NOT NULL,
      pages INTEGER NOT NULL, surahs INTEGER NOT NULL, seconds INTEGER NOT NULL, pageShare REAL NOT NULL DEFAULT 0, juzShare REAL NOT NULL DEFAULT 0)
      WITHOUT ROWID;
    CREATE TABLE serverGone(recordType TEXT NOT NULL, recordName TEXT NOT NULL,
      goneAt INTEGER NOT NULL, contentHash TEXT, madeAt INTEGER, PRIMARY KEY(recordType, recordName)) WITHOUT ROWID;
    CREATE INDEX serverRecord_name ON serverRecord(recordType, recordName);
    CREATE TABLE serverAncestry(recordType TEXT NOT NULL, recordKey TEXT NOT NULL,
      hashes TEXT NOT NULL, PRIMARY KEY(recordType, recordKey)) WITHOUT ROWID;
    CREATE TABLE memorizeAyah(ayahID TEXT PRIMARY KEY, surah INTEGER NOT NULL,
      ayah INTEGER NOT NULL, phase TEXT NOT NULL, stability REAL, difficulty REAL,
      dueDay TEXT NOT NULL, lastReviewDay TEXT, scheduledDays INTEGER NOT NULL,
      reps INTEGER NOT NULL, lapses INTEGER NOT NULL, changedAt INTEGER NOT NULL, stepDueAt INTEGER);
    CREATE INDEX memorizeAyahByDue ON memorizeAyah(dueDay);
    CREATE TABLE memorizeReview(id TEXT PRIMARY KEY, ayahID TEXT NOT NULL,
      reviewedAt INTEGER NOT NULL, day TEXT NOT NULL, grade INTEGER NOT NULL,
      missedWords TEXT NOT NULL);
    CREATE INDEX memorizeReviewByAyah ON memorizeReview(ayahID, reviewedAt);
    CREATE INDEX serverRecord_time ON serverRecord(recordType, modifiedAt);
    CREATE TABLE memorizePlan(id INTEGER PRIMARY KEY CHECK (id = 1),
      target TEXT NOT NULL, byDay TEXT NOT NULL, changedAt INTEGER NOT NULL, ordering TEXT, perDay INTEGER);
    CREATE TABLE trash(id TEXT PRIMARY KEY, kind TEXT NOT NULL, key TEXT NOT NULL,
      content TEXT NOT NULL, deletedAt INTEGER NOT NULL, origin TEXT);
    CREATE INDEX trashByKey ON trash(kind, key);
    CREATE INDEX trashByTime ON trash(deletedAt);
    CREATE TABLE legacyImport(kind TEXT NOT NULL, item TEXT NOT NULL,
      ayahID TEXT NOT NULL, importedAt INTEGER NOT NULL, PRIMARY KEY(kind, item))
      WITHOUT ROWID;
    CREATE TABLE noteVersion(id TEXT NOT NULL, digest BLOB NOT NULL,
      PRIMARY KEY(id, digest)) WITHOUT ROWID;
    CREATE INDEX legacyImportByAyah ON legacyImport(kind, ayahID);
    CREATE TABLE noteRestore(id TEXT PRIMARY KEY, digest BLOB NOT NULL,
      versions TEXT NOT NULL, restoredAt INTEGER NOT NULL);
    CREATE TABLE noteLeft(id TEXT NOT NULL, digest BLOB NOT NULL,
      leftAt INTEGER NOT NULL, PRIMARY KEY(id, digest)) WITHOUT ROWID;
    INSERT INTO "grdb_migrations" VALUES('v10: pages and juz by the share of their ayahs read');
    INSERT INTO "grdb_migrations" VALUES('v11: the versions held before');
    INSERT INTO "grdb_migrations" VALUES('v12-memorize');
    INSERT INTO "grdb_migrations" VALUES('v13-memorize-sync');
    INSERT INTO "grdb_migrations" VALUES('v14-server-versions-by-time');
    INSERT INTO "grdb_migrations" VALUES('v15-memorize-plan');
    INSERT INTO "grdb_migrations" VALUES('v16-journal-names');
    INSERT INTO "grdb_migrations" VALUES('v17-trash');
    INSERT INTO "grdb_migrations" VALUES('v18-legacy-imports');
    INSERT INTO "grdb_migrations" VALUES('v19-memorize-plan-order');
    INSERT INTO "grdb_migrations" VALUES('v20-where-features-meet');
    INSERT INTO "grdb_migrations" VALUES('v21-learning-steps');
    INSERT INTO "grdb_migrations" VALUES('v22-note-restores');
    INSERT INTO "grdb_migrations" VALUES('v23-note-texts-left');
    INSERT INTO "grdb_migrations" VALUES('v24-deletions-made-at');
    INSERT INTO "grdb_migrations" VALUES('v1: favorites, progress, settings, journal');
    INSERT INTO "grdb_migrations" VALUES('v2: notes');
    INSERT INTO "grdb_migrations" VALUES('v3: sync state and server versions');
    INSERT INTO "grdb_migrations" VALUES('v4: deleted notes'' ayahs, notes sent');
    INSERT INTO "grdb_migrations" VALUES('v5: the daily reading log and its goal');
    INSERT INTO "grdb_migrations" VALUES('v6: reading plans');
    INSERT INTO "grdb_migrations" VALUES('v7: the reading log, goal and plans on every device');
    INSERT INTO "grdb_migrations" VALUES('v8: what the server held, and when');
    INSERT INTO "grdb_migrations" VALUES('v9: what was deleted; server versions by name');
    INSERT INTO "readingDevice" VALUES(1, lower(hex(randomblob(8))));
    """
}
