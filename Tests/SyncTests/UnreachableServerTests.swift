// A record server that is down or cut off is said within seconds: a server whose port takes
// no connection (its accept queue full, so the kernel drops every new SYN, as a host that is
// gone does) exercises the connect timeout, and a closed port the refusal.
import CloudRecords
import Foundation
import RecordClient
import Testing
import WebClient

@Suite struct UnreachableServerTests {
  /// A loopback port that takes no new connection: a listening socket that never accepts,
  /// its one-place queue filled, so each further connect waits for an answer that never comes.
  final class FullBacklog {
    let port: UInt16
    private var sockets = [Int32]()

    init() throws {
      let (listener, bound) = try UnreachableServerTests.listening(backlog: 0)
      sockets.append(listener)
      var address = bound
      let length = socklen_t(MemoryLayout<sockaddr_in>.size)
      port = UInt16(bigEndian: address.sin_port)
      // Connections the kernel completes fill the queue; the first that stays pending (no
      // answer within a second) shows it is full.
      for _ in 0..<8 {
        let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        sockets.append(filler)
        _ = fcntl(filler, F_SETFL, fcntl(filler, F_GETFL) | O_NONBLOCK)
        _ = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(filler, $0, length) }
        }
        var ready = pollfd(fd: filler, events: Int16(POLLOUT), revents: 0)
        if poll(&ready, 1, 1000) == 0 { return }
      }
      throw POSIXError(.EAGAIN)
    }

    deinit { for descriptor in sockets { close(descriptor) } }
  }

  /// A socket listening on a free loopback port, its queue holding `backlog` connections
  /// the kernel completes, never accepted from; and the address it is bound to.
  static func listening(backlog: Int32) throws -> (socket: Int32, address: sockaddr_in) {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    try withUnsafeMutablePointer(to: &address) { pointer in
      try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        guard bind(listener, $0, length) == 0, listen(listener, backlog) == 0,
          getsockname(listener, $0, &length) == 0
        else {
          close(listener)
          throw POSIXError(.EADDRINUSE)
        }
      }
    }
    return (listener, address)
  }

  func client(port: UInt16) -> RecordClient {
    RecordClient(Connection(server: URL(string: "http://127.0.0.1:\(port)")!, apiToken: "ab12"))
  }

  @Test func aServerThatTakesNoConnectionIsSaidUnreachableWithinFiveSeconds() throws {
    let server = try FullBacklog()
    let started = ContinuousClock.now
    #expect {
      try client(port: server.port).send(Endpoints.currentUser)
    } throws: { error in
      guard case RecordClientError.unreachable(_, let reason) = error else { return false }
      return reason == "no connection within \(Web.connectTimeout) s"
    }
    let took = ContinuousClock.now - started
    #expect(took <= .seconds(RetryPolicy.unreachableBudget), "said after \(took)")
  }

  @Test func aClosedPortIsSaidUnreachableAtOnce() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) + getsockname(listener, $0, &length)
      }
    }
    close(listener)  // a port just bound and freed: nothing listens there
    let closed = UInt16(bigEndian: address.sin_port)
    let started = ContinuousClock.now
    #expect {
      try client(port: closed).send(Endpoints.currentUser)
    } throws: { error in
      guard case RecordClientError.unreachable(_, let reason) = error else { return false }
      return reason == "connection refused"
    }
    #expect(ContinuousClock.now - started <= .seconds(RetryPolicy.unreachableBudget))
  }

  /// A loopback port whose kernel takes every connection (a listening socket never accepted
  /// from): the request goes out, and no answer ever comes.
  final class SilentListener {
    let port: UInt16
    private let listener: Int32

    init() throws {
      let (listener, address) = try UnreachableServerTests.listening(backlog: 64)
      self.listener = listener
      port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(listener) }
  }

  @Test func aServerThatTakesTheConnectionAndNeverAnswersIsSaidWithinTenSeconds() throws {
    let server = try SilentListener()
    let started = ContinuousClock.now
    #expect {
      try client(port: server.port).send(Endpoints.currentUser)
    } throws: { error in
      guard case RecordClientError.unreachable(_, let reason) = error else { return false }
      return reason == "connected, but no answer within 8 s"
    }
    let took = ContinuousClock.now - started
    #expect(took <= .seconds(10), "said after \(took)")
  }
}
