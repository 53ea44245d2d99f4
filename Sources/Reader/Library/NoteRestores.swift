import AppRecords
import Clocks
import Foundation
import GRDB

/// The notes brought back from the trash (`noteRestore`): the words each brought back, as a
/// digest, and the fingerprint of the version of those words the server held — the one the
/// deletion took, or the server's still when the deletion was not yet sent. An edit of those
/// very words, made after the restore on a device that saw neither the deletion nor the
/// restore, is made from that version: it is the note's newer text, not a change beside the
/// restore (ARCHITECTURE.md, "The same words are one content").
extension LibraryStore {
  /// Remembers that `note`, the version deleted, was brought back at `date`, with the version
  /// of its words the server held; nothing when this library never synced the note.
  static func rememberRestore(of note: AyahNote, at date: Date, _ db: Database) throws {
    let (key, type) = (note.id.text, RecordType.ayahNote.rawValue)
    let held = try String.fetchOne(
      db, sql: "SELECT contentHash FROM serverRecord WHERE recordType = ? AND recordKey = ?",
      arguments: [type, key])
    // The newest fingerprint the deletion kept is the version it took.
    let gone = try String.fetchOne(
      db,
      sql: """
        SELECT contentHash FROM serverGone WHERE recordType = ? AND recordName LIKE ?
        ORDER BY goneAt DESC LIMIT 1
        """, arguments: [type, "%-" + key])
    let deleted = (gone ?? "").split(separator: " ").map(String.init)
    // The version of these words is the record the note was, as this library's user sent
    // or took it: the version a deletion elsewhere took may be a later edit never seen here.
    let own = try syncedUser(db).flatMap {
      RecordMapping.fingerprint(RecordMapping(user: $0).record(note))
    }
    let versions = [held, own ?? deleted.first].compactMap { $0 }
    guard !versions.isEmpty else { return }
    // Sent as made from the version deleted and those it was made from: a device still
    // holding one of them (sent back after a server restore) takes the note brought back as
    // the later version, not as an edit beside its own.
    let before = try ServerAncestryRow.fetchOne(db, key: ["recordType": type, "recordKey": key])
    var ancestry = deleted
    for hash in (before?.hashes ?? "").split(separator: " ").map(String.init)
    where !ancestry.contains(hash) {
      ancestry.append(hash)
    }
    if !ancestry.isEmpty {
      try ServerAncestryRow(
        recordType: type, recordKey: key,
        hashes: ancestry.prefix(SyncTransaction.earlierVersionsKept).joined(separator: " ")
      ).save(db)
    }
    try NoteRestoreRow(
      id: key, digest: digest(ofNoteText: note.text), versions: versions.joined(separator: " "),
      restoredAt: date.milliseconds
    ).insert(db, onConflict: .replace)
  }
}

extension SyncTransaction {
  /// What note `id`'s last restore brought back: its words' digest and the fingerprints of the
  /// version of them the server held.
  func restoredWords(of id: UUID) throws -> (digest: Data, versions: [String])? {
    try NoteRestoreRow.fetchOne(db, key: id.text).map {
      ($0.digest, $0.versions.split(separator: " ").map(String.init))
    }
  }
}

/// A row of `noteRestore`: note `id` brought back from the trash at `restoredAt`
/// (milliseconds), the digest of its words, and the fingerprints of the version of them the
/// server held, separated by spaces.
struct NoteRestoreRow: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "noteRestore"
  var id: String, digest: Data, versions: String, restoredAt: Int64
}
