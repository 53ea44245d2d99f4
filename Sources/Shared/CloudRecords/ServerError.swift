/// An error body: `{ "recordName"?, "reason", "serverErrorCode", "retryAfter"?, "uuid",
/// "redirectURL"? }`. A whole request's error is the response body; one record's error takes
/// that record's place in a batch's answer.
public struct ServerError: Error, Codable, Sendable, Hashable, CustomStringConvertible {
  /// The record the error is about, in one record's error.
  public var recordName: String?
  /// The zone the error is about, in one zone's error.
  public var zoneID: ZoneID?
  /// The subscription the error is about, in one subscription's error.
  public var subscriptionID: String?
  /// A sentence for people saying what went wrong.
  public var reason: String
  /// The code programs act on, such as `CONFLICT` or `NOT_FOUND`.
  public var serverErrorCode: ErrorCode
  /// Seconds to wait before trying again (THROTTLED, TRY_AGAIN_LATER).
  public var retryAfter: Int?
  /// Present on record and request errors; zone and subscription errors leave it out.
  public var uuid: String?
  /// With AUTHENTICATION_REQUIRED: the page where the user signs in to get a web auth token.
  public var redirectURL: String?
  /// With CONFLICT: the server's record, so the client can merge.
  public var serverRecord: Record?

  enum CodingKeys: String, CodingKey {
    case recordName, zoneID, subscriptionID, reason, serverErrorCode, retryAfter, uuid
    case redirectURL, serverRecord
  }

  /// Creates an error from its code and reason; the other keys are optional.
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

  /// `CODE: reason`, for logs and messages.
  public var description: String { "\(serverErrorCode.rawValue): \(reason)" }
}

/// A `serverErrorCode`. Unknown codes from a newer server are kept as they are.
public struct ErrorCode: RawRepresentable, Codable, Sendable, Hashable {
  /// The code as written on the wire, such as `NOT_FOUND`.
  public var rawValue: String
  /// Wraps any code, known or not.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The user may not access this database, zone or record (HTTP 403).
  public static let accessDenied = ErrorCode(rawValue: "ACCESS_DENIED")
  /// An atomic batch was refused as a whole because one of its operations failed (HTTP 400).
  public static let atomicError = ErrorCode(rawValue: "ATOMIC_ERROR")
  /// The API token or web auth token was rejected (HTTP 401).
  public static let authenticationFailed = ErrorCode(rawValue: "AUTHENTICATION_FAILED")
  /// The request needs a signed-in user; `redirectURL` says where to sign in (HTTP 421).
  public static let authenticationRequired = ErrorCode(rawValue: "AUTHENTICATION_REQUIRED")
  /// The request is malformed or breaks a rule, such as a limit (HTTP 400).
  public static let badRequest = ErrorCode(rawValue: "BAD_REQUEST")
  /// The record changed since the change tag sent; `serverRecord` has the server's version
  /// (HTTP 409).
  public static let conflict = ErrorCode(rawValue: "CONFLICT")
  /// A `create` named a record or zone that already exists (HTTP 409).
  public static let exists = ErrorCode(rawValue: "EXISTS")
  /// The server failed on its side (HTTP 500).
  public static let internalError = ErrorCode(rawValue: "INTERNAL_ERROR")
  /// The item did not fit in the answer's size bound; ask for it again in a smaller
  /// request (HTTP 400).
  public static let limitExceeded = ErrorCode(rawValue: "LIMIT_EXCEEDED")
  /// The record or other item named does not exist (HTTP 404).
  public static let notFound = ErrorCode(rawValue: "NOT_FOUND")
  /// The save would go past the storage quota (HTTP 413).
  public static let quotaExceeded = ErrorCode(rawValue: "QUOTA_EXCEEDED")
  /// Too many requests; wait `retryAfter` seconds, then try again (HTTP 429).
  public static let throttled = ErrorCode(rawValue: "THROTTLED")
  /// The server cannot answer now; try again, after `retryAfter` seconds if given (HTTP 503).
  public static let tryAgainLater = ErrorCode(rawValue: "TRY_AGAIN_LATER")
  /// A `VALIDATE` reference points at a missing record, or a delete would leave one dangling
  /// (HTTP 412).
  public static let validatingReferenceError = ErrorCode(rawValue: "VALIDATING_REFERENCE_ERROR")
  /// The zone named does not exist or was deleted (HTTP 404).
  public static let zoneNotFound = ErrorCode(rawValue: "ZONE_NOT_FOUND")

  /// The HTTP status a whole-request error of this code answers with.
  public var httpStatus: Int {
    switch self {
    case .accessDenied: 403
    case .atomicError, .badRequest, .limitExceeded: 400
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
