import AppRecords
import Clocks
import Foundation
import GRDB
import QuranText

/// The notes brought back from the trash (`noteRestore`): the words each brought back, as a
/// digest, and the fingerprint of the version of those words — the record the deleted note
/// was here, which the deletion took or will take. An edit of those
/// very words, made after the restore on a device that saw neither the deletion nor the
/// restore, is made from that version: it is the note's newer text, not a change beside the
/// restore (ARCHITECTURE.md, "The same words are one content").
///
/// Every device that brings the same words back after one deletion brings back one version:
/// each restore names, as the version it was made from, the mark of those words and of the
/// version the deletion took (`restoreMark`), which each of them computes alike. A change made
/// from any of those restores is later than all of them.
extension LibraryStore {
  /// Remembers that `note`, the version deleted, was brought back at `date`, with the version
  /// of its words and the restore's mark; nothing when this library has never synced.
  static func rememberRestore(of note: AyahNote, at date: Date, _ db: Database) throws {
    let (key, type) = (note.id.text, RecordType.ayahNote.rawValue)
    let held = try String.fetchOne(
      db, sql: "SELECT contentHash FROM serverRecord WHERE recordType = ? AND recordKey = ?",
      arguments: [type, key])
    // The newest fingerprint the deletion kept is the version it took.
    let gone = try Row.fetchOne(
      db,
      sql: """
        SELECT contentHash, goneAt, madeAt FROM serverGone
        WHERE recordType = ? AND recordName LIKE ? ORDER BY goneAt DESC LIMIT 1
        """, arguments: [type, "%-" + key])
    let deleted = ((gone?["contentHash"] as String?) ?? "").split(separator: " ").map(String.init)
    // The version of these words is the record the note was, as this library's user sent
    // or took it: the version a deletion elsewhere took may be a later edit never seen here.
    let own = try syncedUser(db).flatMap { NoteKind.fingerprinting.fingerprint(of: note, user: $0) }
    let words = digest(ofNoteText: note.text)
    // A deletion the server never held was made here: when, as the trash keeps it.
    let deletedHere = try held.flatMap { _ in
      try Int64.fetchOne(
        db, sql: "SELECT max(deletedAt) FROM trash WHERE kind = ? AND key = ?",
        arguments: [TrashRow.Kind.note.rawValue, note.id.uuidString])
    }
    let mark = restoreMark(
      words, held: held, deletedHere: deletedHere, deleted: deleted.first ?? own,
      at: gone?["goneAt"], madeAt: gone?["madeAt"])
    guard let mark else { return }
    // The note deleted was what an earlier restore here brought back, unchanged: this restore
    // brings back that content, and a change made elsewhere from it is made from this one.
    // Unless the deletion took a later edit of it, never seen here: the edit's version stands
    // between the version taken and the earlier restore's mark, and these words, chosen
    // over that edit, are a version of their own.
    let earlier = try NoteRestoreRow.fetchOne(db, key: key).map { row -> [String] in
      let marks = row.versions.split(separator: " ").map(String.init).filter(isRestoreMark)
      let tookALaterEdit = held == nil && (deleted.firstIndex(where: marks.contains) ?? 0) > 1
      return row.digest == words && row.restoredAt == note.modifiedAt.milliseconds
        && !tookALaterEdit ? marks : []
    }
    // Not the server's version when this library's differs: its words were edited here since
    // (the edit not yet sent), and a change of the server's is no change of these words.
    let versions =
      [own ?? held ?? deleted.first, mark].compactMap { $0 }
      + (earlier ?? []).filter { $0 != mark }
    // Sent as made from the version deleted and those it was made from: a device still
    // holding one of them (sent back after a server restore) takes the note brought back as
    // the later version, not as an edit beside its own.
    let before = try ServerAncestryRow.fetchOne(db, key: ["recordType": type, "recordKey": key])
    var ancestry = [mark] + deleted
    for hash in (before?.hashes ?? "").split(separator: " ").map(String.init)
    where !ancestry.contains(hash) {
      ancestry.append(hash)
    }
    try ServerAncestryRow(
      recordType: type, recordKey: key,
      hashes: ancestry.prefix(SyncTransaction.earlierVersionsKept).joined(separator: " ")
    ).save(db)
    try NoteRestoreRow(
      id: key, digest: words, versions: versions.joined(separator: " "),
      restoredAt: date.milliseconds
    ).insert(db, onConflict: .replace)
  }

  /// The mark of the words `words` (their digest) brought back: the same on every device
  /// that brings them back after the same deletion, and never a fingerprint (those are
  /// hexadecimal). A deletion the server holds (no version `held`) is named by when the person
  /// made it (`madeAt`), which every device that saw it knows alike, even one that saw
  /// it sent again after a server restore, when it took another version (the one the
  /// restored server held); without that time, by the version it took (`deleted`) and the
  /// server's time (`at`): the same version may be deleted again after a server restore, and a
  /// restore after that is another. With no deletion on the server, by the version it holds
  /// (`held`) and when the deletion was made here (`deletedHere`, as the trash says): no
  /// other device saw that deletion, and two devices that each delete and bring back the same
  /// version make two versions.
  static func restoreMark(
    _ words: Data, held: String?, deletedHere: Int64?, deleted: String?, at goneAt: Int64?,
    madeAt: Int64?
  ) -> String? {
    let named: String
    if let held {
      named = held + (deletedHere.map { " deleted here at \($0)" } ?? "")
    } else if let madeAt {
      named = "deleted at \(madeAt)"
    } else if let deleted {
      named = deleted + (goneAt.map { " \($0)" } ?? "")
    } else {
      return nil
    }
    let hash = digest(ofNoteText: named + "\n" + words.base64EncodedString())
      .reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    return restoreMarkPrefix + String(hash, radix: 16)
  }

  /// What begins a restore's mark.
  static let restoreMarkPrefix = "restore-"

  /// Whether `version`, one of a record's ancestors, is a restore's mark.
  package static func isRestoreMark(_ version: String) -> Bool {
    version.hasPrefix(restoreMarkPrefix)
  }
}

extension SyncTransaction {
  /// Whether `remote`, which names first the mark of a restore this device made too, holds
  /// other words than that restore brought back: an edit of it, later than it.
  package func editsTheSameRestore(_ remote: AyahNote, mark: String) throws -> Bool {
    guard let restored = try restoredWords(of: remote.id), restored.versions.contains(mark)
    else { return false }
    return restored.digest != LibraryStore.digest(ofNoteText: remote.text)
  }

  /// What note `id`'s last restore brought back: its words' digest, the fingerprint of the
  /// version of them, and the restore's mark.
  package func restoredWords(of id: UUID) throws -> (digest: Data, versions: [String])? {
    try NoteRestoreRow.fetchOne(db, key: id.text).map {
      ($0.digest, $0.versions.split(separator: " ").map(String.init))
    }
  }
}

/// A row of `noteRestore`: note `id` brought back from the trash at `restoredAt`
/// (milliseconds), the digest of its words, and the fingerprint of the version of them, the
/// restore's mark and those of the earlier restores here it brings back, separated by spaces.
package struct NoteRestoreRow: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
  /// Its table.
  package static let databaseTableName = "noteRestore"
  /// Its columns.
  package var id: String, digest: Data, versions: String, restoredAt: Int64
}

extension LibraryStore {
  /// The record names of the notes brought back here from the trash of which the server
  /// holds no version this device knows (brought back after a deletion it sent or took, and
  /// not yet sent): a deletion elsewhere of the same restore is a tombstone no listing of what
  /// the server holds shows, so a pull looks each of them up
  /// (`SyncTransaction.deletionTakesTheWordsBroughtBack`).
  public func unsentRestoreNames(user: String) throws -> [String] {
    try read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT note.id, note.ayahID FROM noteRestore JOIN note ON note.id = noteRestore.id
          WHERE NOT EXISTS (
            SELECT 1 FROM serverRecord WHERE recordType = ? AND recordKey = note.id)
          """, arguments: [RecordType.ayahNote.rawValue]
      ).compactMap { row in
        guard let id = UUID(uuidString: row["id"]),
          let ayah = try? AyahID.parse(row["ayahID"] as String)
        else { return nil }
        return RecordIdentity.note(id, ayah: ayah).recordName(user: user)
      }
    }
  }
}

/// The fingerprint of the record a note is for a user, as the sync sends it: the sync's half
/// of notes (`SyncKinds`) gives it, and every program that syncs links that half.
package protocol NoteFingerprinting {
  /// The fingerprint of `note`'s record as `user` sends it.
  func fingerprint(of note: AyahNote, user: String) -> String?
}

extension NoteKind {
  /// The sync's half of notes, which fingerprints their records.
  package static var fingerprinting: any NoteFingerprinting {
    guard let half = NoteKind() as Any as? any NoteFingerprinting else {
      preconditionFailure("The sync's half of notes (SyncKinds) is not linked")
    }
    return half
  }
}
