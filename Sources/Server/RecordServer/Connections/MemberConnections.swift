import CloudRecords
import NIOCore
import Synchronization

/// The connections each member's requests come on: a connection counts for the member of its
/// latest signed-in request until it closes. A member's request on one connection past
/// `limit` is refused THROTTLED, and that connection closed once answered (the answer says
/// `Connection: close`, which `ClosingRequest` keeps): a member who opens many connections
/// and never reads their answers holds a few of them, never the server's memory.
final class MemberConnections: Sendable {
  let limit: Int
  private struct State {
    var members: [ObjectIdentifier: String] = [:]
    var counts: [String: Int] = [:]

    mutating func remove(_ user: String) {
      let left = counts[user, default: 1] - 1
      counts[user] = left > 0 ? left : nil
    }
  }
  private let state = Mutex(State())

  init(limit: Int) { self.limit = max(1, limit) }

  /// Counts `channel` for `user` (for them alone, from now on); throws THROTTLED when `user`
  /// already holds `limit` other connections.
  func note(_ channel: any Channel, user: String) throws {
    let id = ObjectIdentifier(channel)
    let added = try state.withLock { state -> Bool in
      let before = state.members[id]
      if before == user { return false }
      guard state.counts[user, default: 0] < limit else {
        throw ServerError(
          .throttled,
          "Your requests come on \(limit) connections to the server, the most one member may"
            + " hold at once; send them on those, or close some.", retryAfter: 5)
      }
      if let before { state.remove(before) }
      state.members[id] = user
      state.counts[user, default: 0] += 1
      return before == nil
    }
    guard added else { return }
    channel.closeFuture.whenComplete { [self] _ in
      state.withLock { state in
        if let user = state.members.removeValue(forKey: id) { state.remove(user) }
      }
    }
  }

  /// How many connections `user` holds now: for tests.
  func count(of user: String) -> Int { state.withLock { $0.counts[user] ?? 0 } }
}
