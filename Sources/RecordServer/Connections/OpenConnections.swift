import Synchronization

/// Counts the connections being served, across the event loops.
final class OpenConnections: Sendable {
  let limit: Int
  private let count = Mutex(0)

  init(limit: Int) { self.limit = limit }

  /// Takes a place for a new connection; false when all `limit` places are taken.
  func admit() -> Bool {
    let admitted = count.withLock { count in
      guard count < limit else { return false }
      count += 1
      return true
    }
    if admitted { ServerMetrics.connectionOpened() }
    return admitted
  }

  func release() {
    count.withLock { $0 -= 1 }
    ServerMetrics.connectionClosed()
  }
}
