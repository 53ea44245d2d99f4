/// `records/query`: records of one type, filtered and sorted, a page at a time.
public struct QueryRecordsRequest: Codable, Sendable, Hashable {
  /// What to search for: the record type, filters and sort order.
  public var query: Query
  /// The zone to search; nil means the default zone, or every zone with `zoneWide`.
  public var zoneID: ZoneID?
  /// Most records per page; the server caps it at 200 (`Limits.recordsPerResponse`).
  public var resultsLimit: Int?
  /// The last answer's `continuationMarker`, for the page after it; nil for the first page.
  public var continuationMarker: String?
  /// The fields to return with each record; nil returns them all.
  public var desiredKeys: [String]?
  /// Search every zone of the database; applies only when `zoneID` is nil.
  public var zoneWide: Bool?
  /// Apple's option to have number fields written as strings; false when left out.
  public var numbersAsStrings: Bool?

  /// Creates a query request; `zoneWide` and `numbersAsStrings` are set afterwards.
  public init(
    query: Query, zoneID: ZoneID? = nil, resultsLimit: Int? = nil,
    continuationMarker: String? = nil, desiredKeys: [String]? = nil
  ) {
    self.query = query
    self.zoneID = zoneID
    self.resultsLimit = resultsLimit
    self.continuationMarker = continuationMarker
    self.desiredKeys = desiredKeys
  }
}

/// A query: a record type, filters a record must all meet, and a sort order.
public struct Query: Codable, Sendable, Hashable {
  /// The type of record to search for.
  public var recordType: String
  /// Conditions a record must all meet to match; nil matches every record of the type.
  public var filterBy: [Filter]?
  /// The order of the results, first key first; nil leaves the order to the server.
  public var sortBy: [Sort]?

  /// Creates a query for one record type.
  public init(recordType: String, filterBy: [Filter]? = nil, sortBy: [Sort]? = nil) {
    self.recordType = recordType
    self.filterBy = filterBy
    self.sortBy = sortBy
  }
}

/// One condition of a query: a field compared with a value, `{ "comparator", "fieldName",
/// "fieldValue" }`.
public struct Filter: Codable, Sendable, Hashable {
  /// How a filter compares the field with `fieldValue`, in Apple's names (`EQUALS`, `BEGINS_WITH`,
  /// `IN`, `NEAR`, …).
  public enum Comparator: String, Codable, Sendable, Hashable, CaseIterable {
    case equals = "EQUALS"
    case notEquals = "NOT_EQUALS"
    case lessThan = "LESS_THAN"
    case lessThanOrEquals = "LESS_THAN_OR_EQUALS"
    case greaterThan = "GREATER_THAN"
    case greaterThanOrEquals = "GREATER_THAN_OR_EQUALS"
    case near = "NEAR"
    case containsAllTokens = "CONTAINS_ALL_TOKENS"
    case `in` = "IN"
    case notIn = "NOT_IN"
    case containsAnyTokens = "CONTAINS_ANY_TOKENS"
    case listContains = "LIST_CONTAINS"
    case notListContains = "NOT_LIST_CONTAINS"
    case notListContainsAny = "NOT_LIST_CONTAINS_ANY"
    case beginsWith = "BEGINS_WITH"
    case notBeginsWith = "NOT_BEGINS_WITH"
    case listMemberBeginsWith = "LIST_MEMBER_BEGINS_WITH"
    case notListMemberBeginsWith = "NOT_LIST_MEMBER_BEGINS_WITH"
    case listContainsAll = "LIST_CONTAINS_ALL"
    case notListContainsAll = "NOT_LIST_CONTAINS_ALL"
  }

  /// How the field is compared with `fieldValue`.
  public var comparator: Comparator
  /// The field compared; a system field such as `recordName` is named here too.
  public var fieldName: String
  /// The value compared with (a list for `IN` and `NOT_IN`).
  public var fieldValue: FieldValue
  /// With `NEAR`: the radius around a LOCATION value, in meters.
  public var distance: Double?

  /// Creates a filter comparing the named field with a value.
  public init(_ fieldName: String, _ comparator: Comparator, _ fieldValue: FieldValue) {
    self.comparator = comparator
    self.fieldName = fieldName
    self.fieldValue = fieldValue
  }
}

/// One sort key of a query: `{ "fieldName", "ascending" }`.
public struct Sort: Codable, Sendable, Hashable {
  /// The field to sort by, or a system field such as `createdTimestamp`.
  public var fieldName: String
  /// False for descending order; true or nil for ascending.
  public var ascending: Bool?

  /// Creates a sort key, ascending unless told otherwise.
  public init(_ fieldName: String, ascending: Bool = true) {
    self.fieldName = fieldName
    self.ascending = ascending
  }
}

/// The answer to `records/query`: one page of matches and, when more remain, the marker for the
/// next page.
public struct QueryRecordsResponse: Codable, Sendable, Hashable {
  /// This page's matching records, or errors in their place.
  public var records: [RecordResult]
  /// Send it back as the request's `continuationMarker` for the next page; nil on the last page.
  public var continuationMarker: String?
  /// What the server says of its own past (`quran-records` only; nil from Apple's CloudKit).
  public var serverHistory: ServerHistory?

  /// Creates a page of results.
  public init(
    records: [RecordResult], continuationMarker: String? = nil,
    serverHistory: ServerHistory? = nil
  ) {
    self.records = records
    self.continuationMarker = continuationMarker
    self.serverHistory = serverHistory
  }
}

extension Filter {
  enum CodingKeys: String, CodingKey {
    case comparator, fieldName, systemFieldName, fieldValue, distance
  }

  /// Reads `fieldName`, or Apple's `systemFieldName` (`recordName`, `createdTimestamp`,
  /// `modifiedTimestamp`, …) in its place.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    comparator = try container.decode(Comparator.self, forKey: .comparator)
    fieldName =
      try container.decodeIfPresent(String.self, forKey: .fieldName)
      ?? container.decode(String.self, forKey: .systemFieldName)
    fieldValue = try container.decode(FieldValue.self, forKey: .fieldValue)
    distance = try container.decodeIfPresent(Double.self, forKey: .distance)
  }

  /// Writes `fieldName`, never `systemFieldName`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(comparator, forKey: .comparator)
    try container.encode(fieldName, forKey: .fieldName)
    try container.encode(fieldValue, forKey: .fieldValue)
    try container.encodeIfPresent(distance, forKey: .distance)
  }
}

extension Sort {
  enum CodingKeys: String, CodingKey { case fieldName, systemFieldName, ascending }

  /// Reads `fieldName`, or Apple's `systemFieldName` in its place.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    fieldName =
      try container.decodeIfPresent(String.self, forKey: .fieldName)
      ?? container.decode(String.self, forKey: .systemFieldName)
    ascending = try container.decodeIfPresent(Bool.self, forKey: .ascending)
  }

  /// Writes `fieldName`, never `systemFieldName`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fieldName, forKey: .fieldName)
    try container.encodeIfPresent(ascending, forKey: .ascending)
  }
}
