import CloudRecords
import NIOCore
import NIOPosix
import Synchronization

/// Where request bodies are read. Reading is linear in a body's size (`RequestDecoding`), so
/// a small body is read where it arrives; a larger one on a few threads of their own, never
/// Swift's cooperative threads (one per core, which answer `/healthz` and every other
/// request), and at most `perUser` at once for one user: a user sending megabytes of JSON in
/// a loop takes at most that many of these threads, and other users' bodies go on the rest.
/// The bodies being read at once hold at most `bytesAtOnce` between them (a body's value
/// takes several times its size while it is read), so a few users' largest bodies cannot
/// push the server past its memory bound; one past that is THROTTLED too.
final class BodyReaders: Sendable {
  /// Bodies up to this size are read where they arrive: a few microseconds of work.
  static let inlineBytes = 16 * 1024
  static let threads = 4
  static let perUser = 2
  static let bytesAtOnce = 12 * 1024 * 1024

  private let pool = NIOThreadPool(numberOfThreads: BodyReaders.threads)
  /// How many bodies each user has being read on the pool, and their bytes in all.
  private let reading = Mutex<(counts: [String: Int], bytes: Int)>(([:], 0))

  init() { pool.start() }

  deinit { pool.shutdownGracefully { _ in } }

  /// Runs `work` (reading `body`) for `user`: inline for a small body, on the pool for a
  /// larger one, or THROTTLED when `perUser` of theirs are being read already.
  func read<T: Sendable>(
    _ body: ByteBuffer, user: String, _ work: @escaping @Sendable () throws -> T
  ) async throws -> T {
    guard body.readableBytes > BodyReaders.inlineBytes else { return try work() }
    let size = body.readableBytes
    let admitted = reading.withLock { state in
      guard state.counts[user, default: 0] < BodyReaders.perUser else { return false }
      // One body at a time may always be read, whatever its size.
      guard state.bytes == 0 || state.bytes + size <= BodyReaders.bytesAtOnce else {
        return false
      }
      state.counts[user, default: 0] += 1
      state.bytes += size
      return true
    }
    guard admitted else {
      throw ServerError(
        .throttled,
        "The server is reading as many large requests as it can at once; wait for the answers"
          + " to yours before sending another.", retryAfter: 1)
    }
    defer {
      reading.withLock { state in
        let left = state.counts[user, default: 1] - 1
        state.counts[user] = left > 0 ? left : nil
        state.bytes -= size
      }
    }
    return try await pool.runIfActive(work)
  }
}
