import CloudRecords
import Foundation

import struct CloudRecords.Record

/// `records/modify` inside one write transaction: each operation with CloudKit's semantics,
/// change sequence numbers handed out in order, and the atomic rule — in a custom zone, by
/// default, one failing operation means nothing is written and every other operation answers
/// ATOMIC_ERROR.
struct RecordModification {
  typealias OperationType = ModifyRecordsRequest.OperationType

  let request: ModifyRecordsRequest
  let scope: DatabaseScope
  let db: any SQLTransaction
  let schemas: SchemaRegistry
  let growth: SchemaGrowth
  let scopeRow: ScopeRow
  let zone: ZoneRow
  let zoneID: ZoneID
  let now: Int64
  /// The database's identity in short, in every tag this batch gives (`ChangeTag`).
  let tagEpoch: String
  var sequence: Int64
  var schema: Schema
  var schemaChanged = false
  /// The rows the batch's record names had when it began, read in one query; a name leaves
  /// `prefetched` when the batch changes its row other than through its own operation (a
  /// DELETE_SELF cascade), and is then read again.
  var known: [String: RecordRow]
  var prefetched: Set<String>
  /// The stored fields of the records the batch updates (merged with the new ones).
  var storedFields: [String: String]
  /// Records some record points at: deleting one of them reads the references (cascade,
  /// VALIDATE); deleting any other record does not.
  var referenced: Set<String>
  var writes: RecordWrites
  /// The scope's ID when a DELETE_SELF cascade was left to `Cascade`'s batches.
  var cascadeScheduled: Int64?
  /// What the member keeps and may keep (`StorageLedger`), nil for no quota; each save is
  /// held to it with what the batch added before it.
  let room: StorageRoom?
  /// Whether a deletion of a name this database lacks keeps a tombstone of the versions it
  /// names: only on a database restored from a backup (which lost the record), with room on
  /// its disk. Elsewhere it writes nothing, as Apple's service keeps nothing of a name it
  /// never held.
  let keepsLostDeletions: Bool
  /// The records and bytes the batch added to what the member keeps (a record updated adds
  /// what it grew by; deletions are not taken off).
  var added: (records: Int, bytes: Int64) = (0, 0)
  /// What the saved records weigh in the answer, at most (`AnswerBudget`): the conflicts'
  /// server records get what is left.
  var answerBytes = 0

  /// Whole-request checks that need no database: the operation limit, one operation per record.
  static func validate(_ request: ModifyRecordsRequest) throws {
    try RequestSize.check(request.operations.count, "operations")
    var seen = Set<String>()
    for operation in request.operations where !operation.record.recordName.isEmpty {
      if !seen.insert(operation.record.recordName).inserted {
        throw ServerError(
          .badRequest,
          "Record '\(operation.record.recordName)' appears in more than one operation; a"
            + " request may hold one operation per record.")
      }
    }
  }

  init(
    request: ModifyRecordsRequest, scope: DatabaseScope, db: any SQLTransaction,
    schemas: SchemaRegistry,
    growth: SchemaGrowth, tagEpoch: String, now: Int64, room: StorageRoom? = nil,
    keepsLostDeletions: Bool = false
  ) throws {
    self.room = room
    self.keepsLostDeletions = keepsLostDeletions
    self.tagEpoch = tagEpoch
    self.request = request
    self.growth = growth
    self.scope = scope
    self.db = db
    self.schemas = schemas
    try ZoneRow.checkOwner(request.zoneID, scope: scope)
    let zoneName = request.zoneID?.zoneName ?? ZoneID.defaultZone.zoneName
    // The user's first write creates their database; ZONE_NOT_FOUND below rolls it back.
    let start = try WriteStart.read(scope, zoneName: zoneName, db: db)
    scopeRow = start.scopeRow
    guard let zone = start.zone, !zone.deleted else { throw ZoneRow.zoneNotFound(zoneName) }
    self.zone = zone
    zoneID = zone.zoneID(owner: scope.userRecordName)
    sequence = scopeRow.sequence
    self.now = now
    schema = try schemas.schema(
      version: start.schemaVersion, in: db, container: scope.container,
      environment: scope.environment)
    writes = RecordWrites(scopeID: scopeRow.id, zoneID: zone.id)
    let operations = request.operations.filter { !$0.record.recordName.isEmpty }
    known = try RecordRow.find(named: operations.map(\.record.recordName), zone: zone, db: db)
    prefetched = Set(operations.map(\.record.recordName))
    let known = known
    func live(_ types: [OperationType]) -> [String] {
      operations.filter { types.contains($0.operationType) }.map(\.record.recordName)
        .filter { known[$0].map { !$0.deleted } ?? false }
    }
    try Self.checkMergedAnswer(request, operations, known: known)
    // The stored fields of the updates that will save: an update with another tag conflicts,
    // and its record is read after the write, outside the lock.
    let merging = operations.filter { operation in
      guard let row = known[operation.record.recordName], !row.deleted else { return false }
      return operation.operationType == .forceUpdate
        || (operation.operationType == .update
          && operation.record.recordChangeTag == row.changeTag)
    }
    storedFields = try RecordRow.fieldsJSON(
      named: merging.map(\.record.recordName), zone: zone, db: db)
    referenced = try ReferenceCheck.targets(
      among: live([.delete, .forceDelete]), zone: zone, db: db)
  }

  /// Refuses, before anything is written, a batch of several updates whose answer would carry
  /// more than an answer's budget of the records' stored fields (each update answers its
  /// record whole, its stored fields merged with the sent ones): LIMIT_EXCEEDED, so the client
  /// sends fewer operations at once.
  private static func checkMergedAnswer(
    _ request: ModifyRecordsRequest, _ operations: [ModifyRecordsRequest.Operation],
    known: [String: RecordRow]
  ) throws {
    guard operations.count > 1 else { return }
    var merged = 0
    for operation in operations
    where operation.operationType == .update || operation.operationType == .forceUpdate {
      guard (operation.desiredKeys ?? request.desiredKeys) != [],
        let row = known[operation.record.recordName], !row.deleted,
        // An update with another tag conflicts: it answers no record.
        operation.operationType == .forceUpdate
          || operation.record.recordChangeTag == row.changeTag
      else { continue }
      // The stored fields' size (`size`), which the row read without them still knows.
      merged += row.answerBytes(withFields: false) + Int(row.size)
    }
    guard merged > AnswerBudget.bytes else { return }
    throw ServerError(
      .limitExceeded,
      "These \(operations.count) operations would answer about"
        + " \(merged / 1_000_000) MB of stored records, more than an answer holds"
        + " (\(AnswerBudget.said)); send fewer operations at once, or desiredKeys: [].")
  }

  /// A record's row at this point of the batch.
  mutating func existingRow(named name: String) throws -> RecordRow? {
    if prefetched.contains(name) { return known[name] }
    try writes.flush(db)
    return try RecordRow.find(named: name, zone: zone, db: db)
  }

  var isAtomic: Bool { (request.atomic ?? true) && !zone.isDefault }

  /// Runs every operation. An atomic batch with a failure throws `AtomicFailure` carrying the
  /// results, so the caller's transaction rolls back.
  mutating func run() throws -> RecordsResponse {
    var results: [RecordResult] = []
    results.reserveCapacity(request.operations.count)
    var failed = false
    for operation in request.operations {
      do {
        results.append(.record(try apply(operation)))
      } catch let error as ServerError {
        var error = error
        if error.recordName == nil { error.recordName = operation.record.recordName }
        results.append(.failure(error))
        failed = true
      }
    }
    if failed && isAtomic {
      throw AtomicFailure(results: RecordModification.atomicResults(results))
    }
    try writes.flush(db)
    if sequence != scopeRow.sequence {
      try ZoneRow.saveSequence(sequence, zoneID: zone.id, scopeID: scopeRow.id, db: db)
      try ScopeRow.saveSequence(sequence, scopeID: scopeRow.id, db: db)
    }
    if schemaChanged {
      try schemas.store(
        schema, in: db, container: scope.container, environment: scope.environment)
    }
    return RecordsResponse(records: results)
  }

  /// An atomic batch's answer: the failing operations keep their errors, the others say the
  /// batch was not saved because of them.
  static func atomicResults(_ results: [RecordResult]) -> [RecordResult] {
    let failures = results.compactMap(\.failure)
    let culprits = failures.map { "'\($0.recordName ?? "?")' (\($0.serverErrorCode.rawValue))" }
    return results.map { result in
      guard case .record(let record) = result else { return result }
      return .failure(
        ServerError(
          .atomicError,
          "Nothing in this atomic batch was saved because the operation on record"
            + " \(culprits.prefix(3).joined(separator: ", "))"
            + (culprits.count > 3 ? " and \(culprits.count - 3) more" : "")
            + " failed; fix it and send the batch again.",
          recordName: record.recordName))
    }
  }

  // MARK: - One operation

  mutating func apply(_ operation: ModifyRecordsRequest.Operation) throws -> Record {
    var record = operation.record
    var existing: RecordRow?
    if !record.recordName.isEmpty {
      existing = try existingRow(named: record.recordName)
    } else {
      guard
        operation.operationType == .create || operation.operationType == .forceReplace
          || operation.operationType == .forceUpdate
      else {
        throw ServerError(
          .badRequest, "A \(operation.operationType.rawValue) operation needs a recordName.")
      }
      // A new name: no row has it.
      record.recordName = UUID().uuidString
    }
    let desiredKeys = operation.desiredKeys ?? request.desiredKeys
    let live = existing.flatMap { $0.deleted ? nil : $0 }
    let type = operation.operationType

    if type.checksChangeTag { try checkChangeTag(of: record, against: live, type) }

    switch type {
    case .create:
      if live != nil {
        throw ServerError(
          .exists,
          "Record '\(record.recordName)' already exists in zone '\(zone.name)'; update it with"
            + " its recordChangeTag, or use forceUpdate.", recordName: record.recordName)
      }
      return try save(
        record, over: existing, fields: record.fields ?? [:], desiredKeys: desiredKeys)
    case .update, .forceUpdate:
      var fields = record.fields ?? [:]
      if let live {
        let current =
          try storedFields[record.recordName].map(FieldsJSON.decode)
          ?? RecordRow.fields(ofRowID: live.id, scopeID: scopeRow.id, db: db)
        fields = current.merging(fields) { $1 }
      }
      return try save(record, over: existing, fields: fields, desiredKeys: desiredKeys)
    case .replace, .forceReplace:
      return try save(
        record, over: existing, fields: record.fields ?? [:], desiredKeys: desiredKeys)
    case .delete, .forceDelete:
      if let live {
        try delete(live, versions: record.ancestors ?? [])
      } else if let versions = record.ancestors, !versions.isEmpty,
        existing != nil || keepsLostDeletions
      {
        try markGone(record, versions: versions, over: existing)
      }
      var answer = Record(recordName: record.recordName, zoneID: zoneID)
      answer.deleted = true
      // When, so a device knows the deletion came after a backup this server may go back to.
      answer.modified = Stamp(timestamp: now, userRecordName: scope.userRecordName)
      return answer
    }
  }

  /// Refuses an operation that checks the change tag (`update`, `replace`, `delete`) on a
  /// record that is not there, without a tag, or whose tag is not the live version's (a
  /// conflict; the server's record joins it after the write).
  private func checkChangeTag(
    of record: Record, against live: RecordRow?,
    _ type: ModifyRecordsRequest.OperationType
  ) throws {
    guard let live else {
      throw ServerError(
        .notFound,
        "Record '\(record.recordName)' does not exist in zone '\(zone.name)'"
          + (type == .delete ? "." : "; create it, or use force\(type.capitalized)."),
        recordName: record.recordName)
    }
    guard let tag = record.recordChangeTag else {
      throw ServerError(
        .badRequest,
        "A \(type.rawValue) operation needs the record's recordChangeTag; use"
          + " force\(type.capitalized) to skip the check.", recordName: record.recordName)
    }
    if tag != live.changeTag {
      // The server's record is read after the write, outside its lock, and only as far as
      // the answer's budget goes (`RecordStorage.attachServerRecords`).
      throw ServerError(
        .conflict,
        "Record '\(record.recordName)' has changed on the server since tag '\(tag)'; merge"
          + " with the server's record and save again with its tag.",
        recordName: record.recordName)
    }
  }

  /// The refusal of a record of `size` bytes, over `Limits.bytesPerRecord`.
  private func tooLarge(_ name: String, _ size: String) -> ServerError {
    ServerError(
      .badRequest,
      "Record '\(name)' is \(size) bytes; a record may hold at most"
        + " \(Limits.bytesPerRecord) bytes (1 MB). Store less in it.", recordName: name)
  }

  /// Writes a record's new state over its row (live or tombstone) or as a new row.
  mutating func save(
    _ record: Record, over existing: RecordRow?, fields: [String: FieldValue],
    desiredKeys: [String]?
  ) throws -> Record {
    let live = existing.flatMap { $0.deleted ? nil : $0 }
    let recordType: String
    if let live {
      if let given = record.recordType, given != live.recordType {
        throw ServerError(
          .badRequest,
          "Record '\(record.recordName)' is a \(live.recordType); its type cannot change to"
            + " \(given). Delete it and create a new record instead.",
          recordName: record.recordName)
      }
      recordType = live.recordType
    } else {
      guard let given = record.recordType, !given.isEmpty else {
        throw ServerError(
          .badRequest,
          "Record '\(record.recordName)' does not exist yet, so the operation needs its"
            + " recordType.", recordName: record.recordName)
      }
      recordType = given
    }

    var candidate = schema
    let (admitted, grew) = try candidate.admit(
      recordType: recordType, fields: fields, environment: scope.environment,
      container: scope.container, recordName: record.recordName, growth: growth)
    // Checking references reads records and references this batch may have written.
    if ReferenceCheck.readsDatabase(admitted) { try writes.flush(db) }
    let references = try ReferenceCheck.references(
      in: admitted, of: record.recordName, zone: zone, db: db)
    // A record past the bound by its text alone is refused before its JSON is written,
    // which would cost its size twice more.
    let least = FieldsJSON.leastSize(of: admitted)
    if least > Limits.bytesPerRecord { throw tooLarge(record.recordName, "at least \(least)") }
    let json = FieldsJSON.encode(admitted)
    if json.utf8.count > Limits.bytesPerRecord {
      throw tooLarge(record.recordName, "\(json.utf8.count)")
    }
    // Over a tombstone, its weight is replaced by the record's (`StorageLedger`).
    let grown = (
      records: live == nil ? 1 : 0, bytes: Int64(json.utf8.count) - (existing?.size ?? 0)
    )
    try room?.check(adding: grown, after: added, record: record.recordName)
    added = (added.records + grown.records, added.bytes + max(0, grown.bytes))
    if grew {
      schema = candidate
      schemaChanged = true
    }

    sequence += 1
    let tag = ChangeTag.make(sequence: sequence, scopeID: scopeRow.id, epoch: tagEpoch)
    let createdAt = live?.createdAt ?? now
    writes.save(
      RecordWrites.Row(
        recordName: record.recordName, recordType: recordType, changeTag: tag, fieldsJSON: json,
        createdAt: createdAt, modifiedAt: now, sequence: sequence, deleted: false,
        hasReferences: !references.isEmpty,
        ancestors: (record.ancestors ?? []).joined(separator: " ")))
    if existing?.hasReferences == true { writes.forgetReferences(of: record.recordName) }
    writes.remember(references, source: record.recordName)
    referenced.formUnion(references.map(\.target))

    answerBytes +=
      RecordRow.answerOverhead + record.recordName.utf8.count + recordType.utf8.count
      + (desiredKeys == [] ? 0 : json.utf8.count)
    var saved = Record(
      recordName: record.recordName, recordType: recordType, recordChangeTag: tag,
      fields: desiredKeys.map { keys in admitted.filter { keys.contains($0.key) } } ?? admitted,
      zoneID: zoneID)
    saved.created = Stamp(timestamp: createdAt, userRecordName: scope.userRecordName)
    saved.modified = Stamp(timestamp: now, userRecordName: scope.userRecordName)
    saved.ancestors = record.ancestors.flatMap { $0.isEmpty ? nil : $0 }
    return saved
  }

  /// A deletion of a record this server lacks (lost when it was restored from a backup, say)
  /// that names the versions it deleted (`ancestors`, quran-vi's): a tombstone keeps them,
  /// as a live record's tombstone does, so a device still holding one of those versions
  /// takes the deletion rather than sending the record back as one the server lost.
  mutating func markGone(_ record: Record, versions: [String], over existing: RecordRow?) throws {
    let type = record.recordType ?? existing?.recordType ?? ""
    let weight = RecordWrites.Row.tombstoneSize(
      record.recordName, type, versions.joined(separator: " "))
    // A tombstone counts in the member's bytes (`StorageLedger`).
    let grown = (records: 0, bytes: weight - (existing?.size ?? 0))
    try room?.check(adding: grown, after: added, record: record.recordName)
    added = (added.records + grown.records, added.bytes + max(0, grown.bytes))
    sequence += 1
    writes.save(
      RecordWrites.Row(
        recordName: record.recordName, recordType: type,
        changeTag: ChangeTag.make(sequence: sequence, scopeID: scopeRow.id, epoch: tagEpoch),
        fieldsJSON: "{}", createdAt: existing?.createdAt ?? now, modifiedAt: now,
        sequence: sequence, deleted: true, hasReferences: false,
        ancestors: versions.joined(separator: " ")))
  }

  /// Deletes a record and, through DELETE_SELF references, every record that points at it,
  /// leaving a tombstone for each. Refused whole while a record outside that set points at
  /// one inside it with VALIDATE. A cascade of more than `Cascade.recordsPerBatch` records is
  /// left to `Cascade`'s batches after this transaction.
  /// `versions`: the versions the deletion names (`ancestors`, quran-vi's), kept on the
  /// target's tombstone so that a device holding one of them after a restore takes it.
  mutating func delete(_ target: RecordRow, versions: [String] = []) throws {
    var doomed = [target.recordName]
    if referenced.contains(target.recordName) {
      try writes.flush(db)
      doomed = try ReferenceCheck.cascade(from: target.recordName, zone: zone, db: db)
    }
    sequence += 1
    writes.save(
      RecordWrites.Row(
        recordName: target.recordName, recordType: target.recordType,
        changeTag: ChangeTag.make(sequence: sequence, scopeID: scopeRow.id, epoch: tagEpoch),
        fieldsJSON: "{}",
        createdAt: target.createdAt, modifiedAt: now, sequence: sequence, deleted: true,
        hasReferences: false, ancestors: versions.joined(separator: " ")))
    if target.hasReferences { writes.forgetReferences(of: target.recordName) }
    if doomed.count > Cascade.recordsPerBatch {
      // Too many for this transaction: the batches delete them once it commits.
      try Cascade.schedule(target: target.recordName, zone: zone, db: db)
      cascadeScheduled = scopeRow.id
      return
    }
    for name in doomed.dropFirst() {
      sequence += 1
      try db.execute(
        """
        UPDATE records_record SET changeTag = ?, fields = '{}',
          size = \(RecordWrites.Row.tombstoneOverhead) + length(recordName) + length(recordType),
          modifiedAt = ?,
          sequence = ?, deleted = 1, hasReferences = 0
        WHERE scopeID = ? AND zoneID = ? AND recordName = ? AND deleted = 0
        """, ChangeTag.make(sequence: sequence, scopeID: scopeRow.id, epoch: tagEpoch), now,
        sequence,
        scopeRow.id, zone.id, name)
      try ReferenceCheck.forget(source: name, zone: zone, db: db)
      // Its row changed under the batch: a later operation on it reads it again.
      prefetched.remove(name)
      storedFields[name] = nil
    }
  }
}

/// An atomic batch failed: the transaction must roll back, and these are the answers.
struct AtomicFailure: Error {
  var results: [RecordResult]
}

extension ModifyRecordsRequest.OperationType {
  /// `update` → `Update`, for `forceUpdate` in sentences.
  var capitalized: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
