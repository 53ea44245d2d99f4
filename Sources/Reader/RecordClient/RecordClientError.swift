import CloudRecords
import Foundation
import Interface

/// Why a request to the record service did not succeed, each said as a sentence that tells a
/// person what to do.
public enum RecordClientError: Error, Sendable, CustomStringConvertible {
  /// The server could not be reached (refused, timed out, no network), even after retrying.
  case unreachable(server: String, reason: String)
  /// The server wants a (new) sign-in: 421 AUTHENTICATION_REQUIRED, with the sign-in page.
  case signInNeeded(redirectURL: String?)
  /// 401 AUTHENTICATION_FAILED: the API token (or the account) is not accepted.
  case authenticationFailed(reason: String)
  /// The server stayed busy (THROTTLED, TRY_AGAIN_LATER) through every retry.
  case busy(ServerError, attempts: Int)
  /// Any other error body the server answered with.
  case server(ServerError, status: Int)
  /// An answer that is not what the protocol says.
  case badResponse(String)

  /// What went wrong and what to do, in the interface's language.
  public var description: String {
    switch self {
    case .unreachable(let server, let reason): ClientText.unreachable(server, reason)
    case .signInNeeded: ClientText.signInNeeded()
    case .authenticationFailed(let reason): ClientText.authenticationFailed(reason)
    case .busy(let error, let attempts):
      ClientText.busy(error.serverErrorCode.rawValue, attempts)
    case .server(let error, _) where error.isServerDiskFull: ClientText.serverDiskFull()
    case .server(let error, _): ClientText.server(error.serverErrorCode.rawValue, error.reason)
    case .badResponse(let detail): ClientText.badResponse(detail)
    }
  }

  /// The server's error body, when there is one.
  public var serverError: ServerError? {
    switch self {
    case .busy(let error, _), .server(let error, _): error
    case .unreachable, .signInNeeded, .authenticationFailed, .badResponse: nil
    }
  }

  /// A whole batch the server refused as too large: more bytes than it reads (413), or more
  /// operations than a request may hold (`ServerError.isTooManyItems`). A full disk, also
  /// 413, is not: smaller batches would be refused the same way.
  var isBatchTooLarge: Bool {
    guard case .server(let error, let status) = self, !error.isServerDiskFull else {
      return false
    }
    return status == 413 || error.isTooManyItems
  }

  /// The server's disk is full (QUOTA_EXCEEDED, `ServerError.isServerDiskFull`): nothing can
  /// be sent until its operator frees space; the changes wait, as for a server away.
  public var isServerDiskFull: Bool {
    if case .server(let error, _) = self { error.isServerDiskFull } else { false }
  }
}
