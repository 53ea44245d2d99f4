import Foundation
import Library
import Loopback
import Sync
import SyncNews

/// Device 0 of a fault trial has the reader open: its `SyncWatcher` runs the whole trial, as
/// the reader's `quran reader-sync` does — sending each change as the journal moves, pulling
/// when the notification channel says another device changed something — through the device's
/// fault proxy. The trial's changes on it meet the watcher's syncs as a person's keys meet the
/// reader's background sync.
final class FaultReader: Sendable {
  let watcher: SyncWatcher
  private let ended = DispatchSemaphore(value: 0)
  /// What the watcher told, as the reader hears it.
  let news = Locked<[SyncNews]>([])

  /// Starts the watcher of `device`.
  init(device: FaultDevice) throws {
    let news = news
    watcher = SyncWatcher(engine: try device.engine(), journalInterval: 0.05) { item in
      news.withLock { $0.append(item) }
    }
    let watcher = watcher
    let ended = ended
    let thread = Thread {
      watcher.run()
      ended.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
  }

  /// Stops the watcher and waits for its loop to end (its listener ends with its poll).
  func stop() {
    watcher.stop()
    ended.wait()
  }

  /// Waits until the watcher has sent everything `library` holds to send, at most `seconds`;
  /// whether it did.
  func settle(_ library: LibraryStore, seconds: Double) -> Bool {
    Waiting.until(seconds) { ((try? library.pendingChangeCount()) ?? 1) == 0 }
  }

  /// How many syncs ended, and the conflict copies they said.
  var told: (synced: Int, copies: Int) {
    news.withLock { items in
      (
        items.filter { $0.state == .synced }.count,
        items.reduce(0) { $0 + ($1.copies?.count ?? 0) }
      )
    }
  }
}
