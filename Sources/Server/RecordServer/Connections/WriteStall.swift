import HTTPTypes
import HummingbirdCore
import NIOCore

/// Closes a connection whose answer the client does not read. Large answers are written a
/// slice at a time (`PacedWriter`), each once the last is nearly out, so a connection
/// written to stays unwritable (more than NIO's high watermark pending) only while the client
/// reads nothing; past `timeout` of that, the connection is closed, and the answer it held —
/// with the member's turn (`UserTurns`) — is given back. No answer can be given: the client
/// is not reading.
final class WriteStall: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny

  let timeout: TimeAmount
  private var closing: Scheduled<Void>?
  /// Writers waiting for the connection to take more (`whenWritable`).
  private var waiters: [EventLoopPromise<Void>] = []

  init(timeout: TimeAmount) { self.timeout = timeout }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable {
      closing?.cancel()
      closing = nil
      let waiting = waiters
      waiters = []
      for waiter in waiting { waiter.succeed() }
    } else if closing == nil {
      let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
      closing = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
        bound.value.close(promise: nil)
      }
    }
    context.fireChannelWritabilityChanged()
  }

  func channelInactive(context: ChannelHandlerContext) {
    failWaiters()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    closing?.cancel()
    closing = nil
    failWaiters()
  }

  private func failWaiters() {
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.fail(ChannelError.ioOnClosedChannel) }
  }

  /// Returns once `channel` takes more: at once when what was written to it so far is below
  /// its high watermark, else when it drains below the low one. Throws once it is closed (by
  /// this handler's timeout, say). Asked on the event loop, after the writes asked before it.
  static func whenWritable(_ channel: any Channel) async throws {
    try await channel.eventLoop.flatSubmit { () -> EventLoopFuture<Void> in
      guard channel.isActive else {
        return channel.eventLoop.makeFailedFuture(ChannelError.ioOnClosedChannel)
      }
      guard !channel.isWritable,
        let handler = try? channel.pipeline.syncOperations.handler(type: WriteStall.self)
      else { return channel.eventLoop.makeSucceededVoidFuture() }
      let promise = channel.eventLoop.makePromise(of: Void.self)
      handler.waiters.append(promise)
      return promise.futureResult
    }.get()
  }
}

/// Writes an answer's buffers a slice (`Responses.sliceBytes`) at a time, each once the
/// connection takes more (`WriteStall.whenWritable`): the answer waits in the server's memory,
/// within its member's turn, rather than in the connection's buffer, where nobody counts it.
struct PacedWriter: ResponseBodyWriter {
  var inner: any ResponseBodyWriter
  let channel: any Channel

  mutating func write(_ buffer: ByteBuffer) async throws {
    var buffer = buffer
    while buffer.readableBytes > 0 {
      // A slice shares the answer's storage: nothing is copied.
      let slice = buffer.readSlice(length: min(Responses.sliceBytes, buffer.readableBytes))!
      try await inner.write(slice)
      try await WriteStall.whenWritable(channel)
    }
  }

  consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
    try await inner.finish(trailingHeaders)
  }
}
