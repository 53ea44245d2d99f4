import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix

extension WebError {
  /// The few words that say why a request got no answer.
  init(_ error: any Error) {
    if let error = error as? WebError {
      self = error
      return
    }
    self.init(reason: Self.reason(error), neverConnected: Self.neverConnected(error))
  }

  /// Whether the failure came before any connection was made.
  private static func neverConnected(_ error: any Error) -> Bool {
    switch error {
    case let error as HTTPClientError: error == .connectTimeout
    case is NIOConnectionError, is SocketAddressError: true
    case let error as IOError: [ECONNREFUSED, ENETUNREACH, EHOSTUNREACH].contains(error.errnoCode)
    default: false
    }
  }

  /// A failure to write what arrived (a full disk, a folder that became read-only).
  init(writing error: any Error) {
    let code = (error as NSError).code
    if code == Int(ENOSPC) || code == NSFileWriteOutOfSpaceError {
      self.init(reason: "the disk is full")
    } else {
      self.init(reason: "it could not be written (\((error as NSError).localizedDescription))")
    }
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case let error as HTTPClientError:
      switch error {
      case .connectTimeout: return "no connection within \(Web.connectTimeout) s"
      case .readTimeout, .deadlineExceeded, .writeTimeout: return "timed out"
      case .remoteConnectionClosed: return "connection lost"
      case .tlsHandshakeTimeout: return "TLS handshake timed out"
      case .proxyAuthenticationRequired: return "the proxy asks for a password"
      case .invalidProxyResponse, .httpProxyHandshakeTimeout: return "the proxy did not connect"
      default: return String(describing: error)
      }
    case let error as NIOConnectionError:
      if error.dnsAError != nil || error.dnsAAAAError != nil,
        error.connectionErrors.isEmpty
      {
        return "unknown host"
      }
      return error.connectionErrors.first.map { reason($0.error) } ?? "connection refused"
    case let error as IOError:
      switch error.errnoCode {
      case ECONNREFUSED: return "connection refused"
      case ECONNRESET, EPIPE: return "connection lost"
      case ENETUNREACH, EHOSTUNREACH: return "no network"
      case ETIMEDOUT: return "timed out"
      default: return String(describing: error)
      }
    case is SocketAddressError: return "unknown host"
    case is ChannelError: return "connection lost"
    // NIOSSL's errors (a certificate not trusted, a handshake refused) by their type's name,
    // so this module needs no TLS import of its own.
    case _ where String(reflecting: type(of: error)).contains("SSL"):
      return "TLS handshake failed (\(error))"
    default: return String(describing: error)
    }
  }
}
