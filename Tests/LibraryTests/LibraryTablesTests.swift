import AppRecords
import Foundation
import GRDB
import QuranText
import Testing

@testable import Library

/// The library's tables and their GRDB records: one record for each table, which writes
/// every column of it and reads back what it wrote.
@Suite struct LibraryTablesTests {
  /// A row of each table, as the stores make them.
  static func samples() throws -> [any FetchableRecord & PersistableRecord] {
    let ayah = try AyahID.parse("2:255")
    let date = Date(timeIntervalSince1970: 1_790_000_000.123)
    let note = AyahNote(
      id: UUID(), ayahID: ayah, text: "Ghi chú", createdAt: date, modifiedAt: date)
    let plan = ReadingPlan(
      name: "khatm", from: ayah, startDay: "2026-11-01", endDay: "2026-12-01",
      finished: "2026-11-30", portion: .juz)
    let tally = DayTally(ayahs: [ayah], seconds: 60, surahsFinished: [1])
    return [
      FavoriteRow(FavoriteAyah(ayahID: ayah, favoritedAt: date)), NoteRow(note),
      DeletedNoteRow(id: note.id.uuidString, ayahID: "2:255"),
      SentNoteRow(id: note.id.uuidString, content: "{}"),
      ProgressRow(
        ReadingProgress(surah: 2, lastReadAyah: 255, totalAyahs: 286, lastUpdatedAt: date)),
      SettingRow(key: "colors", value: "false", lastModifiedAt: 5),
      JournalRow(
        sequence: 7, recordType: "AyahNote", recordKey: note.id.uuidString, operation: "save",
        changedAt: 5, recordName: "note-_-2:255-\(note.id.uuidString)"),
      ServerRecordRow(
        recordType: "AyahNote", recordKey: "k", changeTag: "t", recordName: "n",
        modifiedAt: 1_790_000_000_123, contentHash: "cbf29ce484222325",
        earlierHashes: "84222325cbf29ce4 5cbf29ce4842222"),
      ServerGoneRow(recordType: "AyahNote", recordName: "n", goneAt: 1_790_000_000_456),
      ServerAncestryRow(
        recordType: "AyahNote", recordKey: "k", hashes: "84222325cbf29ce4 5cbf29ce"),
      SyncStateRow(key: "token", value: "abc"),
      ReadingDayAyahRow(day: "2026-11-02", ayahID: "2:255"),
      ReadingDaySurahRow(day: "2026-11-02", surah: 1),
      ReadingDaySecondsRow(day: "2026-11-02", seconds: 60),
      ReadingElsewhereRow(device: "0123456789abcdef", day: "2026-11-02", tally),
      ReadingDaySummaryRow(
        day: "2026-11-02", ayahs: 1, pages: 1, surahs: 1, seconds: 60, pageShare: 0.091,
        juzShare: 0.007),
      ReadingGoalRow(ReadingGoal(amount: 3, unit: .pages), at: date),
      ReadingPlanRow(plan, at: date),
      MemorizeAyahRow(
        ayah,
        MemorizeCard.new(on: CivilDay(ordinal: 20_000)).graded(
          .good, on: CivilDay(ordinal: 20_000)), at: date),
      MemorizeReviewRow(
        MemorizeReview(
          ayahID: ayah, reviewedAt: date, day: "2026-11-02", grade: .hard, missedWords: [0, 4])),
      MemorizePlanRow(
        MemorizePlan(target: "juz30", by: "2027-03-01", order: .backward, perDay: 6), at: date),
      LegacyImportRow(
        kind: "note", item: note.id.uuidString, ayahID: "2:255", importedAt: 1_790_000_000_789),
      try TrashRow(
        TrashItem(
          id: note.id.uuidString, content: .note(note), deletedAt: date, origin: .elsewhere)),
      NoteVersionRow(id: note.id.uuidString, digest: LibraryStore.digest(ofNoteText: "Ghi chú cũ")),
      NoteLeftRow(
        id: note.id.uuidString, digest: LibraryStore.digest(ofNoteText: "Ghi chú cũ"),
        leftAt: 1_790_000_000_456),
      NoteRestoreRow(
        id: note.id.uuidString, digest: LibraryStore.digest(ofNoteText: note.text),
        versions: "9f3a 51c0", restoredAt: 1_790_000_000_789),
    ]
  }

  @Test func eachTableHasARecordThatWritesEveryColumnAndReadsItBack() throws {
    let queue = try DatabaseQueue()
    try LibrarySchema.migrator.migrate(queue)
    let samples = try Self.samples()
    try queue.write { db in
      let tables = try String.fetchAll(
        db,
        sql: """
          SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
          AND name NOT LIKE 'grdb_%' AND name NOT LIKE 'noteSearch%'
          """)
      // `readingDevice` is one id its migration makes, read as a value.
      #expect(
        Set(tables).subtracting(["readingDevice"])
          == Set(samples.map { type(of: $0).databaseTableName }))
      for sample in samples {
        let table = type(of: sample).databaseTableName
        let columns = try db.columns(in: table).map(\.name)
        #expect(Set(columns) == Set(try sample.databaseDictionary.keys), "\(table)")
        try sample.insert(db)
        let back = try type(of: sample).fetchOne(db, sql: "SELECT * FROM \(table)")
        #expect(try back?.databaseDictionary == sample.databaseDictionary, "\(table)")
      }
    }
  }
}
