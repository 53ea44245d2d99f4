import CloudRecords
import Foundation
import Hummingbird
import JSONScanner
import NIOCore

/// JSON answers: every response of the record API is JSON, errors included, and every error
/// body carries a `uuid`.
enum Responses {
  static func json<T: Encodable>(_ value: T, status: HTTPResponse.Status = .ok) throws -> Response {
    let data = try JSONValueEncoder.bytes(value)
    return Response(
      status: status, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(bytes: data)))
  }

  /// `value` as JSON bytes (`JSONValueEncoder.bytes`: by hand for the answers that carry
  /// records), written by the caller where it likes (a large answer on the storage threads, off
  /// the event loops).
  static func encoded<T: Encodable>(_ value: T) throws -> [UInt8] {
    try JSONValueEncoder.bytes(value)
  }

  /// JSON already written (by `WireJSON`). A large answer is not copied whole into a buffer:
  /// each slice is, as it is written (`holding` paces them), so the answer's memory is its
  /// text once.
  static func json(bytes: [UInt8]) -> Response {
    guard bytes.count > sliceBytes else { return json(buffer: ByteBuffer(bytes: bytes)) }
    return Response(
      status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
      body: ResponseBody(contentLength: bytes.count) { writer in
        var offset = 0
        while offset < bytes.count {
          let end = min(offset + sliceBytes, bytes.count)
          try await writer.write(ByteBuffer(bytes: bytes[offset..<end]))
          offset = end
        }
        try await writer.finish(nil)
      })
  }

  /// Answers past this size are written a slice at a time, each once the last is nearly out
  /// (`PacedWriter`): how far the client reads is then seen (`WriteStall`), and the answer
  /// holds its member's turn until it is written (`holding`).
  static let sliceBytes = 64 * 1024

  /// JSON already written, in a buffer.
  static func json(buffer: ByteBuffer) -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: buffer))
  }

  /// `response`, holding `turn` until it is written whole on `channel` (or the channel
  /// closes) when it is larger than a slice, written a slice at a time as the client reads;
  /// a small answer gives the turn back at once.
  static func holding(_ response: Response, until turn: UserTurn, on channel: any Channel)
    -> Response
  {
    guard (response.body.contentLength ?? .max) > sliceBytes else {
      turn.end()
      return response
    }
    var response = response
    let body = response.body
    response.body = ResponseBody(contentLength: body.contentLength) { writer in
      defer { turn.end() }
      try await body.write(PacedWriter(inner: writer, channel: channel))
    }
    return response
  }

  /// A whole request's error, answered with its code's HTTP status.
  static func error(_ error: ServerError, status: Int? = nil) -> Response {
    let (head, body) = errorParts(error, status: status)
    return Response(
      status: head.status, headers: head.headerFields, body: .init(byteBuffer: body))
  }

  /// An error's head and body, for the places that write HTTP parts themselves (the
  /// connection's guard, before any responder runs).
  static func errorParts(_ error: ServerError, status: Int? = nil) -> (HTTPResponse, ByteBuffer) {
    var error = error
    if error.uuid == nil { error.uuid = UUID().uuidString.lowercased() }
    let code = status ?? error.serverErrorCode.httpStatus
    let data = WireJSON.encode(error)
    var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
    if let retryAfter = error.retryAfter { headers[.retryAfter] = String(retryAfter) }
    return (
      HTTPResponse(status: HTTPResponse.Status(code: code), headerFields: headers),
      ByteBuffer(bytes: data)
    )
  }

  static func html(_ page: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(
      status: status, headers: [.contentType: "text/html; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: page)))
  }
}

extension ServerError {
  static func badRequest(_ reason: String) -> ServerError { ServerError(.badRequest, reason) }
  static func notFound(_ reason: String) -> ServerError { ServerError(.notFound, reason) }
}
