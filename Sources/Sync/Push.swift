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
    var sent = 0
    var problem: String?
    var tries = [String: Int]()
    var setAside = Set<Int64>()
    while true {
      let batch = try library.pendingChanges(limit: Self.batchSize + setAside.count)
        .filter { !setAside.contains($0.sequence) }.prefix(Self.batchSize)
      if batch.isEmpty { break }
      var entries = [JournalEntry]()
      var operations = [ModifyRecordsRequest.Operation]()
      try library.syncTransaction { tx in
        for entry in batch {
          let id = entry.recordType.rawValue + "/" + entry.recordKey
          tries[id, default: 0] += 1
          guard tries[id]! <= 4 else {
            setAside.insert(entry.sequence)
            continue
          }
          let tag = try tx.serverTag(entry.recordType, entry.recordKey)
          if entry.operation == .delete {
            let name = try deletedRecordName(entry, tx)
            guard let name else {
              try tx.markSent(entry)
              continue
            }
            var record = Record(recordName: name, recordChangeTag: tag)
            record.recordType = entry.recordType.rawValue
            operations.append(.init(tag == nil ? .forceDelete : .delete, record))
          } else {
            guard var record = try localRecord(entry, tx) else {
              try tx.markSent(entry)  // nothing left to send
              continue
            }
            record.recordChangeTag = tag
            if entry.recordType == .ayahNote {
              try tx.setSentNote(
                entry.recordKey, RecordMapping.content(ofNote: record, key: entry.recordKey))
            }
            operations.append(.init(tag == nil ? .create : .replace, record))
          }
          entries.append(entry)
        }
      }
      guard !operations.isEmpty else { continue }
      let answer = try client.modifyRecords(
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
        var zoneMissing = false
        for (index, result) in answer.records.enumerated() {
          let entry = entries[index]
          let (type, key) = (entry.recordType, entry.recordKey)
          switch result {
          case .record(let saved):
            let gone = entry.operation == .delete || saved.isDeleted
            try tx.setServerTag(
              type, key, gone ? nil : saved.recordChangeTag,
              recordName: operations[index].record.recordName)
            if type == .ayahNote { try tx.setSentNote(key, nil) }
            try tx.markSent(entry)
            confirmed += 1
          case .failure(let error):
            switch error.serverErrorCode {
            case .conflict, .exists:
              let name = operations[index].record.recordName
              let version =
                error.serverRecord.map(ServerVersion.present) ?? current[name] ?? .absent(at: nil)
              try reconciler.reconcile(type, key, with: version)
            case .notFound where entry.operation == .delete:
              try tx.setServerTag(type, key, nil)
              try tx.markSent(entry)
              confirmed += 1
            case .notFound:
              try reconciler.reconcile(type, key, with: .absent(at: nil))
            case .zoneNotFound:
              zoneMissing = true
            default:
              setAside.insert(entry.sequence)
              problem =
                "The record server refused a change (\(error.serverErrorCode.rawValue): \(error.reason)); it stays queued."
            }
          }
        }
        return (confirmed, problem, zoneMissing)
      }
      sent += outcome.0
      problem = outcome.1 ?? problem
      if outcome.2 {
        try forgetPreparation()
        _ = try prepare()
      }
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
    let found = try client.lookupRecords(
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
  func localRecord(_ entry: JournalEntry, _ tx: SyncTransaction) throws -> Record? {
    let key = entry.recordKey
    switch entry.recordType {
    case .favoriteAyah:
      guard let id = try? AyahID.parse(key), let favorite = try tx.favorite(id) else { return nil }
      return mapping.record(favorite)
    case .ayahNote:
      guard let id = UUID(uuidString: key), let note = try tx.note(id) else { return nil }
      return mapping.record(note)
    case .readingProgress:
      guard let surah = Int(key), let progress = try tx.progress(surah: surah) else { return nil }
      return mapping.record(progress)
    case .appSettings:
      guard let setting = try tx.setting(key) else { return nil }
      return mapping.settingRecord(key: key, json: setting.json, at: setting.lastModifiedAt)
    case .userProfile:
      return nil
    }
  }

  /// The name of a deleted record. A note's name carries its ayah, which the library keeps
  /// for a deleted note until its deletion is sent (the name the server confirmed, if any,
  /// comes first).
  func deletedRecordName(_ entry: JournalEntry, _ tx: SyncTransaction) throws -> String? {
    guard entry.recordType == .ayahNote else {
      return mapping.recordName(entry.recordType, entry.recordKey)
    }
    if let confirmed = try tx.serverRecordName(entry.recordType, entry.recordKey) {
      return confirmed
    }
    return try tx.deletedNoteAyah(entry.recordKey).map {
      mapping.recordName(.ayahNote, entry.recordKey, ayah: $0)
    }
  }
}
