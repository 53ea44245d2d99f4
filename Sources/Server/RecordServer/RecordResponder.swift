import Clocks
import CloudRecords
import Foundation
import Hummingbird
import Logging

/// Answers every HTTP request of the server: `/database/1/…` (the record API), `/signin`,
/// `/courier/{apnsToken}`, `/healthz` and `/readyz` (`Health`). Whatever goes wrong, the answer
/// is a CloudKit error body — never a dropped connection or a bare 500.
///
/// Routed by hand, not by Hummingbird's `Router`: the router knows methods only as routes, so
/// a wrong method changes the status (a `records/query` asked with PUT would hear "There is
/// nothing at" its own path, not "records/query is asked with POST"). Body limits and
/// `/healthz` would hold either way, as neither reads a body; `/database/…`, nearly every
/// request, would still be read by `DatabasePath(parsing:)` behind a `**` route, and the
/// router gains no time per request.
struct RecordResponder: HTTPResponder {
  typealias Context = RecordRequestContext

  /// The largest request body the server reads.
  static let bodyLimit = 10 * 1024 * 1024

  let service: RecordService

  func respond(to request: Request, context: Context) async throws -> Response {
    let start = service.configuration.waits.now()
    var response: Response
    // Through a trusted proxy, one client's requests under way are capped as its
    // connections would be (`ForwardedRequests`).
    let forwarded = forwardedNetwork(of: request, context)
    if let forwarded, !service.forwarded.enter(forwarded) {
      response = Responses.error(service.forwarded.refusal)
      response.headers[.connection] = "close"
      return response
    }
    defer { if let forwarded { service.forwarded.leave(forwarded) } }
    do {
      response = try await route(request, context: context)
    } catch let error as ServerError {
      response = Responses.error(error)
    } catch {
      // At most 500 characters of it: a database error may quote the whole statement, and a
      // client could otherwise fill the log as fast as it sends.
      let described = String(describing: error)
      service.logger.error(
        "\(request.method) \(ServerPath.loggable(request.uri.path)) failed: \(described.prefix(500))\(described.count > 500 ? "…" : "")"
      )
      response = Responses.error(
        ServerError(.internalError, "The server failed to answer this request; try again later."))
    }
    let elapsed = service.configuration.waits.now() - start
    ServerMetrics.answered(
      ServerPath.operation(of: request.uri.path), status: response.status.code,
      after: elapsed)
    // The path alone: the query string carries tokens.
    service.logger.debug(
      "\(request.method) \(ServerPath.loggable(request.uri.path)) \(response.status.code) \(elapsed)"
    )
    return response
  }

  /// The network of the client a trusted proxy names; nil for a request from anyone else.
  private func forwardedNetwork(of request: Request, _ context: Context) -> String? {
    let proxies = service.configuration.trustedProxies
    guard let address = context.clientAddress, proxies.contains(address) else { return nil }
    let client = ClientAddress.resolve(
      connection: address, headers: request.headers, trustedProxies: proxies)
    return client == address ? nil : ClientAddress.network(of: client)
  }

  /// Six paths: an unknown one is a `NOT_FOUND` that says where the API is; an operation's
  /// name spans two segments (`records/modify`), read whole by `DatabasePath`.
  private func route(_ request: Request, context: Context) async throws -> Response {
    switch ServerPath(request.uri.path) {
    case .database:
      return try await DatabaseRoute(
        service: service, request: request, clientAddress: context.clientAddress,
        channel: context.channel
      ).respond()
    case .signIn:
      return try await SignInPage(service: service).respond(
        to: request, clientAddress: context.clientAddress)
    case .courier(let token): return try await courier(request, token: token)
    case .live: return try Health.live()
    case .ready: return try await service.health.ready(service: service)
    case .root:
      return try Responses.json([
        "service": "quran-records",
        "api": "/database/1/{container}/{environment}/private/{operation}",
      ])
    case .unknown:
      throw ServerError.notFound(
        "There is nothing at \(request.uri.path); the record service answers under /database/1/.")
    }
  }

  /// `GET /courier/{apnsToken}[?timeout=SECONDS]`: waits for the token's notifications.
  private func courier(_ request: Request, token: String) async throws -> Response {
    guard let user = try await service.blocking({ try service.accounts.pushTokenOwner(token) })
    else {
      throw ServerError.notFound(
        "There is no notification token \(token.prefix(8))…; ask tokens/create for one.")
    }
    let courier = Endpoints.courier
    var seconds = courier.defaultWait
    if let text = request.uri.queryParameters[Substring(courier.timeoutParameter)] {
      guard let value = Double(text), value >= 0 else {
        throw ServerError.badRequest(
          "\(courier.timeoutParameter) must be a number of seconds, at most \(Int(courier.longestWait))."
        )
      }
      seconds = min(value, courier.longestWait)
    }
    let notifications = try await service.courier.poll(
      token: token, user: user, timeout: .milliseconds(Int(seconds * 1000))
    ) { [logger = service.logger] in logger.debug("A courier poll waits for notifications.") }
    return try Responses.json(CourierEndpoint.Answer(notifications: notifications))
  }

  /// The request body, at most `limit` bytes; a larger body is read on a little (so the
  /// client hears the answer rather than a reset) and refused with 413.
  static func readBody(_ request: Request, limit: Int) async throws -> ByteBuffer {
    var collected = ByteBuffer()
    // Room for the body announced, at most the limit: grown by doubling, a 9 MB body would
    // take 16 MB, and each copy on the way both sizes at once.
    if let announced = request.headers[.contentLength].flatMap({ Int($0) }), announced > 0 {
      collected.reserveCapacity(min(announced, limit))
    }
    var total = 0
    for try await chunk in request.body {
      total += chunk.readableBytes
      if total <= limit {
        var chunk = chunk
        collected.writeBuffer(&chunk)
      } else if total > 8 * limit {
        break
      }
    }
    if total > limit {
      throw ServerError(
        .quotaExceeded,
        "The request body is larger than the server's limit of \(sizeText(limit)); "
          + "send less in one request.")
    }
    return collected
  }

  static func sizeText(_ bytes: Int) -> String {
    bytes >= 1024 * 1024 ? "\(bytes / (1024 * 1024)) MB" : "\(bytes / 1024) KB"
  }
}
