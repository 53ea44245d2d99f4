import Foundation
import Loopback

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP connection to the server under attack that sends exactly the bytes it is given —
/// broken HTTP, headers a byte at a time, a body never finished — which no HTTP client
/// library would send. Loopback only: it connects to 127.0.0.1, from another loopback
/// address (127.0.0.2…) when asked, as a second client would.
///
/// Used from one thread at a time; every wait is bounded by a deadline.
final class WireConnection: @unchecked Sendable {
  let fd: Int32
  /// Bytes received and not yet taken as an answer (keep-alive answers follow one another).
  private var received: [UInt8] = []
  private(set) var isClosed = false

  init(port: Int, from source: String? = nil) throws {
    fd = try LoopbackSocket.connect(port: port, from: source)
    // Bounds a blocking send: a server that stops reading never hangs the run.
    var limit = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var noDelay: Int32 = 1
    setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
  }

  deinit { close(fd) }

  /// Sends bytes; false when the server has closed the connection or stopped reading.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
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
  func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// Sends as much of `bytes` as the server takes within `seconds`; the count sent.
  @discardableResult
  func send(_ bytes: [UInt8], within seconds: Double) -> Int {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    var offset = 0
    while offset < bytes.count {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { break }
      var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
      guard poll(&poller, 1, Int32(left.seconds * 1000) + 1) > 0 else { break }
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
      }
      if sent < 0 && (errno == EAGAIN || errno == EINTR) { continue }
      if sent <= 0 { break }
      offset += sent
    }
    return offset
  }

  /// Reads what has arrived, waiting at most `timeout` seconds for something; false once
  /// the server has closed the connection.
  @discardableResult
  func receive(timeout: Double) -> Bool {
    guard !isClosed else { return false }
    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let ready = poll(&poller, 1, Int32(max(0, timeout) * 1000))
    guard ready > 0 else { return true }
    receiveReady()
    return !isClosed
  }

  /// Reads once from a connection poll() said is readable.
  func receiveReady() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = recv(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
    if count > 0 {
      received += buffer[0..<count]
    } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
      isClosed = true
    }
  }

  /// The next whole answer received so far, taken off the buffer.
  func takeAnswer() -> WireAnswer? {
    guard let (answer, length) = WireAnswer.parse(received) else { return nil }
    received.removeFirst(length)
    WireAnswer.seen(answer.status)
    return answer
  }

  /// The next answer, or nil when the server closes first or none comes within `timeout`.
  func readAnswer(timeout: Double) -> WireAnswer? {
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    while true {
      if let answer = takeAnswer() { return answer }
      let left = deadline - ContinuousClock.now
      guard left > .zero, receive(timeout: left.seconds) else {
        return takeAnswer()
      }
    }
  }

  /// One request and its answer.
  func exchange(_ request: [UInt8], timeout: Double = 30) -> WireAnswer? {
    guard send(request) else { return nil }
    return readAnswer(timeout: timeout)
  }
}

extension Duration {
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
