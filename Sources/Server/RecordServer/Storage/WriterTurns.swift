import CloudRecords
import Dispatch
import Foundation
import Synchronization

/// One user's writers take turns here, in this process, before they open a write
/// transaction: their transactions would take turns anyway (each locks the user's scope row),
/// but waiting here wakes one writer when the turn passes, where PostgreSQL wakes every
/// transaction waiting on the row lock, and none holds a connection while it waits.
final class WriterTurns: Sendable {
  private final class Turn: @unchecked Sendable {
    let semaphore = DispatchSemaphore(value: 1)
    /// Writers holding or waiting for this turn; guarded by `turns`' lock.
    var writers = 0
  }

  private let turns = Mutex<[DatabaseScope: Turn]>([:])
  /// How long a writer waits for its turn before it is answered TRY_AGAIN_LATER (as long as
  /// PostgreSQL's store waits for a connection).
  static let wait: TimeInterval = 10

  /// Runs `work` once every earlier writer of `scope` in this process is done.
  func inTurn<T>(_ scope: DatabaseScope, _ work: () throws -> T) throws -> T {
    let turn = turns.withLock { turns in
      let turn = turns[scope] ?? Turn()
      turn.writers += 1
      turns[scope] = turn
      return turn
    }
    let leave = {
      self.turns.withLock { turns in
        turn.writers -= 1
        if turn.writers == 0 { turns[scope] = nil }
      }
    }
    guard turn.semaphore.wait(timeout: .now() + WriterTurns.wait) == .success else {
      leave()
      throw ServerError(
        .tryAgainLater,
        "Earlier writes of this user are still under way; try again shortly.", retryAfter: 2)
    }
    defer {
      turn.semaphore.signal()
      leave()
    }
    return try work()
  }
}
