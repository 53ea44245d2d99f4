import AppRecords
import CloudRecords
import Foundation
import Library
import QuranText

/// A note on an ayah (`note-{user}-{2:255}-{UUID}`), keyed by its UUID: when both sides changed
/// its text, the server's stays and the local text becomes a conflict copy; an edit beats a
/// delete. Its ayah, which its key lacks, comes from the note, from its deletion waiting to be
/// sent, or from a record name.
struct NoteKind: RecordKind {
  let type = RecordType.ayahNote

  func identity(key: String, recordName: String?, _ tx: SyncTransaction) throws -> RecordIdentity? {
    guard let id = UUID(uuidString: key) else { return nil }
    if let note = try tx.note(id) { return .note(id, ayah: note.ayahID) }
    if let ayah = try tx.deletedNoteAyah(key) { return .note(id, ayah: ayah) }
    var name = recordName
    if name == nil { name = try tx.serverRecordName(type, key: key) }
    guard let name, case .note(_, let ayah) = try? RecordIdentity(recordName: name)
    else { return nil }
    return .note(id, ayah: ayah)
  }

  func localRecord(_ identity: RecordIdentity, _ sync: Reconciler) throws -> Record? {
    guard case .note(let id, _) = identity else { return nil }
    return try sync.tx.note(id).map(sync.mapping.record)
  }

  func localTime(_ identity: RecordIdentity, _ tx: SyncTransaction) throws -> Date? {
    guard case .note(let id, _) = identity else { return nil }
    return try tx.note(id)?.modifiedAt
  }

  func reconcile(
    _ identity: RecordIdentity, with server: ServerVersion, pending: JournalEntry?,
    _ reconciler: Reconciler
  ) throws -> Bool {
    guard case .note(let id, let ayah) = identity else { return false }
    return try reconciler.note(id, on: ayah, server, pending)
  }
}

extension RecordMapping {
  func record(_ note: AyahNote) -> Record {
    Record(
      .note(note.id, ayah: note.ayahID), user: user,
      fields: [
        .ayahID: .string(note.ayahID.description), .surahNumber: .int64(Int64(note.ayahID.surah)),
        .ayahNumber: .int64(Int64(note.ayahID.ayah)), .noteText: .string(note.text),
        .createdAt: .timestamp(note.createdAt.milliseconds),
        .modifiedAt: .timestamp(note.modifiedAt.milliseconds),
      ])
  }

  /// A note as its record carries it, in one string: what was sent and what the server
  /// holds compare equal exactly when they are the same version.
  static func content(ofNote record: Record, id: UUID) -> String? {
    note(record, id: id).map {
      "\($0.ayahID)\n\($0.createdAt.milliseconds)\n\($0.modifiedAt.milliseconds)\n\($0.text)"
    }
  }

  static func note(_ record: Record, id: UUID) -> AyahNote? {
    guard let text = record[.noteText]?.stringValue, let ayah = ayahID(record)
    else { return nil }
    let modified = date(record[.modifiedAt], record)
    return AyahNote(
      id: id, ayahID: ayah, text: text.precomposedStringWithCanonicalMapping,
      createdAt: record[.createdAt]?.int64Value.map(Date.init(milliseconds:)) ?? modified,
      modifiedAt: modified)
  }
}

extension Reconciler {
  fileprivate func note(
    _ id: UUID, on ayah: AyahID, _ server: ServerVersion, _ pending: JournalEntry?
  ) throws -> Bool {
    let identity = RecordIdentity.note(id, ayah: ayah)
    let local = try tx.note(id)
    let knownTag = try tx.serverTag(identity)
    switch server {
    case .absent:
      if pending?.operation == .save, local != nil {
        // An edit beats a delete: the note goes back to the server as new.
        return try keepLocal(identity, server)
      }
      try settle(pending)
      try tx.setServerTag(identity, nil)
      guard local != nil else { return false }
      try tx.removeNote(id)
      return true
    case .present(let record):
      guard let remote = RecordMapping.note(record, id: id) else { return false }
      // Unchanged since this device saw it, or exactly what this device sent (an answer
      // lost on the way): no other device wrote it.
      let sent = try tx.sentNote(identity.key)
      let print = RecordMapping.fingerprint(record)
      let knownPrint = try tx.serverContentHash(identity)
      let serverUnchanged =
        (knownTag != nil && knownTag == record.recordChangeTag)
        // The same content under another tag: sent again after the server went back in time.
        || (knownTag != nil && print != nil && knownPrint == print)
        || (sent != nil && sent == RecordMapping.content(ofNote: record, id: id))
      // A version this device held before, sent again (after a restore): older than this
      // device's, not an edit beside it.
      let heldBefore =
        try print.map { try tx.serverAncestors(identity, sending: nil).contains($0) } ?? false
      if let pending {
        if pending.operation == .delete {
          // The server's note changed since this device saw it: the edit beats the delete.
          if serverUnchanged || heldBefore { return try keepLocal(identity, server) }
        } else if let local, local.text != remote.text {
          if serverUnchanged || heldBefore { return try keepLocal(identity, server) }
        }
      }
      // Made from this device's very text (its writer saw it): later than the change
      // waiting here, which it settles.
      let madeFromLocal =
        local.flatMap { RecordMapping.fingerprint(mapping.record($0)) }
        .map { record.ancestors?.contains($0) == true } ?? false
      if let pending, !madeFromLocal, pending.operation == .save {
        if let local, local.text != remote.text {
          try keepConflictCopy(of: local, identity, beside: record)
        }
      }
      try settle(pending)
      try tx.setServerTag(
        identity, record.recordChangeTag, recordName: record.recordName,
        modifiedAt: record.modified?.timestamp, contentHash: print,
        ancestors: record.ancestors ?? [])
      try tx.putNote(remote)
      return local != remote
    }
  }
}
