import CloudRecords

/// A user's database (container, environment, user) as a row. Its `id` is the `scopeID` every
/// other table's rows carry; it is only ever found from a `DatabaseScope`, which is what keeps
/// one user's statements on that user's rows.
struct ScopeRow {
  var id: Int64
  /// The last change sequence number handed out in this database.
  var sequence: Int64

  /// The scope's row, or nil when the user has never written to this database (reads then
  /// see an empty database with only `_defaultZone`).
  static func find(_ scope: DatabaseScope, db: any SQLTransaction, forUpdate: Bool = false)
    throws -> ScopeRow?
  {
    try db.row(
      """
      SELECT id, sequence FROM records_scope
      WHERE container = ? AND environment = ? AND userRecordName = ?
      """ + (forUpdate ? db.dialect.lockRow : ""),
      scope.container, scope.environment.rawValue, scope.userRecordName
    ).map { ScopeRow(id: try $0[0], sequence: try $0[1]) }
  }

  /// The scope's row, created with its `_defaultZone` on the user's first write, and locked
  /// until the transaction ends: writers of one user take turns, so the sequence numbers
  /// they hand out commit in order (on PostgreSQL, across instances).
  static func findOrCreate(_ scope: DatabaseScope, db: any SQLTransaction) throws -> ScopeRow {
    if let row = try find(scope, db: db, forUpdate: true) { return row }
    // The account's row, locked: a deletion under way (which deletes it first) finishes
    // before this goes on, and then its mark is seen.
    _ = try db.value(
      Int.self,
      "SELECT 1 FROM authUser WHERE userRecordName = ?" + db.dialect.lockRows(of: "authUser"),
      scope.userRecordName)
    if try db.value(
      Int.self, "SELECT 1 FROM authDeletedUser WHERE userRecordName = ?", scope.userRecordName)
      != nil
    {
      throw ServerError(
        .authenticationFailed, "This account has been deleted; sign in with another account.")
    }
    // Two first writes at once: one inserts, the other waits for it and then finds its row.
    if let id = try db.value(
      Int64.self,
      """
      INSERT INTO records_scope (container, environment, userRecordName) VALUES (?, ?, ?)
      ON CONFLICT (container, environment, userRecordName) DO NOTHING RETURNING id
      """, scope.container, scope.environment.rawValue, scope.userRecordName)
    {
      try db.execute(
        "INSERT INTO records_zone (scopeID, zoneName, sequence) VALUES (?, ?, 0)", id,
        ZoneID.defaultZone.zoneName)
    }
    guard let row = try find(scope, db: db, forUpdate: true) else {
      throw ServerError(.internalError, "The database of \(scope) could not be created.")
    }
    return row
  }

  /// Records the last sequence number a write transaction handed out.
  static func saveSequence(_ sequence: Int64, scopeID: Int64, db: any SQLTransaction) throws {
    try db.enqueue(
      "UPDATE records_scope SET sequence = ? WHERE id = ?", [.integer(sequence), .integer(scopeID)])
  }

  /// Deletes the user's databases, in every container and environment, and leaves their
  /// records to `Purge`; answers the databases' IDs. The scope rows are locked first, so
  /// writes under way finish (and are deleted too) and later ones find none.
  static func deleteAll(userRecordName: String, db: any SQLTransaction) throws -> [Int64] {
    let ids = try db.values(
      Int64.self,
      "SELECT id FROM records_scope WHERE userRecordName = ?"
        + db.dialect.lockRows(of: "records_scope"), userRecordName)
    for id in ids {
      for zoneID in try db.values(Int64.self, "SELECT id FROM records_zone WHERE scopeID = ?", id) {
        try Purge.schedule(scopeID: id, zoneID: zoneID, db: db)
      }
      for table in ["records_subscription", "records_zone"] {
        try db.execute("DELETE FROM \(table) WHERE scopeID = ?", id)
      }
      try db.execute("DELETE FROM records_scope WHERE id = ?", id)
    }
    return ids
  }
}

/// A zone as a row: `_defaultZone`, a custom zone, or a deleted zone's tombstone.
struct ZoneRow {
  var id: Int64
  var scopeID: Int64
  var name: String
  /// The sequence number of the last change to the zone or one of its records.
  var sequence: Int64
  var deleted: Bool

  var isDefault: Bool { name == ZoneID.defaultZone.zoneName }

  /// The zone of that name in the scope, tombstone included.
  static func find(named name: String, scopeID: Int64, db: any SQLTransaction) throws -> ZoneRow? {
    try db.row(
      "SELECT id, sequence, deleted FROM records_zone WHERE scopeID = ? AND zoneName = ?",
      scopeID, name
    ).map {
      ZoneRow(
        id: try $0[0], scopeID: scopeID, name: name, sequence: try $0[1], deleted: try $0[2])
    }
  }

  /// The live zone a request names (`_defaultZone` when it names none), or ZONE_NOT_FOUND,
  /// found through the user's scope in one statement. With no scope row yet only
  /// `_defaultZone` exists, as a zone with no changes (nil).
  static func live(_ zoneID: ZoneID?, scope: DatabaseScope, db: any SQLTransaction) throws
    -> ZoneRow?
  {
    let name = zoneID?.zoneName ?? ZoneID.defaultZone.zoneName
    try checkOwner(zoneID, scope: scope)
    let row = try db.row(
      """
      SELECT z.id, z.scopeID, z.sequence, z.deleted FROM records_zone z
      JOIN records_scope s ON s.id = z.scopeID
      WHERE s.container = ? AND s.environment = ? AND s.userRecordName = ? AND z.zoneName = ?
      """, scope.container, scope.environment.rawValue, scope.userRecordName, name)
    guard let row else {
      // Every scope row has its `_defaultZone`: no row means no scope row yet.
      if name == ZoneID.defaultZone.zoneName { return nil }
      throw zoneNotFound(name)
    }
    let zone = ZoneRow(
      id: try row[0], scopeID: try row[1], name: name, sequence: try row[2], deleted: try row[3])
    if zone.deleted { throw zoneNotFound(name) }
    return zone
  }

  /// A zone owned by someone else is not there, as far as this user can tell.
  static func checkOwner(_ zoneID: ZoneID?, scope: DatabaseScope) throws {
    if let owner = zoneID?.ownerRecordName, owner != scope.userRecordName,
      owner != "__defaultOwner__"
    {
      throw zoneNotFound(zoneID?.zoneName ?? ZoneID.defaultZone.zoneName)
    }
  }

  static func zoneNotFound(_ name: String) -> ServerError {
    var error = ServerError(
      .zoneNotFound,
      "Zone '\(name)' does not exist in this database; create it with zones/modify first.")
    error.zoneID = ZoneID(zoneName: name)
    return error
  }

  static func saveSequence(_ sequence: Int64, zoneID: Int64, scopeID: Int64, db: any SQLTransaction)
    throws
  {
    try db.enqueue(
      "UPDATE records_zone SET sequence = ? WHERE id = ? AND scopeID = ?",
      [.integer(sequence), .integer(zoneID), .integer(scopeID)])
  }

  func zoneID(owner: String) -> ZoneID { ZoneID(zoneName: name, ownerRecordName: owner) }
}
