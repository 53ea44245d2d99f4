/// A record zone: `{ "zoneID": …, "syncToken"?: …, "atomic"?: …, "deleted"?: … }`.
public struct Zone: Codable, Sendable, Hashable {
  /// The zone's name and owner.
  public var zoneID: ZoneID
  /// The zone's change token, when the answer carries one: `records/changes` from it reports only
  /// later changes.
  public var syncToken: String?
  /// Whether the zone accepts all-or-nothing (`atomic`) `records/modify` batches; custom zones do.
  public var atomic: Bool?
  /// True for a deleted zone, in a database change feed or in the answer to a `delete`.
  public var deleted: Bool?

  /// Describes a zone; creating or looking one up needs only its `zoneID`.
  public init(zoneID: ZoneID, syncToken: String? = nil, atomic: Bool? = nil, deleted: Bool? = nil) {
    self.zoneID = zoneID
    self.syncToken = syncToken
    self.atomic = atomic
    self.deleted = deleted
  }
}

/// `zones/modify`: create or delete zones.
public struct ModifyZonesRequest: Codable, Sendable, Hashable {
  /// One entry of `operations`: create or delete one zone.
  public struct Operation: Codable, Sendable, Hashable {
    /// `create` adds the zone; `delete` removes it together with its records.
    public enum OperationType: String, Codable, Sendable, Hashable { case create, delete }
    /// What to do with `zone`.
    public var operationType: OperationType
    /// The zone to create or delete, named by its `zoneID`.
    public var zone: Zone
    /// Pairs an operation type with the zone it applies to.
    public init(_ operationType: OperationType, _ zone: Zone) {
      self.operationType = operationType
      self.zone = zone
    }
  }
  /// The zone operations to apply.
  public var operations: [Operation]
  /// Creates a request from its operations.
  public init(operations: [Operation]) { self.operations = operations }
}

/// `zones/lookup`: zones by ID.
public struct LookupZonesRequest: Codable, Sendable, Hashable {
  /// The IDs of the zones to fetch.
  public var zones: [ZoneID]
  /// Creates a lookup for the given zone IDs.
  public init(zones: [ZoneID]) { self.zones = zones }
}

/// A zone in an answer, or the error for it alone.
public enum ZoneResult: ItemResult {
  case zone(Zone)
  case failure(ServerError)

  /// Wraps a zone that was found or saved.
  public init(item: Zone) { self = .zone(item) }

  /// The zone, or nil when this entry is an error.
  public var item: Zone? {
    if case .zone(let value) = self { value } else { nil }
  }

  /// The error for this zone, or nil when the zone came back.
  public var failure: ServerError? {
    if case .failure(let error) = self { error } else { nil }
  }
}

/// The answer to `zones/list`, `zones/lookup` and `zones/modify`.
public struct ZonesResponse: Codable, Sendable, Hashable {
  /// One result per zone: the zone, or the error for it alone.
  public var zones: [ZoneResult]
  /// Creates an answer from its results.
  public init(zones: [ZoneResult]) { self.zones = zones }
}

/// The legacy `zones/changes` request: `changes/database`'s under other key names.
public struct ZonesChangesRequest: Codable, Sendable, Hashable {
  /// The previous answer's `metaSyncToken`; nil lists every zone.
  public var metaSyncToken: String?
  /// Most zones in one answer.
  public var resultsLimit: Int?
  /// A request from the token, if any.
  public init(metaSyncToken: String? = nil, resultsLimit: Int? = nil) {
    self.metaSyncToken = metaSyncToken
    self.resultsLimit = resultsLimit
  }
}

/// The legacy `zones/changes` answer: `changes/database`'s under other key names.
public struct ZonesChangesResponse: Codable, Sendable, Hashable {
  /// The zones that changed since the token.
  public var zones: [Zone]
  /// The token to send next time.
  public var metaSyncToken: String
  /// Whether more changed zones wait.
  public var moreComing: Bool
  /// An answer from its zones and token.
  public init(zones: [Zone], metaSyncToken: String, moreComing: Bool) {
    self.zones = zones
    self.metaSyncToken = metaSyncToken
    self.moreComing = moreComing
  }
}
