import CloudRecords

/// `zones/list`, `zones/lookup`, `zones/modify`. `_defaultZone` always exists and cannot be
/// deleted. Creating a zone that exists answers it as it is (CloudKit's zone saves are
/// idempotent). Deleting a zone deletes its subscriptions, leaves its records to `Purge` and
/// leaves a tombstone that `changes/database` reports with `deleted: true`; a zone created
/// again under the same name is a new zone, whose feed starts afresh.
///
/// Bounds: a user keeps at most `maximum` zones in a database (`serve --max-zones`, 1,000
/// unless said; `_defaultZone` not counted), so `zones/list` — one answer, unpaged, as
/// CloudKit's — answers at most that many (zones kept from before a lower cap beyond it are
/// left out, by name).
package enum ZoneStorage {
  /// Zones one user may keep unless `serve --max-zones` says otherwise: far more than an app
  /// makes (quran makes one), few enough that `zones/list` stays under 500 KB.
  package static let defaultMaximumPerUser = 1_000

  static func list(scope: DatabaseScope, limit: Int, epoch: String, db: any SQLTransaction) throws
    -> ZonesResponse
  {
    guard let scopeRow = try ScopeRow.find(scope, db: db) else {
      return ZonesResponse(zones: [.zone(defaultZone(scope))])
    }
    let rows = try db.rows(
      """
      SELECT id, zoneName, sequence FROM records_zone
      WHERE scopeID = ? AND deleted = 0 ORDER BY zoneName LIMIT ?
      """, scopeRow.id, Int64(limit) + 1)  // and `_defaultZone`
    return ZonesResponse(
      zones: try rows.map { row in
        .zone(
          zone(
            ZoneRow(
              id: try row[0], scopeID: scopeRow.id, name: try row[1], sequence: try row[2],
              deleted: false),
            scope: scope, epoch: epoch))
      })
  }

  static func lookup(
    _ request: LookupZonesRequest, scope: DatabaseScope, epoch: String, db: any SQLTransaction
  )
    throws
    -> ZonesResponse
  {
    try RequestSize.check(request.zones.count, "zones")
    return ZonesResponse(
      zones: try request.zones.map { zoneID in
        do {
          if let found = try ZoneRow.live(zoneID, scope: scope, db: db) {
            return .zone(zone(found, scope: scope, epoch: epoch))
          }
          return .zone(defaultZone(scope))
        } catch let error as ServerError {
          return .failure(zoneError(error, zoneName: zoneID.zoneName, scope: scope))
        }
      })
  }

  static func validate(_ request: ModifyZonesRequest) throws {
    try RequestSize.check(request.operations.count, "operations")
    var seen = Set<String>()
    for operation in request.operations {
      let name = operation.zone.zoneID.zoneName
      if !seen.insert(name).inserted {
        throw ServerError(
          .badRequest,
          "Zone '\(name)' appears in more than one operation; a request may hold one operation"
            + " per zone.")
      }
    }
  }

  static func modify(
    _ request: ModifyZonesRequest, scope: DatabaseScope, maximum: Int, epoch: String,
    db: any SQLTransaction
  ) throws -> ZonesResponse {
    let scopeRow = try ScopeRow.findOrCreate(scope, db: db)
    var kept =
      try db.value(
        Int64.self,
        "SELECT COUNT(*) FROM records_zone WHERE scopeID = ? AND deleted = 0 AND zoneName <> ?",
        scopeRow.id, ZoneID.defaultZone.zoneName) ?? 0
    var sequence = scopeRow.sequence
    var results: [ZoneResult] = []
    for operation in request.operations {
      let name = operation.zone.zoneID.zoneName
      do {
        try ZoneRow.checkOwner(operation.zone.zoneID, scope: scope)
        let existing = try ZoneRow.find(named: name, scopeID: scopeRow.id, db: db)
        switch operation.operationType {
        case .create:
          if let existing, !existing.deleted {
            results.append(.zone(zone(existing, scope: scope, epoch: epoch)))
            continue
          }
          try checkName(name)
          guard kept < maximum else { throw tooMany(maximum) }
          kept += 1
          if let existing {
            try db.execute(
              "DELETE FROM records_zone WHERE id = ? AND scopeID = ?", existing.id, scopeRow.id)
          }
          sequence += 1
          guard
            let id = try db.value(
              Int64.self,
              "INSERT INTO records_zone (scopeID, zoneName, sequence) VALUES (?, ?, ?) RETURNING id",
              scopeRow.id, name, sequence)
          else { throw ServerError(.internalError, "Zone '\(name)' could not be created.") }
          let created = ZoneRow(
            id: id, scopeID: scopeRow.id, name: name, sequence: sequence, deleted: false)
          results.append(.zone(zone(created, scope: scope, epoch: epoch)))
        case .delete:
          if name == ZoneID.defaultZone.zoneName {
            throw ServerError(
              .badRequest, "Zone '_defaultZone' cannot be deleted; delete its records instead.")
          }
          guard let existing, !existing.deleted else { throw ZoneRow.zoneNotFound(name) }
          sequence += 1
          try Purge.schedule(scopeID: scopeRow.id, zoneID: existing.id, db: db)
          try db.execute(
            "DELETE FROM records_subscription WHERE scopeID = ? AND zoneName = ?", scopeRow.id,
            name)
          try db.execute(
            "UPDATE records_zone SET deleted = 1, sequence = ? WHERE id = ? AND scopeID = ?",
            sequence, existing.id, scopeRow.id)
          kept -= 1
          results.append(
            .zone(
              Zone(
                zoneID: ZoneID(zoneName: name, ownerRecordName: scope.userRecordName),
                deleted: true)))
        }
      } catch let error as ServerError {
        results.append(.failure(zoneError(error, zoneName: name, scope: scope)))
      }
    }
    if sequence != scopeRow.sequence {
      try ScopeRow.saveSequence(sequence, scopeID: scopeRow.id, db: db)
    }
    return ZonesResponse(zones: results)
  }

  /// The refusal of a zone past the cap.
  static func tooMany(_ maximum: Int) -> ServerError {
    ServerError(
      .quotaExceeded,
      "You keep \(maximum) zones, the most one user may keep; delete one you no longer need"
        + " before creating another.")
  }

  static func checkName(_ name: String) throws {
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "_-.".unicodeScalars.contains($0)
    }
    guard !name.isEmpty, name.utf8.count <= 255, allowed, !name.hasPrefix("_") else {
      throw ServerError(
        .badRequest,
        "'\(name)' is not a valid zone name; use 1 to 255 letters, digits, '_', '-' or '.',"
          + " not starting with '_'.")
    }
  }

  static func zone(_ row: ZoneRow, scope: DatabaseScope, epoch: String) -> Zone {
    if row.isDefault { return defaultZone(scope) }
    return Zone(
      zoneID: row.zoneID(owner: scope.userRecordName),
      syncToken: SyncToken.zone(zoneRowID: row.id, sequence: row.sequence, epoch: epoch),
      atomic: true)
  }

  static func defaultZone(_ scope: DatabaseScope) -> Zone {
    Zone(
      zoneID: ZoneID(zoneName: ZoneID.defaultZone.zoneName, ownerRecordName: scope.userRecordName),
      atomic: false)
  }

  static func zoneError(_ error: ServerError, zoneName: String, scope: DatabaseScope)
    -> ServerError
  {
    var error = error
    error.zoneID = ZoneID(zoneName: zoneName, ownerRecordName: scope.userRecordName)
    error.uuid = nil
    return error
  }
}
