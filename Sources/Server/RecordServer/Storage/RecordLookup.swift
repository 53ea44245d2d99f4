import CloudRecords

import struct CloudRecords.Record

/// `records/lookup`: records by name in one zone; a missing or deleted one answers NOT_FOUND
/// in its place (a deleted one whose deletion named the versions it deleted carries its
/// tombstone as the error's `serverRecord`, which a CloudKit client may ignore). An answer
/// holds what its budget holds (`AnswerBudget`), tombstones counted too: the first record
/// always, then those that still fit; each after that answers LIMIT_EXCEEDED in its place, so
/// the client asks for it again. Rows are read in the transaction, their fields only after it
/// (`answer`).
enum RecordLookup {
  /// What the transaction found for each name, in the request's order.
  struct Found {
    let zoneID: ZoneID
    var rows: [(name: String, row: RecordRow?, fits: Bool)] = []
  }

  static func find(_ request: LookupRecordsRequest, scope: DatabaseScope, db: any SQLTransaction)
    throws -> Found
  {
    try RequestSize.check(request.records.count, "records", limit: Limits.recordsPerResponse)
    let zone = try ZoneRow.live(request.zoneID, scope: scope, db: db)
    var found = Found(
      zoneID: ZoneID(
        zoneName: zone?.name ?? ZoneID.defaultZone.zoneName,
        ownerRecordName: scope.userRecordName))
    var budget = AnswerBudget()
    let sendsFields = request.desiredKeys != []
    for name in request.records.map(\.recordName) {
      guard let zone, let row = try RecordRow.findWithFields(named: name, zone: zone, db: db)
      else {
        found.rows.append((name, nil, true))
        continue
      }
      // A tombstone that names no version goes as a bare NOT_FOUND: nothing to count.
      if row.deleted && row.ancestors.isEmpty {
        found.rows.append((name, nil, true))
        continue
      }
      guard budget.take(row.answerBytes(withFields: sendsFields)) else {
        found.rows.append((name, nil, false))
        continue
      }
      found.rows.append((name, row, true))
    }
    return found
  }

  /// The answer: each found row's record, its fields read now, outside the transaction.
  static func answer(_ found: Found, scope: DatabaseScope, desiredKeys: [String]?) throws
    -> RecordsResponse
  {
    RecordsResponse(
      records: try found.rows.map { name, row, fits in
        if let row, !row.deleted {
          return .record(
            try row.record(
              zone: found.zoneID, owner: scope.userRecordName, desiredKeys: desiredKeys))
        }
        guard fits else {
          return .failure(
            ServerError(
              .limitExceeded,
              "Record '\(name)' did not fit in this answer (an answer holds at most"
                + " \(AnswerBudget.said) of records); look it up again.",
              recordName: name))
        }
        var error = ServerError(
          .notFound, "Record '\(name)' does not exist in zone '\(found.zoneID.zoneName)'.",
          recordName: name)
        error.serverRecord = try row?.record(
          zone: found.zoneID, owner: scope.userRecordName, desiredKeys: [])
        return .failure(error)
      })
  }
}
