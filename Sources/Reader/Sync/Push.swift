import AppRecords
import Clocks
import CloudRecords
import Foundation
import Interface
import Library
import QuranText
import SyncKinds

extension SyncEngine {
  /// What a push did: how many changes the server confirmed, and why one could not be sent,
  /// if one could not.
  struct PushOutcome {
    var sent = 0
    var problem: String?
  }

  /// How many times one record is sent in one push before it is set aside until the next:
  /// a record that keeps conflicting (another device changing it as fast) cannot hold up the
  /// rest of the journal.
  static let sendsPerRecord = 4

  /// Sends the journal, oldest first, in batches the server takes. An entry is settled only
  /// in the transaction that records the server's confirmation; a record the server already
  /// has (a batch sent before a crash, a change from another device) is reconciled by the
  /// house rules instead of being doubled. The next batch is read in the transaction that
  /// settles the one before: one write to the disk per batch (a first sync of 56,124 grades
  /// sends 281).
  func push() throws -> PushOutcome {
    var state = PushState(unavailable: Set(try Self.unavailableTypes(library)))
    var batch = try library.syncTransaction { tx in try nextBatch(tx, &state) }
    while let sending = batch {
      guard !sending.operations.isEmpty else {
        batch = try library.syncTransaction { tx in try nextBatch(tx, &state) }
        continue
      }
      let answer = try records.send(
        Endpoints.modifyRecords,
        ModifyRecordsRequest(
          operations: sending.operations, zoneID: RecordMapping.zone, atomic: false))
      guard answer.records.count == sending.operations.count else {
        throw RecordServiceError.badAnswer(
          "records/modify answered \(answer.records.count) results for \(sending.operations.count) operations."
        )
      }
      let current = try currentVersions(of: sending.operations, answers: answer.records)
      batch = try library.syncTransaction { tx in
        let settled = try settle(sending, answer.records, current: current, tx, state: &state)
        state.outcome.sent += settled.sent
        state.outcome.problem = settled.problem ?? state.outcome.problem
        return try nextBatch(tx, &state)
      }
    }
    return state.outcome
  }

  /// What a push keeps from batch to batch: the types the container lacks, how often each
  /// record was sent, the entries set aside until the next push, what was sent.
  struct PushState {
    let unavailable: Set<RecordType>
    var sends = [RecordIdentity: Int]()
    var setAside = Set<Int64>()
    var outcome = PushOutcome()
  }

  /// The next batch of the journal, oldest first, the entries set aside left out; nil when
  /// nothing is left to send.
  private func nextBatch(_ tx: SyncTransaction, _ state: inout PushState) throws
    -> OutgoingBatch?
  {
    let setAside = state.setAside
    let pending = try tx.pendingChanges(limit: Self.batchSize + setAside.count)
      .filter { !setAside.contains($0.sequence) }.prefix(Self.batchSize)
    if pending.isEmpty { return nil }
    return try outgoing(
      Array(pending), tx, unavailable: state.unavailable, sends: &state.sends,
      setAside: &state.setAside)
  }

  /// Journal entries and the operations that send them, in the same order.
  struct OutgoingBatch {
    var entries = [(entry: JournalEntry, record: RecordIdentity)]()
    var operations = [ModifyRecordsRequest.Operation]()
  }

  /// The operations for a batch of journal entries. An entry with nothing to send is marked
  /// sent; one sent too often in this push is set aside.
  private func outgoing(
    _ pending: [JournalEntry], _ tx: SyncTransaction, unavailable: Set<RecordType>,
    sends: inout [RecordIdentity: Int], setAside: inout Set<Int64>
  ) throws -> OutgoingBatch {
    var batch = OutgoingBatch()
    for entry in pending {
      // A record no longer known (a note never sent and gone) has nothing to send.
      // A record the container has no type for stays here; once the type exists, the
      // first complete listing finds the server without it and queues it again.
      guard let identity = try RecordKinds.identity(of: entry, tx),
        !unavailable.contains(entry.recordType)
      else {
        try tx.markSent(entry)
        continue
      }
      sends[identity, default: 0] += 1
      guard sends[identity]! <= Self.sendsPerRecord else {
        setAside.insert(entry.sequence)
        continue
      }
      guard let operation = try operation(sending: entry, identity, tx) else {
        try tx.markSent(entry)  // nothing left to send
        continue
      }
      batch.operations.append(operation)
      batch.entries.append((entry, identity))
    }
    return batch
  }

  /// The operation that sends one entry: a delete, or a save of the library's current content
  /// of the record; nil when the record is no longer here to save.
  private func operation(
    sending entry: JournalEntry, _ identity: RecordIdentity, _ tx: SyncTransaction
  ) throws -> ModifyRecordsRequest.Operation? {
    let tag = try tx.serverTag(identity)
    if entry.operation == .delete {
      // The name the server confirmed, if any, comes first.
      let name = try tx.serverRecordName(identity) ?? mapping.recordName(identity)
      var record = Record(recordName: name, recordChangeTag: tag)
      record.recordType = identity.recordType.rawValue
      // quran-records keeps them on the tombstone: after a restore, a device holding one of
      // these versions takes the deletion rather than sending the record back (`ServerPast`).
      if try tx.state(State.serverLineage) != nil {
        // And when the person deleted: sent again after a server restore, the deletion
        // reaches the server later than it was made (`ServerVersion.Deletion`).
        let versions = try Self.deletedVersions(identity, named: name, tx)
        if !versions.isEmpty {
          record.ancestors =
            versions.prefix(Self.versionsNamed - 1)
            + [ServerVersion.Deletion.madeAtMark(entry.changedAt)]
        }
      }
      return .init(tag == nil ? .forceDelete : .delete, record)
    }
    guard var record = try localRecord(identity, tx) else { return nil }
    record.recordChangeTag = tag
    // Only quran-records tells its history, and only it keeps what a change was made from.
    if try tx.state(State.serverLineage) != nil {
      // What it was made from, then when its device left the texts it held (a note's).
      let left = try tx.leftMarks(identity)
      let ancestors = try tx.serverAncestors(
        identity, sending: RecordMapping.fingerprint(record))
      let named = Array(ancestors.prefix(Self.versionsNamed - left.count)) + left
      if !named.isEmpty { record.ancestors = named }
    }
    // A note found under another name (the app's UUID) keeps that name.
    if let name = try tx.serverRecordName(identity) { record.recordName = name }
    try RecordKinds.synced(of: identity).sending(record, of: identity, tx)
    return .init(tag == nil ? .create : .replace, record)
  }

  /// The versions a deletion of `identity` deletes: the server's version as last seen (or the
  /// one a restored server lost) and those it was made from, then those this device saw
  /// deleted before (a record back after a restore, deleted again), newest first.
  static func deletedVersions(_ identity: RecordIdentity, named name: String, _ tx: SyncTransaction)
    throws -> [String]
  {
    let current = try tx.serverAncestors(identity, sending: nil)
    let before = try tx.gone(identity.recordType, name: name)?.versions ?? []
    return Array(
      (current + before.filter { !current.contains($0) }).prefix(Self.versionsNamed))
  }

  /// The most versions a deletion names: what `quran-records` takes as a record's ancestors.
  static let versionsNamed = 16

  /// When the person made the deletion `operation` sends, as it names it: what every device
  /// that sees its tombstone reads, and nothing when the tombstone does not say.
  static func madeAt(of operation: ModifyRecordsRequest.Operation) -> Int64? {
    guard operation.operationType == .delete || operation.operationType == .forceDelete
    else { return nil }
    return ServerVersion.Deletion(tombstone: operation.record.ancestors ?? [], at: nil).madeAt
  }

  /// Records the server's answer to a batch: confirmed entries are settled, conflicts are
  /// reconciled by the house rules, and a refused record is set aside with the reason.
  private func settle(
    _ batch: OutgoingBatch, _ answers: [RecordResult], current: [String: ServerVersion],
    _ tx: SyncTransaction, state: inout PushState
  ) throws -> PushOutcome {
    let reconciler = Reconciler(mapping: mapping, tx: tx, clock: clock)
    var outcome = PushOutcome()
    for (index, result) in answers.enumerated() {
      let (entry, identity) = batch.entries[index]
      let name = batch.operations[index].record.recordName
      switch result {
      case .record(let saved):
        let gone = entry.operation == .delete || saved.isDeleted
        // What the deletion deleted, which a device that was behind may still send back.
        let deleted = try Self.deletedVersions(identity, named: name, tx)
        try tx.setServerTag(
          identity, gone ? nil : saved.recordChangeTag, recordName: name,
          modifiedAt: saved.modified?.timestamp,
          contentHash: gone ? nil : RecordMapping.fingerprint(saved))
        if gone, let at = saved.modified?.timestamp {
          try tx.recordGone(
            identity.recordType, name: name, at: at, versions: deleted,
            madeAt: Self.madeAt(of: batch.operations[index]))
        }
        try RecordKinds.synced(of: identity).sent(identity, tx)
        try tx.markSent(entry)
        outcome.sent += 1
      case .failure(let error):
        switch error.serverErrorCode {
        case .conflict, .exists:
          let version =
            error.serverRecord.map(ServerVersion.present) ?? current[name] ?? .absent(at: nil)
          try reconciler.reconcile(identity, with: version)
        case .notFound where entry.operation == .delete:
          // Gone already: deleted elsewhere, or lost by a server restored from a backup that
          // never held it. Remembered as gone with what this device deleted, so that the
          // version sent back by a device that never saw the deletion is deleted again.
          let deleted = try Self.deletedVersions(identity, named: name, tx)
          try tx.setServerTag(identity, nil)
          if !deleted.isEmpty {
            try tx.recordGone(
              identity.recordType, name: name, at: clock.now().milliseconds, versions: deleted,
              madeAt: Self.madeAt(of: batch.operations[index]))
          }
          try tx.markSent(entry)
          outcome.sent += 1
        case .notFound:
          try reconciler.reconcile(identity, with: .absent(at: nil))
        default:
          state.setAside.insert(entry.sequence)
          outcome.problem = SyncText.changeRefused(error.serverErrorCode.rawValue, error.reason)
        }
      }
    }
    return outcome
  }

  /// The server's current version of each record whose send conflicted without carrying it.
  private func currentVersions(
    of operations: [ModifyRecordsRequest.Operation], answers: [RecordResult]
  ) throws -> [String: ServerVersion] {
    let names = zip(operations, answers).compactMap { operation, answer -> String? in
      guard let error = answer.failure, error.serverRecord == nil,
        error.serverErrorCode == .conflict || error.serverErrorCode == .exists
      else { return nil }
      return operation.record.recordName
    }
    var versions = [String: ServerVersion]()
    var asked = names
    // An answer holds a bounded number of bytes: the records past it come back
    // LIMIT_EXCEEDED, asked for again (each answer holds at least one record).
    while !asked.isEmpty {
      let found = try records.send(
        Endpoints.lookupRecords,
        LookupRecordsRequest(recordNames: asked, zoneID: RecordMapping.zone))
      var again: [String] = []
      for (name, result) in zip(asked, found.records) {
        if let record = result.record, !record.isDeleted {
          versions[name] = .present(record)
        } else if result.failure?.serverErrorCode == .limitExceeded {
          again.append(name)
        } else {
          versions[name] = .absent(at: nil)
        }
      }
      asked = again.count < asked.count ? again : []
    }
    return versions
  }

  /// The record a save sends: the library's current content of it (its kind's).
  func localRecord(_ record: RecordIdentity, _ tx: SyncTransaction) throws -> Record? {
    try RecordKinds.synced(of: record).localRecord(
      record, Reconciler(mapping: mapping, tx: tx, clock: clock))
  }
}
