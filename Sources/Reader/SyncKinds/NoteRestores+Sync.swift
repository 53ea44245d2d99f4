import AppRecords
import CloudRecords
import Foundation
import Library

extension NoteKind: NoteFingerprinting {
  /// The fingerprint of `note`'s record as `user` sends it (`RecordMapping.fingerprint`).
  package func fingerprint(of note: AyahNote, user: String) -> String? {
    RecordMapping.fingerprint(RecordMapping(user: user).record(note))
  }
}

extension SyncTransaction {
  /// Whether `deletion`, made elsewhere, took the version of the very words `local` holds as
  /// this device brought them back from the trash, after they were brought back: that
  /// version, or another device's restore of them after the same deletion (it names the
  /// restore's mark), which is the same version.
  func deletion(_ deletion: ServerVersion.Deletion?, tookTheWordsBroughtBack local: AyahNote)
    throws -> Bool
  {
    guard let deletion, let at = deletion.madeAt ?? deletion.at,
      let restored = try NoteRestoreRow.fetchOne(db, key: local.id.text),
      restored.digest == LibraryStore.digest(ofNoteText: local.text),
      at > restored.restoredAt, let taken = deletion.versions.first
    else { return false }
    return restored.versions.split(separator: " ").map(String.init).contains {
      $0 == taken || (LibraryStore.isRestoreMark($0) && deletion.versions.contains($0))
    }
  }

  /// Whether `deletion`, of the record `identity` names, took the words the note holds here
  /// as this device brought them back from the trash, after it brought them back
  /// (`deletion(_:tookTheWordsBroughtBack:)`): a restore not yet sent, or one a restored
  /// server lost, which the note here follows rather than sending it again.
  public func deletionTakesTheWordsBroughtBack(
    _ identity: RecordIdentity, _ deletion: ServerVersion.Deletion?
  ) throws -> Bool {
    guard let (id, _) = NoteKind().key(of: identity), let local = try note(id) else {
      return false
    }
    return try self.deletion(deletion, tookTheWordsBroughtBack: local)
  }
}
