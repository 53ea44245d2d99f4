import CloudRecords
import NIOCore
import NIOPosix
import Synchronization

/// Where request bodies are read. Reading is linear in a body's size (`RequestDecoding`), so
/// a small body is read where it arrives; a larger one on a few threads of their own, never
/// Swift's cooperative threads (one per core, which answer `/healthz` and every other
/// request), and at most `perUser` at once for one user: a user sending megabytes of JSON in
/// a loop takes at most that many of these threads, and other users' bodies go on the rest.
final class BodyReaders: Sendable {
  /// Bodies up to this size are read where they arrive: a few microseconds of work.
  static let inlineBytes = 16 * 1024
  static let threads = 4
  static let perUser = 2

  private let pool = NIOThreadPool(numberOfThreads: BodyReaders.threads)
  /// How many bodies each user has being read on the pool.
  private let reading = Mutex<[String: Int]>([:])

  init() { pool.start() }

  deinit { pool.shutdownGracefully { _ in } }

  /// Runs `work` (reading `body`) for `user`: inline for a small body, on the pool for a
  /// larger one, or THROTTLED when `perUser` of theirs are being read already.
  func read<T: Sendable>(
    _ body: ByteBuffer, user: String, _ work: @escaping @Sendable () throws -> T
  ) async throws -> T {
    guard body.readableBytes > BodyReaders.inlineBytes else { return try work() }
    let admitted = reading.withLock { counts in
      guard counts[user, default: 0] < BodyReaders.perUser else { return false }
      counts[user, default: 0] += 1
      return true
    }
    guard admitted else {
      throw ServerError(
        .throttled,
        "\(BodyReaders.perUser) large requests of yours are being read already; wait for their"
          + " answers before sending another.", retryAfter: 1)
    }
    defer {
      reading.withLock { counts in
        let left = counts[user, default: 1] - 1
        counts[user] = left > 0 ? left : nil
      }
    }
    return try await pool.runIfActive(work)
  }
}
