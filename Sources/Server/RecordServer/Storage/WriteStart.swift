import CloudRecords

/// What a `records/modify` transaction reads first, in one statement: the user's scope row
/// and the zone the batch writes in, both locked until the transaction ends, and the version
/// of the schema stored for the scope's container and environment.
///
/// Both rows are locked (the scope's first) so that a writer that waited for the lock sees the
/// zone as the writer before it left it: PostgreSQL re-reads the rows it locks after a wait,
/// not the others of a join. When the user has no database yet, or no such zone, the rows
/// are read one by one (the user's first write creates the database).
struct WriteStart {
  var scopeRow: ScopeRow
  /// The zone of that name, tombstone included; nil when there is none.
  var zone: ZoneRow?
  /// nil when the bundled schema is in use.
  var schemaVersion: String?

  static func read(_ scope: DatabaseScope, zoneName: String, db: any SQLTransaction) throws
    -> WriteStart
  {
    if let start = try find(scope, zoneName: zoneName, db: db) { return start }
    let scopeRow = try ScopeRow.findOrCreate(scope, db: db)
    return WriteStart(
      scopeRow: scopeRow, zone: try ZoneRow.find(named: zoneName, scopeID: scopeRow.id, db: db),
      schemaVersion: try SchemaRegistry.storedVersion(
        in: db, container: scope.container, environment: scope.environment))
  }

  private static func find(_ scope: DatabaseScope, zoneName: String, db: any SQLTransaction)
    throws -> WriteStart?
  {
    try db.row(
      """
      SELECT s.id, s.sequence, z.id, z.sequence, z.deleted,
        (SELECT version FROM records_schema WHERE container = ? AND environment = ?)
      FROM records_scope s JOIN records_zone z ON z.scopeID = s.id AND z.zoneName = ?
      WHERE s.container = ? AND s.environment = ? AND s.userRecordName = ?
      """ + db.dialect.lockRows(of: "s, z"),
      scope.container, scope.environment.rawValue, zoneName, scope.container,
      scope.environment.rawValue, scope.userRecordName
    ).map { row in
      let scopeRow = ScopeRow(id: try row[0], sequence: try row[1])
      return WriteStart(
        scopeRow: scopeRow,
        zone: ZoneRow(
          id: try row[2], scopeID: scopeRow.id, name: zoneName, sequence: try row[3],
          deleted: try row[4]),
        schemaVersion: try row[5])
    }
  }
}
