/// `records/changes`: what changed in one custom zone since a sync token.
public struct RecordChangesRequest: Codable, Sendable, Hashable {
  public var zoneID: ZoneID
  public var syncToken: String?
  public var resultsLimit: Int?
  public var desiredKeys: [String]?
  /// Only changes to records of these types (`changes/zone`).
  public var desiredRecordTypes: [String]?

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
  public var zoneID: ZoneID
  public var records: [Record]
  public var syncToken: String
  public var moreComing: Bool
  /// A server's records' fields as JSON text already in the wire's form, one per record (nil
  /// for a tombstone), which `WireJSON` writes as they are in place of each record's
  /// `fields`: a server that keeps fields so need not decode them to send them. Not part of
  /// the protocol's JSON.
  public var encodedFields: [String?]?

  enum CodingKeys: String, CodingKey {
    case zoneID, records, syncToken, moreComing
  }

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
  public var zones: [RecordChangesRequest]
  public var resultsLimit: Int?
  public var desiredKeys: [String]?
  public var desiredRecordTypes: [String]?
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

  public init(item: ZoneChanges) { self = .changes(item) }

  public var item: ZoneChanges? {
    if case .changes(let value) = self { value } else { nil }
  }

  public var failure: ServerError? {
    if case .failure(let error) = self { error } else { nil }
  }
}

public struct ZoneChangesResponse: Codable, Sendable, Hashable {
  public var zones: [ZoneChangesResult]
  public init(zones: [ZoneChangesResult]) { self.zones = zones }
}

/// `changes/database` (and `zones/changes`): which zones changed since a database token.
public struct DatabaseChangesRequest: Codable, Sendable, Hashable {
  public var syncToken: String?
  public var resultsLimit: Int?
  public init(syncToken: String? = nil, resultsLimit: Int? = nil) {
    self.syncToken = syncToken
    self.resultsLimit = resultsLimit
  }
}

public struct DatabaseChangesResponse: Codable, Sendable, Hashable {
  public var zones: [Zone]
  public var syncToken: String
  public var moreComing: Bool
  public init(zones: [Zone], syncToken: String, moreComing: Bool) {
    self.zones = zones
    self.syncToken = syncToken
    self.moreComing = moreComing
  }
}
