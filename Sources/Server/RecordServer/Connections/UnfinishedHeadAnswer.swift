import CloudRecords
import NIOCore

/// First in a served connection's pipeline, on its raw bytes. When the connection is closed
/// while a request is still arriving — its head begun and not ended, or its head ended and
/// its body stalled — past the idle timeout (which Hummingbird's connection state handler
/// enforces by closing, and only while a request is being read), the client is answered 408
/// with a CloudKit error body first, instead of a silent drop. A head must also arrive whole
/// within `headerTimeout` of its first byte, however steadily it trickles: past it, it is
/// answered 408 and the connection closed. A connection idle between requests closes
/// silently, as HTTP keep-alive does.
final class UnfinishedHeadAnswer: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = IOData
  typealias OutboundOut = IOData

  let idleTimeout: TimeAmount
  let headerTimeout: TimeAmount
  /// When the head under way is cut off.
  private var headDeadline: Scheduled<Void>?
  /// Bytes of a head have come since the last answer, and not yet its end (CRLF CRLF).
  private var headUnderWay = false
  /// A head has ended and is not answered yet: what follows is its body.
  private var requestUnderWay = false
  /// The last bytes of the head so far, so an end split across reads is still seen.
  private var tail: [UInt8] = []
  private var answered = false

  init(idleTimeout: TimeAmount, headerTimeout: TimeAmount) {
    self.idleTimeout = idleTimeout
    self.headerTimeout = headerTimeout
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let buffer = unwrapInboundIn(data)
    if !requestUnderWay, buffer.readableBytes > 0 {
      let bytes = tail + Array(buffer.readableBytesView)
      if UnfinishedHeadAnswer.holdsHeadEnd(bytes) {
        requestUnderWay = true
        headUnderWay = false
        tail = []
        headDeadline?.cancel()
        headDeadline = nil
      } else {
        if !headUnderWay { startHeadDeadline(context) }
        headUnderWay = true
        tail = Array(bytes.suffix(3))
      }
    }
    context.fireChannelRead(data)
  }

  private func startHeadDeadline(_ context: ChannelHandlerContext) {
    headDeadline?.cancel()
    let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    let seconds = headerTimeout.nanoseconds / 1_000_000_000
    headDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: headerTimeout) {
      let (handler, context) = bound.value
      guard handler.headUnderWay, !handler.answered else { return }
      handler.answered = true
      let answer = GuardedHTTPChannel.rawAnswer(
        status: "408 Request Timeout",
        ServerError(
          .badRequest,
          "The request's headers did not arrive whole within \(seconds) s of their first byte;"
            + " send them at once."))
      context.writeAndFlush(handler.wrapOutboundOut(.byteBuffer(answer))).whenComplete { _ in
        bound.value.1.close(promise: nil)
      }
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    headDeadline?.cancel()
    headDeadline = nil
  }

  static func holdsHeadEnd(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 4 else { return false }
    for start in 0...(bytes.count - 4)
    where bytes[start] == 13 && bytes[start + 1] == 10 && bytes[start + 2] == 13
      && bytes[start + 3] == 10
    {
      return true
    }
    return false
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    headDeadline?.cancel()
    headDeadline = nil
    headUnderWay = false
    requestUnderWay = false
    tail = []
    context.write(data, promise: promise)
  }

  func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
    guard mode == .all, headUnderWay || requestUnderWay, !answered, context.channel.isActive
    else {
      context.close(mode: mode, promise: promise)
      return
    }
    answered = true
    let seconds = idleTimeout.nanoseconds / 1_000_000_000
    let reason =
      headUnderWay
      ? "The request's headers did not arrive whole within \(seconds) s; send them at once."
      : "Nothing of the request's body came for \(seconds) s; send the body right after the"
        + " headers."
    let answer = GuardedHTTPChannel.rawAnswer(
      status: "408 Request Timeout", ServerError(.badRequest, reason))
    let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(.byteBuffer(answer))).whenComplete { _ in
      bound.value.close(mode: mode, promise: promise)
    }
  }
}
