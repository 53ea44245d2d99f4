/// When and by whom a record was created or last modified:
/// `{ "timestamp": ms since 1970, "userRecordName": …, "deviceID": … }`.
public struct Stamp: Codable, Sendable, Hashable {
  public var timestamp: Int64
  public var userRecordName: String?
  public var deviceID: String?

  public init(timestamp: Int64, userRecordName: String? = nil, deviceID: String? = nil) {
    self.timestamp = timestamp
    self.userRecordName = userRecordName
    self.deviceID = deviceID
  }
}
