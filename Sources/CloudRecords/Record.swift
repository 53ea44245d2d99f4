/// A record as the protocol carries it. In a change feed, a deleted record comes back with only
/// its name, zone and `deleted: true`.
public struct Record: Codable, Sendable, Hashable {
  public var recordName: String
  public var recordType: String?
  /// The server's version of the record; an `update` must send the one it last saw.
  public var recordChangeTag: String?
  public var fields: [String: FieldValue]?
  public var created: Stamp?
  public var modified: Stamp?
  public var deleted: Bool?
  public var zoneID: ZoneID?

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

  public var isDeleted: Bool { deleted ?? false }

  public subscript(field: String) -> FieldValue? {
    get { fields?[field] }
    set { fields = (fields ?? [:]).merging([field: newValue].compactMapValues { $0 }) { $1 } }
  }
}

/// One record in a batch's answer: the record as saved or found, or the error for it alone.
public enum RecordResult: Codable, Sendable, Hashable {
  case record(Record)
  case failure(ServerError)

  public init(from decoder: any Decoder) throws {
    let probe = try decoder.container(keyedBy: ServerError.CodingKeys.self)
    if probe.contains(.serverErrorCode) {
      self = .failure(try ServerError(from: decoder))
    } else {
      self = .record(try Record(from: decoder))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .record(let record): try record.encode(to: encoder)
    case .failure(let error): try error.encode(to: encoder)
    }
  }

  public var record: Record? {
    if case .record(let record) = self { record } else { nil }
  }

  public var failure: ServerError? {
    if case .failure(let error) = self { error } else { nil }
  }
}
