import AppRecords
import Clocks
import Foundation
import QuranText

import protocol GRDB.FetchableRecord
import protocol GRDB.PersistableRecord
import struct GRDB.PersistenceContainer

/// A note on an ayah (`note-{user}-{2:255}-{UUID}`), keyed by its UUID: when both sides changed
/// its text, the server's stays and the local text becomes a conflict copy; an edit beats a
/// delete. Its ayah, which its key lacks, comes from the record's name (the journal holds it),
/// else from the note, from its deletion waiting to be sent, or from the server's name.
package struct NoteKind: RecordKind {
  /// The kind, which holds nothing of its own.
  package init() {}

  /// Its record type.
  package let type = RecordType.ayahNote
  /// The first part of its records' names.
  package let namePrefix = "note"
  /// Its records' names as a refusal shows their form.
  package let nameForm = "note-USER-SURAH:AYAH-UUID"
  /// The key of every record of the kind the library holds.
  package let localKeysSQL = NoteRow.keysSQL

  /// The key as the library keeps it.
  package func libraryKey(of key: (id: UUID, ayah: AyahID)) -> String { key.id.text }

  /// The ayah and the id: `2:255-{UUID}`.
  package func nameRest(of key: (id: UUID, ayah: AyahID)) -> String { "\(key.ayah)-\(key.id.text)" }

  /// The note's id and its ayah, as the app writes them.
  package func key(nameRest rest: String) -> (id: UUID, ayah: AyahID)? {
    guard let dash = rest.index(rest.endIndex, offsetBy: -37, limitedBy: rest.startIndex),
      rest[dash] == "-", let id = UUID(uuidString: String(rest[rest.index(after: dash)...])),
      let ayah = try? AyahID.parse(String(rest[..<dash])), rest[..<dash] == ayah.description
    else { return nil }
    return (id, ayah)
  }

  /// The note a library key names, with its ayah, from wherever this library knows it.
  package func identity(key: String, recordName: String?, _ tx: SyncTransaction) throws
    -> RecordIdentity?
  {
    guard let id = UUID(uuidString: key) else { return nil }
    // The journal's entries and the server's records name it, ayah and all.
    if let ayah = recordName.flatMap(ayah(named:)) { return .note(id, ayah: ayah) }
    if let note = try tx.note(id) { return .note(id, ayah: note.ayahID) }
    if let ayah = try tx.deletedNoteAyah(key) { return .note(id, ayah: ayah) }
    guard let ayah = try tx.serverRecordName(type, key: key).flatMap(ayah(named:)) else {
      return nil
    }
    return .note(id, ayah: ayah)
  }

  /// The ayah a note's record name says; nil for a name that is no note's.
  private func ayah(named name: String) -> AyahID? {
    (try? RecordIdentity(recordName: name)).flatMap(key(of:))?.ayah
  }

  /// When the record last changed, as its row says.
  package func localTime(key: (id: UUID, ayah: AyahID), _ tx: SyncTransaction) throws -> Date? {
    try tx.note(key.id)?.modifiedAt
  }
}

extension RecordIdentity {
  /// The note `id` on `ayah`.
  public static func note(_ id: UUID, ayah: AyahID) -> RecordIdentity {
    NoteKind().identity(of: (id, ayah))
  }
}

/// A row of `note`: a note on an ayah (its text also in `noteSearch`, by this row's rowid).
struct NoteRow: Codable, SyncedRow {
  static let databaseTableName = "note"
  static let keyColumn = "id"
  var id: String, ayahID: String, surah: Int, ayah: Int, text: String
  var createdAt: Int64, modifiedAt: Int64

  init(_ note: AyahNote) {
    (id, text) = (note.id.text, note.text)
    (ayahID, surah, ayah) = (note.ayahID.description, note.ayahID.surah, note.ayahID.ayah)
    (createdAt, modifiedAt) = (note.createdAt.milliseconds, note.modifiedAt.milliseconds)
  }

  /// The note, or nil when the row names no note (an id that is not a UUID, no such ayah).
  package var note: AyahNote? {
    guard let id = UUID(uuidString: id), let ayah = try? AyahID(surah: surah, ayah: ayah)
    else { return nil }
    return AyahNote(
      id: id, ayahID: ayah, text: text, createdAt: Date(milliseconds: createdAt),
      modifiedAt: Date(milliseconds: modifiedAt))
  }
}

/// Put in by hand, not through Codable's encoder: a sync writes one per record.
extension NoteRow {
  /// Its columns, put in by hand: a sync writes one per record.
  package func encode(to container: inout PersistenceContainer) {
    container["id"] = id
    container["ayahID"] = ayahID
    container["surah"] = surah
    container["ayah"] = ayah
    container["text"] = text
    container["createdAt"] = createdAt
    container["modifiedAt"] = modifiedAt
  }
}

/// A row of `deletedNote`: the ayah of a deleted note, until its deletion is sent.
struct DeletedNoteRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "deletedNote"
  var id: String, ayahID: String
}

/// A row of `sentNote`: what this device sent of a note, until the answer is recorded.
struct SentNoteRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "sentNote"
  var id: String, content: String
}

extension SyncTransaction {
  /// The note with `id`, if the library has it.
  package func note(_ id: UUID) throws -> AyahNote? { try LibraryStore.note(id, db) }

  /// Writes a note as the server has it: a new one, or new text for one already here.
  package func putNote(_ note: AyahNote) throws { try LibraryStore.put(note, db) }

  /// Deletes a note and its text from the search index, as the server deleted it (not journaled).
  package func removeNote(_ id: UUID) throws { try LibraryStore.remove(id, db) }

  /// Adds a note as a local change (it is journaled, so it is sent): the copy a conflict makes.
  package func addLocalNote(_ note: AyahNote) throws { try LibraryStore.insert(note, db) }

  /// Deletes a conflict copy whose very words another copy on `ayah` holds, and sends the
  /// deletion (`Reconciler.foldTwins`).
  package func dropTwinCopy(_ id: UUID, on ayah: AyahID, at date: Date) throws {
    try LibraryStore.remove(id, db)
    try DeletedNoteRow(id: id.text, ayahID: ayah.description).insert(db, onConflict: .replace)
    try LibraryStore.journal(.note(id, ayah: ayah), .delete, at: date, db)
  }

  /// Remembers what is being sent of a note (`content`, as the sync writes it), before it
  /// goes; nil forgets it (the server's answer is recorded).
  package func setSentNote(_ id: String, _ content: String?) throws {
    if let content {
      try SentNoteRow(id: id, content: content).insert(db, onConflict: .replace)
    } else {
      // SQL compiled once, as for a note's insert: one for each note a sync sends.
      try db.run("DELETE FROM sentNote WHERE id = ?", [id])
    }
  }

  /// What this device sent of a note whose answer it has not recorded, if anything.
  package func sentNote(_ id: String) throws -> String? {
    try String.fetchOne(
      db.cachedStatement(sql: "SELECT content FROM sentNote WHERE id = ?"), arguments: [id])
  }

  /// The ayah a deleted note was on, kept until its deletion is sent.
  func deletedNoteAyah(_ id: String) throws -> AyahID? {
    try String.fetchOne(db, sql: "SELECT ayahID FROM deletedNote WHERE id = ?", arguments: [id])
      .flatMap { try? AyahID.parse($0) }
  }

  /// Whether the note `id` held `text` here before its current text.
  package func heldTextBefore(_ text: String, of id: UUID) throws -> Bool {
    try LibraryStore.heldBefore(text, note: id, db)
  }

  /// When the note `id` here last left `text` (milliseconds), if that is known.
  package func whenLeft(_ text: String, of id: UUID) throws -> Int64? {
    try LibraryStore.whenLeft(text, note: id, db)
  }

  /// The marks of the texts a note left here, which a version of it sent carries
  /// (`LibraryStore.leftMarks`); none for a record of another type.
  public func leftMarks(_ record: RecordIdentity) throws -> [String] {
    guard record.recordType == .ayahNote, let id = UUID(uuidString: record.key) else { return [] }
    return try LibraryStore.leftMarks(of: id, db)
  }

  /// Whether an import of the iPhone app's preferences brought the note `id` here.
  package func wasLegacyImported(_ id: UUID) throws -> Bool {
    try LibraryStore.wasImported(.note, id.text, db)
  }

  /// The notes on `ayah` whose text is `text` (NFC), oldest first.
  package func noteIDs(on ayah: AyahID, text: String) throws -> [UUID] {
    // By surah and ayah, which `noteByAyah` indexes (ayahID has no index: a scan of every
    // note for each note of a first sync).
    try String.fetchAll(
      db.cachedStatement(
        sql: "SELECT id FROM note WHERE surah = ? AND ayah = ? AND text = ? ORDER BY createdAt, id"),
      arguments: [ayah.surah, ayah.ayah, text]
    ).compactMap(UUID.init(uuidString:))
  }
}

extension RecordType {
  /// A note on an ayah.
  public static let ayahNote = RecordType(rawValue: "AyahNote")
}

extension RecordField {
  /// The note's text.
  public static let noteText = RecordField(rawValue: "noteText")
  /// When the note was first written.
  public static let createdAt = RecordField(rawValue: "createdAt")
  /// When its text last changed.
  public static let modifiedAt = RecordField(rawValue: "modifiedAt")
}
