/// `records/query`: records of one type, filtered and sorted, a page at a time.
public struct QueryRecordsRequest: Codable, Sendable, Hashable {
  public var query: Query
  public var zoneID: ZoneID?
  public var resultsLimit: Int?
  public var continuationMarker: String?
  public var desiredKeys: [String]?
  public var zoneWide: Bool?
  public var numbersAsStrings: Bool?

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

public struct Query: Codable, Sendable, Hashable {
  public var recordType: String
  public var filterBy: [Filter]?
  public var sortBy: [Sort]?

  public init(recordType: String, filterBy: [Filter]? = nil, sortBy: [Sort]? = nil) {
    self.recordType = recordType
    self.filterBy = filterBy
    self.sortBy = sortBy
  }
}

public struct Filter: Codable, Sendable, Hashable {
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

  public var comparator: Comparator
  public var fieldName: String
  public var fieldValue: FieldValue
  public var distance: Double?

  public init(_ fieldName: String, _ comparator: Comparator, _ fieldValue: FieldValue) {
    self.comparator = comparator
    self.fieldName = fieldName
    self.fieldValue = fieldValue
  }
}

public struct Sort: Codable, Sendable, Hashable {
  public var fieldName: String
  public var ascending: Bool?

  public init(_ fieldName: String, ascending: Bool = true) {
    self.fieldName = fieldName
    self.ascending = ascending
  }
}

public struct QueryRecordsResponse: Codable, Sendable, Hashable {
  public var records: [RecordResult]
  public var continuationMarker: String?

  public init(records: [RecordResult], continuationMarker: String? = nil) {
    self.records = records
    self.continuationMarker = continuationMarker
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

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fieldName, forKey: .fieldName)
    try container.encodeIfPresent(ascending, forKey: .ascending)
  }
}
