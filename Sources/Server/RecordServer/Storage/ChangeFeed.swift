import CloudRecords

import struct CloudRecords.Record

/// The change feeds: `records/changes` and `changes/zone` (a zone's records changed since a
/// token, each once at its latest state, deleted ones as tombstones) and `changes/database`
/// (zones changed or deleted since a token).
///
/// Each request reads in one read transaction, so a page is a snapshot: every change has a
/// sequence number, a page returns the changes after the token in sequence order, and the
/// token it hands back is the last sequence number it covered. Writes that land between two
/// pages get higher numbers and come in a later page — nothing is skipped or repeated.
enum ChangeFeed {
  /// What a feed is told of the database it reads.
  struct Options: Sendable {
    /// The database's identity, which zone tokens carry (`SyncToken`).
    var epoch: String
    /// Whether `_defaultZone` has a feed: ours does, so that a device's plain sync sees
    /// deletions there; Apple's CloudKit fetches changes only in custom zones
    /// (`serve --no-default-zone-feed` answers as it does).
    var defaultZone: Bool
  }

  /// `encodingFields`: the records' stored fields go out as they are (`encodedFields`)
  /// rather than decoded into `fields`, unless the request trims them with `desiredKeys`.
  /// `desiredRecordTypes: []` asks for no record: the zone's token now, in one cheap read.
  static func zoneChanges(
    _ request: RecordChangesRequest, scope: DatabaseScope, feed: Options, db: any SQLTransaction,
    encodingFields: Bool = false
  )
    throws -> ZoneChanges
  {
    var budget = AnswerBudget()
    return try zoneChanges(
      request, scope: scope, feed: feed, db: db, encodingFields: encodingFields, budget: &budget)
  }

  /// One zone's page, its records taken from `budget`, which the answer's other zones share:
  /// once it is spent, the zone's page stops (`moreComing`) where it is.
  private static func zoneChanges(
    _ request: RecordChangesRequest, scope: DatabaseScope, feed: Options, db: any SQLTransaction,
    encodingFields: Bool, budget: inout AnswerBudget
  )
    throws -> ZoneChanges
  {
    let zoneName = request.zoneID.zoneName
    if request.zoneID.isDefault && !feed.defaultZone {
      throw ServerError(
        .badRequest,
        "Zone '_defaultZone' has no change feed (CloudKit fetches changes only in custom"
          + " zones); keep the records in a custom zone, or find them with records/query.")
    }
    let limit = try resultsLimit(request.resultsLimit, unset: ChangeFeed.changesPerPage)
    try ZoneRow.checkOwner(request.zoneID, scope: scope)
    // The token is checked against the zone once it is read; until then its sequence number
    // (or 0, when it has none) bounds the page.
    let since = request.syncToken.flatMap { SyncToken.decode($0, kind: "z")?.1 } ?? 0
    let (sql, arguments) = pageStatement(request, scope: scope, since: since, limit: limit)
    let zoneID = ZoneID(zoneName: zoneName, ownerRecordName: scope.userRecordName)
    let keepsFieldsEncoded = encodingFields && request.desiredKeys == nil
    var zone: ZoneRow?
    var records: [Record] = []
    records.reserveCapacity(limit)
    var encodedFields: [String?] = []
    var last = since
    var moreComing = false
    let sendsFields = request.desiredKeys != []
    // The SQL varies with desiredRecordTypes; only the common shape is worth caching (a
    // cache keyed by every variant a client can send would only grow).
    try db.forEachRow(sql, arguments, cached: request.desiredRecordTypes == nil) { row in
      if zone == nil {
        // The zone's columns come after the page's and its fields.
        let zoneColumn = RecordRow.columnCount + 1
        zone = ZoneRow(
          id: try row[zoneColumn], scopeID: try row[zoneColumn + 1], name: zoneName,
          sequence: try row[zoneColumn + 2], deleted: false)
      }
      // The zone with no changes after the token: its row alone, the page's columns NULL.
      if row.values[0] == .null { return false }
      let record = try RecordRow(row: row, withFields: true)
      if records.count == limit || !budget.take(record.answerBytes(withFields: sendsFields)) {
        moreComing = true
        return false
      }
      records.append(
        try record.record(
          zone: zoneID, owner: scope.userRecordName, desiredKeys: request.desiredKeys,
          decodingFields: !keepsFieldsEncoded))
      if keepsFieldsEncoded { encodedFields.append(record.deleted ? nil : record.fieldsJSON) }
      last = record.sequence
      return true
    }
    guard let zone else {
      // `_defaultZone` before the user's first write: nothing yet, from the start.
      guard request.zoneID.isDefault else { throw ZoneRow.zoneNotFound(zoneName) }
      if let token = request.syncToken, !SyncToken.isStart(token, epoch: feed.epoch) {
        throw SyncToken.refusal("belongs to another database")
      }
      return ZoneChanges(
        zoneID: zoneID, records: [], syncToken: SyncToken.start(epoch: feed.epoch),
        moreComing: false)
    }
    if let token = request.syncToken, !SyncToken.isStart(token, epoch: feed.epoch) {
      _ = try SyncToken.sequence(
        ofZoneToken: token, zone: zone, zoneName: zoneName, epoch: feed.epoch)
    }
    let token = SyncToken.zone(
      zoneRowID: zone.id, sequence: moreComing ? last : zone.sequence, epoch: feed.epoch)
    return ZoneChanges(
      zoneID: zoneID, records: records, syncToken: token, moreComing: moreComing,
      encodedFields: keepsFieldsEncoded ? encodedFields : nil)
  }

  /// The zone and its page of changes after `since`, in one statement.
  private static func pageStatement(
    _ request: RecordChangesRequest, scope: DatabaseScope, since: Int64, limit: Int
  ) -> (sql: String, arguments: [SQLValue]) {
    var sql = """
      WITH zone AS (
        SELECT z.id, z.scopeID, z.sequence FROM records_zone z
        JOIN records_scope s ON s.id = z.scopeID
        WHERE s.container = ? AND s.environment = ? AND s.userRecordName = ? AND z.zoneName = ?
          AND z.deleted = 0)
      SELECT page.*, zone.id, zone.scopeID, zone.sequence FROM zone LEFT JOIN (
        SELECT \(RecordRow.columns), fields FROM records_record
        WHERE scopeID = (SELECT scopeID FROM zone) AND zoneID = (SELECT id FROM zone)
          AND sequence > ?
      """
    var arguments: [SQLValue] = [
      .text(scope.container), .text(scope.environment.rawValue), .text(scope.userRecordName),
      .text(request.zoneID.zoneName), .integer(since),
    ]
    if let types = request.desiredRecordTypes, types.isEmpty {
      sql += " AND 0 = 1"
    } else if let types = request.desiredRecordTypes {
      sql += " AND recordType IN (\(types.map { _ in "?" }.joined(separator: ",")))"
      arguments += types.map(\.sqlValue)
    }
    sql += " ORDER BY sequence LIMIT ?) page ON TRUE ORDER BY page.sequence"
    arguments.append(.integer(Int64(limit + 1)))
    return (sql, arguments)
  }

  static func zoneChanges(
    _ request: ZoneChangesRequest, scope: DatabaseScope, feed: Options, db: any SQLTransaction,
    encodingFields: Bool = false
  )
    throws -> ZoneChangesResponse
  {
    try RequestSize.check(request.zones.count, "zones")
    var results: [ZoneChangesResult] = []
    // One budget for every zone's page (a zone is named once: `checkNames`).
    var budget = AnswerBudget()
    for zoneRequest in request.zoneRequests {
      do {
        results.append(
          .changes(
            try zoneChanges(
              zoneRequest, scope: scope, feed: feed, db: db, encodingFields: encodingFields,
              budget: &budget)))
      } catch var error as ServerError {
        error.zoneID = ZoneID(
          zoneName: zoneRequest.zoneID.zoneName, ownerRecordName: scope.userRecordName)
        error.uuid = nil
        results.append(.failure(error))
      }
    }
    return ZoneChangesResponse(zones: results)
  }

  static func databaseChanges(
    _ request: DatabaseChangesRequest, scope: DatabaseScope, db: any SQLTransaction
  ) throws -> DatabaseChangesResponse {
    let limit = try resultsLimit(request.resultsLimit)
    guard let scopeRow = try ScopeRow.find(scope, db: db) else {
      // A database nobody wrote to: nothing changed, and a token that means "from the start".
      if let token = request.syncToken, SyncToken.decode(token, kind: "d")?.1 != 0 {
        throw SyncToken.refusal("belongs to another database")
      }
      return DatabaseChangesResponse(
        zones: [], syncToken: SyncToken.database(scopeID: 0, sequence: 0), moreComing: false)
    }
    var since: Int64 = 0
    if let token = request.syncToken {
      if let (owner, sequence) = SyncToken.decode(token, kind: "d"), owner == 0, sequence == 0 {
        since = 0
      } else {
        since = try SyncToken.sequence(ofDatabaseToken: token, scope: scopeRow)
      }
    }
    let rows = try db.rows(
      """
      SELECT zoneName, sequence, deleted FROM records_zone
      WHERE scopeID = ? AND sequence > ? AND zoneName != ?
      ORDER BY sequence LIMIT ?
      """, scopeRow.id, since, ZoneID.defaultZone.zoneName, limit + 1)
    let moreComing = rows.count > limit
    let included = rows.prefix(limit)
    let zones = try included.map { row -> Zone in
      let deleted: Bool = try row[2]
      return Zone(
        zoneID: ZoneID(zoneName: try row[0], ownerRecordName: scope.userRecordName),
        atomic: deleted ? nil : true, deleted: deleted ? true : nil)
    }
    let last: Int64 = moreComing ? try included.last![1] : scopeRow.sequence
    return DatabaseChangesResponse(
      zones: zones, syncToken: SyncToken.database(scopeID: scopeRow.id, sequence: last),
      moreComing: moreComing)
  }

  /// A query that asks for no field (`desiredKeys: []`) and leaves `resultsLimit` to the
  /// server gets pages of this many records: a record without fields is a few hundred bytes,
  /// and a device that lists 10,000 names to see what changed asks 5 pages, not 50.
  /// CloudKit's 200 still bounds what a client may ask for.
  static let namesPerPage = 2000

  /// A page of a zone's changes (`records/changes`, `changes/zone`) whose `resultsLimit` is
  /// left to the server holds up to this many records, as CloudKit lets its server pick "an
  /// appropriate number" when none is asked: each page is a request, a token check, a
  /// transaction and a round trip, so 100,000 records come in 100 of them, not 500. The page
  /// still stops at the answer's budget (`AnswerBudget`), so its memory is bounded; a client
  /// that asks for a `resultsLimit` gets at most 200, as Apple answers.
  static let changesPerPage = 1000

  /// A page's size: at most 200, the default, or `unset` when the client leaves it to the
  /// server.
  static func resultsLimit(_ requested: Int?, unset: Int = Limits.recordsPerResponse) throws
    -> Int
  {
    guard let requested else { return unset }
    guard requested > 0 else {
      throw ServerError(
        .badRequest,
        "resultsLimit must be a positive number (at most \(Limits.recordsPerResponse)); it is"
          + " \(requested).")
    }
    return min(requested, Limits.recordsPerResponse)
  }
}
