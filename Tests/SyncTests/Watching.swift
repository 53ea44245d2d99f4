import Foundation
import Sync
import Synchronization
import TestSupport
import Testing

/// A device's watcher on a thread of its own, counting its syncs. Its journal is looked at
/// only every ten minutes, so only the service's word wakes it.
final class Watching: Sendable {
  let watcher: SyncWatcher
  private let count: SyncCount

  /// Starts watching with `engine`, and waits until the watcher has synced once and
  /// `listening` holds (its long poll is held); `stop()` ends it.
  init(_ engine: SyncEngine, listening: @escaping @Sendable () -> Bool) {
    let count = SyncCount()
    self.count = count
    watcher = SyncWatcher(engine: engine, journalInterval: 600) { news in
      if news.state == .synced { count.value.withLock { $0 += 1 } }
    }
    let watcher = watcher
    Thread { watcher.run() }.start()
    #expect(
      Waiting.until(10) { count.value.withLock { $0 } == 1 && listening() },
      "the watcher never synced and listened")
  }

  /// The syncs the watcher has finished.
  var syncs: Int { count.value.withLock { $0 } }

  func stop() { watcher.stop() }
}

private final class SyncCount: Sendable {
  let value = Mutex(0)
}
