import CloudRecords
import Foundation
import Library
import QuranText
import RecordClient

extension SyncEngine {
  /// Sends the journal, oldest first, in batches the server takes. An entry is settled only
  /// in the transaction that records the server's confirmation; a record the server already
  /// has (a batch sent before a crash, a change from another device) is reconciled by the
  /// house rules instead of being doubled. Returns how many were confirmed, and the reason
  /// one could not be sent, if any.
  func push() throws -> (sent: Int, problem: String?) {
    let unavailable = Set(try Self.unavailableTypes(library))
    var sent = 0
    var problem: String?
    var tries = [RecordIdentity: Int]()
    var setAside = Set<Int64>()
    while true {
      let batch = try library.pendingChanges(limit: Self.batchSize + setAside.count)
        .filter { !setAside.contains($0.sequence) }.prefix(Self.batchSize)
      if batch.isEmpty { break }
      var entries = [(entry: JournalEntry, record: RecordIdentity)]()
      var operations = [ModifyRecordsRequest.Operation]()
      try library.syncTransaction { tx in
        for entry in batch {
          // A record no longer known (a note never sent and gone) has nothing to send.
          // A record the container has no type for stays here; once the type exists, the
          // first complete listing finds the server without it and queues it again.
          guard let identity = try tx.identity(of: entry), !unavailable.contains(entry.recordType)
          else {
            try tx.markSent(entry)
            continue
          }
          tries[identity, default: 0] += 1
          guard tries[identity]! <= 4 else {
            setAside.insert(entry.sequence)
            continue
          }
          let tag = try tx.serverTag(identity)
          if entry.operation == .delete {
            // The name the server confirmed, if any, comes first.
            let name = try tx.serverRecordName(identity) ?? mapping.recordName(identity)
            var record = Record(recordName: name, recordChangeTag: tag)
            record.recordType = identity.recordType.rawValue
            operations.append(.init(tag == nil ? .forceDelete : .delete, record))
          } else {
            guard var record = try localRecord(identity, tx) else {
              try tx.markSent(entry)  // nothing left to send
              continue
            }
            record.recordChangeTag = tag
            // A note found under another name (the app's UUID) keeps that name.
            if let name = try tx.serverRecordName(identity) { record.recordName = name }
            if case .note(let id, _) = identity {
              try tx.setSentNote(identity.key, RecordMapping.content(ofNote: record, id: id))
            }
            operations.append(.init(tag == nil ? .create : .replace, record))
          }
          entries.append((entry, identity))
        }
      }
      guard !operations.isEmpty else { continue }
      let answer = try records.modifyRecords(
        ModifyRecordsRequest(operations: operations, zoneID: RecordMapping.zone, atomic: false))
      guard answer.records.count == operations.count else {
        throw RecordClientError.badResponse(
          "records/modify answered \(answer.records.count) results for \(operations.count) operations."
        )
      }
      let current = try currentVersions(of: operations, answers: answer.records)
      let outcome = try library.syncTransaction { tx in
        let reconciler = Reconciler(mapping: mapping, tx: tx)
        var confirmed = 0
        var problem: String?
        for (index, result) in answer.records.enumerated() {
          let (entry, identity) = entries[index]
          switch result {
          case .record(let saved):
            let gone = entry.operation == .delete || saved.isDeleted
            try tx.setServerTag(
              identity, gone ? nil : saved.recordChangeTag,
              recordName: operations[index].record.recordName)
            if case .note = identity { try tx.setSentNote(identity.key, nil) }
            try tx.markSent(entry)
            confirmed += 1
          case .failure(let error):
            switch error.serverErrorCode {
            case .conflict, .exists:
              let name = operations[index].record.recordName
              let version =
                error.serverRecord.map(ServerVersion.present) ?? current[name] ?? .absent(at: nil)
              try reconciler.reconcile(identity, with: version)
            case .notFound where entry.operation == .delete:
              try tx.setServerTag(identity, nil)
              try tx.markSent(entry)
              confirmed += 1
            case .notFound:
              try reconciler.reconcile(identity, with: .absent(at: nil))
            default:
              setAside.insert(entry.sequence)
              problem =
                "The record server refused a change (\(error.serverErrorCode.rawValue): \(error.reason)); it stays queued."
            }
          }
        }
        return (confirmed, problem)
      }
      sent += outcome.0
      problem = outcome.1 ?? problem
    }
    return (sent, problem)
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
    guard !names.isEmpty else { return [:] }
    let found = try records.lookupRecords(
      LookupRecordsRequest(recordNames: names, zoneID: RecordMapping.zone))
    var versions = [String: ServerVersion]()
    for (name, result) in zip(names, found.records) {
      if let record = result.record, !record.isDeleted {
        versions[name] = .present(record)
      } else {
        versions[name] = .absent(at: nil)
      }
    }
    return versions
  }

  /// The record a save sends: the library's current content of it.
  func localRecord(_ record: RecordIdentity, _ tx: SyncTransaction) throws -> Record? {
    switch record {
    case .favorite(let ayah): return try tx.favorite(ayah).map(mapping.record)
    case .note(let id, _): return try tx.note(id).map(mapping.record)
    case .progress(let surah): return try tx.progress(surah: surah).map(mapping.record)
    case .setting(let key):
      return try tx.setting(key).map {
        mapping.settingRecord(key: key, json: $0.json, at: $0.lastModifiedAt)
      }
    case .readingDay(let device, let day):
      // Only this device's own days are sent; another's are its to write.
      guard device == (try tx.readingDevice()) else { return nil }
      return try tx.readingDay(device: device, day: day).map {
        mapping.record(device: device, day: day, $0, at: Date())
      }
    case .readingGoal: return try tx.readingGoal().map { mapping.record($0.goal, at: $0.at) }
    case .readingPlan(let name):
      return try tx.readingPlan(name).map { mapping.record($0.plan, at: $0.at) }
    }
  }
}
