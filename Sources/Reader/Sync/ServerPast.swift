import AppRecords
import CloudRecords
import Foundation
import Library
import SyncKinds

/// Whether the server is the one this device last synced with, or one that went back in time:
/// restored from a backup, or a new database in the old one's place (`ServerHistory`, which
/// only `quran-records` tells; Apple's CloudKit is never restored).
///
/// On a server that went back in time, a record missing or older there is not a deletion or
/// an edit by another device: what this device knew of a version later than the backup is
/// sent again (the person's edits win), a record the backup brought back that this device saw
/// deleted since is deleted again, and only what the backup itself lacked or changed before it
/// was taken is taken from the server as usual.
enum ServerPast: Equatable {
  /// The same history as last time, or a server that tells none.
  case continuous
  /// Another history: restored from a backup taken at `backupTakenAt` (the server's time, in
  /// milliseconds), or, nil, a new database that holds nothing of the old one's.
  case restored(backupTakenAt: Int64?)

  /// The past `history` tells a device that last saw `lastLineage`.
  init(_ history: ServerHistory?, lastLineage: String?) {
    guard let history, let lastLineage, history.lineage != lastLineage else {
      self = .continuous
      return
    }
    self = .restored(backupTakenAt: history.restoredFromTakenAt)
  }

  /// Whether a version of the server's time `time` (nil: not known) is one the server lost:
  /// later than its backup, or any, for a new database. Unknown counts as lost, so nothing is
  /// deleted on a guess.
  func lost(_ time: Int64?) -> Bool {
    guard case .restored(let taken) = self else { return false }
    guard let taken, let time else { return true }
    return time > taken
  }

  /// Whether `record`, as the server holds it now, is what its backup held (not written since).
  func fromBackup(_ record: Record) -> Bool {
    guard case .restored(let taken?) = self, let modified = record.modified?.timestamp else {
      return false
    }
    return modified <= taken
  }
}

extension SyncEngine {
  /// A record this device saw deleted, back on the server exactly as it was deleted (the
  /// same fingerprint), while this device neither has it nor waits to send it: sent again
  /// by a device that never saw the deletion — after a server restore, which lost the
  /// deletion or the record. It is deleted again; an edit made since (another fingerprint)
  /// still beats the delete. Answers whether it was handled, in the sync's transaction.
  func deleteAgain(
    _ record: Record, as identity: RecordIdentity, seen: SyncTransaction.ServerRecord?,
    _ tx: SyncTransaction
  ) throws -> Bool {
    guard seen == nil,
      let print = RecordMapping.fingerprint(record),
      let gone = try tx.gone(identity.recordType, name: record.recordName),
      gone.versions.contains(print),
      try tx.pendingChange(identity) == nil, try localRecord(identity, tx) == nil
    else { return false }
    try tx.setServerTag(
      identity, record.recordChangeTag, recordName: record.recordName,
      modifiedAt: record.modified?.timestamp, contentHash: print,
      ancestors: record.ancestors ?? [])
    // Stamped when it was deleted: a change made since elsewhere still beats it.
    try tx.journalDelete(identity, at: gone.made)
    return true
  }

  /// A record as a server that went back in time holds it, in the sync's transaction. One from
  /// its backup is sent back over when this device knew a later version of it (`seen`), and
  /// deleted again when this device saw it deleted after the backup (or sent over, when this
  /// device made it again since); one written since the
  /// restore over a version this device knew later is weighed against this device's as a
  /// concurrent edit. Answers whether it was handled; otherwise the house rules apply as on
  /// any server. `resent` counts the changes queued.
  func rejoin(
    _ record: Record, as identity: RecordIdentity, seen: SyncTransaction.ServerRecord?,
    past: ServerPast, _ tx: SyncTransaction, resent: inout Int
  ) throws -> Bool {
    guard case .restored = past else { return false }
    let pending = try tx.pendingChange(identity)
    let here = try localRecord(identity, tx) != nil
    guard past.fromBackup(record) else {
      // Written since the restore over a version this device knew later (the server lost
      // it). Made from that version (its writer's `ancestors` name it): a later one, taken.
      // A version this device held before that one, sent again by a device that was behind:
      // older than this device's, which goes back over it, no conflict. Anything else is an
      // edit beside this device's, weighed by the house rules as one — unless it is that very
      // version, sent again.
      let print = RecordMapping.fingerprint(record)
      guard let seen, past.lost(seen.modifiedAt), pending == nil, here,
        seen.contentHash == nil || seen.contentHash != print
      else { return false }
      // Made from the version this device knew, or later from the very words this device
      // brought back from the trash: a later one, taken as any other.
      if let known = seen.contentHash, record.ancestors?.contains(known) == true { return false }
      if try tx.editsTheRestoredWords(identity, record) { return false }
      try tx.journalSave(identity, at: try localTime(identity, tx))
      resent += 1
      guard let print, seen.earlier.contains(print) else { return false }
      try tx.setServerTag(
        identity, record.recordChangeTag, recordName: record.recordName,
        modifiedAt: record.modified?.timestamp, contentHash: print,
        ancestors: record.ancestors ?? [])
      return true
    }
    // When the deletion sent again was made (the person's time, else the server's), not now,
    // so that a change made after it on another device (sent again too) still beats it.
    var deletedAt: Date?
    if let seen {
      guard past.lost(seen.modifiedAt), here || pending != nil else { return false }
    } else {
      guard let gone = try tx.gone(identity.recordType, name: record.recordName),
        past.lost(gone.at)
      else { return false }
      deletedAt = gone.made
      // Deleted here after the backup, then made again and waiting to be sent: this device's
      // version goes over the backup's, so that a device that saw the deletion takes it as
      // a new one rather than deleting the backup's again.
      let madeAgain = here && pending?.operation == .save
      guard madeAgain || (!here && pending == nil) else { return false }
    }
    try tx.setServerTag(
      identity, record.recordChangeTag, recordName: record.recordName,
      modifiedAt: record.modified?.timestamp, contentHash: RecordMapping.fingerprint(record),
      ancestors: record.ancestors ?? [])
    if pending == nil {
      if here {
        try tx.journalSave(identity, at: try localTime(identity, tx))
      } else {
        try tx.journalDelete(identity, at: deletedAt ?? clock.now())
      }
      resent += 1
    }
    return true
  }
}
