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
    let pending = try tx.pendingChange(record)
    switch record {
    case .favorite(let ayah): return try favorite(ayah, server, pending)
    case .note(let id, let ayah): return try note(id, on: ayah, server, pending)
    case .progress(let surah): return try progress(surah, server, pending)
    case .setting(let key): return try setting(key, server, pending)
    case .readingDay(let device, let day): return try readingDay(device, day, server, pending)
    case .readingGoal:
      return try laterChangeWins(
        record, server, pending, local: try tx.readingGoal(),
        remote: server.record.flatMap(RecordMapping.goal),
        put: tx.putReadingGoal, remove: tx.removeReadingGoal)
    case .readingPlan(let name):
      return try laterChangeWins(
        record, server, pending, local: try tx.readingPlan(name),
        remote: server.record.flatMap { RecordMapping.plan($0, name: name) },
        put: tx.putReadingPlan, remove: { try tx.removeReadingPlan(name) })
    case .memorizeReview(let id): return try memorizeReview(id, server, pending)
    case .memorizePlan:
      return try laterChangeWins(
        record, server, pending, local: try tx.memorizePlan(),
        remote: server.record.flatMap(RecordMapping.memorizePlan),
        put: tx.putMemorizePlan, remove: tx.removeMemorizePlan)
    }
  }

  /// The local change wins: keep it waiting, to be sent over the server's version.
  fileprivate func keepLocal(_ record: RecordIdentity, _ server: ServerVersion) throws -> Bool {
    try tx.setServerTag(
      record, server.tag, recordName: server.recordName, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    return false
  }

  fileprivate func settle(_ pending: JournalEntry?) throws {
    if let pending { try tx.markSent(pending) }
  }

  private func favorite(_ id: AyahID, _ server: ServerVersion, _ pending: JournalEntry?) throws
    -> Bool
  {
    let serverFavorite: FavoriteAyah? =
      if case .present(let record) = server { RecordMapping.favorite(record, ayah: id) } else {
        nil
      }
    if let pending {
      let localWants = pending.operation == .save
      let serverTime: Date =
        switch server {
        case .present: serverFavorite?.favoritedAt ?? .distantPast
        case .absent(let at): at ?? .distantPast
        }
      if localWants != (serverFavorite != nil) && pending.changedAt > serverTime {
        return try keepLocal(.favorite(id), server)
      }
    }
    try settle(pending)
    try tx.setServerTag(
      .favorite(id), server.tag, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    let before = try tx.favorite(id)
    if let serverFavorite {
      try tx.putFavorite(serverFavorite)
      return before == nil
    }
    try tx.removeFavorite(id)
    return before != nil
  }

  private func setting(_ key: String, _ server: ServerVersion, _ pending: JournalEntry?) throws
    -> Bool
  {
    let serverValue: (json: String, at: Date)? =
      if case .present(let record) = server { RecordMapping.setting(record) } else { nil }
    let local = try tx.setting(key)
    // A pending change is a choice: a default never chosen is not stored, so not sent
    // (`LibraryStore.save`). Going back to the default after a send whose answer was lost is
    // a choice too, and wins by its time like any other.
    if let pending {
      let serverTime: Date =
        switch server {
        case .present: serverValue?.at ?? .distantPast
        case .absent(let at): at ?? .distantPast
        }
      if local?.json != serverValue?.json && pending.changedAt > serverTime {
        return try keepLocal(.setting(key: key), server)
      }
    }
    try settle(pending)
    try tx.setServerTag(
      .setting(key: key), server.tag, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    if let serverValue {
      try tx.putSetting(key, json: serverValue.json, at: serverValue.at)
      return local?.json != serverValue.json
    }
    try tx.removeSetting(key)
    return local != nil
  }

  private func progress(_ surah: Int, _ server: ServerVersion, _ pending: JournalEntry?) throws
    -> Bool
  {
    let record = RecordIdentity.progress(surah: surah)
    let local = try tx.progress(surah: surah)
    guard case .present(let saved) = server,
      let remote = RecordMapping.progress(saved, surah: surah)
    else {
      // Deleted on the server: a local advance still waiting is an edit, and edits win.
      if pending?.operation == .save, local != nil {
        return try keepLocal(record, server)
      }
      try settle(pending)
      try tx.setServerTag(record, nil)
      try tx.removeProgress(surah: surah)
      return local != nil
    }
    if let local, local.lastReadAyah > remote.lastReadAyah {
      // The furthest ayah wins, whether or not a change is waiting: send it.
      if pending == nil { try tx.journalSave(record, at: local.lastUpdatedAt) }
      return try keepLocal(record, server)
    }
    try settle(pending)
    try tx.setServerTag(
      record, server.tag, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    try tx.putProgress(remote)
    return local?.lastReadAyah != remote.lastReadAyah
  }

  private func note(
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

extension Reconciler {
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

  /// One device's day: the server's version and the library's are put together. This
  /// device's day goes back to the server when the server lacks some of it; another device's
  /// day is kept as its record says, and forgotten when its record is gone.
  fileprivate func readingDay(
    _ device: String, _ day: String, _ server: ServerVersion, _ pending: JournalEntry?
  ) throws -> Bool {
    let record = RecordIdentity.readingDay(device: device, day: day)
    let local = try tx.readingDay(device: device, day: day)
    let remote = server.record.flatMap(RecordMapping.dayTally)
    let ownDay = device == (try tx.readingDevice())
    if !ownDay, remote == nil {
      try settle(pending)
      try tx.setServerTag(record, nil)
      try tx.removeReadingDay(device: device, day: day)
      return local != nil
    }
    let merged = [local, remote].compactMap { $0 }.reduce(
      DayTally(ayahs: [], seconds: 0, surahsFinished: [])
    ) {
      $0.merged(with: $1)
    }
    if merged != local { try tx.putReadingDay(device: device, day: day, merged) }
    if ownDay, merged != remote {
      if pending == nil { try tx.journalSave(record, at: now()) }
      _ = try keepLocal(record, server)
    } else {
      try settle(pending)
      try tx.setServerTag(
        record, server.tag, recordName: server.recordName, modifiedAt: server.modifiedAt,
        contentHash: server.fingerprint, ancestors: server.ancestors)
    }
    return merged != local
  }

  /// The goal or a plan: with a change waiting here that differs from the server's and is
  /// newer, the local one stays to be sent; otherwise the server's is taken.
  fileprivate func laterChangeWins<Value: Equatable>(
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

  /// A grade: the server's is added here (its ayah's card made again with it); one this
  /// device has and the server lacks — never sent, lost by a server restored from a backup,
  /// or deleted by another program — goes back, as nothing here takes a grade back. A grade
  /// is never changed, so a version of the same id that differs is not taken.
  fileprivate func memorizeReview(
    _ id: UUID, _ server: ServerVersion, _ pending: JournalEntry?
  ) throws -> Bool {
    let record = RecordIdentity.memorizeReview(id)
    let local = try tx.memorizeReview(id)
    let remote = server.record.flatMap { RecordMapping.review($0, id: id) }
    if let local, remote == nil {
      if pending == nil { try tx.journalSave(record, at: local.reviewedAt) }
      return try keepLocal(record, server)
    }
    try settle(pending)
    try tx.setServerTag(
      record, server.tag, recordName: server.recordName, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    guard local == nil, let remote else { return false }
    return try tx.putMemorizeReview(remote)
  }
}
