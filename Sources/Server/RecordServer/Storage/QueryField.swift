import CloudRecords

/// A field a query filters or sorts on: a record field read from the stored JSON, or one of
/// the system fields (`___recordID`, `___createTime`, `___modTime`) read from its column,
/// with the indexes the schema gives it.
struct QueryField {
  var name: String
  var type: FieldType
  var expression: String
  var isQueryable: Bool
  var isSortable: Bool

  enum Index { case queryable, sortable }

  static let systemColumns: [String: (schemaName: String, column: String, type: FieldType)] = [
    "___recordID": ("___recordID", "recordName", .reference),
    "recordName": ("___recordID", "recordName", .reference),
    "___createTime": ("___createTime", "createdAt", .timestamp),
    "createdTimestamp": ("___createTime", "createdAt", .timestamp),
    "___modTime": ("___modTime", "modifiedAt", .timestamp),
    "modifiedTimestamp": ("___modTime", "modifiedAt", .timestamp),
  ]

  static func resolve(_ name: String, in recordType: Schema.RecordType, dialect: SQLDialect)
    throws -> QueryField
  {
    if let system = systemColumns[name] {
      let field = recordType[field: system.schemaName]
      return QueryField(
        name: name, type: system.type, expression: system.column,
        isQueryable: field?.isQueryable ?? false, isSortable: field?.isSortable ?? false)
    }
    guard let field = recordType[field: name], Schema.isValidName(name) else {
      throw ServerError(
        .badRequest,
        "Record type '\(recordType.name)' has no field '\(name)'; a query can only filter and"
          + " sort on the type's fields.")
    }
    let path = field.type == .reference ? ["value", "recordName"] : ["value"]
    return QueryField(
      name: name, type: field.type,
      expression: dialect.jsonValue(field: name, path: path, type: field.type),
      isQueryable: field.isQueryable, isSortable: field.isSortable)
  }

  func require(_ index: Index) throws {
    switch index {
    case .queryable where !isQueryable:
      throw ServerError(.badRequest, "Field '\(name)' is not marked queryable")
    case .sortable where !isSortable:
      throw ServerError(.badRequest, "Field '\(name)' is not marked sortable")
    case .queryable, .sortable: return
    }
  }

  static let supported: [Filter.Comparator] = [
    .equals, .notEquals, .lessThan, .lessThanOrEquals, .greaterThan, .greaterThanOrEquals,
    .in, .notIn, .beginsWith, .notBeginsWith, .listContains, .notListContains,
  ]

  func append(_ filter: Filter, to sql: inout SQLBuilder) throws {
    let expression = self.expression
    switch filter.comparator {
    case .equals: try appendComparison("=", filter.fieldValue, to: &sql)
    case .notEquals: try appendComparison("!=", filter.fieldValue, to: &sql)
    case .lessThan: try appendComparison("<", filter.fieldValue, to: &sql)
    case .lessThanOrEquals: try appendComparison("<=", filter.fieldValue, to: &sql)
    case .greaterThan: try appendComparison(">", filter.fieldValue, to: &sql)
    case .greaterThanOrEquals: try appendComparison(">=", filter.fieldValue, to: &sql)
    case .in, .notIn:
      try require(.queryable)
      guard case .list(_, let elements) = filter.fieldValue else {
        throw ServerError(
          .badRequest,
          "The \(filter.comparator.rawValue) filter on '\(name)' needs a list value, such as"
            + " {\"value\": [1, 2], \"type\": \"INT64_LIST\"}.")
      }
      let values = try elements.map { try databaseValue($0, as: FieldType(type.scalar)) }
      let placeholders = values.map { _ in "?" }.joined(separator: ", ")
      sql.append(
        "\(expression) \(filter.comparator == .in ? "IN" : "NOT IN") (\(placeholders))", values)
    case .beginsWith, .notBeginsWith:
      try require(.queryable)
      guard type == .string, case .string(let prefix) = filter.fieldValue else {
        throw ServerError(
          .badRequest,
          "\(filter.comparator.rawValue) compares STRING fields with a STRING prefix; '\(name)'"
            + " is \(type).")
      }
      let test = "substr(\(expression), 1, length(?)) = ?"
      sql.append(
        filter.comparator == .beginsWith
          ? test : "\(expression) IS NOT NULL AND NOT (\(test))",
        [.text(prefix), .text(prefix)])
    case .listContains, .notListContains:
      try require(.queryable)
      guard type.isList else {
        throw ServerError(
          .badRequest,
          "\(filter.comparator.rawValue) filters list fields; '\(name)' is \(type).")
      }
      let value = try databaseValue(filter.fieldValue, as: FieldType(type.scalar))
      let test = sql.dialect.listContains(field: name, elementType: FieldType(type.scalar))
      sql.append(
        filter.comparator == .listContains ? test : "\(expression) IS NOT NULL AND NOT \(test)",
        [value])
    case .near, .containsAllTokens, .containsAnyTokens, .notListContainsAny,
      .listMemberBeginsWith, .notListMemberBeginsWith, .listContainsAll, .notListContainsAll:
      throw ServerError(
        .badRequest,
        "The comparator \(filter.comparator.rawValue) is not supported by this server; use one"
          + " of \(QueryField.supported.map(\.rawValue).joined(separator: ", ")).")
    }
  }

  /// `field op ?`: an equality needs the field queryable, an order needs it sortable.
  private func appendComparison(_ op: String, _ fieldValue: FieldValue, to sql: inout SQLBuilder)
    throws
  {
    try require(op == "=" || op == "!=" ? .queryable : .sortable)
    guard !type.isList else {
      throw ServerError(
        .badRequest,
        "Field '\(name)' is a list (\(type)); filter it with LIST_CONTAINS or"
          + " NOT_LIST_CONTAINS.")
    }
    let value = try databaseValue(fieldValue, as: type)
    sql.append("\(expression) \(op) ?", [value])
  }

  /// The value a filter compares with, as stored in the JSON (a reference by its record name).
  func databaseValue(_ value: FieldValue, as type: FieldType) throws -> SQLValue {
    if type == .reference {
      switch value {
      case .reference(let reference): return .text(reference.recordName)
      case .string(let name) where expression == "recordName": return .text(name)
      case .string, .int64, .double, .timestamp, .bytes, .asset, .location, .list: break
      }
    } else if let value = value.coerced(to: type) {
      switch value {
      case .string(let text): return .text(text)
      case .int64(let number), .timestamp(let number): return .integer(number)
      case .double(let number): return .real(number)
      case .bytes(let data): return .text(data.base64EncodedString())
      case .reference, .asset, .location, .list: break
      }
    }
    throw ServerError(
      .badRequest,
      "Field '\(name)' is \(type); the filter compares it with a \(value.type) value, which"
        + " this server cannot compare with it.")
  }
}
