import CloudRecords
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// HTTP/1.1 connections as Hummingbird's `HTTP1Channel` serves them, within the server's
/// `ConnectionLimits`: idle connections close, a request whose body stalls is answered 408,
/// HTTP the parser refuses is answered with a CloudKit error body (`RequestGuard`), a request
/// answered before its body came closes its connection (`UnreadBodyClose`), so does a request
/// that does not keep its connection, once answered (`ClosingRequest`), an answer the client
/// does not read closes its connection (`WriteStall`), and a connection past
/// `connectionsPerAddress` from one address, or past `maxConnections` when none gives way
/// (`OpenConnections`: an idle or half-sent one of the network holding most closes to make
/// room), is answered and closed instead of waiting unseen.
struct GuardedHTTPChannel: ServerChildChannel {
  enum Value: ServerChildChannelValue {
    case served(HTTP1Channel.Value)
    case refused(any Channel, OpenConnections.Admission)

    var channel: any Channel {
      switch self {
      case .served(let value): value.channel
      case .refused(let channel, _): channel
      }
    }
  }

  let http: HTTP1Channel
  let open: OpenConnections
  let limits: ConnectionLimits
  /// Addresses not held to the cap per address: proxies every client comes through.
  let trustedProxies: Set<String>

  init(
    responder: @escaping HTTPChannelHandler.Responder, limits: ConnectionLimits,
    trustedProxies: Set<String> = []
  ) {
    let headerBytes = limits.headerBytes
    let requestTimeout = limits.requestTimeout
    let open = OpenConnections(limit: limits.maxConnections, perNetwork: limits.addressCap)
    http = HTTP1Channel(
      responder: responder,
      configuration: .init(
        additionalChannelHandlers: [
          RequestGuard(requestTimeout: requestTimeout, headerBytes: headerBytes),
          UnreadBodyClose(), ServingMark(open: open),
        ],
        idleTimeout: limits.idleTimeout,
        httpDecoderConfiguration: .init(
          maxHeaderFieldSize: headerBytes, maxHeaderListSize: headerBytes,
          maxHeaderFieldCount: 200)))
    self.open = open
    self.limits = limits
    self.trustedProxies = trustedProxies
  }

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let address = channel.remoteAddress?.ipAddress
    let network = address.flatMap {
      trustedProxies.contains($0) ? nil : ClientAddress.network(of: $0)
    }
    let admission = open.admit(channel, network: network)
    guard admission == .admitted else {
      return channel.eventLoop.makeSucceededFuture(.refused(channel, admission))
    }
    let open = self.open
    channel.closeFuture.whenComplete { _ in open.release(channel) }
    let limits = self.limits
    return http.setup(channel: channel, logger: logger).flatMapThrowing { connection in
      let pipeline = channel.pipeline.syncOperations
      try pipeline.addHandler(
        UnfinishedHeadAnswer(idleTimeout: limits.idleTimeout, headerTimeout: limits.headerTimeout),
        position: .first)
      try pipeline.addHandler(WriteStall(timeout: limits.writeTimeout), position: .first)
      let parser = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try pipeline.addHandler(ClosingRequest(), position: .after(parser))
      return .served(connection)
    }
  }

  func handle(value: Value, logger: Logger) async {
    switch value {
    case .served(let connection):
      await http.handle(value: connection, logger: logger)
    case .refused(let channel, .networkFull):
      logger.warning(
        "Refused a connection: its address holds \(open.perNetwork) connections, the limit.")
      try? await channel.writeAndFlush(
        GuardedHTTPChannel.addressBusyAnswer(limit: open.perNetwork)
      ).get()
      try? await channel.close()
    case .refused(let channel, _):
      logger.warning("Refused a connection: \(open.limit) are open and answering, the limit.")
      try? await channel.writeAndFlush(GuardedHTTPChannel.busyAnswer(limit: open.limit)).get()
      try? await channel.close()
    }
  }

  /// The whole HTTP answer to a connection past the limit, written before any request is read.
  static func busyAnswer(limit: Int) -> ByteBuffer {
    rawAnswer(
      status: "503 Service Unavailable",
      ServerError(
        .tryAgainLater,
        "The server is serving \(limit) connections, its limit; try again in a few seconds.",
        retryAfter: 5))
  }

  /// The whole HTTP answer to a connection past the cap on one address.
  static func addressBusyAnswer(limit: Int) -> ByteBuffer {
    rawAnswer(
      status: "429 Too Many Requests",
      ServerError(
        .throttled,
        "Your address holds \(limit) connections to the server, the most one address may;"
          + " close some, or send your requests on those you hold.", retryAfter: 5))
  }

  /// A whole HTTP answer carrying a CloudKit error body, for a connection about to close,
  /// written below the HTTP encoder.
  static func rawAnswer(status: String, _ error: ServerError) -> ByteBuffer {
    let (_, body) = Responses.errorParts(error)
    let retryAfter = error.retryAfter.map { "Retry-After: \($0)\r\n" } ?? ""
    var answer = ByteBuffer(
      string:
        "HTTP/1.1 \(status)\r\nContent-Type: application/json; charset=utf-8\r\n"
        + "Content-Length: \(body.readableBytes)\r\n\(retryAfter)Connection: close\r\n\r\n")
    answer.writeImmutableBuffer(body)
    return answer
  }
}
