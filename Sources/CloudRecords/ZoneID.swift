/// A record zone's identity: `{ "zoneName": "QuranZone", "ownerRecordName": "_…" }`.
public struct ZoneID: Codable, Sendable, Hashable {
  public var zoneName: String
  public var ownerRecordName: String?

  public init(zoneName: String, ownerRecordName: String? = nil) {
    self.zoneName = zoneName
    self.ownerRecordName = ownerRecordName
  }

  /// The zone every database has; it offers no change feed.
  public static let defaultZone = ZoneID(zoneName: "_defaultZone")

  public var isDefault: Bool { zoneName == ZoneID.defaultZone.zoneName }
}
