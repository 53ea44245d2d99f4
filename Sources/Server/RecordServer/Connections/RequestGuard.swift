import CloudRecords
import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Sits between the HTTP parser and the responder of one connection. It answers what never
/// reaches a responder with a CloudKit error body instead of an empty 400 or silence — HTTP
/// the parser refuses (a bad Content-Length or chunk size, oversized headers) — and answers
/// 408 to a request whose body has not arrived whole within `requestTimeout` of its headers,
/// so a body sent a byte at a time cannot hold the connection for ever. Either way the
/// connection then closes: its byte stream can no longer be trusted. A request that says
/// `Expect: 100-continue` is answered `100 Continue` at once. A `Transfer-Encoding` other
/// than `chunked` alone (`gzip, chunked`) is refused with 501 before the body is read: the
/// parser would read such a body as plain chunked, bytes the client meant compressed.
final class RequestGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  let requestTimeout: TimeAmount
  let headerBytes: Int
  private var deadline: Scheduled<Void>?
  /// Between a response's head and its end; a refusal then can only close.
  private var responding = false
  private var refused = false

  init(requestTimeout: TimeAmount, headerBytes: Int) {
    self.requestTimeout = requestTimeout
    self.headerBytes = headerBytes
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !refused else { return }
    switch unwrapInboundIn(data) {
    case .head(let head):
      if let coding = RequestGuard.unreadCoding(head.headerFields) {
        refuse(
          context,
          ServerError(
            .badRequest,
            "The request's Transfer-Encoding is \"\(coding.prefix(100))\"; this server reads"
              + " a body sent with Content-Length or with Transfer-Encoding: chunked alone,"
              + " so send it without other codings."),
          status: 501)
        return
      }
      // A client that asks before sending its body is told to go on (RFC 9110 §10.1.1);
      // unanswered, it waits and the body never comes.
      if head.headerFields[.expect]?.lowercased() == "100-continue" {
        context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
      }
      deadline?.cancel()
      let timeout = requestTimeout
      let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
      deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
        let (handler, context) = bound.value
        handler.refuse(
          context,
          ServerError(
            .badRequest,
            "The request's body did not arrive within \(timeout.nanoseconds / 1_000_000_000) s "
              + "of its headers; send it whole, or in smaller requests."),
          status: 408)
      }
    case .end:
      deadline?.cancel()
      deadline = nil
    case .body:
      break
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    guard !refused else {
      promise?.fail(ChannelError.ioOnClosedChannel)
      return
    }
    switch unwrapOutboundIn(data) {
    case .head: responding = true
    case .end: responding = false
    case .body: break
    }
    context.write(data, promise: promise)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    refuse(
      context,
      ServerError(.badRequest, RequestGuard.sentence(for: error, headerBytes: headerBytes)),
      status: 400)
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
  }

  private func refuse(_ context: ChannelHandlerContext, _ error: ServerError, status: Int) {
    guard !refused else { return }
    deadline?.cancel()
    deadline = nil
    guard !responding else {
      refused = true
      context.close(promise: nil)
      return
    }
    var (head, body) = Responses.errorParts(error, status: status)
    head.headerFields[.connection] = "close"
    head.headerFields[.contentLength] = String(body.readableBytes)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.write(wrapOutboundOut(.body(body)), promise: nil)
    let written = context.eventLoop.makePromise(of: Void.self)
    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
    refused = true
    let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
    written.futureResult.whenComplete { _ in bound.value.close(promise: nil) }
  }

  /// The request's `Transfer-Encoding` when it is anything but `chunked` alone; nil when it
  /// is that or absent.
  static func unreadCoding(_ fields: HTTPFields) -> String? {
    let values = fields[values: .transferEncoding]
    guard !values.isEmpty else { return nil }
    let coding = values.joined(separator: ", ")
    let codings = coding.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    return codings == ["chunked"] ? nil : coding
  }

  /// What was wrong with the bytes, in a sentence the client's developer can act on.
  static func sentence(for error: any Error, headerBytes: Int) -> String {
    guard let error = error as? HTTPParserError else {
      return "The request is not valid HTTP/1.1 (\(error)); check the client."
    }
    switch error {
    case .headerOverflow:
      return
        "The request's headers are larger than the server's limit of \(headerBytes / 1024) KB; "
        + "send shorter headers."
    case .invalidContentLength, .unexpectedContentLength:
      return
        "The request's Content-Length is not valid: it must be one decimal number, given once, "
        + "and not together with Transfer-Encoding."
    case .invalidChunkSize:
      return "A chunk of the request's chunked body has a size that is not a hexadecimal number; "
        + "check the client's chunked encoding."
    default:
      return "The request is not valid HTTP/1.1 (\(error)); check the client."
    }
  }
}
