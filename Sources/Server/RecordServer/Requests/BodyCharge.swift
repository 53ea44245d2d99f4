import CloudRecords
import Foundation
import Hummingbird
import Synchronization

/// What one request's body holds of its user's share (`BodyShares`), from the moment it is let
/// in until it is answered: its announced length (or, chunked, the bytes come so far), a large
/// body's place, and on PostgreSQL that place in the database too, so the instances together
/// keep the rule; and of the server's bytes for large bodies, those of its bytes that arrived.
final class BodyCharge: Sendable {
  let user: String
  let large: Bool
  private let shares: BodyShares
  private let bytes: Mutex<Int>
  /// A large body's bytes arrived so far, charged to the server's bytes at once.
  private let arrivedBytes = Mutex(0)
  /// The place held in the database, given back when the charge is.
  private let sharedPlace: (@Sendable () -> Void)?

  init(
    user: String, bytes: Int, large: Bool, shares: BodyShares,
    sharedPlace: (@Sendable () -> Void)?
  ) {
    self.user = user
    self.large = large
    self.shares = shares
    self.bytes = Mutex(bytes)
    self.sharedPlace = sharedPlace
  }

  /// Charges `count` more bytes (a chunk of a body whose length was not announced).
  func grow(by count: Int) throws {
    try shares.grow(user, by: count)
    bytes.withLock { $0 += count }
  }

  /// Charges `count` bytes of a large body that arrived to the server's bytes at once; a
  /// small body's bytes never are.
  func arrived(_ count: Int) throws {
    guard large else { return }
    try shares.arrived(count)
    arrivedBytes.withLock { $0 += count }
  }

  /// Gives everything back; once, when the request is answered. The memory a large body was
  /// read into is free by then, and is given back to the system (`ServerMemory`).
  func release() {
    shares.giveBack(
      user, bytes: bytes.withLock { $0 }, arrived: arrivedBytes.withLock { $0 }, large: large)
    sharedPlace?()
    if large { ServerMemory.giveBackFree() }
  }
}

extension RecordService {
  /// Charges the body of `request` (a POST to the record API) to `user` before any of it is
  /// read: its announced length, or nothing yet for a chunked body (its chunks are charged as
  /// they come, `collectBody`). A body larger than the server reads is refused at once (413),
  /// and one past the user's share THROTTLED; either way unread. The server's bytes for
  /// large bodies are charged as they arrive (`collectBody`). nil: no body.
  func chargeBody(of request: Request, user: String) async throws -> BodyCharge? {
    guard request.method == .post else { return nil }
    let chunked = request.headers[.transferEncoding] != nil
    let announced = request.headers[.contentLength].flatMap { Int($0) }
    guard chunked || (announced ?? 0) > 0 else { return nil }
    let bytes = chunked ? 0 : announced ?? 0
    if bytes > RecordResponder.bodyLimit { throw RecordService.bodyTooLarge }
    let large = BodyShares.isLarge(announced: chunked ? nil : bytes)
    try bodyShares.take(user, bytes: bytes, large: large)
    guard large, let ledger = store as? any SharedBodyLedger else {
      return BodyCharge(
        user: user, bytes: bytes, large: large, shares: bodyShares, sharedPlace: nil)
    }
    let place = UUID().uuidString
    let (instance, limit) = (instanceID, configuration.shares.largeBodiesPerUser)
    let taken: Bool
    do {
      taken = try await blocking {
        try ledger.takeLargeBody(
          place, user: user, instance: instance, limit: limit, now: Date().milliseconds)
      }
    } catch {
      bodyShares.giveBack(user, bytes: bytes, large: large)
      throw error
    }
    guard taken else {
      bodyShares.giveBack(user, bytes: bytes, large: large)
      throw BodyShares.refusal(
        "\(limit) large requests of yours are still arriving or being read on this service's"
          + " servers; wait for their answers before sending another.")
    }
    return BodyCharge(
      user: user, bytes: bytes, large: large, shares: bodyShares,
      sharedPlace: { [self] in giveBackLargeBody(place, ledger) })
  }

  /// Gives a large body's place in the database back, off the request's way.
  private func giveBackLargeBody(_ place: String, _ ledger: any SharedBodyLedger) {
    Task {
      do {
        try await blocking { try ledger.giveBackLargeBody(place) }
      } catch {
        let described = String(describing: error).prefix(300)
        logger.warning(
          "A large body's place could not be given back (\(described)); it lapses by itself.")
      }
    }
  }

  /// The body of an admitted request, charged to the user as it arrives when its length was
  /// not announced, and a large one to the server's bytes as it arrives; at most
  /// `RecordResponder.bodyLimit`, or 413 without reading on.
  static func collectBody(_ request: Request, charge: BodyCharge?) async throws -> ByteBuffer {
    var collected = ByteBuffer()
    let limit = RecordResponder.bodyLimit
    if let announced = request.headers[.contentLength].flatMap({ Int($0) }), announced > 0 {
      collected.reserveCapacity(min(announced, limit))
    }
    let charged = request.headers[.transferEncoding] != nil
    for try await chunk in request.body {
      guard collected.readableBytes + chunk.readableBytes <= limit else { throw bodyTooLarge }
      if charged { try charge?.grow(by: chunk.readableBytes) }
      try charge?.arrived(chunk.readableBytes)
      var chunk = chunk
      collected.writeBuffer(&chunk)
    }
    return collected
  }

  static let bodyTooLarge = ServerError(
    .quotaExceeded,
    "The request body is larger than the server's limit of"
      + " \(RecordResponder.sizeText(RecordResponder.bodyLimit)); send less in one request.")
}

/// Large bodies' places kept in the database, so that every instance on it counts a user's
/// large bodies on all of them (PostgreSQL).
protocol SharedBodyLedger: Sendable {
  /// Takes place `id` for one of `user`'s large bodies, read by `instance`, when fewer than
  /// `limit` of theirs are held on the instances alive; false (taking nothing) otherwise.
  /// `now` (milliseconds since 1970) dates the place, and decides which places have lapsed.
  func takeLargeBody(
    _ id: String, user: String, instance: String, limit: Int, now: Int64
  ) throws -> Bool
  /// Gives place `id` back.
  func giveBackLargeBody(_ id: String) throws
}
