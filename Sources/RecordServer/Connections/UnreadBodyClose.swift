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
      let written = context.eventLoop.makePromise(of: Void.self)
      written.futureResult.cascade(to: promise)
      context.writeAndFlush(data, promise: written)
      let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
      written.futureResult.whenComplete { _ in
        let (handler, context) = bound.value
        context.close(mode: .output, promise: nil)
        handler.closing = context.eventLoop.assumeIsolated().scheduleTask(
          in: UnreadBodyClose.linger
        ) { context.close(promise: nil) }
      }
    default:
      context.write(data, promise: promise)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    closing?.cancel()
    closing = nil
  }
}
