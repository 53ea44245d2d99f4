import CloudRecords

/// REFERENCE fields with an action, as CloudKit has them: `VALIDATE` refuses a reference to a
/// missing record and keeps its target from being deleted while it points there;
/// `DELETE_SELF` deletes the referring record along with its target. References stay inside
/// their record's zone. `records_reference` remembers which record points at which.
enum ReferenceCheck {
  struct Link: Hashable {
    var target: String
    var action: Reference.Action
  }

  /// The actionable references among a record's fields, after checking that each stays in the
  /// zone and that each VALIDATE target exists.
  static func references(
    in fields: [String: FieldValue], of recordName: String, zone: ZoneRow, db: any SQLTransaction
  ) throws -> [Link] {
    var links: [Link] = []
    func visit(_ value: FieldValue, field: String) throws {
      switch value {
      case .reference(let reference):
        if let other = reference.zoneID?.zoneName, other != zone.name {
          throw ServerError(
            .badRequest,
            "Field '\(field)' points into zone '\(other)'; a reference must point at a record"
              + " in the record's own zone ('\(zone.name)').", recordName: recordName)
        }
        switch reference.action ?? .noAction {
        case .noAction: return
        case .validate:
          if reference.recordName != recordName,
            try !exists(reference.recordName, zone: zone, db: db)
          {
            throw ServerError(
              .validatingReferenceError,
              "Field '\(field)' points with VALIDATE at record '\(reference.recordName)',"
                + " which does not exist in zone '\(zone.name)'; save that record first.",
              recordName: recordName)
          }
        case .deleteSelf:
          if try deleteSelfSources(
            of: reference.recordName, excluding: recordName, zone: zone, db: db)
            >= Limits.deleteSelfSourcesPerTarget
          {
            throw ServerError(
              .badRequest,
              "Record '\(reference.recordName)' already has \(Limits.deleteSelfSourcesPerTarget)"
                + " records pointing at it with DELETE_SELF, the most one record may have; point"
                + " field '\(field)' at it with NONE instead.", recordName: recordName)
          }
        }
        links.append(Link(target: reference.recordName, action: reference.action ?? .noAction))
      case .list(_, let elements):
        for element in elements { try visit(element, field: field) }
      case .string, .int64, .double, .timestamp, .bytes, .asset, .location: return
      }
    }
    for (name, value) in fields { try visit(value, field: name) }
    return Array(Set(links))
  }

  /// Whether `references` reads the database for these fields: they hold a reference with
  /// VALIDATE or DELETE_SELF.
  static func readsDatabase(_ fields: [String: FieldValue]) -> Bool {
    func acts(_ value: FieldValue) -> Bool {
      switch value {
      case .reference(let reference): return (reference.action ?? .noAction) != .noAction
      case .list(_, let elements): return elements.contains(where: acts)
      case .string, .int64, .double, .timestamp, .bytes, .asset, .location: return false
      }
    }
    return fields.values.contains(where: acts)
  }

  /// Which of `names` some record points at (with any action), in one query.
  static func targets(among names: [String], zone: ZoneRow, db: any SQLTransaction) throws
    -> Set<String>
  {
    guard !names.isEmpty else { return [] }
    return Set(
      try db.rows(
        """
        SELECT DISTINCT targetName FROM records_reference
        WHERE scopeID = ? AND zoneID = ? AND targetName IN (\(placeholders(names.count)))
        """, [.integer(zone.scopeID), .integer(zone.id)] + names.map(\.sqlValue)
      ).map { try $0[0] as String })
  }

  /// How many other records point at `target` with DELETE_SELF.
  static func deleteSelfSources(
    of target: String, excluding source: String, zone: ZoneRow, db: any SQLTransaction
  ) throws -> Int {
    try db.value(
      Int.self,
      """
      SELECT COUNT(*) FROM records_reference
      WHERE scopeID = ? AND zoneID = ? AND targetName = ? AND action = 'DELETE_SELF'
        AND sourceName != ?
      """, zone.scopeID, zone.id, target, source) ?? 0
  }

  static func exists(_ name: String, zone: ZoneRow, db: any SQLTransaction) throws -> Bool {
    try db.value(
      Bool.self,
      """
      SELECT 1 FROM records_record
      WHERE scopeID = ? AND zoneID = ? AND recordName = ? AND deleted = 0
      """, zone.scopeID, zone.id, name) ?? false
  }

  static func forget(source: String, zone: ZoneRow, db: any SQLTransaction) throws {
    try db.execute(
      "DELETE FROM records_reference WHERE scopeID = ? AND zoneID = ? AND sourceName = ?",
      zone.scopeID, zone.id, source)
  }

  /// The records deleting `target` deletes: itself first, then every record reaching it
  /// through DELETE_SELF references. Throws VALIDATING_REFERENCE_ERROR when a record that
  /// stays points at one of them with VALIDATE. Each is one recursive statement, however long
  /// the chain (a query per record would cost a round trip for every record of the chain).
  static func cascade(from target: String, zone: ZoneRow, db: any SQLTransaction) throws -> [String]
  {
    // The names come from the table's own column, so they compare with its collation.
    let doomed = """
      WITH RECURSIVE doomed(name) AS (
        SELECT sourceName FROM records_reference
        WHERE scopeID = ? AND zoneID = ? AND targetName = ? AND action = 'DELETE_SELF'
        UNION
        SELECT r.sourceName FROM records_reference r JOIN doomed d ON r.targetName = d.name
        WHERE r.scopeID = ? AND r.zoneID = ? AND r.action = 'DELETE_SELF')

      """
    let seed: [SQLValue] = [
      .integer(zone.scopeID), .integer(zone.id), .text(target), .integer(zone.scopeID),
      .integer(zone.id),
    ]
    let sources = try db.rows(doomed + "SELECT name FROM doomed", seed, cached: true)
      .map { try $0[0] as String }
    if let blocker = try db.row(
      doomed + """
        SELECT r.sourceName, r.targetName FROM records_reference r
        WHERE r.scopeID = ? AND r.zoneID = ? AND r.action = 'VALIDATE'
          AND (r.targetName = ? OR r.targetName IN (SELECT name FROM doomed))
          AND r.sourceName <> ? AND r.sourceName NOT IN (SELECT name FROM doomed)
        LIMIT 1
        """,
      seed + [.integer(zone.scopeID), .integer(zone.id), .text(target), .text(target)])
    {
      let source: String = try blocker[0]
      let blocked: String = try blocker[1]
      throw ServerError(
        .validatingReferenceError,
        "Record '\(blocked)' cannot be deleted while record '\(source)' points"
          + " at it with a VALIDATE reference; delete or change '\(source)' first.",
        recordName: target)
    }
    return [target] + sources.filter { $0 != target }
  }
}
