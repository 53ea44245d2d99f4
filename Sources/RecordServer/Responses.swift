import CloudRecords
import Foundation
import Hummingbird

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

  /// JSON already written (by `WireJSON`).
  static func json(bytes: [UInt8]) -> Response {
    Response(
      status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
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
