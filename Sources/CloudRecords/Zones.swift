/// A record zone: `{ "zoneID": …, "syncToken"?: …, "atomic"?: …, "deleted"?: … }`.
public struct Zone: Codable, Sendable, Hashable {
  public var zoneID: ZoneID
  public var syncToken: String?
  public var atomic: Bool?
  public var deleted: Bool?

  public init(zoneID: ZoneID, syncToken: String? = nil, atomic: Bool? = nil, deleted: Bool? = nil) {
    self.zoneID = zoneID
    self.syncToken = syncToken
    self.atomic = atomic
    self.deleted = deleted
  }
}

/// `zones/modify`: create or delete zones.
public struct ModifyZonesRequest: Codable, Sendable, Hashable {
  public struct Operation: Codable, Sendable, Hashable {
    public enum OperationType: String, Codable, Sendable, Hashable { case create, delete }
    public var operationType: OperationType
    public var zone: Zone
    public init(_ operationType: OperationType, _ zone: Zone) {
      self.operationType = operationType
      self.zone = zone
    }
  }
  public var operations: [Operation]
  public init(operations: [Operation]) { self.operations = operations }
}

/// `zones/lookup`: zones by ID.
public struct LookupZonesRequest: Codable, Sendable, Hashable {
  public var zones: [ZoneID]
  public init(zones: [ZoneID]) { self.zones = zones }
}

/// A zone in an answer, or the error for it alone.
public enum ZoneResult: ItemResult {
  case zone(Zone)
  case failure(ServerError)

  public init(item: Zone) { self = .zone(item) }

  public var item: Zone? {
    if case .zone(let value) = self { value } else { nil }
  }

  public var failure: ServerError? {
    if case .failure(let error) = self { error } else { nil }
  }
}

/// The answer to `zones/list`, `zones/lookup` and `zones/modify`.
public struct ZonesResponse: Codable, Sendable, Hashable {
  public var zones: [ZoneResult]
  public init(zones: [ZoneResult]) { self.zones = zones }
}
