import AppRecords
import CloudRecords
import Foundation
import Library
import QuranText

/// What the server holds for one record: a version of it, or nothing (deleted, or never made).
enum ServerVersion {
  case present(Record)
  /// Gone; `at` is when it was deleted, when the server said.
  case absent(at: Date?)

  var tag: String? {
    if case .present(let record) = self { record.recordChangeTag } else { nil }
  }

  var recordName: String? { record?.recordName }

  /// The server's time of the version, in milliseconds, when it says.
  var modifiedAt: Int64? { record?.modified?.timestamp }

  /// A fingerprint of the version's fields.
  var fingerprint: String? { record.flatMap(RecordMapping.fingerprint) }

  /// Fingerprints of the versions it was made from, as its writer knew them (`quran-records`).
  var ancestors: [String] { record?.ancestors ?? [] }

  var record: Record? {
    if case .present(let record) = self { record } else { nil }
  }
}

/// Brings one library record and the server's version of it together, inside the sync's
/// transaction. With no local change waiting, the server's version is taken. With one, the
/// rules of the house decide:
/// - favorites and settings: the later change wins, by its time;
/// - progress: the furthest ayah wins;
/// - notes: when both sides changed the text, the server's text stays and the local text
///   becomes a new note that says it came from a conflict; an edit beats a delete;
/// - reading days: each device writes only its own, so the two versions of a day are put
///   together (every ayah once, the longer time) — nothing counted twice, nothing lost;
/// - the reading goal and plans, and the memorizing plan: the later change wins, by its time
///   (a clear is a change too);
/// - grades in memorizing: never changed nor taken back, so both sides' are kept (a union),
///   and one the server lacks is sent again (`memorizeReview`).
///
/// When the local side wins, the server's version tag is kept so the next send replaces
/// exactly that version; when the server wins, the local change is settled.
struct Reconciler {
  let mapping: RecordMapping
  let tx: SyncTransaction
  /// The engine's clock: when a merged reading day is journaled.
  var now: @Sendable () -> Date = Date.init

  /// The prefix of a note's text made from a conflicting edit ("sync conflict").
  static let conflictPrefix = "(Xung đột đồng bộ) "

  /// Returns whether the library's visible data changed.
  @discardableResult
  func reconcile(_ record: RecordIdentity, with server: ServerVersion) throws -> Bool {
    try RecordKinds.kind(of: record).reconcile(
      record, with: server, pending: try tx.pendingChange(record), self)
  }

  /// The local change wins: keep it waiting, to be sent over the server's version.
  func keepLocal(_ record: RecordIdentity, _ server: ServerVersion) throws -> Bool {
    try tx.setServerTag(
      record, server.tag, recordName: server.recordName, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    return false
  }

  /// Settles the local change waiting, if any: the server's version is taken.
  func settle(_ pending: JournalEntry?) throws {
    if let pending { try tx.markSent(pending) }
  }
}

extension Reconciler {
  /// Both changed a note's text: the server's stays, and the local text becomes a new note.
  /// The copy carries on the local branch of the note's history: its id comes from the
  /// branch's first version after the server's version forked from it, so devices that each
  /// hold a version of that branch make one copy, and its versions name the branch's as their
  /// ancestors, so the newest of them stands. Without a history in common (Apple's servers
  /// tell none), the id comes from the text.
  func keepConflictCopy(
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
        return
      case .somethingElse: break
      }
    }
    guard try tx.note(id) == nil else { return }
    try tx.addLocalNote(copy(of: local, id: id))
    try tx.inheritAncestors(.note(id, ayah: local.ayahID), branch)
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

  /// The goal or a plan: with a change waiting here that differs from the server's and is
  /// newer, the local one stays to be sent; otherwise the server's is taken.
  func laterChangeWins<Value: Equatable>(
    _ record: RecordIdentity, _ server: ServerVersion, _ pending: JournalEntry?,
    local: (Value, at: Date)?, remote: (Value, Date)?,
    put: (Value, Date) throws -> Void, remove: () throws -> Void
  ) throws -> Bool {
    if let pending {
      let serverTime: Date =
        switch server {
        case .present: remote?.1 ?? .distantPast
        case .absent(let at): at ?? .distantPast
        }
      if local?.0 != remote?.0 && pending.changedAt > serverTime {
        return try keepLocal(record, server)
      }
    }
    try settle(pending)
    try tx.setServerTag(
      record, server.tag, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    if let remote {
      try put(remote.0, remote.1)
      return local?.0 != remote.0
    }
    try remove()
    return local != nil
  }

}
