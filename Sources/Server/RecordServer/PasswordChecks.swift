import NIOPosix
import Synchronization

/// Where password checks run. bcrypt spends 50–100 ms of a core on each; run on the event
/// loops or Swift's cooperative threads, a burst of sign-ins would stall every other request.
/// Here they run on threads of their own, `concurrent` of them, with at most `waiting` more
/// queued; past that a sign-in is told at once that the server is busy. Not on a Dispatch
/// queue: on Linux its threads are those Swift's cooperative threads run on, so a check
/// under way and those waiting for it held the threads other users' requests need.
final class PasswordChecks: Sendable {
  let concurrent: Int
  let waiting: Int
  /// Checks one client address may have under way or queued: a flood from one address
  /// fills its own few places, not the queue everyone shares.
  let perClient: Int
  private let admitted = Mutex<(total: Int, byClient: [String: Int])>((0, [:]))
  private let pool: NIOThreadPool

  init(concurrent: Int, waiting: Int, perClient: Int = 2) {
    self.concurrent = max(1, concurrent)
    self.waiting = max(0, waiting)
    self.perClient = max(1, perClient)
    pool = NIOThreadPool(numberOfThreads: self.concurrent)
    pool.start()
  }

  deinit { pool.shutdownGracefully { _ in } }

  /// Runs the check, or answers nil at once when the client already has `perClient` under
  /// way, or `concurrent + waiting` are under way in all.
  func run<T: Sendable>(for client: String, _ check: @escaping @Sendable () throws -> T)
    async throws -> T?
  {
    let limit = concurrent + waiting
    let perClient = self.perClient
    let taken = admitted.withLock { admitted in
      guard admitted.total < limit, admitted.byClient[client, default: 0] < perClient else {
        return false
      }
      admitted.total += 1
      admitted.byClient[client, default: 0] += 1
      return true
    }
    guard taken else { return nil }
    defer {
      admitted.withLock { admitted in
        admitted.total -= 1
        let left = admitted.byClient[client, default: 1] - 1
        admitted.byClient[client] = left > 0 ? left : nil
      }
    }
    return try await pool.runIfActive(check)
  }
}
