import JSONScanner

/// A field that points at another record: `{ "recordName", "zoneID", "action" }`.
public struct Reference: Codable, Sendable, Hashable {
  /// What the server does about the reference. `DELETE_SELF` deletes the referring record
  /// when its target is deleted; `VALIDATE` refuses to save a reference to a missing record.
  public enum Action: String, Codable, Sendable, Hashable {
    /// `NONE`; not named `none`, which an optional action would take for nil.
    case noAction = "NONE"
    case deleteSelf = "DELETE_SELF"
    case validate = "VALIDATE"
  }

  /// The name of the record pointed at.
  public var recordName: String
  /// The target's zone; usually left out, as a reference may only point within its own zone.
  public var zoneID: ZoneID?
  /// What the server does about the target; nil acts as `NONE`.
  public var action: Action?

  /// Points at the named record.
  public init(recordName: String, zoneID: ZoneID? = nil, action: Action? = nil) {
    self.recordName = recordName
    self.zoneID = zoneID
    self.action = action
  }
}

extension Reference {
  /// The one reader of a reference (`WireReading.swift`); an action other than CloudKit's
  /// three is refused by name.
  static func read(from source: inout some WireSource) throws -> Reference {
    var name: String?
    var reference = Reference(recordName: "")
    try source.members(["recordName", "zoneID", "action"], required: ["recordName"]) {
      key, source in
      switch key {
      case "recordName": name = try source.leaf(Wire.string)
      case "zoneID": reference.zoneID = try source.optional { try ZoneID.read(from: &$0) }
      case "action": reference.action = try source.optionalLeaf(Reference.action)
      default: _ = try source.value()
      }
    }
    guard let name else { throw Wire.missing("recordName") }
    reference.recordName = name
    return reference
  }

  private static func action(_ value: JSONValue) throws(DecodingError) -> Action {
    let name = try Wire.string(value)
    guard let action = Action(rawValue: name) else {
      throw .dataCorrupted(
        .init(
          codingPath: [],
          debugDescription: "A reference's action must be NONE, DELETE_SELF or VALIDATE, not"
            + " \(name)."))
    }
    return action
  }

  /// Reads the reference with the one reader.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { try Reference.read(from: &$0) }
  }
}

/// A LOCATION field's value.
public struct Location: Codable, Sendable, Hashable {
  /// Degrees north of the equator (negative for south).
  public var latitude: Double
  /// Degrees east of Greenwich (negative for west).
  public var longitude: Double
  /// How far off the position may be, in meters.
  public var horizontalAccuracy: Double?
  /// How far off `altitude` may be, in meters.
  public var verticalAccuracy: Double?
  /// Height above sea level, in meters.
  public var altitude: Double?
  /// Speed of travel, in meters per second.
  public var speed: Double?
  /// Direction of travel, in degrees clockwise from true north.
  public var course: Double?
  /// When the location was taken, in milliseconds since 1970.
  public var timestamp: Int64?

  /// Creates a location from its coordinates alone.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// An ASSETID field's value: the server's description of a stored file.
public struct Asset: Codable, Sendable, Hashable {
  /// The checksum the upload step (`assets/upload`) gave the file.
  public var fileChecksum: String?
  /// The file's size in bytes.
  public var size: Int64?
  /// The checksum of the wrapping key, from the upload step.
  public var referenceChecksum: String?
  /// The secret key the file's content is encrypted with.
  public var wrappingKey: String?
  /// The upload's receipt, which a record save sends to attach the file.
  public var receipt: String?
  /// Where to download the file; given in the server's answers.
  public var downloadURL: String?

  /// Describes a file by its checksum and size.
  public init(fileChecksum: String? = nil, size: Int64? = nil) {
    self.fileChecksum = fileChecksum
    self.size = size
  }
}
