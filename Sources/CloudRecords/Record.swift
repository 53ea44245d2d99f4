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
