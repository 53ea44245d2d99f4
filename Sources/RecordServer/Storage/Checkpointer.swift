import Foundation
import GRDB

/// Copies a WAL database's committed pages into its file every quarter second, on a
/// connection and a thread of its own, so that no write waits for the file's fsync: left to
/// SQLite, the write that fills the WAL past 1,000 pages does that copy itself, and every
/// request queued behind it waits. A PASSIVE checkpoint never blocks a writer or a reader.
/// Commits stay as durable as before: each one still reaches the WAL on disk.
final class Checkpointer: Sendable {
  /// The writer's own checkpoints start only past this many WAL pages (40 MB), should this
  /// thread fall behind.
  static let fallbackPages = 10_000
  static let interval: TimeInterval = 0.25

  private let connection: DatabaseQueue
  private let stop = DispatchSemaphore(value: 0)

  init(path: String) throws {
    connection = try DatabaseQueue(path: path)
    let connection = self.connection
    let stop = self.stop
    Thread.detachNewThread {
      while stop.wait(timeout: .now() + Checkpointer.interval) == .timedOut {
        _ = try? connection.inDatabase { try $0.checkpoint(.passive) }
      }
    }
  }

  /// Stops the thread (at once, or after the checkpoint under way).
  deinit { stop.signal() }
}
