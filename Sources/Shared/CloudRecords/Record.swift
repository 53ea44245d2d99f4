import JSONScanner

/// A record as the protocol carries it. In a change feed, a deleted record comes back with only
/// its name, zone and `deleted: true`.
public struct Record: Codable, Sendable, Hashable {
  /// The record's name, unique within its zone.
  public var recordName: String
  /// The record's type in the container's schema; left out of deleted records.
  public var recordType: String?
  /// The server's version of the record; an `update` must send the one it last saw.
  public var recordChangeTag: String?
  /// The field values by name; only the `desiredKeys` when a request names them.
  public var fields: [String: FieldValue]?
  /// When and by whom the record was created; set by the server.
  public var created: Stamp?
  /// When and by whom the record was last changed; set by the server.
  public var modified: Stamp?
  /// True for a deleted record, in a change feed or a delete's answer.
  public var deleted: Bool?
  /// The record's zone, as the server's answers give it.
  public var zoneID: ZoneID?
  /// Fingerprints of the versions this one was made from, newest first, as the client that
  /// wrote it knew them: `quran-records` keeps them with the record and gives them back, so a
  /// device can tell, after the server was restored from a backup, a version sent again from
  /// an edit beside its own. Not part of CloudKit's protocol; sent only to `quran-records`.
  public var ancestors: [String]?

  /// Creates a record to send; the server sets `created`, `modified` and `deleted`.
  public init(
    recordName: String, recordType: String? = nil, recordChangeTag: String? = nil,
    fields: [String: FieldValue]? = nil, zoneID: ZoneID? = nil
  ) {
    self.recordName = recordName
    self.recordType = recordType
    self.recordChangeTag = recordChangeTag
    self.fields = fields
    self.zoneID = zoneID
  }

  /// Whether the record is marked deleted; false when `deleted` is absent.
  public var isDeleted: Bool { deleted ?? false }

  /// A field's value by name. Setting a value adds or replaces the field; setting nil does not
  /// remove it.
  public subscript(field: String) -> FieldValue? {
    get { fields?[field] }
    set { fields = (fields ?? [:]).merging([field: newValue].compactMapValues { $0 }) { $1 } }
  }
}

extension Record {
  /// The one reader of a record (`WireReading.swift`): a request's, an answer's, a change
  /// feed's tombstone, a message's between the server's instances.
  static func read(from source: inout some WireSource) throws -> Record {
    var reading = Reading()
    try source.members(Reading.keys, required: ["recordName"]) { key, source in
      if try !reading.read(key, &source) { _ = try source.value() }
    }
    return try reading.finished()
  }

  /// Reads the record with the one reader.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { try Record.read(from: &$0) }
  }

  /// A record's members as they are read.
  struct Reading {
    /// The members of a record, in the order a refusal is looked for.
    static let keys = [
      "recordName", "recordType", "recordChangeTag", "fields", "created", "modified", "deleted",
      "zoneID", "ancestors",
    ]
    /// The record's name, once read.
    private(set) var name: String?
    /// The record as far as it is read, its name apart until it is found.
    private(set) var record = Record(recordName: "")

    /// Reads the member `key` when it is a record's; false, with nothing read, when not.
    mutating func read(_ key: String, _ source: inout some WireSource) throws -> Bool {
      switch key {
      case "recordName": name = try source.leaf(Wire.string)
      case "recordType": record.recordType = try source.optionalLeaf(Wire.string)
      case "recordChangeTag": record.recordChangeTag = try source.optionalLeaf(Wire.string)
      case "fields": record.fields = try source.optional { try FieldValue.fields(from: &$0) }
      case "created": record.created = try source.optional { try Stamp.read(from: &$0) }
      case "modified": record.modified = try source.optional { try Stamp.read(from: &$0) }
      case "deleted": record.deleted = try source.optionalLeaf(Wire.bool)
      case "zoneID": record.zoneID = try source.optional { try ZoneID.read(from: &$0) }
      case "ancestors": record.ancestors = try source.optionalLeaf(Wire.strings)
      default: return false
      }
      return true
    }

    /// The record read; `keyNotFound` when it had no name.
    func finished() throws -> Record {
      guard let name else { throw Wire.missing("recordName") }
      var finished = record
      finished.recordName = name
      return finished
    }
  }
}

extension RecordResult {
  /// A record, or the error in its place (an object with a `serverErrorCode`), read from a
  /// source that gives its members once, in its own order (`ItemResult`'s `Decodable`
  /// conformance looks for the code first).
  static func read(from source: inout some WireSource) throws -> RecordResult {
    var reading = Record.Reading()
    var other: [String: JSONValue] = [:]
    try source.members(Record.Reading.keys, required: ["recordName"]) { key, source in
      if try !reading.read(key, &source) { other[key] = try source.value() }
    }
    guard other["serverErrorCode"] != nil else { return .record(try reading.finished()) }
    if let name = reading.name { other["recordName"] = .string(name) }
    if let zone = reading.record.zoneID { other["zoneID"] = JSONValue(encoding: zone) }
    return .failure(try JSONValueDecoder.decode(ServerError.self, from: .object(other)))
  }
}

/// One record in a batch's answer: the record as saved or found, or the error for it alone.
public enum RecordResult: ItemResult {
  case record(Record)
  case failure(ServerError)

  /// Wraps a record that was saved or found.
  public init(item: Record) { self = .record(item) }

  /// The record, or nil when this entry is an error.
  public var item: Record? {
    if case .record(let value) = self { value } else { nil }
  }

  /// The error for this record, or nil when the record came back.
  public var failure: ServerError? {
    if case .failure(let error) = self { error } else { nil }
  }

  /// Another name for `item`: the record, or nil for an error.
  public var record: Record? { item }
}
