import AppRecords
import Foundation
import GRDB
import QuranText
import TestSupport
import Testing

@testable import Library

/// The journal holds the records it names: each entry reads back with the record's name, a
/// note's ayah in it, and a library written before the journal held names keeps its pending
/// changes, named as their records were.
@Suite struct JournalNamesTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func anOlderLibrarysPendingChangesComeBackNamed() throws {
    let (kept, deleted, known) = (UUID(), UUID(), UUID())
    let queue = try DatabaseQueue(path: home.home.libraryPath)
    try LibrarySchema.migrator.migrate(queue, upTo: "v15-memorize-plan")
    try queue.write { db in
      let ids = [kept, deleted, known].map(\.uuidString)
      try db.execute(
        sql: """
          INSERT INTO note(id, ayahID, surah, ayah, text, createdAt, modifiedAt)
            VALUES (?, '2:255', 2, 255, 'Ghi chú', 0, 0)
          """, arguments: [ids[0]])
      try db.execute(
        sql: "INSERT INTO deletedNote(id, ayahID) VALUES (?, '3:7')", arguments: [ids[1]])
      try db.execute(
        sql: """
          INSERT INTO serverRecord(recordType, recordKey, changeTag, recordName)
            VALUES ('AyahNote', ?1, 't', 'note-_abc-4:1-' || ?1)
          """, arguments: [ids[2]])
      try db.execute(
        sql: """
          INSERT INTO journal(recordType, recordKey, operation, changedAt) VALUES
            ('AyahNote', ?, 'save', 1), ('AyahNote', ?, 'delete', 2),
            ('AyahNote', ?, 'delete', 3), ('FavoriteAyah', '2:255', 'save', 4)
          """, arguments: StatementArguments(ids))
    }
    try queue.close()
    let store = try home.openLibrary()
    let pending = try store.pendingChanges()
    #expect(pending.map(\.recordKey) == [kept, deleted, known].map(\.uuidString) + ["2:255"])
    let names = pending.map { $0.recordName.flatMap { try? RecordIdentity(recordName: $0) } }
    #expect(
      names == [
        .note(kept, ayah: try AyahID.parse("2:255")), .note(deleted, ayah: try AyahID.parse("3:7")),
        .note(known, ayah: try AyahID.parse("4:1")), nil,
      ])
  }

  @Test func eachChangeIsJournaledWithItsRecordsName() throws {
    let store = try home.openLibrary()
    let ayah = try AyahID.parse("2:255")
    let note = try store.addNote(on: ayah, text: "Ghi chú")
    try store.deleteNote(note.id)
    _ = try store.setFavorite(ayah, true)
    let names = try store.pendingChanges().map(\.recordName)
    #expect(names == ["note-_-2:255-\(note.id.uuidString)", "favorite-_-2:255"])
  }
}
