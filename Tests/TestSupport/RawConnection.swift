import Foundation
import Loopback

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP connection to a loopback server that sends exactly the bytes a test gives — broken
/// HTTP, headers a byte at a time, a body never finished — which URLSession would not send.
/// Optionally from another loopback address (127.0.0.2), as a second client would be.
public final class RawConnection: @unchecked Sendable {
  // @unchecked: used from one test at a time.
  public let fd: Int32

  /// Connects to 127.0.0.1:`port`, from `source` when given.
  public init(port: Int, from source: String? = nil) throws {
    fd = try LoopbackSocket.connect(port: port, from: source)
  }

  deinit { close(fd) }

  /// Sends bytes; false when the server has closed the connection.
  @discardableResult
  public func send(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent <= 0 { return false }
      offset += sent
    }
    return true
  }

  @discardableResult
  public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// Everything the server sends until it closes the connection; nil when nothing arrives
  /// and the connection stays open for `timeout`. Once something has arrived, the rest and
  /// the close are waited for up to 5 s more (an answer's last bytes or its close may come
  /// just after `timeout`, and must not be taken for silence).
  public func readUntilClosed(timeout: TimeInterval) -> [UInt8]? {
    var received: [UInt8] = []
    var deadline = Date().addingTimeInterval(timeout)
    var extended = false
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      var left = deadline.timeIntervalSinceNow
      if left <= 0 && !received.isEmpty && !extended {
        extended = true
        deadline = Date().addingTimeInterval(5)
        left = 5
      }
      guard left > 0 else { return nil }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(left * 1000) + 1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { continue }
      let count = recv(fd, &buffer, buffer.count, 0)
      if count <= 0 { return received }
      received += buffer[0..<count]
    }
  }

  /// The first HTTP answer the server sends (head and a Content-Length body), or nil when
  /// it closes first or nothing complete arrives within `timeout`.
  public func readAnswer(timeout: TimeInterval) -> RawAnswer? {
    var received: [UInt8] = []
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      if let answer = RawAnswer(parsing: received) { return answer }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return nil }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(left * 1000) + 1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return nil }
      let count = recv(fd, &buffer, buffer.count, 0)
      if count <= 0 { return RawAnswer(parsing: received) }
      received += buffer[0..<count]
    }
  }
}

/// An HTTP answer read off a raw connection.
public struct RawAnswer: Sendable {
  public let status: Int
  public let headers: [String: String]
  public let body: Data
  public var text: String { String(decoding: body, as: UTF8.self) }

  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// nil until the bytes hold a whole head and as much body as its Content-Length says.
  public init?(parsing bytes: [UInt8]) {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
      return nil
    }
    let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    guard let statusLine = head.first, statusLine.split(separator: " ").count >= 2,
      let status = Int(statusLine.split(separator: " ")[1])
    else { return nil }
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let length = Int(headers["content-length"] ?? "0") ?? 0
    let bodyStart = end + separator.count
    guard bytes.count - bodyStart >= length else { return nil }
    self.status = status
    self.headers = headers
    self.body = Data(bytes[bodyStart..<(bodyStart + length)])
  }
}
