import CloudRecords
import Synchronization

/// The request bodies in flight. Each is charged to its user when its request is let in, from
/// the length it announces (or as the bytes of a chunked body arrive), and given back once it
/// is answered: a user holds at most `bodyBytesPerUser` and `largeBodiesPerUser` large bodies,
/// and a request past either is refused THROTTLED before its body is read, so bodies that
/// arrive slowly, or never finish, cost their sender's share and nobody else's. All users'
/// large bodies together hold at most `bodyBytesAtOnce`, charged by the bytes that have
/// arrived (a body announced and never sent holds nothing of it); a small body (at most
/// `BodyReaders.inlineBytes`) never waits on it.
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

  /// Takes `bytes` (announced) of `user`'s share, and a large body's place when `large`;
  /// throws THROTTLED, taking nothing, when either is spent. Nothing of the server's is taken
  /// yet: that is charged as the bytes arrive (`arrived`).
  func take(_ user: String, bytes: Int, large: Bool) throws {
    try state.withLock { state in
      var held = state.users[user, default: Held()]
      if large && held.large >= shares.largeBodiesPerUser {
        throw BodyShares.refusal(
          "\(shares.largeBodiesPerUser) large requests of yours are still arriving or being"
            + " read; wait for their answers before sending another.")
      }
      try BodyShares.checkUser(bytes, held: held.bytes, shares: shares)
      held.bytes += bytes
      held.large += large ? 1 : 0
      state.users[user] = held
    }
  }

  /// Takes `bytes` more of `user`'s share for a body already let in (a chunked body's next
  /// chunk).
  func grow(_ user: String, by bytes: Int) throws {
    try state.withLock { state in
      var held = state.users[user, default: Held()]
      try BodyShares.checkUser(bytes, held: held.bytes, shares: shares)
      held.bytes += bytes
      state.users[user] = held
    }
  }

  /// Charges `bytes` of a large body that have just arrived to what all users' large bodies
  /// hold; throws THROTTLED, taking nothing, past `bodyBytesAtOnce`.
  func arrived(_ bytes: Int) throws {
    try state.withLock { state in
      if state.bytes + bytes > shares.bodyBytesAtOnce {
        throw BodyShares.refusal(
          "The server is receiving as many large request bodies as it holds at once"
            + " (\(RecordResponder.sizeText(shares.bodyBytesAtOnce))); try again in a moment.")
      }
      state.bytes += bytes
    }
  }

  /// Gives back what `take` and `grow` took of `user`'s share (`bytes`), and what `arrived`
  /// took of the server's (`arrived`).
  func giveBack(_ user: String, bytes: Int, arrived: Int = 0, large: Bool) {
    state.withLock { state in
      var held = state.users[user, default: Held()]
      held.bytes -= bytes
      held.large -= large ? 1 : 0
      state.users[user] = held.bytes > 0 || held.large > 0 ? held : nil
      state.bytes -= arrived
    }
  }

  /// What `user` holds now, and every user's large bodies together (bytes arrived): for tests.
  func held(by user: String) -> (bytes: Int, large: Int, total: Int) {
    state.withLock { ($0.users[user]?.bytes ?? 0, $0.users[user]?.large ?? 0, $0.bytes) }
  }

  private static func checkUser(_ bytes: Int, held: Int, shares: MemberShares) throws {
    if held + bytes > shares.bodyBytesPerUser {
      throw refusal(
        "Your requests still arriving or being read hold"
          + " \(RecordResponder.sizeText(held)) of bodies, and this one would pass your share of"
          + " \(RecordResponder.sizeText(shares.bodyBytesPerUser)); wait for their answers.")
    }
  }

  static func refusal(_ reason: String) -> ServerError {
    ServerError(.throttled, reason, retryAfter: 1)
  }
}
