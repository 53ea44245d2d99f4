import CloudRecords

import struct CloudRecords.Record

/// `records/lookup`: records by name in one zone; a missing or deleted one answers NOT_FOUND
/// in its place.
enum RecordLookup {
  static func lookup(_ request: LookupRecordsRequest, scope: DatabaseScope, db: any SQLTransaction)
    throws
    -> RecordsResponse
  {
    try RequestSize.check(request.records.count, "records", limit: Limits.recordsPerResponse)
    let zone = try ZoneRow.live(request.zoneID, scope: scope, db: db)
    let zoneName = zone?.name ?? ZoneID.defaultZone.zoneName
    let zoneID = ZoneID(zoneName: zoneName, ownerRecordName: scope.userRecordName)
    var results: [RecordResult] = []
    for name in request.records.map(\.recordName) {
      if let zone, let row = try RecordRow.findWithFields(named: name, zone: zone, db: db),
        !row.deleted
      {
        results.append(
          .record(
            try row.record(
              zone: zoneID, owner: scope.userRecordName, desiredKeys: request.desiredKeys)))
      } else {
        results.append(
          .failure(
            ServerError(
              .notFound, "Record '\(name)' does not exist in zone '\(zoneName)'.",
              recordName: name)))
      }
    }
    return RecordsResponse(records: results)
  }
}
