/// `records/modify`: a batch of operations on records.
public struct ModifyRecordsRequest: Codable, Sendable, Hashable {
  public struct Operation: Codable, Sendable, Hashable {
    public var operationType: OperationType
    public var record: Record
    public var desiredKeys: [String]?

    public init(_ operationType: OperationType, _ record: Record, desiredKeys: [String]? = nil) {
      self.operationType = operationType
      self.record = record
      self.desiredKeys = desiredKeys
    }
  }

  public enum OperationType: String, Codable, Sendable, Hashable, CaseIterable {
    case create, update, forceUpdate, replace, forceReplace, delete, forceDelete

    /// Whether the operation must name the record's current change tag.
    public var checksChangeTag: Bool { self == .update || self == .replace || self == .delete }
    public var isDelete: Bool { self == .delete || self == .forceDelete }
  }

  public var operations: [Operation]
  public var zoneID: ZoneID?
  /// All or nothing (custom zones only).
  public var atomic: Bool?
  public var desiredKeys: [String]?
  public var numbersAsStrings: Bool?

  public init(
    operations: [Operation], zoneID: ZoneID? = nil, atomic: Bool? = nil,
    desiredKeys: [String]? = nil
  ) {
    self.operations = operations
    self.zoneID = zoneID
    self.atomic = atomic
    self.desiredKeys = desiredKeys
  }
}

/// The answer to `records/modify` and `records/lookup`: a result per record, in order.
public struct RecordsResponse: Codable, Sendable, Hashable {
  public var records: [RecordResult]
  public init(records: [RecordResult]) { self.records = records }
}

/// `records/lookup`: records by name.
public struct LookupRecordsRequest: Codable, Sendable, Hashable {
  public struct Name: Codable, Sendable, Hashable {
    public var recordName: String
    public init(_ recordName: String) { self.recordName = recordName }
  }

  public var records: [Name]
  public var zoneID: ZoneID?
  public var desiredKeys: [String]?
  public var numbersAsStrings: Bool?

  public init(recordNames: [String], zoneID: ZoneID? = nil, desiredKeys: [String]? = nil) {
    self.records = recordNames.map(Name.init)
    self.zoneID = zoneID
    self.desiredKeys = desiredKeys
  }
}
