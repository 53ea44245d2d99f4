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

  public var recordName: String
  public var zoneID: ZoneID?
  public var action: Action?

  public init(recordName: String, zoneID: ZoneID? = nil, action: Action? = nil) {
    self.recordName = recordName
    self.zoneID = zoneID
    self.action = action
  }
}

/// A LOCATION field's value.
public struct Location: Codable, Sendable, Hashable {
  public var latitude: Double
  public var longitude: Double
  public var horizontalAccuracy: Double?
  public var verticalAccuracy: Double?
  public var altitude: Double?
  public var speed: Double?
  public var course: Double?
  public var timestamp: Int64?

  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// An ASSETID field's value: the server's description of a stored file.
public struct Asset: Codable, Sendable, Hashable {
  public var fileChecksum: String?
  public var size: Int64?
  public var referenceChecksum: String?
  public var wrappingKey: String?
  public var receipt: String?
  public var downloadURL: String?

  public init(fileChecksum: String? = nil, size: Int64? = nil) {
    self.fileChecksum = fileChecksum
    self.size = size
  }
}
