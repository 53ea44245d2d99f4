import AppRecords
import Clocks
import CloudRecords
import Foundation
import Library
import QuranText

import protocol GRDB.FetchableRecord
import protocol GRDB.PersistableRecord
import struct GRDB.PersistenceContainer

/// The sync's half of a note (`NoteKind`, the store's half): its record
/// and its merge rule.
extension NoteKind: SyncedKind {
  /// The library's record, through the sync's mapping.
  package func localRecord(key: (id: UUID, ayah: AyahID), _ sync: Reconciler) throws -> Record? {
    try sync.tx.note(key.id).map(sync.mapping.record)
  }

  /// Its merge rule (see the `Reconciler` extension below).
  package func reconcile(
    key: (id: UUID, ayah: AyahID), with server: ServerVersion, pending: JournalEntry?,
    _ reconciler: Reconciler
  ) throws -> Bool {
    try reconciler.note(key.id, on: key.ayah, server, pending)
  }

  /// Listed by name, or — a note provably the same — by its text on the same ayah
  /// (`NoteNames`); what was sent is kept until the server confirms it
  /// (`SyncTransaction.setSentNote`).
  package var capabilities: KindCapabilities<(id: UUID, ayah: AyahID)> { Self.capabilities }

  private static let capabilities = KindCapabilities<(id: UUID, ayah: AyahID)>(
    keepsWhatItSends: .init(
      sending: { record, key, tx in
        try tx.setSentNote(key.id.text, RecordMapping.content(ofNote: record, id: key.id))
      },
      sent: { key, tx in try tx.setSentNote(key.id.text, nil) }),
    listing: { tx, known, listed in NoteNames(tx: tx, known: known, listed: listed) })
}

/// Which library record a listed record is. A note is its record: two records are two notes,
/// whatever their texts. A record under a name this device has not seen is folded
/// onto a note here only when it is provably that note: a note `quran import-legacy` brought
/// here that the server never had, of the same text on the same ayah — the phone uploaded its
/// own copy of the same preferences. (The app's upload of a note again under a new UUID, after
/// its sync deleted the record it downloaded, needs no fold: the deletion takes the old note,
/// the upload brings the text back, and one note shows either way — as does a person's own
/// note written again beside the one they deleted, which no rule could tell from it.)
final class NoteNames: ListedRecords {
  let tx: SyncTransaction
  private let known: [String: SyncTransaction.ServerRecord]
  private let listed: [String: Record]
  /// Local note ids by the record name they are known under; read when a listed note first
  /// asks (`load`), so a sync that finds nothing changed builds nothing.
  /// Stored, not `lazy`: a lazy property is changed through its getter and setter, which
  /// copied the whole dictionary and set for each note taken (most of the processor time of
  /// a first sync of 10,000 records).
  private var byName: [String: String] = [:]
  /// Local notes already matched to a listed record in this pass.
  private var matched = Set<String>()
  private var loaded = false

  init(
    tx: SyncTransaction, known: [String: SyncTransaction.ServerRecord], listed: [String: Record]
  ) {
    self.tx = tx
    self.known = known
    self.listed = listed
  }

  /// The library record `record` is, or nil for a record that is none of the app's (a name
  /// this app does not write).
  func identity(of record: Record) throws -> RecordIdentity? {
    guard let identity = try? RecordIdentity(recordName: record.recordName) else { return nil }
    guard let (id, ayah) = NoteKind().key(of: identity) else { return identity }
    load()
    if let key = byName[record.recordName], let local = UUID(uuidString: key) {
      return .note(local, ayah: ayah)
    }
    guard known[record.recordName] == nil, try tx.note(id) == nil,
      let text = RecordMapping.words(ofNote: record)
    else { return identity }
    for local in try tx.noteIDs(on: ayah, text: text) where !matched.contains(local.uuidString) {
      if try tx.serverTag(.note(local, ayah: ayah)) == nil, try tx.wasLegacyImported(local) {
        return .note(local, ayah: ayah)
      }
    }
    return identity
  }

  func taken(_ identity: RecordIdentity, by name: String) {
    guard identity.recordType == .ayahNote else { return }
    load()
    byName[name] = identity.key
    matched.insert(identity.key)
  }

  /// Reads the names known here once, at the first note.
  private func load() {
    guard !loaded else { return }
    loaded = true
    for (name, seen) in known where listed[name] != nil { byName[name] = seen.key }
    matched = Set(byName.values)
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

  /// A note record's words in NFC, as the library keeps them; nil when it has none.
  static func words(ofNote record: Record) -> String? { record[.noteText]?.stringValue?.nfc }

  static func note(_ record: Record, id: UUID) -> AyahNote? {
    guard let text = words(ofNote: record), let ayah = ayahID(record) else { return nil }
    let modified = date(record[.modifiedAt], record)
    return AyahNote(
      id: id, ayahID: ayah, text: text,
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
    switch server {
    case .absent(_, let deletion): return try noteGone(local, identity, pending, deletion)
    case .present(let record): return try note(id, local, identity, on: record, pending)
    }
  }

  /// The server holds no note `identity`: deleted on another device (or never sent).
  private func noteGone(
    _ local: AyahNote?, _ identity: RecordIdentity, _ pending: JournalEntry?,
    _ deletion: ServerVersion.Deletion?
  ) throws -> Bool {
    // A deletion of the very words this device brought back from the trash, made after the
    // restore on a device that saw neither: the later change of one content wins (ARCHITECTURE.md,
    // "The same words are one content"), and the note goes.
    if pending?.operation == .save, let local,
      try !tx.deletion(deletion, tookTheWordsBroughtBack: local)
    {
      // An edit beats a delete: the note goes back to the server as new, made from the
      // versions this device knew (`loseServerVersion`), so that a device still holding
      // one of them takes it as later rather than as an edit beside its own.
      try tx.loseServerVersion(identity)
      return false
    }
    try settle(pending)
    try tx.setServerTag(identity, nil)
    guard let local else { return false }
    try tx.removeNote(local.id)
    try tx.throwAwayDeletedElsewhere(.note(local), at: clock.now())
    return true
  }

  /// The server holds `record` of note `identity`: taken, kept beside this device's text as a
  /// conflict copy, or answered with this device's version.
  private func note(
    _ id: UUID, _ local: AyahNote?, _ identity: RecordIdentity, on record: Record,
    _ pending: JournalEntry?
  ) throws -> Bool {
    let server = ServerVersion.present(record)
    let knownTag = try tx.serverTag(identity)
    guard let remote = RecordMapping.note(record, id: id) else { return false }
    if NoteText.isBlank(remote.text) {
      return try keepOverBlank(local, identity, server, pending)
    }
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
    let heldBefore = try olderThanHere(record, remote, local, identity)
    if let pending {
      if pending.operation == .delete {
        // The server's note changed since this device saw it: the edit beats the delete.
        // The words brought back on another device before the deletion are no edit when the
        // deletion here took them (as the trash keeps them), or took an edit made here of
        // them after the restore: one content, the later change wins. Words this device had
        // replaced before the restore are a change beside its deletion, and stay, however
        // late the version deleted was made: an edit of them after the restore left them
        // after it, as this device says when it left them (a library of 0.25.0 or earlier
        // does not say, and the version deleted tells).
        let deleted = try tx.noteDeletedHere(id)
        let held = try tx.heldTextBefore(remote.text, of: id)
        let left = try tx.whenLeft(remote.text, of: id)
        let deletedLater =
          local == nil && pending.changedAt > remote.modifiedAt
          && (deleted.map {
            $0.text == remote.text
              || held && (left ?? $0.modifiedAt.milliseconds) > remote.modifiedAt.milliseconds
          } ?? held)
        if serverUnchanged || heldBefore || deletedLater {
          return try keepLocal(identity, server)
        }
      } else if let local, local.text != remote.text {
        if serverUnchanged || heldBefore { return try keepLocal(identity, server) }
      }
    }
    // Made from this device's very text (its writer saw it), or later from the very words
    // this device brought back from the trash (`NoteRestores`): later than the change
    // waiting here, which it settles.
    let madeFromLocal =
      local.flatMap { RecordMapping.fingerprint(mapping.record($0)) }
      .map { record.ancestors?.contains($0) == true } ?? false
    if let pending, !madeFromLocal, pending.operation == .save, let local,
      try !tx.editsTheRestoredWords(of: local, remote, ancestors: record.ancestors)
    {
      if local.text != remote.text {
        try keepConflictCopy(of: local, identity, beside: record)
      } else if local.modifiedAt > remote.modifiedAt, let print,
        try tx.gone(.ayahNote, name: record.recordName)?.versions.contains(print) == true
      {
        // The same text brought back here (the trash, `u`), while the server holds again
        // the version this device saw deleted (sent back by a device that never saw the
        // deletion, after a server restore): the version brought back goes over it, so that
        // no device takes it for the deleted one, and deletes it again.
        return try keepLocal(identity, server)
      }
    }
    try settle(pending)
    try tx.setServerTag(
      identity, record.recordChangeTag, recordName: record.recordName,
      modifiedAt: record.modified?.timestamp, contentHash: print,
      ancestors: record.ancestors ?? [])
    try tx.putNote(remote)
    if local == nil { try tx.forgetThrownAwayNote(id) }
    try foldTwins(of: remote)
    return local != remote
  }

  /// One conflict copy made twice at once, each time under an id of its own (two devices
  /// that listed the branch's history in another order): the copy with the least id stays,
  /// here as on every device that holds both, and the other goes from here and the server.
  /// Its very words stay, so it goes to no trash; a device that held it takes its twin in the
  /// same pass as its deletion (the records present before those gone), and folds it alike.
  private func foldTwins(of note: AyahNote) throws {
    guard note.text.hasPrefix(Self.conflictPrefix) else { return }
    let twins = try tx.noteIDs(on: note.ayahID, text: note.text)
    guard let kept = twins.min(by: { $0.uuidString < $1.uuidString }) else { return }
    for twin in twins where twin != kept {
      try tx.dropTwinCopy(twin, on: note.ayahID, at: clock.now())
    }
  }
}

extension Reconciler {
  /// Whether the server's `record` of note `identity` (`remote`) is older than this device's
  /// `local`: a version this device held before, sent again (after a restore), not an edit
  /// beside it. So is another device's restore of the words this device's version was made
  /// from, after the same deletion (the restore's mark first among its ancestors): one
  /// version — but an edit of that restore, other words under the same mark, is later. So is
  /// a text this note held here before its own edit (`noteVersion`), written before that
  /// edit: the same text brought back by two devices from the trash is one content, whichever
  /// device's version the server kept. Brought back after the edit here, it is a change beside
  /// it, kept as a copy; so it is when the words here came through a restore of other words
  /// not yet sent, since they left that text at a time not known here.
  fileprivate func olderThanHere(
    _ record: Record, _ remote: AyahNote, _ local: AyahNote?, _ identity: RecordIdentity
  ) throws -> Bool {
    let madeFrom = try tx.serverAncestors(identity, sending: nil)
    if let print = RecordMapping.fingerprint(record), madeFrom.contains(print) { return true }
    if let first = record.ancestors?.first, LibraryStore.isRestoreMark(first),
      madeFrom.contains(first)
    {
      return try !tx.editsTheSameRestore(remote, mark: first)
    }
    guard let local, local.text != remote.text else { return false }
    // Written before this device left it: older. Left before it was written (brought back
    // elsewhere since): a change beside the words here.
    if let left = try tx.whenLeft(remote.text, of: remote.id) {
      return left > remote.modifiedAt.milliseconds
    }
    // Held before this device recorded when it left a text (a library of 0.25.0 or earlier):
    // older when the change here is the later.
    guard local.modifiedAt > remote.modifiedAt else { return false }
    return try tx.heldTextBefore(remote.text, of: remote.id)
  }

  /// The server holds the note with blank text (spaces and line breaks, or nothing), which
  /// quran-vi refuses wherever a note's text enters (`NoteText`); another client (the
  /// app, an older quran-vi) may still write one. It is not taken as a version of the note:
  /// taking it would replace what the person wrote with nothing, which no edit here can do,
  /// and an empty note has nothing to keep. So the text here stays and is sent back over the
  /// blank version (its tag kept, so the send replaces exactly it); a deletion waiting here
  /// is sent; with no note here the record is passed over, and no blank note appears.
  fileprivate func keepOverBlank(
    _ local: AyahNote?, _ identity: RecordIdentity, _ server: ServerVersion,
    _ pending: JournalEntry?
  ) throws -> Bool {
    guard local != nil || pending != nil else { return false }
    if pending == nil, let local { try tx.journalSave(identity, at: local.modifiedAt) }
    return try keepLocal(identity, server)
  }

  /// Both changed a note's text: the server's stays, and the local text becomes a new note.
  /// The copy carries on the local branch of the note's history: its id comes from the
  /// branch's first version after the server's version forked from it, so devices that each
  /// hold a version of that branch make one copy, and its versions name the branch's as their
  /// ancestors, so the newest of them stands. Without a history in common (Apple's servers
  /// tell none), the id comes from the text.
  fileprivate func keepConflictCopy(
    of local: AyahNote, _ identity: RecordIdentity, beside server: Record
  ) throws {
    var branch: [String] = []
    let localPrint = RecordMapping.fingerprint(mapping.record(local))
    for hash in [localPrint].compactMap({ $0 }) + (try tx.serverAncestors(identity, sending: nil))
    where !branch.contains(hash) {
      branch.append(hash)
    }
    let serverHistory = Set([RecordMapping.fingerprint(server)].compactMap { $0 })
      .union(server.ancestors ?? [])
    let fork = branch.firstIndex(where: serverHistory.contains)
    var id = AyahNote.conflictCopyID(of: local.id, text: local.text)
    if let fork, fork > 0 {
      let branchCopy = AyahNote.conflictCopyID(of: local.id, branchFrom: branch[fork - 1])
      switch try copyHolds(branchCopy, local, localPrint, branch) {
      case .nothing: id = branchCopy
      case .thisOrLater: return
      case .anEarlierVersion:
        // Another device's copy of an earlier version of this branch: carried on to this one.
        try tx.putNote(copy(of: local, id: branchCopy))
        try tx.journalSave(.note(branchCopy, ayah: local.ayahID), at: local.modifiedAt)
        try tx.inheritAncestors(.note(branchCopy, ayah: local.ayahID), branch)
        try tx.rememberConflictCopy(on: local.ayahID)
        return
      case .somethingElse: break
      }
    }
    // A copy of these very words, made here before or by another device, is the copy.
    guard try tx.note(id) == nil,
      try tx.noteIDs(on: local.ayahID, text: Self.conflictPrefix + local.text).isEmpty
    else { return }
    try tx.addLocalNote(copy(of: local, id: id))
    try tx.inheritAncestors(.note(id, ayah: local.ayahID), branch)
    try tx.rememberConflictCopy(on: local.ayahID)
  }

  private enum CopyContent { case nothing, thisOrLater, anEarlierVersion, somethingElse }

  /// What the conflict copy `id` of a branch already holds here, against `local`, the
  /// branch's version on this device (its fingerprint `localPrint`), and `branch`, its history.
  private func copyHolds(
    _ id: UUID, _ local: AyahNote, _ localPrint: String?, _ branch: [String]
  ) throws -> CopyContent {
    guard let held = try tx.note(id) else { return .nothing }
    guard let print = RecordMapping.fingerprint(mapping.record(held)), let localPrint
    else { return .somethingElse }
    if print == localPrint { return .thisOrLater }
    if branch.contains(print) { return .anEarlierVersion }
    let madeFrom = try tx.serverAncestors(.note(id, ayah: local.ayahID), sending: nil)
    return madeFrom.contains(localPrint) ? .thisOrLater : .somethingElse
  }

  private func copy(of local: AyahNote, id: UUID) -> AyahNote {
    AyahNote(
      id: id, ayahID: local.ayahID, text: Self.conflictPrefix + local.text,
      createdAt: local.createdAt, modifiedAt: local.modifiedAt)
  }
}

extension SyncTransaction {
  /// Whether `record`, the server's version of the note `identity` names, is an edit of the
  /// very words this device's note brought back from the trash (`NoteRestores`), made after
  /// the restore from the version of those words the server held (the first of its ancestors,
  /// the version it was made from, is that one): the later change of one content, which the
  /// restore is no change beside. Another restore, made from a later version of the note, is
  /// a change beside it.
  public func editsTheRestoredWords(_ identity: RecordIdentity, _ record: Record) throws -> Bool {
    guard let (id, _) = NoteKind().key(of: identity), let local = try note(id),
      let remote = RecordMapping.note(record, id: id)
    else { return false }
    return try editsTheRestoredWords(of: local, remote, ancestors: record.ancestors)
  }

  /// Whether `remote`, made from `ancestors`, is such an edit of the words `local` brought
  /// back — or a change made from another device's restore of those words after the same
  /// deletion (it names the restore's mark), which is the same version as this one.
  func editsTheRestoredWords(of local: AyahNote, _ remote: AyahNote, ancestors: [String]?)
    throws -> Bool
  {
    guard local.text != remote.text, let ancestors, let restored = try restoredWords(of: local.id),
      restored.digest == LibraryStore.digest(ofNoteText: local.text)
    else { return false }
    let marks = restored.versions.filter(LibraryStore.isRestoreMark)
    if let own = marks.first, ancestors.contains(own) { return true }
    // Made from an earlier restore here of the same words (its mark carried), or from the
    // version brought back here: an edit of its words after the restore, when its device
    // left them after it (it says when, `LibraryStore.leftMarks`) — or, from a device that
    // does not say, when the edit itself is later.
    let fromAnEarlierRestore = marks.dropFirst().contains(where: ancestors.contains)
    guard fromAnEarlierRestore || ancestors.first.map(restored.versions.contains) == true
    else { return false }
    let left = LibraryStore.leftAt(restored.digest, in: ancestors)
    return (left ?? remote.modifiedAt.milliseconds) > local.modifiedAt.milliseconds
  }
}
