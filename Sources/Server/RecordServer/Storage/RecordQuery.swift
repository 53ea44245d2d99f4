import CloudRecords
import Crypto

import struct CloudRecords.Record

/// `records/query`: the live records of one type in one zone, filtered on QUERYABLE fields,
/// range-filtered and sorted on SORTABLE ones, as CloudKit's indexes allow — a query on a
/// field without the index fails as CloudKit fails (`Field 'x' is not marked queryable`),
/// and a query without filters needs `___recordID` QUERYABLE. With `zoneWide: true` and no
/// `zoneID` it searches every zone of the user.
///
/// Pages are cut by keyset: the continuation marker carries the last record's sort values
/// and name, and the next page starts after them, so records saved or deleted between pages
/// neither shift nor repeat the others. Several filters must all match. A record without the
/// field matches no filter on it.
struct RecordQuery {
  let request: QueryRecordsRequest
  let scope: DatabaseScope
  let db: any SQLTransaction
  let schemas: SchemaRegistry
  /// The request's continuation marker, read (and its MAC checked) before the transaction.
  let marker: QueryMarker?
  /// The key the next page's marker is signed with.
  let markerKey: SymmetricKey

  init(
    request: QueryRecordsRequest, scope: DatabaseScope, db: any SQLTransaction,
    schemas: SchemaRegistry, marker: QueryMarker?, markerKey: SymmetricKey
  ) {
    self.request = request
    self.scope = scope
    self.db = db
    self.schemas = schemas
    self.marker = marker
    self.markerKey = markerKey
  }

  /// A sort key of the query: the field's SQL expression and its direction.
  typealias SortKey = (field: QueryField, ascending: Bool)

  /// The zones searched: the SQL condition and arguments that pick them, and each zone's
  /// identity by its row id.
  struct SearchedZones {
    var condition = ""
    var arguments: [SQLValue] = []
    var zoneIDs: [Int64: ZoneID] = [:]
  }

  /// zoneWide (with no zoneID) searches every zone of the user; a record is then known by
  /// its name and zone, so the zone's row id breaks ties after the name.
  var zoneWide: Bool { request.zoneID == nil && request.zoneWide == true }

  /// A page as the transaction read it: the rows, their fields not yet read, and the marker.
  struct Page {
    var rows: [(row: RecordRow, zoneID: ZoneID)] = []
    var marker: String?

    /// The answer, the rows' fields read now, outside the transaction.
    func answer(owner: String, desiredKeys: [String]?) throws -> QueryRecordsResponse {
      QueryRecordsResponse(
        records: try rows.map {
          .record(try $0.row.record(zone: $0.zoneID, owner: owner, desiredKeys: desiredKeys))
        }, continuationMarker: marker)
    }
  }

  func run() throws -> Page {
    let limit = try ChangeFeed.resultsLimit(
      request.resultsLimit,
      unset: request.desiredKeys == [] ? ChangeFeed.namesPerPage : Limits.recordsPerResponse)
    let recordType = try queriedType()
    var sql = SQLBuilder(dialect: db.dialect)
    let sortKeys = try addFilters(of: recordType, to: &sql)
    guard let zones = try searchedZones(of: recordType) else { return Page() }
    let sortColumns = sortKeys.enumerated().map {
      ", \($0.element.field.expression) AS sk\($0.offset)"
    }
    // NULL first ascending, last descending: SQLite's order, said so PostgreSQL keeps it too.
    let order =
      sortKeys.map {
        "\($0.field.expression) \($0.ascending ? "ASC NULLS FIRST" : "DESC NULLS LAST")"
      } + ["recordName ASC", "zoneID ASC"]
    let statement = """
      SELECT \(RecordRow.columns), fields, zoneID\(sortColumns.joined()) FROM records_record
      WHERE scopeID = ?\(zones.condition) AND recordType = ? AND deleted = 0\(sql.conditions)
      ORDER BY \(order.joined(separator: ", ")) LIMIT ?
      """
    let arguments = zones.arguments + sql.arguments + [.integer(Int64(limit + 1))]
    return try page(statement, arguments, zones.zoneIDs, sortKeys: sortKeys.count, limit: limit)
  }

  /// The schema's type the query names; refused as CloudKit refuses it when there is none.
  private func queriedType() throws -> Schema.RecordType {
    let schema = try schemas.schema(
      in: db, container: scope.container, environment: scope.environment)
    guard let recordType = schema[recordType: request.query.recordType] else {
      throw ServerError.unknownRecordType(
        request.query.recordType,
        "The schema of \(scope.container) (\(scope.environment.rawValue)) has no such record"
          + " type.")
    }
    return recordType
  }

  /// Adds the query's filters and its continuation marker to `sql`; the sort keys, each
  /// checked against the schema's indexes.
  private func addFilters(of recordType: Schema.RecordType, to sql: inout SQLBuilder) throws
    -> [SortKey]
  {
    let query = request.query
    let filters = query.filterBy ?? []
    if filters.isEmpty {
      try QueryField.resolve("recordName", in: recordType, dialect: db.dialect).require(.queryable)
    }
    for filter in filters {
      try QueryField.resolve(filter.fieldName, in: recordType, dialect: db.dialect).append(
        filter, to: &sql)
    }
    var sortKeys: [SortKey] = []
    for sort in query.sortBy ?? [] {
      let field = try QueryField.resolve(sort.fieldName, in: recordType, dialect: db.dialect)
      try field.require(.sortable)
      sortKeys.append((field, sort.ascending ?? true))
    }
    if let marker {
      guard marker.sortValues.count == sortKeys.count, (marker.zoneRowID != nil) == zoneWide
      else { throw QueryMarker.refusal("does not match this query's sort") }
      sql.appendAfter(
        keys: sortKeys.map { ($0.field.expression, $0.ascending) }, values: marker.sortValues,
        recordName: marker.recordName, zoneRowID: marker.zoneRowID)
    }
    return sortKeys
  }

  /// The zones the query searches; nil when there is none (no records at all).
  private func searchedZones(of recordType: Schema.RecordType) throws -> SearchedZones? {
    var zones = SearchedZones()
    if zoneWide {
      guard let scopeRow = try ScopeRow.find(scope, db: db) else { return nil }
      zones.arguments = [.integer(scopeRow.id), .text(recordType.name)]
      for row in try db.rows(
        "SELECT id, zoneName FROM records_zone WHERE scopeID = ? AND deleted = 0", scopeRow.id)
      {
        zones.zoneIDs[try row[0]] = ZoneID(
          zoneName: try row[1], ownerRecordName: scope.userRecordName)
      }
    } else {
      guard let zone = try ZoneRow.live(request.zoneID, scope: scope, db: db) else { return nil }
      zones.condition = " AND zoneID = ?"
      zones.arguments = [.integer(zone.scopeID), .integer(zone.id), .text(recordType.name)]
      zones.zoneIDs[zone.id] = zone.zoneID(owner: scope.userRecordName)
    }
    return zones
  }

  /// One page of the statement's rows, with a marker to the next when there is more.
  private func page(
    _ statement: String, _ arguments: [SQLValue], _ zoneIDs: [Int64: ZoneID], sortKeys: Int,
    limit: Int
  ) throws -> Page {
    let fingerprint = QueryMarker.fingerprint(of: request)
    var page = Page()
    // Not cached: a query's SQL varies with its filters, and a cache of every variant
    // clients send would only grow.
    var lastRow: SQLRow?
    var budget = AnswerBudget()
    let sendsFields = request.desiredKeys != []
    try db.forEachRow(statement, arguments, cached: false) { row in
      let record = try RecordRow(row: row, withFields: sendsFields)
      if page.rows.count == limit || !budget.take(record.answerBytes(withFields: sendsFields)) {
        if let lastRow {
          page.marker =
            QueryMarker(
              fingerprint: fingerprint,
              sortValues: (0..<sortKeys).map {
                QueryMarker.json(lastRow.values[RecordRow.columnCount + 2 + $0])
              },
              recordName: try lastRow[1],
              zoneRowID: zoneWide ? try lastRow[RecordRow.columnCount + 1] as Int64 : nil
            ).encoded(scope: scope, key: markerKey)
        }
        return false
      }
      let zoneRowID: Int64 = try row[RecordRow.columnCount + 1]
      guard let zoneID = zoneIDs[zoneRowID] else { return true }
      page.rows.append((record, zoneID))
      lastRow = row
      return true
    }
    return page
  }
}

/// The SQL a query's filters and marker add to the WHERE clause.
struct SQLBuilder {
  let dialect: SQLDialect
  var conditions = ""
  var arguments: [SQLValue] = []

  mutating func append(_ condition: String, _ values: [SQLValue] = []) {
    conditions += " AND (\(condition))"
    arguments += values
  }

  /// Rows after the given sort values and record name in the query's order (SQLite puts
  /// NULL first ascending, last descending).
  mutating func appendAfter(
    keys: [(expression: String, ascending: Bool)], values: [SQLValue], recordName: String,
    zoneRowID: Int64?
  ) {
    var alternatives: [String] = []
    var values2: [SQLValue] = []
    for index in 0...keys.count {
      var terms: [String] = []
      var termValues: [SQLValue] = []
      for (key, value) in zip(keys.prefix(index), values.prefix(index)) {
        terms.append("\(key.expression) \(dialect.isSame) ?")
        termValues.append(value)
      }
      if index == keys.count {
        if let zoneRowID {
          terms.append("(recordName > ? OR (recordName = ? AND zoneID > ?))")
          termValues += [.text(recordName), .text(recordName), .integer(zoneRowID)]
        } else {
          terms.append("recordName > ?")
          termValues.append(.text(recordName))
        }
      } else {
        let key = keys[index]
        let value = values[index]
        switch (key.ascending, value == .null) {
        case (true, true): terms.append("\(key.expression) IS NOT NULL")
        case (true, false):
          terms.append("\(key.expression) > ?")
          termValues.append(value)
        case (false, true): terms.append(dialect.falseCondition)
        case (false, false):
          terms.append("(\(key.expression) < ? OR \(key.expression) IS NULL)")
          termValues.append(value)
        }
      }
      alternatives.append("(" + terms.joined(separator: " AND ") + ")")
      values2 += termValues
    }
    append(alternatives.joined(separator: " OR "), values2)
  }
}
