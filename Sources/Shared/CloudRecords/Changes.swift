/// `records/changes`: what changed in one custom zone since a sync token.
public struct RecordChangesRequest: Codable, Sendable, Hashable {
  /// The zone to read; must be a custom zone, as the default zone has no change feed.
  public var zoneID: ZoneID
  /// The previous answer's `syncToken`; nil reads the zone from its beginning.
  public var syncToken: String?
  /// Most records in one answer; the server caps it at 200 and picks its own page size when nil.
  public var resultsLimit: Int?
  /// The fields to return with each record; nil returns them all, `[]` names only.
  public var desiredKeys: [String]?
  /// Only changes to records of these types (`changes/zone`).
  public var desiredRecordTypes: [String]?

  /// Creates a request for one zone's changes; `desiredRecordTypes` is set afterwards.
  public init(
    zoneID: ZoneID, syncToken: String? = nil, resultsLimit: Int? = nil,
    desiredKeys: [String]? = nil
  ) {
    self.zoneID = zoneID
    self.syncToken = syncToken
    self.resultsLimit = resultsLimit
    self.desiredKeys = desiredKeys
  }
}

/// The changes of one zone: changed records (deleted ones as `deleted: true`), the token to
/// ask from next, and whether more wait behind it.
public struct ZoneChanges: Codable, Sendable, Hashable {
  /// The zone these changes are from.
  public var zoneID: ZoneID
  /// The changed records; deleted ones carry only name, zone and `deleted: true`.
  public var records: [Record]
  /// The token to send as `syncToken` next, to continue after these changes.
  public var syncToken: String
  /// Whether more changes wait; if so, ask again at once with `syncToken`.
  public var moreComing: Bool
  /// A server's records' fields as JSON text already in the wire's form, one per record (nil
  /// for a tombstone), which `WireJSON` writes as they are in place of each record's
  /// `fields`: a server that keeps fields so need not decode them to send them. Not part of
  /// the protocol's JSON.
  public var encodedFields: [String?]?

  enum CodingKeys: String, CodingKey {
    case zoneID, records, syncToken, moreComing
  }

  /// Creates one zone's changes; `encodedFields` is for a server that stores fields as JSON.
  public init(
    zoneID: ZoneID, records: [Record], syncToken: String, moreComing: Bool,
    encodedFields: [String?]? = nil
  ) {
    self.zoneID = zoneID
    self.records = records
    self.syncToken = syncToken
    self.moreComing = moreComing
    self.encodedFields = encodedFields
  }
}

/// `changes/zone`: the changes of several zones in one request. The top-level
/// `resultsLimit`, `desiredKeys` and `desiredRecordTypes` apply to every zone that does not
/// give its own.
public struct ZoneChangesRequest: Codable, Sendable, Hashable {
  /// One request per zone to read.
  public var zones: [RecordChangesRequest]
  /// The page size for zones that give none.
  public var resultsLimit: Int?
  /// The fields to return, for zones that name none.
  public var desiredKeys: [String]?
  /// The record types to report, for zones that name none.
  public var desiredRecordTypes: [String]?
  /// Creates a request for the given zones; the top-level defaults are set afterwards.
  public init(zones: [RecordChangesRequest]) { self.zones = zones }

  /// Each zone's request with the top-level defaults filled in.
  public var zoneRequests: [RecordChangesRequest] {
    zones.map { zone in
      var zone = zone
      zone.resultsLimit = zone.resultsLimit ?? resultsLimit
      zone.desiredKeys = zone.desiredKeys ?? desiredKeys
      zone.desiredRecordTypes = zone.desiredRecordTypes ?? desiredRecordTypes
      return zone
    }
  }
}

/// One zone's answer in `changes/zone`: its changes, or the error for that zone alone.
public enum ZoneChangesResult: ItemResult {
  case changes(ZoneChanges)
  case failure(ServerError)

  /// Wraps one zone's changes.
  public init(item: ZoneChanges) { self = .changes(item) }

  /// The zone's changes, or nil when this entry is an error.
  public var item: ZoneChanges? {
    if case .changes(let value) = self { value } else { nil }
  }

  /// The error for this zone, or nil when its changes came back.
  public var failure: ServerError? {
    if case .failure(let error) = self { error } else { nil }
  }
}

/// The answer to `changes/zone`: one result per requested zone.
public struct ZoneChangesResponse: Codable, Sendable, Hashable {
  /// Each zone's changes, or the error for that zone alone.
  public var zones: [ZoneChangesResult]
  /// Creates an answer from its results.
  public init(zones: [ZoneChangesResult]) { self.zones = zones }
}

/// `changes/database` (and `zones/changes`): which zones changed since a database token.
public struct DatabaseChangesRequest: Codable, Sendable, Hashable {
  /// The previous answer's `syncToken`; nil lists every zone.
  public var syncToken: String?
  /// Most zones in one answer.
  public var resultsLimit: Int?
  /// Creates a request, from the beginning unless given a token.
  public init(syncToken: String? = nil, resultsLimit: Int? = nil) {
    self.syncToken = syncToken
    self.resultsLimit = resultsLimit
  }
}

/// The answer to `changes/database`: the zones that changed, and the token to ask from next.
public struct DatabaseChangesResponse: Codable, Sendable, Hashable {
  /// The zones that changed since the token; deleted ones have `deleted: true`.
  public var zones: [Zone]
  /// The token to send next time to get only later zone changes.
  public var syncToken: String
  /// Whether more changed zones wait; if so, ask again with `syncToken`.
  public var moreComing: Bool
  /// Creates an answer from its zones and token.
  public init(zones: [Zone], syncToken: String, moreComing: Bool) {
    self.zones = zones
    self.syncToken = syncToken
    self.moreComing = moreComing
  }
}
