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
public enum RecordResult: ItemResult {
  case record(Record)
  case failure(ServerError)

  public init(item: Record) { self = .record(item) }

  public var item: Record? {
    if case .record(let value) = self { value } else { nil }
  }

  public var failure: ServerError? {
    if case .failure(let error) = self { error } else { nil }
  }

  public var record: Record? { item }
}
