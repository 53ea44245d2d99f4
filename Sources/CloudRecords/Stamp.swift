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
