import CloudRecords
import GRDB

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
    in fields: [String: FieldValue], of recordName: String, zone: ZoneRow, db: Database
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
      default: return
      }
    }
    for (name, value) in fields { try visit(value, field: name) }
    return Array(Set(links))
  }

  /// How many other records point at `target` with DELETE_SELF.
  static func deleteSelfSources(
    of target: String, excluding source: String, zone: ZoneRow, db: Database
  ) throws -> Int {
    try Int.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT COUNT(*) FROM records_reference
          WHERE scopeID = ? AND zoneID = ? AND targetName = ? AND action = 'DELETE_SELF'
            AND sourceName != ?
          """),
      arguments: [zone.scopeID, zone.id, target, source]) ?? 0
  }

  static func exists(_ name: String, zone: ZoneRow, db: Database) throws -> Bool {
    try Bool.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT 1 FROM records_record
          WHERE scopeID = ? AND zoneID = ? AND recordName = ? AND deleted = 0
          """),
      arguments: [zone.scopeID, zone.id, name]) ?? false
  }

  static func remember(_ links: [Link], source: String, zone: ZoneRow, db: Database) throws {
    guard !links.isEmpty else { return }
    let statement = try db.cachedStatement(
      sql: """
        INSERT INTO records_reference (scopeID, zoneID, sourceName, targetName, action)
        VALUES (?, ?, ?, ?, ?)
        """)
    for link in links {
      try statement.execute(arguments: [
        zone.scopeID, zone.id, source, link.target, link.action.rawValue,
      ])
    }
  }

  static func forget(source: String, zone: ZoneRow, db: Database) throws {
    try db.cachedStatement(
      sql: "DELETE FROM records_reference WHERE scopeID = ? AND zoneID = ? AND sourceName = ?"
    ).execute(arguments: [zone.scopeID, zone.id, source])
  }

  /// The records deleting `target` deletes: itself first, then every record reaching it
  /// through DELETE_SELF references. Throws VALIDATING_REFERENCE_ERROR when a record that
  /// stays points at one of them with VALIDATE.
  static func cascade(from target: String, zone: ZoneRow, db: Database) throws -> [String] {
    var doomed = [target]
    var seen: Set<String> = [target]
    var validators: [(source: String, target: String)] = []
    var index = 0
    let statement = try db.cachedStatement(
      sql: """
        SELECT sourceName, action FROM records_reference
        WHERE scopeID = ? AND zoneID = ? AND targetName = ?
        """)
    while index < doomed.count {
      let name = doomed[index]
      index += 1
      let rows = try Row.fetchAll(statement, arguments: [zone.scopeID, zone.id, name])
      for row in rows {
        let source: String = row[0]
        let action: String = row[1]
        if action == Reference.Action.deleteSelf.rawValue {
          if seen.insert(source).inserted { doomed.append(source) }
        } else if action == Reference.Action.validate.rawValue {
          validators.append((source, name))
        }
      }
    }
    if let blocker = validators.first(where: { !seen.contains($0.source) }) {
      throw ServerError(
        .validatingReferenceError,
        "Record '\(blocker.target)' cannot be deleted while record '\(blocker.source)' points"
          + " at it with a VALIDATE reference; delete or change '\(blocker.source)' first.",
        recordName: target)
    }
    return doomed
  }
}
