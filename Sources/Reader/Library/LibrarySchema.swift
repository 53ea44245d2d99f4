import GRDB

/// The library's tables, one migration per version, then the steps of the kinds that make
/// their own tables (`KindMigration`). A migration once shipped is never edited: a change to
/// the schema is a new migration.
package enum LibrarySchema {
  /// Every step: the library's own, then every kind's.
  package static var migrator: DatabaseMigrator { migrator(kindSteps: RecordKinds.migrations) }

  /// Every step: the library's own, then `kindSteps`.
  package static func migrator(kindSteps: [KindMigration]) -> DatabaseMigrator {
    var migrator = DatabaseMigrator()
    registerRecords(&migrator)
    registerReadingLog(&migrator)
    registerServerHistory(&migrator)
    registerMemorizing(&migrator)
    registerWhereFeaturesMeet(&migrator)
    registerNoteTexts(&migrator)
    for step in kindSteps {
      migrator.registerMigration(step.identifier) { db in try db.execute(sql: step.sql) }
    }
    return migrator
  }

  /// v12–v16: memorizing and its sync, the server's versions by time, the journal's names.
  private static func registerMemorizing(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v12-memorize") { db in
      // `memorizeAyah`: each ayah graded in memorizing, as FSRS's scheduler left it (`phase`:
      // `MemorizePhase`; days local dates, `YYYY-MM-DD`; `changedAt` in milliseconds).
      // `memorizeReview`: every grade, with the words missed (their indexes in the ayah,
      // from 0, with commas). A grade writes both, with their journal entries, at once.
      try db.execute(
        sql: """
          CREATE TABLE memorizeAyah(ayahID TEXT PRIMARY KEY, surah INTEGER NOT NULL,
            ayah INTEGER NOT NULL, phase TEXT NOT NULL, stability REAL, difficulty REAL,
            dueDay TEXT NOT NULL, lastReviewDay TEXT, scheduledDays INTEGER NOT NULL,
            reps INTEGER NOT NULL, lapses INTEGER NOT NULL, changedAt INTEGER NOT NULL);
          CREATE INDEX memorizeAyahByDue ON memorizeAyah(dueDay);
          CREATE TABLE memorizeReview(id TEXT PRIMARY KEY, ayahID TEXT NOT NULL,
            reviewedAt INTEGER NOT NULL, day TEXT NOT NULL, grade INTEGER NOT NULL,
            missedWords TEXT NOT NULL);
          CREATE INDEX memorizeReviewByAyah ON memorizeReview(ayahID, reviewedAt);
          """)
    }
    migrator.registerMigration("v13-memorize-sync") { db in
      // The grades sync (`MemorizeReview` records) and each ayah's card is made from them on
      // every device: the cards' journal entries that the first version wrote and never sent
      // are dropped. The grades' entries stay, and are sent.
      // SQL, not `JournalRow`: a migration keeps the statements it shipped with.
      try db.execute(sql: "DELETE FROM journal WHERE recordType = 'MemorizeAyah'")
    }
    migrator.registerMigration("v14-server-versions-by-time") { db in
      // A pull of changes counts the versions held of a type since a time
      // (`serverRecordCount`): by this index, not by reading every version of the type (which
      // makes a sync with nothing new slow at 100,000 notes).
      try db.execute(
        sql: "CREATE INDEX serverRecord_time ON serverRecord(recordType, modifiedAt)")
    }
    migrator.registerMigration("v15-memorize-plan") { db in
      // The one plan that sets memorizing's pace (`MemorizePlan`), synced as the reading goal
      // is: `byDay` is `YYYY-MM-DD`, `changedAt` when it was set, for the later change to win.
      try db.execute(
        sql: """
          CREATE TABLE memorizePlan(id INTEGER PRIMARY KEY CHECK (id = 1),
            target TEXT NOT NULL, byDay TEXT NOT NULL, changedAt INTEGER NOT NULL);
          """)
    }
    migrator.registerMigration("v16-journal-names") { db in
      // Each entry holds the name of the record it is about (its user a stand-in,
      // `JournalRow.anyUser`), so that an entry reads back as the record, a note's ayah with
      // it, without asking the note or its deletion. The entries written before it are
      // named as the record then was: a note's from the note, its deletion or the server's
      // name; the other types' keys name their records, and the sync names them when read.
      try db.execute(
        sql: """
          ALTER TABLE journal ADD COLUMN recordName TEXT;
          UPDATE journal SET recordName = coalesce(
            'note-_-' || coalesce(
              (SELECT ayahID FROM note WHERE note.id = journal.recordKey),
              (SELECT ayahID FROM deletedNote WHERE deletedNote.id = journal.recordKey))
              || '-' || recordKey,
            (SELECT recordName FROM serverRecord WHERE serverRecord.recordType = 'AyahNote'
              AND serverRecord.recordKey = journal.recordKey))
          WHERE recordType = 'AyahNote';
          """)
    }
  }

  /// v17–v22: the trash, the imports remembered, the plan's order, where features meet, the
  /// learning steps, the notes brought back.
  private static func registerWhereFeaturesMeet(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v17-trash") { db in
      // What the person deleted or replaced here, kept 30 days (`TrashItem`): `key` names
      // what it was (a note's id, a favorite's ayah, a plan's name), so that marking the
      // favorite again takes it out; `content` is the item as JSON; `deletedAt` milliseconds.
      try db.execute(
        sql: """
          CREATE TABLE trash(id TEXT PRIMARY KEY, kind TEXT NOT NULL, key TEXT NOT NULL,
            content TEXT NOT NULL, deletedAt INTEGER NOT NULL);
          CREATE INDEX trashByKey ON trash(kind, key);
          CREATE INDEX trashByTime ON trash(deletedAt);
          """)
    }
    migrator.registerMigration("v18-legacy-imports") { db in
      // What imports of the iPhone app's preferences brought here, each item once: `kind` is
      // `favorite` (`item` its ayah), `note` (`item` its id, made from its ayah and text) or
      // `progress` (`item` the ayah the app's progress named: the surah read up to it);
      // `ayahID` the ayah each is on (it also tells the table's rows from an index's when a
      // damaged file is read without its schema). A later import leaves out a favorite or
      // note remembered here and deleted since, and the ayahs up to a progress's ayah count
      // as read, as the app counted them.
      try db.execute(
        sql: """
          CREATE TABLE legacyImport(kind TEXT NOT NULL, item TEXT NOT NULL,
            ayahID TEXT NOT NULL, importedAt INTEGER NOT NULL, PRIMARY KEY(kind, item))
            WITHOUT ROWID;
          """)
    }
    migrator.registerMigration("v19-memorize-plan-order") { db in
      // The plan's order (`MemorizeOrder`: `forward`, `backward`; NULL, a plan set before,
      // is forward) and its pace, the ayahs a day it was set with (NULL: made from when it
      // was set).
      try db.execute(
        sql: """
          ALTER TABLE memorizePlan ADD COLUMN ordering TEXT;
          ALTER TABLE memorizePlan ADD COLUMN perDay INTEGER;
          """)
    }
    migrator.registerMigration("v20-where-features-meet") { db in
      // `trash.origin`: where the deletion was made (NULL here, `elsewhere` for one a sync
      // pulled from another device). `noteVersion`: a digest of each text a note (`id`) held
      // before its current one (`NoteVersions`), so an import knows an earlier version from a
      // new text; `id`, a UUID, and a blob tell its rows from every other table's in a
      // recovery. `legacyImportByAyah`: what imports brought on a surah, read for its record
      // (`LegacyImportKind`). The last complete listing is forgotten: the next sync lists the server whole and
      // brings back a note an earlier version folded onto another of the same text.
      try db.execute(
        sql: """
          ALTER TABLE trash ADD COLUMN origin TEXT;
          CREATE TABLE noteVersion(id TEXT NOT NULL, digest BLOB NOT NULL,
            PRIMARY KEY(id, digest)) WITHOUT ROWID;
          CREATE INDEX legacyImportByAyah ON legacyImport(kind, ayahID);
          DELETE FROM syncState WHERE key = 'completeListingAt';
          """)
    }
    migrator.registerMigration("v21-learning-steps") { db in
      // `stepDueAt`: when an ayah in a learning or relearning step comes due that day, in
      // milliseconds (`MemorizeCard.stepDue`); NULL outside the steps, or for a card made
      // before (due at once). The review session shows it again then.
      try db.execute(sql: "ALTER TABLE memorizeAyah ADD COLUMN stepDueAt INTEGER")
    }
    migrator.registerMigration("v22-note-restores") { db in
      // `noteRestore`: a note brought back from the trash (`id`), the digest of the words it
      // brought back, the fingerprints of the version of those words the server held (the
      // one the deletion took), and when (`NoteRestores`): an edit of those very words made
      // later elsewhere is the note's newer text, not a change beside the restore.
      try db.execute(
        sql: """
          CREATE TABLE noteRestore(id TEXT PRIMARY KEY, digest BLOB NOT NULL,
            versions TEXT NOT NULL, restoredAt INTEGER NOT NULL);
          """)
    }
  }

  /// v23–v24: when each text of a note was left here, and when each deletion was made.
  private static func registerNoteTexts(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v23-note-texts-left") { db in
      // `noteLeft`: when note `id` here last left the text whose digest is `digest`, by an
      // edit or a version taken from the server (`NoteVersions`): a version of that text
      // written before then is older; one written after it (brought back elsewhere) is a
      // change beside the note.
      try db.execute(
        sql: """
          CREATE TABLE noteLeft(id TEXT NOT NULL, digest BLOB NOT NULL,
            leftAt INTEGER NOT NULL, PRIMARY KEY(id, digest)) WITHOUT ROWID;
          """)
    }
    migrator.registerMigration("v24-deletions-made-at") { db in
      // `serverGone.madeAt`: when the person deleted (the deletion's own time, which
      // quran-records' tombstone tells), NULL when unknown. A deletion sent again after a
      // server restore reaches the server later but is the same deletion: sent again with
      // that time, and a restore of it made on either side of the server's restore is one
      // version (`LibraryStore.restoreMark`).
      try db.execute(sql: "ALTER TABLE serverGone ADD COLUMN madeAt INTEGER")
    }
  }

  /// v1–v4: the records of the iPhone app, and the sync's bookkeeping.
  private static func registerRecords(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v1: favorites, progress, settings, journal") { db in
      try db.execute(
        sql: """
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
            recordKey TEXT NOT NULL, operation TEXT NOT NULL, changedAt INTEGER NOT NULL);
          CREATE UNIQUE INDEX journalByRecord ON journal(recordType, recordKey);
          """)
    }
    migrator.registerMigration("v2: notes") { db in
      try db.execute(
        sql: """
          CREATE TABLE note(
            id TEXT NOT NULL UNIQUE, ayahID TEXT NOT NULL, surah INTEGER NOT NULL,
            ayah INTEGER NOT NULL, text TEXT NOT NULL, createdAt INTEGER NOT NULL,
            modifiedAt INTEGER NOT NULL);
          CREATE INDEX noteByAyah ON note(surah, ayah, createdAt);
          CREATE INDEX noteByModification ON note(modifiedAt);
          CREATE VIRTUAL TABLE noteSearch USING fts5(folded, tokenize='unicode61 remove_diacritics 0');
          """)
    }
    migrator.registerMigration("v3: sync state and server versions") { db in
      // `serverRecord`: the server's version (recordChangeTag) of each record as last seen, so
      // an update names the version it replaces. `syncState`: the change token and the sync's
      // bookkeeping, written in the transaction that applies what the token stands for.
      try db.execute(
        sql: """
          CREATE TABLE serverRecord(
            recordType TEXT NOT NULL, recordKey TEXT NOT NULL, changeTag TEXT NOT NULL,
            recordName TEXT, PRIMARY KEY(recordType, recordKey));
          CREATE TABLE syncState(key TEXT PRIMARY KEY, value TEXT NOT NULL);
          """)
    }
    migrator.registerMigration("v4: deleted notes' ayahs, notes sent") { db in
      // A note's record name carries its ayah. Kept from the note's deletion until the
      // journal entry that sends it is settled, so the deletion can always name the record.
      // `sentNote`: what this device last sent of a note, until the server's answer is
      // recorded, so the server's copy of it is known for an echo, not another device's edit.
      try db.execute(
        sql: """
          CREATE TABLE deletedNote(id TEXT PRIMARY KEY, ayahID TEXT NOT NULL);
          CREATE TABLE sentNote(id TEXT PRIMARY KEY, content TEXT NOT NULL);
          """)
    }
  }

  /// v5–v7: the daily reading log, its goal and plans, on every device.
  private static func registerReadingLog(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v5: the daily reading log and its goal") { db in
      // A day is the local calendar date (YYYY-MM-DD) where and when the reading happened.
      try db.execute(
        sql: """
          CREATE TABLE readingDayAyah(day TEXT NOT NULL, ayahID TEXT NOT NULL,
            PRIMARY KEY(day, ayahID)) WITHOUT ROWID;
          CREATE TABLE readingDaySeconds(day TEXT PRIMARY KEY, seconds INTEGER NOT NULL);
          CREATE TABLE readingDaySurah(day TEXT NOT NULL, surah INTEGER NOT NULL,
            PRIMARY KEY(day, surah)) WITHOUT ROWID;
          CREATE TABLE readingGoal(id INTEGER PRIMARY KEY CHECK (id = 1),
            amount INTEGER NOT NULL, unit TEXT NOT NULL);
          """)
    }
    migrator.registerMigration("v6: reading plans") { db in
      // A plan to read from `fromAyah` (a global ayah number, 1 = 1:1) to the end of the
      // Quran between two local dates, inclusive; `finished` is the day it was done.
      try db.execute(
        sql: """
          CREATE TABLE readingPlan(name TEXT PRIMARY KEY, fromAyah INTEGER NOT NULL,
            startDay TEXT NOT NULL, endDay TEXT NOT NULL, finished TEXT);
          """)
    }
    migrator.registerMigration("v7: the reading log, goal and plans on every device") { db in
      // `readingDevice`: this library's own name among the person's devices, which names its
      // `ReadingDay` records. `readingElsewhere`: the days other devices read, as their
      // records say (`ayahs` as `AyahList` writes them, `surahs` as numbers with commas).
      // `changedAt`: when the goal or a plan last changed, for the later change to win.
      // `portion`: what a plan's daily portions are made of (pages, hizb, juz).
      try db.execute(
        sql: """
          CREATE TABLE readingDevice(only INTEGER PRIMARY KEY CHECK (only = 1), id TEXT NOT NULL);
          INSERT INTO readingDevice VALUES (1, lower(hex(randomblob(8))));
          CREATE TABLE readingElsewhere(device TEXT NOT NULL, day TEXT NOT NULL,
            ayahs TEXT NOT NULL, seconds INTEGER NOT NULL, surahs TEXT NOT NULL,
            PRIMARY KEY(device, day)) WITHOUT ROWID;
          ALTER TABLE readingGoal ADD COLUMN changedAt INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE readingPlan ADD COLUMN changedAt INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE readingPlan ADD COLUMN portion TEXT NOT NULL DEFAULT 'pages';
          CREATE TABLE readingDaySummary(day TEXT PRIMARY KEY, ayahs INTEGER NOT NULL,
            pages INTEGER NOT NULL, surahs INTEGER NOT NULL, seconds INTEGER NOT NULL)
            WITHOUT ROWID;
          """)
      // `readingDaySummary`: each day's totals over every device, kept by each write of the
      // log, so that years of days are read in one pass.
      for day in try String.fetchAll(
        db,
        sql: """
          SELECT day FROM readingDayAyah UNION SELECT day FROM readingDaySeconds
          UNION SELECT day FROM readingDaySurah
          """)
      {
        try LibraryStore.summarize(day, db, shares: false)
      }
    }
  }

  /// v8–v11: what the server held and deleted, when, and the versions held before.
  private static func registerServerHistory(_ migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v8: what the server held, and when") { db in
      // `serverRecord.modifiedAt`: the server's time of the version this device knows (NULL
      // when unknown); `contentHash`: a fingerprint of its fields, so the same content sent
      // again under a new tag is known for what it is. `serverGone`: records this device saw deleted on the server (or deleted
      // itself), by name, with the server's time then. With both, a server restored from a
      // backup is told from one whose records were deleted: what this device knew after the
      // backup was taken is sent again, never deleted here (`ServerHistory`).
      try db.execute(
        sql: """
          ALTER TABLE serverRecord ADD COLUMN modifiedAt INTEGER;
          ALTER TABLE serverRecord ADD COLUMN contentHash TEXT;
          CREATE TABLE serverGone(recordType TEXT NOT NULL, recordName TEXT NOT NULL,
            goneAt INTEGER NOT NULL, PRIMARY KEY(recordType, recordName)) WITHOUT ROWID;
          """)
    }
    migrator.registerMigration("v9: what was deleted; server versions by name") { db in
      // `serverGone.contentHash`: the fingerprint of the version deleted, so that exactly
      // that version sent again by a device that never saw the deletion (after a server
      // restore) is deleted again, while an edit made since still beats the delete.
      // `serverRecord_name`: a pull of what changed finds the few versions it needs by name.
      try db.execute(
        sql: """
          ALTER TABLE serverGone ADD COLUMN contentHash TEXT;
          CREATE INDEX serverRecord_name ON serverRecord(recordType, recordName);
          """)
    }
    migrator.registerMigration("v10: pages and juz by the share of their ayahs read") { db in
      // `readingDaySummary.pageShare`, `juzShare`: what a pages or juz goal counts (two
      // ayahs of a page are not a page); every day worked out again, and a day with neither
      // an ayah nor a minute of reading (help opened, then quit) left without totals.
      try db.execute(
        sql: """
          ALTER TABLE readingDaySummary ADD COLUMN pageShare REAL NOT NULL DEFAULT 0;
          ALTER TABLE readingDaySummary ADD COLUMN juzShare REAL NOT NULL DEFAULT 0;
          """)
      for day in try String.fetchAll(db, sql: "SELECT day FROM readingDaySummary") {
        try LibraryStore.summarize(day, db)
      }
    }
    migrator.registerMigration("v11: the versions held before") { db in
      // `serverRecord.earlierHashes`: fingerprints of the server's earlier versions this device
      // held (newest first, a few), each one an ancestor of what it holds now. A server restored
      // from a backup that gets one of them sent again by a device that was behind holds a
      // version older than this device's, not an edit beside it.
      // `serverAncestry`: the same for a version a restored server lost, kept until the
      // version this device sends again in its place is confirmed, so that it names them.
      try db.execute(
        sql: """
          ALTER TABLE serverRecord ADD COLUMN earlierHashes TEXT;
          CREATE TABLE serverAncestry(recordType TEXT NOT NULL, recordKey TEXT NOT NULL,
            hashes TEXT NOT NULL, PRIMARY KEY(recordType, recordKey)) WITHOUT ROWID;
          """)
    }
  }
}
