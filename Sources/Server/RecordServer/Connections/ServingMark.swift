import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Tells `OpenConnections` when its connection is answering a request — from the request's
/// end to the answer's — so that only an idle or half-sent connection gives way to a
/// newcomer when the server is full.
final class ServingMark: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  let open: OpenConnections

  init(open: OpenConnections) { self.open = open }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .end = unwrapInboundIn(data) { open.serving(context.channel, true) }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data) { open.serving(context.channel, false) }
    context.write(data, promise: promise)
  }
}
