import CloudRecords
import GRDB

/// A user's database (container, environment, user) as a row. Its `id` is the `scopeID` every
/// other table's rows carry; it is only ever found from a `DatabaseScope`, which is what keeps
/// one user's statements on that user's rows.
struct ScopeRow {
  var id: Int64
  /// The last change sequence number handed out in this database.
  var sequence: Int64

  /// The scope's row, or nil when the user has never written to this database (reads then
  /// see an empty database with only `_defaultZone`).
  static func find(_ scope: DatabaseScope, db: Database) throws -> ScopeRow? {
    let row = try Row.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT id, sequence FROM records_scope
          WHERE container = ? AND environment = ? AND userRecordName = ?
          """),
      arguments: [scope.container, scope.environment.rawValue, scope.userRecordName])
    return row.map { ScopeRow(id: $0[0], sequence: $0[1]) }
  }

  /// The scope's row, created with its `_defaultZone` on the user's first write.
  static func findOrCreate(_ scope: DatabaseScope, db: Database) throws -> ScopeRow {
    if let row = try find(scope, db: db) { return row }
    try db.execute(
      sql: "INSERT INTO records_scope (container, environment, userRecordName) VALUES (?, ?, ?)",
      arguments: [scope.container, scope.environment.rawValue, scope.userRecordName])
    let id = db.lastInsertedRowID
    try db.execute(
      sql: "INSERT INTO records_zone (scopeID, zoneName, sequence) VALUES (?, ?, 0)",
      arguments: [id, ZoneID.defaultZone.zoneName])
    return ScopeRow(id: id, sequence: 0)
  }

  /// Records the last sequence number a write transaction handed out.
  static func saveSequence(_ sequence: Int64, scopeID: Int64, db: Database) throws {
    try db.cachedStatement(sql: "UPDATE records_scope SET sequence = ? WHERE id = ?")
      .execute(arguments: [sequence, scopeID])
  }

  /// Deletes every row of the user, in every container and environment.
  static func deleteAll(userRecordName: String, db: Database) throws {
    let ids = try Int64.fetchAll(
      db, sql: "SELECT id FROM records_scope WHERE userRecordName = ?",
      arguments: [userRecordName])
    for id in ids {
      for table in ["records_record", "records_reference", "records_subscription", "records_zone"] {
        try db.execute(sql: "DELETE FROM \(table) WHERE scopeID = ?", arguments: [id])
      }
      try db.execute(sql: "DELETE FROM records_scope WHERE id = ?", arguments: [id])
    }
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
  static func find(named name: String, scopeID: Int64, db: Database) throws -> ZoneRow? {
    let row = try Row.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT id, sequence, deleted FROM records_zone WHERE scopeID = ? AND zoneName = ?
          """),
      arguments: [scopeID, name])
    return row.map {
      ZoneRow(id: $0[0], scopeID: scopeID, name: name, sequence: $0[1], deleted: $0[2])
    }
  }

  /// The live zone a request names (`_defaultZone` when it names none), or ZONE_NOT_FOUND.
  /// With no scope row yet only `_defaultZone` exists, as a zone with no changes.
  static func live(
    _ zoneID: ZoneID?, scope: DatabaseScope, scopeRow: ScopeRow?, db: Database
  ) throws -> ZoneRow? {
    let name = zoneID?.zoneName ?? ZoneID.defaultZone.zoneName
    try checkOwner(zoneID, scope: scope)
    guard let scopeRow else {
      if name == ZoneID.defaultZone.zoneName { return nil }
      throw zoneNotFound(name)
    }
    guard let zone = try find(named: name, scopeID: scopeRow.id, db: db), !zone.deleted else {
      throw zoneNotFound(name)
    }
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

  static func saveSequence(_ sequence: Int64, zoneID: Int64, scopeID: Int64, db: Database) throws {
    try db.cachedStatement(
      sql: "UPDATE records_zone SET sequence = ? WHERE id = ? AND scopeID = ?"
    ).execute(arguments: [sequence, zoneID, scopeID])
  }

  func zoneID(owner: String) -> ZoneID { ZoneID(zoneName: name, ownerRecordName: owner) }
}
