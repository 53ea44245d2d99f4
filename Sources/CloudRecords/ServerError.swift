/// An error body: `{ "recordName"?, "reason", "serverErrorCode", "retryAfter"?, "uuid",
/// "redirectURL"? }`. A whole request's error is the response body; one record's error takes
/// that record's place in a batch's answer.
public struct ServerError: Error, Codable, Sendable, Hashable, CustomStringConvertible {
  public var recordName: String?
  public var zoneID: ZoneID?
  public var subscriptionID: String?
  public var reason: String
  public var serverErrorCode: ErrorCode
  /// Seconds to wait before trying again (THROTTLED, TRY_AGAIN_LATER).
  public var retryAfter: Int?
  /// Present on record and request errors; zone and subscription errors leave it out.
  public var uuid: String?
  public var redirectURL: String?
  /// With CONFLICT: the server's record, so the client can merge.
  public var serverRecord: Record?

  enum CodingKeys: String, CodingKey {
    case recordName, zoneID, subscriptionID, reason, serverErrorCode, retryAfter, uuid
    case redirectURL, serverRecord
  }

  public init(
    _ code: ErrorCode, _ reason: String, recordName: String? = nil, retryAfter: Int? = nil,
    uuid: String? = nil, redirectURL: String? = nil, serverRecord: Record? = nil
  ) {
    self.serverErrorCode = code
    self.reason = reason
    self.recordName = recordName
    self.retryAfter = retryAfter
    self.uuid = uuid
    self.redirectURL = redirectURL
    self.serverRecord = serverRecord
  }

  public var description: String { "\(serverErrorCode.rawValue): \(reason)" }
}

/// A `serverErrorCode`. Unknown codes from a newer server are kept as they are.
public struct ErrorCode: RawRepresentable, Codable, Sendable, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let accessDenied = ErrorCode(rawValue: "ACCESS_DENIED")
  public static let atomicError = ErrorCode(rawValue: "ATOMIC_ERROR")
  public static let authenticationFailed = ErrorCode(rawValue: "AUTHENTICATION_FAILED")
  public static let authenticationRequired = ErrorCode(rawValue: "AUTHENTICATION_REQUIRED")
  public static let badRequest = ErrorCode(rawValue: "BAD_REQUEST")
  public static let conflict = ErrorCode(rawValue: "CONFLICT")
  public static let exists = ErrorCode(rawValue: "EXISTS")
  public static let internalError = ErrorCode(rawValue: "INTERNAL_ERROR")
  public static let notFound = ErrorCode(rawValue: "NOT_FOUND")
  public static let quotaExceeded = ErrorCode(rawValue: "QUOTA_EXCEEDED")
  public static let throttled = ErrorCode(rawValue: "THROTTLED")
  public static let tryAgainLater = ErrorCode(rawValue: "TRY_AGAIN_LATER")
  public static let validatingReferenceError = ErrorCode(rawValue: "VALIDATING_REFERENCE_ERROR")
  public static let zoneNotFound = ErrorCode(rawValue: "ZONE_NOT_FOUND")

  /// The HTTP status a whole-request error of this code answers with.
  public var httpStatus: Int {
    switch self {
    case .accessDenied: 403
    case .atomicError, .badRequest: 400
    case .authenticationFailed: 401
    case .authenticationRequired: 421
    case .conflict, .exists: 409
    case .notFound, .zoneNotFound: 404
    case .quotaExceeded: 413
    case .throttled: 429
    case .tryAgainLater: 503
    case .validatingReferenceError: 412
    default: 500
    }
  }

  /// Whether trying the same request later may succeed.
  public var isTransient: Bool { self == .throttled || self == .tryAgainLater }
}
