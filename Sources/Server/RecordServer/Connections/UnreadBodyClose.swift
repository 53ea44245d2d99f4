import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request was answered before its body had arrived — refused
/// before it was read (a member's share of bodies spent, a body too large): the rest of the
/// body is not waited for, nor kept. The answer says `Connection: close`; once it is written
/// the server stops sending (the client reads the whole answer, then the end), reads on and
/// drops what still comes for `linger`, so the client hears the answer rather than a reset,
/// then closes.
final class UnreadBodyClose: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// How long the rest of a refused body is read and dropped before the connection closes.
  static let linger: TimeAmount = .seconds(2)

  /// A request's head has come, and not yet its end.
  private var bodyArriving = false
  /// The answer was written before the body came: what still comes is dropped.
  private var dropping = false
  private var closing: Scheduled<Void>?

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let part = unwrapInboundIn(data)
    switch part {
    case .head: bodyArriving = true
    case .end: bodyArriving = false
    case .body: break
    }
    guard dropping else {
      context.fireChannelRead(data)
      return
    }
    if case .end = part { context.close(promise: nil) }
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(var head) where bodyArriving && head.status.kind != .informational:
      head.headerFields[.connection] = "close"
      context.write(wrapOutboundOut(.head(head)), promise: promise)
    case .end where bodyArriving:
      dropping = true
      let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
      Self.writeLastEnd(data, context: context, promise: promise) { handler.value.closing = $0 }
    case .head, .body, .end:
      context.write(data, promise: promise)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    closing?.cancel()
    closing = nil
  }

  /// Writes and flushes the end of a connection's last answer; once it is written, stops
  /// sending (the client reads the whole answer, then the end), and closes the connection
  /// `linger` later, what still comes meanwhile read and dropped, so the client hears the
  /// answer rather than a reset. `closing`, called on the event loop then, is given the
  /// close to come, for the handler to cancel when it is removed. `ClosingRequest` ends its
  /// connections this way too.
  static func writeLastEnd(
    _ end: NIOAny, context: ChannelHandlerContext, promise: EventLoopPromise<Void>?,
    closing: @escaping (Scheduled<Void>) -> Void
  ) {
    let written = context.eventLoop.makePromise(of: Void.self)
    written.futureResult.cascade(to: promise)
    context.writeAndFlush(end, promise: written)
    let bound = NIOLoopBound((context, closing), eventLoop: context.eventLoop)
    written.futureResult.whenComplete { _ in
      let (context, closing) = bound.value
      context.close(mode: .output, promise: nil)
      closing(
        context.eventLoop.assumeIsolated().scheduleTask(in: linger) { context.close(promise: nil) })
    }
  }
}
