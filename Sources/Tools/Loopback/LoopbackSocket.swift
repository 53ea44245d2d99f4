import Foundation
import Synchronization

/// The few socket calls the loopback test servers and raw clients share (tests and the
/// benchmark's attack run).
public enum LoopbackSocket {
  /// A socket listening on 127.0.0.1 at a free port.
  static func listen() throws -> (Int32, UInt16) {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(socket, address, length) == 0 && Glibc.listen(socket, 64) == 0
          && getsockname(socket, address, &length) == 0
      }
    }
    guard socket >= 0, bound else {
      throw SubprocessError("a test server could not listen: \(String(cString: strerror(errno)))")
    }
    return (socket, UInt16(bigEndian: address.sin_port))
  }

  /// A loopback port nothing listens on now, for a server told its port (nginx, a
  /// PostgreSQL cluster): below the system's range for outgoing connections (32768 and up),
  /// which the tests' many connections would otherwise take from it while it is stopped.
  /// Another may still take it first: start the server again on another when it is in use.
  public static func freePort() throws -> Int {
    for _ in 0..<100 {
      let port = UInt16.random(in: 20_000..<32_768)
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(socket) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = port.bigEndian
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
      }
      if bound { return Int(port) }
    }
    throw SubprocessError("No free loopback port between 20000 and 32767.")
  }

  /// Reads one request's head (without its blank line) and its body (by Content-Length);
  /// bytes read past it stay in `buffered`. Nil at the end of the connection.
  public static func readRequest(_ connection: Int32, _ buffered: inout [UInt8]) -> (String, Data)?
  {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      if let end = buffered.firstRange(of: separator) {
        let head = String(decoding: buffered[..<end.lowerBound], as: UTF8.self)
        let length =
          head.components(separatedBy: "\r\n").lazy
          .filter { $0.lowercased().hasPrefix("content-length:") }
          .compactMap {
            Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
          }
          .first ?? 0
        while buffered.count < end.upperBound + length {
          let count = recv(connection, &chunk, chunk.count, 0)
          guard count > 0 else { return nil }
          buffered += chunk[0..<count]
        }
        let body = Data(buffered[end.upperBound..<(end.upperBound + length)])
        buffered.removeFirst(end.upperBound + length)
        return (head, body)
      }
      guard buffered.count < 1 << 20 else { return nil }
      let count = recv(connection, &chunk, chunk.count, 0)
      guard count > 0 else { return nil }
      buffered += chunk[0..<count]
    }
  }

  /// A TCP connection to 127.0.0.1:`port`, from the loopback address `source` when given
  /// (127.0.0.2…, as a second client would come).
  public static func connect(port: Int, from source: String? = nil) throws -> Int32 {
    let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard connection >= 0 else {
      throw SubprocessError("socket() failed: \(String(cString: strerror(errno)))")
    }
    func attach(_ host: String, port: Int, _ call: (UnsafePointer<sockaddr>, socklen_t) -> Int32)
      -> Bool
    {
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      inet_pton(AF_INET, host, &address.sin_addr)
      return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          call($0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
      }
    }
    if let source, !attach(source, port: 0, { bind(connection, $0, $1) }) {
      let reason = String(cString: strerror(errno))
      close(connection)
      throw SubprocessError("bind(\(source)) failed: \(reason)")
    }
    guard attach("127.0.0.1", port: port, { Glibc.connect(connection, $0, $1) }) else {
      let reason = String(cString: strerror(errno))
      close(connection)
      throw SubprocessError("connect() failed: \(reason)")
    }
    return connection
  }

  /// Sends a request to 127.0.0.1:port and reads the answer until the server closes.
  static func exchange(port: UInt16, _ request: Data) -> Data? {
    guard let connection = try? connect(port: Int(port)) else { return nil }
    defer { close(connection) }
    guard send(connection, request) else { return nil }
    var answer = Data()
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(connection, &chunk, chunk.count, 0)
      if count <= 0 { break }
      answer.append(contentsOf: chunk[0..<count])
    }
    return answer.isEmpty ? nil : answer
  }

  /// Sends all of `data` on `connection`; whether it all went.
  public static func send(_ connection: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { bytes in
      var sent = 0
      while sent < bytes.count {
        let count = Glibc.send(
          connection, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
        guard count > 0 else { return false }
        sent += count
      }
      return true
    }
  }
}

/// A test server's listening socket on 127.0.0.1 at a free port, and the thread that takes
/// its connections. Its descriptor is shut down at most once and never after it was closed:
/// a second `stop`, or a `stop` after the listener ended, must not reach whatever socket has
/// since been given the same number (another test's server, which would then refuse).
public final class ListeningSocket: Sendable {
  /// The port it listens on, on 127.0.0.1.
  public let port: UInt16
  private let descriptor: Int32
  private let state = Mutex(State.listening)
  private enum State { case listening, stopping, closed }

  /// Listens; nothing is taken until `takeEach` or `serveEach`.
  public init() throws {
    (descriptor, port) = try LoopbackSocket.listen()
  }

  /// Hands each connection to `take`, on the listener's thread, until stopped; the
  /// descriptor is closed at the end.
  public func takeEach(_ take: @escaping @Sendable (Int32) -> Void) {
    Thread.detachNewThread { [self] in
      acceptEach(take)
      state.withLock {
        close(descriptor)
        $0 = .closed
      }
    }
  }

  /// Serves each connection on a thread of its own, closing it after, until stopped.
  public func serveEach(_ serve: @escaping @Sendable (Int32) -> Void) {
    takeEach { connection in
      Thread.detachNewThread {
        serve(connection)
        close(connection)
      }
    }
  }

  /// Stops taking connections; those under way finish on their own. Safe to call again.
  public func stop() {
    state.withLock {
      guard $0 == .listening else { return }
      shutdown(descriptor, Int32(SHUT_RDWR))
      $0 = .stopping
    }
  }

  private func acceptEach(_ take: (Int32) -> Void) {
    while true {
      let connection = accept(descriptor, nil, nil)
      if connection >= 0 {
        take(connection)
        continue
      }
      // A connection its client gave up before it was taken, or no descriptor free for a
      // moment (tests at once): the listener goes on. Only a listener shut down ends.
      switch errno {
      case EINTR, ECONNABORTED, EPROTO: continue
      case EMFILE, ENFILE, ENOBUFS, ENOMEM: usleep(10_000)
      default: return
      }
    }
  }
}
