import AsyncHTTPClient
import Foundation
import Interface
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
      self.init(reason: NetworkText.diskFull())
    } else {
      self.init(reason: NetworkText.notWritten((error as NSError).localizedDescription))
    }
    notWritten = true
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case let error as HTTPClientError:
      switch error {
      case .connectTimeout: return NetworkText.noConnectionWithin(Web.connectTimeout)
      case .readTimeout, .deadlineExceeded, .writeTimeout: return NetworkText.timedOut()
      case .remoteConnectionClosed: return NetworkText.connectionLost()
      case .tlsHandshakeTimeout: return NetworkText.tlsTimedOut()
      case .proxyAuthenticationRequired: return NetworkText.proxyPassword()
      case .invalidProxyResponse, .httpProxyHandshakeTimeout: return NetworkText.proxyRefused()
      default: return String(describing: error)
      }
    case let error as NIOConnectionError:
      if error.dnsAError != nil || error.dnsAAAAError != nil,
        error.connectionErrors.isEmpty
      {
        return NetworkText.unknownHost()
      }
      return error.connectionErrors.first.map { reason($0.error) }
        ?? NetworkText.connectionRefused()
    case let error as IOError:
      switch error.errnoCode {
      case ECONNREFUSED: return NetworkText.connectionRefused()
      case ECONNRESET, EPIPE: return NetworkText.connectionLost()
      case ENETUNREACH, EHOSTUNREACH: return NetworkText.noNetwork()
      case ETIMEDOUT: return NetworkText.timedOut()
      default: return String(describing: error)
      }
    case is SocketAddressError: return NetworkText.unknownHost()
    case is ChannelError: return NetworkText.connectionLost()
    // NIOSSL's errors (a certificate not trusted, a handshake refused) by their type's name,
    // so this module needs no TLS import of its own.
    case _ where String(reflecting: type(of: error)).contains("SSL"):
      return NetworkText.tlsFailed("\(error)")
    default: return String(describing: error)
    }
  }
}
