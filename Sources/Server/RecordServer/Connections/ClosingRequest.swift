import NIOCore
import NIOHTTP1

/// Right after the HTTP parser, where a request's version is still known. A request that does
/// not keep its connection — HTTP/1.0 without `Connection: keep-alive`, or `Connection: close`
/// — is the connection's last: it is answered with `Connection: close`, and once the answer is
/// written the server stops sending, drops what still comes for `UnreadBodyClose.linger` (so
/// the client hears the answer rather than a reset), then closes. Bytes pipelined after such a
/// request are not a request the parser can read (it stops at a closing message's end); they
/// are dropped unanswered, and the request before them is answered, never refused for them.
/// An answer that itself says `Connection: close` (a member past their connections) closes
/// its connection the same way.
final class ClosingRequest: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  /// Whether each request come and not yet answered, oldest first, closes its connection
  /// once answered (pipelined requests are answered in order).
  private var closes: [Bool] = []
  /// The last request has come whole: what follows it is dropped.
  private var lastRequestCame = false
  private var closing: Scheduled<Void>?
  /// The answer being written says `Connection: close`.
  private var answerCloses = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !lastRequestCame else { return }
    switch unwrapInboundIn(data) {
    case .head(let head): closes.append(!head.isKeepAlive)
    case .end: lastRequestCame = closes.last == true
    case .body: break
    }
    context.fireChannelRead(data)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    // The parser's complaint about bytes after a closing request is not the client's error.
    guard !lastRequestCame else { return }
    context.fireErrorCaught(error)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .head(let head) = unwrapOutboundIn(data), head.status.code >= 200 {
      answerCloses = head.headers[canonicalForm: "connection"].contains {
        $0.lowercased() == "close"
      }
    }
    let lastRequest = closes.first == true || answerCloses
    switch unwrapOutboundIn(data) {
    case .head(var head) where lastRequest && head.status.code >= 200:
      head.headers.replaceOrAdd(name: "connection", value: "close")
      context.write(wrapOutboundOut(.head(head)), promise: promise)
    case .end where lastRequest:
      let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
      UnreadBodyClose.writeLastEnd(data, context: context, promise: promise) {
        handler.value.lastRequestCame = true
        handler.value.closing = $0
      }
    case .end:
      if !closes.isEmpty { closes.removeFirst() }
      context.write(data, promise: promise)
    case .head, .body:
      context.write(data, promise: promise)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    closing?.cancel()
    closing = nil
  }
}
