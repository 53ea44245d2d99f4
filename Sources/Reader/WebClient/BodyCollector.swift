import AsyncHTTPClient
import Foundation
import Interface
import NIOCore
import NIOHTTP1
import Synchronization

/// Gathers an answer's head and body, refusing a body longer than `limit`.
///
/// AsyncHTTPClient calls a delegate on one event loop, one call at a time, which is what makes
/// the unsynchronized state safe.
final class BodyCollector: HTTPClientResponseDelegate, @unchecked Sendable {
  typealias Response = WebResponse

  private let limit: Int
  private var status = 0
  private var headers: [(name: String, value: String)] = []
  private var body = ByteBuffer()
  private let headReceived = Mutex(false)

  init(limit: Int) { self.limit = limit }

  /// Whether the answer's head arrived (read from another thread once the task failed).
  var answered: Bool { headReceived.withLock { $0 } }

  func didReceiveHead(task: HTTPClient.Task<WebResponse>, _ head: HTTPResponseHead)
    -> EventLoopFuture<Void>
  {
    headReceived.withLock { $0 = true }
    status = Int(head.status.code)
    headers = head.headers.map { (name: $0.name, value: $0.value) }
    return task.eventLoop.makeSucceededVoidFuture()
  }

  func didReceiveBodyPart(task: HTTPClient.Task<WebResponse>, _ buffer: ByteBuffer)
    -> EventLoopFuture<Void>
  {
    guard body.readableBytes + buffer.readableBytes <= limit else {
      var tooLong = WebError(reason: NetworkText.answerTooLong(limit >> 20))
      tooLong.tooLong = true
      return task.eventLoop.makeFailedFuture(tooLong)
    }
    var buffer = buffer
    body.writeBuffer(&buffer)
    return task.eventLoop.makeSucceededVoidFuture()
  }

  func didFinishRequest(task: HTTPClient.Task<WebResponse>) throws -> WebResponse {
    WebResponse(status: status, headers: headers, body: Data(body.readableBytesView))
  }
}
