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
  private let stopped = DispatchSemaphore(value: 0)

  init(path: String) throws {
    connection = try DatabaseQueue(path: path)
    let connection = self.connection
    let stop = self.stop
    let stopped = self.stopped
    Thread.detachNewThread {
      while stop.wait(timeout: .now() + Checkpointer.interval) == .timedOut {
        _ = try? connection.inDatabase { try $0.checkpoint(.passive) }
      }
      stopped.signal()
    }
  }

  /// Stops the thread, waits for the checkpoint under way, and closes the connection (a
  /// clean stop closes every connection, so SQLite can remove the WAL).
  func close() {
    stop.signal()
    stopped.wait()
    try? connection.close()
  }

  /// Stops the thread (at once, or after the checkpoint under way).
  deinit { stop.signal() }
}
