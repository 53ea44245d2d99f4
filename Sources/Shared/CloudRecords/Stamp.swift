/// When and by whom a record was created or last modified:
/// `{ "timestamp": ms since 1970, "userRecordName": …, "deviceID": … }`.
public struct Stamp: Codable, Sendable, Hashable {
  /// When, in milliseconds since 1970 (UTC).
  public var timestamp: Int64
  /// The record name of the user who made the change.
  public var userRecordName: String?
  /// The device the change came from, as the server names it.
  public var deviceID: String?

  /// Creates a stamp for a moment, with its user and device when known.
  public init(timestamp: Int64, userRecordName: String? = nil, deviceID: String? = nil) {
    self.timestamp = timestamp
    self.userRecordName = userRecordName
    self.deviceID = deviceID
  }
}

extension Stamp {
  /// The one reader of a stamp (`WireReading.swift`).
  static func read(from source: inout some WireSource) throws -> Stamp {
    var time: Int64?
    var stamp = Stamp(timestamp: 0)
    try source.members(["timestamp", "userRecordName", "deviceID"], required: ["timestamp"]) {
      key, source in
      switch key {
      case "timestamp": time = try source.leaf(Wire.int64)
      case "userRecordName": stamp.userRecordName = try source.optionalLeaf(Wire.string)
      case "deviceID": stamp.deviceID = try source.optionalLeaf(Wire.string)
      default: _ = try source.value()
      }
    }
    guard let time else { throw Wire.missing("timestamp") }
    stamp.timestamp = time
    return stamp
  }

  /// Reads the stamp with the one reader.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { try Stamp.read(from: &$0) }
  }
}
