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
