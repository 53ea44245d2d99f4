import JSONScanner

/// `records/modify`: a batch of operations on records.
public struct ModifyRecordsRequest: Codable, Sendable, Hashable {
  /// One entry of `operations`: what to do with one record.
  public struct Operation: Codable, Sendable, Hashable {
    /// What to do with `record`.
    public var operationType: OperationType
    /// The record to save or delete; `update`, `replace` and `delete` must carry its
    /// `recordChangeTag`.
    public var record: Record
    /// The fields to return in this record's answer; nil falls back to the request's `desiredKeys`.
    public var desiredKeys: [String]?

    /// Creates an operation on one record.
    public init(_ operationType: OperationType, _ record: Record, desiredKeys: [String]? = nil) {
      self.operationType = operationType
      self.record = record
      self.desiredKeys = desiredKeys
    }
  }

  /// Apple's record operations: `create` a new record, `update` some fields, `replace` all fields,
  /// `delete`. The `force` variants skip the change-tag check.
  public enum OperationType: String, Codable, Sendable, Hashable, CaseIterable {
    case create, update, forceUpdate, replace, forceReplace, delete, forceDelete

    /// Whether the operation must name the record's current change tag.
    public var checksChangeTag: Bool { self == .update || self == .replace || self == .delete }
    /// Whether the operation deletes the record (`delete` or `forceDelete`).
    public var isDelete: Bool { self == .delete || self == .forceDelete }
  }

  /// The operations, at most 200 (`Limits.operationsPerRequest`).
  public var operations: [Operation]
  /// The zone of every record in the batch; nil means the default zone.
  public var zoneID: ZoneID?
  /// All or nothing (custom zones only).
  public var atomic: Bool?
  /// The fields to return with each saved record; nil returns them all.
  public var desiredKeys: [String]?
  /// Apple's option to have number fields written as strings; false when left out.
  public var numbersAsStrings: Bool?

  /// Creates a batch; `numbersAsStrings` is set afterwards.
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

extension ModifyRecordsRequest {
  /// The one reader of the hot request (`WireReading.swift`): `Decodable`'s synthesized reader
  /// walks a container per operation, which costs the server more than the records do.
  static func read(from source: inout some WireSource) throws -> ModifyRecordsRequest {
    var request = ModifyRecordsRequest(operations: [])
    var operations: [Operation]?
    let known = ["operations", "zoneID", "atomic", "desiredKeys", "numbersAsStrings"]
    try source.members(known, required: ["operations"]) { key, source in
      switch key {
      case "operations":
        var read: [Operation] = []
        try source.elements { _, source in read.append(try Operation.read(from: &source)) }
        operations = read
      case "zoneID": request.zoneID = try source.optional { try ZoneID.read(from: &$0) }
      case "atomic": request.atomic = try source.optionalLeaf(Wire.bool)
      case "desiredKeys": request.desiredKeys = try source.optionalLeaf(Wire.strings)
      case "numbersAsStrings": request.numbersAsStrings = try source.optionalLeaf(Wire.bool)
      default: _ = try source.value()
      }
    }
    guard let operations else { throw Wire.missing("operations") }
    request.operations = operations
    return request
  }

  /// Reads the request with the one reader.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { try ModifyRecordsRequest.read(from: &$0) }
  }
}

extension ModifyRecordsRequest.Operation {
  /// The one reader of an operation.
  static func read(from source: inout some WireSource) throws -> Self {
    var type: ModifyRecordsRequest.OperationType?
    var record: Record?
    var desiredKeys: [String]?
    let known = ["operationType", "record", "desiredKeys"]
    try source.members(known, required: ["operationType", "record"]) { key, source in
      switch key {
      case "operationType": type = try source.leaf(Self.operationType)
      case "record": record = try Record.read(from: &source)
      case "desiredKeys": desiredKeys = try source.optionalLeaf(Wire.strings)
      default: _ = try source.value()
      }
    }
    guard let type else { throw Wire.missing("operationType") }
    guard let record else { throw Wire.missing("record") }
    return Self(type, record, desiredKeys: desiredKeys)
  }

  /// One of Apple's operations, refused as the synthesized reader of the enum refuses.
  private static func operationType(_ value: JSONValue) throws(DecodingError)
    -> ModifyRecordsRequest.OperationType
  {
    let name = try Wire.string(value)
    guard let type = ModifyRecordsRequest.OperationType(rawValue: name) else {
      throw .dataCorrupted(
        .init(
          codingPath: [],
          debugDescription: "Cannot initialize OperationType from invalid String value \(name)"))
    }
    return type
  }

  /// Reads the operation with the one reader.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { try Self.read(from: &$0) }
  }
}

/// The answer to `records/modify` and `records/lookup`: a result per record, in order.
public struct RecordsResponse: Codable, Sendable, Hashable {
  /// One result per record: the record as saved or found, or its error.
  public var records: [RecordResult]
  /// Creates an answer from its results.
  public init(records: [RecordResult]) { self.records = records }
}

/// `records/lookup`: records by name.
public struct LookupRecordsRequest: Codable, Sendable, Hashable {
  /// One entry of `records`: `{ "recordName": … }`.
  public struct Name: Codable, Sendable, Hashable {
    /// The name of a record to fetch.
    public var recordName: String
    /// Names one record.
    public init(_ recordName: String) { self.recordName = recordName }
  }

  /// The records to fetch, by name.
  public var records: [Name]
  /// The zone to look in; nil means the default zone.
  public var zoneID: ZoneID?
  /// The fields to return with each record; nil returns them all.
  public var desiredKeys: [String]?
  /// Apple's option to have number fields written as strings; false when left out.
  public var numbersAsStrings: Bool?

  /// Creates a lookup of the named records.
  public init(recordNames: [String], zoneID: ZoneID? = nil, desiredKeys: [String]? = nil) {
    self.records = recordNames.map(Name.init)
    self.zoneID = zoneID
    self.desiredKeys = desiredKeys
  }
}

extension ModifyRecordsRequest {
  /// The batch in two halves of its operations, in order; nil for one operation or none.
  public var halves: (ModifyRecordsRequest, ModifyRecordsRequest)? {
    guard operations.count > 1 else { return nil }
    let half = operations.count / 2
    var first = self
    first.operations = Array(operations[..<half])
    var second = self
    second.operations = Array(operations[half...])
    return (first, second)
  }
}
