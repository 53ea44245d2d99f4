import Foundation
import Synchronization

/// A loopback HTTP proxy in front of a server that can lose answers: a request that contains
/// given texts (in its head or body) reaches the server, which does the work, and then the
/// connection to the client is closed without the answer — a confirmation lost on the way.
///
/// Each request is relayed on a connection of its own to the server (`Connection: close`).
public final class AnswerDroppingProxy: Sendable {
  public let port: UInt16
  private let upstreamPort: UInt16
  private let listener: Int32
  private let rule = Mutex<(texts: [String], count: Int)>(([], 0))
  private let dropped = Mutex(0)

  public init(upstream: URL) throws {
    upstreamPort = UInt16(upstream.port ?? 80)
    (listener, port) = try LoopbackSocket.listen()
    Thread.detachNewThread { [self] in
      while true {
        let client = accept(listener, nil, nil)
        guard client >= 0 else {
          if errno == EINTR { continue }
          close(listener)
          return
        }
        Thread.detachNewThread { [self] in
          relay(client)
          close(client)
        }
      }
    }
  }

  /// The address clients use instead of the server's.
  public var address: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Loses the answers of the next `count` requests that contain every one of `texts`.
  public func drop(_ count: Int, answersToRequestsContaining texts: [String]) {
    rule.withLock { $0 = (texts, count) }
  }

  /// How many answers were lost so far.
  public var droppedCount: Int { dropped.withLock { $0 } }

  public func stop() { shutdown(listener, Int32(SHUT_RDWR)) }

  private func relay(_ client: Int32) {
    var buffered = [UInt8]()
    while let (head, body) = LoopbackSocket.readRequest(client, &buffered) {
      let text = head + String(decoding: body, as: UTF8.self)
      let lose = rule.withLock { rule in
        guard rule.count > 0, rule.texts.allSatisfy(text.contains) else { return false }
        rule.count -= 1
        return true
      }
      let lines = head.components(separatedBy: "\r\n").filter {
        !$0.lowercased().hasPrefix("connection:")
      }
      let request = Data((lines.joined(separator: "\r\n") + "\r\nConnection: close\r\n\r\n").utf8)
      guard let answer = LoopbackSocket.exchange(port: upstreamPort, request + body) else { return }
      if lose {
        dropped.withLock { $0 += 1 }
        return
      }
      guard LoopbackSocket.send(client, answer) else { return }
    }
  }
}

/// The few socket calls the loopback test servers share.
enum LoopbackSocket {
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

  /// Reads one request's head (without its blank line) and its body (by Content-Length);
  /// bytes read past it stay in `buffered`. Nil at the end of the connection.
  static func readRequest(_ connection: Int32, _ buffered: inout [UInt8]) -> (String, Data)? {
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

  /// Sends a request to 127.0.0.1:port and reads the answer until the server closes.
  static func exchange(port: UInt16, _ request: Data) -> Data? {
    let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard connection >= 0 else { return nil }
    defer { close(connection) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = port.bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    guard connected, send(connection, request) else { return nil }
    var answer = Data()
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(connection, &chunk, chunk.count, 0)
      if count <= 0 { break }
      answer.append(contentsOf: chunk[0..<count])
    }
    return answer.isEmpty ? nil : answer
  }

  static func send(_ connection: Int32, _ data: Data) -> Bool {
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
