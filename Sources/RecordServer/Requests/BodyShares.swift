import CloudRecords
import Synchronization

/// The request bodies in flight, charged to their users when a request is let in — from the
/// length it announces, or as the bytes of a chunked body arrive — and given back once it is
/// answered. A user holds at most `bodyBytesPerUser` and `largeBodiesPerUser` large bodies; all
/// users together at most `bodyBytesAtOnce`. A request past a bound is refused THROTTLED
/// before its body is read, so bodies that arrive slowly, or never finish, cost their sender's
/// share and nobody else's.
final class BodyShares: Sendable {
  private struct Held {
    var bytes = 0
    var large = 0
  }

  private struct State {
    var users: [String: Held] = [:]
    var bytes = 0
  }

  let shares: MemberShares
  private let state = Mutex(State())

  init(_ shares: MemberShares) { self.shares = shares }

  /// Whether a body of `bytes` (announced) is large: read off the event loops, and counted
  /// against `largeBodiesPerUser`. A body of unannounced length (chunked) is.
  static func isLarge(announced bytes: Int?) -> Bool {
    (bytes ?? Int.max) > BodyReaders.inlineBytes
  }

  /// Takes `bytes` of `user`'s share (and the server's), and a large body's place when
  /// `large`; throws THROTTLED, taking nothing, when either is spent.
  func take(_ user: String, bytes: Int, large: Bool) throws {
    try state.withLock { state in
      var held = state.users[user, default: Held()]
      if large && held.large >= shares.largeBodiesPerUser {
        throw BodyShares.refusal(
          "\(shares.largeBodiesPerUser) large requests of yours are still arriving or being"
            + " read; wait for their answers before sending another.")
      }
      try BodyShares.check(bytes, held: held.bytes, total: state.bytes, shares: shares)
      held.bytes += bytes
      held.large += large ? 1 : 0
      state.users[user] = held
      state.bytes += bytes
    }
  }

  /// Takes `bytes` more for a body already let in (a chunked body's next chunk).
  func grow(_ user: String, by bytes: Int) throws {
    try state.withLock { state in
      var held = state.users[user, default: Held()]
      try BodyShares.check(bytes, held: held.bytes, total: state.bytes, shares: shares)
      held.bytes += bytes
      state.users[user] = held
      state.bytes += bytes
    }
  }

  /// Gives back what `take` and `grow` took.
  func giveBack(_ user: String, bytes: Int, large: Bool) {
    state.withLock { state in
      var held = state.users[user, default: Held()]
      held.bytes -= bytes
      held.large -= large ? 1 : 0
      state.users[user] = held.bytes > 0 || held.large > 0 ? held : nil
      state.bytes -= bytes
    }
  }

  /// What `user` holds now, and every user together: for tests.
  func held(by user: String) -> (bytes: Int, large: Int, total: Int) {
    state.withLock { ($0.users[user]?.bytes ?? 0, $0.users[user]?.large ?? 0, $0.bytes) }
  }

  private static func check(_ bytes: Int, held: Int, total: Int, shares: MemberShares) throws {
    if held + bytes > shares.bodyBytesPerUser {
      throw refusal(
        "Your requests still arriving or being read hold"
          + " \(RecordResponder.sizeText(held)) of bodies, and this one would pass your share of"
          + " \(RecordResponder.sizeText(shares.bodyBytesPerUser)); wait for their answers.")
    }
    if total + bytes > shares.bodyBytesAtOnce {
      throw refusal(
        "The server is receiving as many request bodies as it holds at once"
          + " (\(RecordResponder.sizeText(shares.bodyBytesAtOnce))); try again in a moment.")
    }
  }

  static func refusal(_ reason: String) -> ServerError {
    ServerError(.throttled, reason, retryAfter: 1)
  }
}
