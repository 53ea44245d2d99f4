import CloudRecords
import NIOCore
import NIOPosix

/// Where request bodies are read. Reading is linear in a body's size (`RequestDecoding`), so
/// a small body is read where it arrives; a larger one on a few threads of their own, never
/// Swift's cooperative threads (one per core, which answer `/healthz` and every other
/// request). How many large bodies one user has in flight, and how many bytes all of them
/// hold, was bounded when each request was let in (`BodyShares`), before its body was read:
/// a user has at most `largeBodiesPerUser` of these threads, and other users' bodies go on
/// the rest.
final class BodyReaders: Sendable {
  /// Bodies up to this size are read where they arrive: a few microseconds of work.
  static let inlineBytes = 16 * 1024
  static let threads = 4

  private let pool = NIOThreadPool(numberOfThreads: BodyReaders.threads)

  init() { pool.start() }

  deinit { pool.shutdownGracefully { _ in } }

  /// Runs `work` (reading `body`) for `user`: inline for a small body, on the pool for a
  /// larger one.
  func read<T: Sendable>(
    _ body: ByteBuffer, user: String, _ work: @escaping @Sendable () throws -> T
  ) async throws -> T {
    guard body.readableBytes > BodyReaders.inlineBytes else { return try work() }
    return try await pool.runIfActive(work)
  }
}
