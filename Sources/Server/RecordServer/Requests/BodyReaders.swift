import CMemory
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
///
/// A body of megabytes of small fields can take a processor for most of a second; on a
/// machine of two, two such bodies would take every processor from the requests of others,
/// and a small note's save would wait behind them. Those are read on threads of their own
/// that run behind the others (nice +10): they take what the requests answered meanwhile
/// leave, and a note of KBs is read at once.
final class BodyReaders: Sendable {
  /// Bodies up to this size are read where they arrive: a few microseconds of work.
  static let inlineBytes = 16 * 1024
  /// Bodies past this size are read on the threads that run behind the others.
  static let bulkBytes = 1024 * 1024
  static let threads = 4

  private let pool = NIOThreadPool(numberOfThreads: BodyReaders.threads)
  private let bulk = NIOThreadPool(numberOfThreads: BodyReaders.threads)

  init() {
    pool.start()
    bulk.start()
  }

  deinit {
    pool.shutdownGracefully { _ in }
    bulk.shutdownGracefully { _ in }
  }

  /// Runs `work` (reading `body`) for `user`: inline for a small body, on the pool for a
  /// larger one, behind the others for a body of megabytes.
  func read<T: Sendable>(
    _ body: ByteBuffer, user: String, _ work: @escaping @Sendable () throws -> T
  ) async throws -> T {
    guard body.readableBytes > BodyReaders.inlineBytes else { return try work() }
    guard body.readableBytes > BodyReaders.bulkBytes else {
      return try await pool.runIfActive(work)
    }
    return try await bulk.runIfActive {
      // A bulk thread only ever reads bulk bodies: lowered once, it stays so.
      _ = records_thread_run_behind()
      return try work()
    }
  }
}
