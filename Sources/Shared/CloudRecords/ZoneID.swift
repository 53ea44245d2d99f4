/// A record zone's identity: `{ "zoneName": "QuranZone", "ownerRecordName": "_…" }`.
public struct ZoneID: Codable, Sendable, Hashable {
  /// The zone's name, such as `QuranZone`; `_defaultZone` for the default zone.
  public var zoneName: String
  /// The user record name of the zone's owner; often left out for the signed-in user's own zones.
  public var ownerRecordName: String?

  /// Names a zone, with its owner when known.
  public init(zoneName: String, ownerRecordName: String? = nil) {
    self.zoneName = zoneName
    self.ownerRecordName = ownerRecordName
  }

  /// The zone every database has; it offers no change feed.
  public static let defaultZone = ZoneID(zoneName: "_defaultZone")

  /// Whether this is the default zone, which has no change feed and no atomic batches.
  public var isDefault: Bool { zoneName == ZoneID.defaultZone.zoneName }
}

extension ZoneID {
  /// The one reader of a zone's identity (`WireReading.swift`).
  static func read(from source: inout some WireSource) throws -> ZoneID {
    var name: String?
    var owner: String?
    try source.members(["zoneName", "ownerRecordName"], required: ["zoneName"]) { key, source in
      switch key {
      case "zoneName": name = try source.leaf(Wire.string)
      case "ownerRecordName": owner = try source.optionalLeaf(Wire.string)
      default: _ = try source.value()
      }
    }
    guard let name else { throw Wire.missing("zoneName") }
    return ZoneID(zoneName: name, ownerRecordName: owner)
  }

  /// Reads the zone's identity with the one reader.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { try ZoneID.read(from: &$0) }
  }
}
