import Dispatch
import NIOCore

/// Where a request body is read. Bodies over 64 KB are read on one thread of their own, one
/// at a time: a client sending megabytes of JSON in a loop then takes that thread, not the
/// few threads every other request shares. Small bodies, nearly all of them, are read where
/// they arrive.
enum BigBodies {
  static let threshold = 64 * 1024
  private static let queue = DispatchQueue(label: "quran-records.big-bodies")

  static func read<T: Sendable>(
    _ body: ByteBuffer, _ work: @escaping @Sendable () throws -> T
  ) async throws -> T {
    guard body.readableBytes > threshold else { return try work() }
    return try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try work() }) }
    }
  }
}
