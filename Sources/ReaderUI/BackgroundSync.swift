import Foundation
import Interface
import Library
import Sync
import Synchronization

/// Sync while the reader runs: a `SyncWatcher` on its own thread, and what the screen needs
/// to know from it — the state in a few words, and whether another device's change arrived.
/// The watcher's thread only writes a mutex; the terminal loop reads it on the main thread,
/// so ncurses is called from the main thread alone.
public final class BackgroundSync: Sendable {
  private let watcher: SyncWatcher
  private let box: NewsBox

  public init(engine: SyncEngine) {
    let box = NewsBox()
    watcher = SyncWatcher(engine: engine) { state, received in
      box.publish(state, received: received)
    }
    self.box = box
  }

  /// Starts syncing on a background thread.
  public func start() {
    let thread = Thread { [watcher] in watcher.run() }
    thread.stackSize = 1 << 20
    thread.start()
  }

  public func stop() { watcher.stop() }

  /// What changed since the last look: the new status text, if it changed, and whether
  /// records from elsewhere arrived.
  public func take() -> (status: String?, arrived: Bool) { box.take() }
}

/// The watcher's reports, handed from its thread to the terminal loop.
final class NewsBox: Sendable {
  private let news = Mutex<(status: String, changed: Bool, arrived: Bool)>(
    (SyncText.syncing(), true, false))

  func publish(_ state: SyncWatcher.State, received: Int) {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm"
    let text =
      switch state {
      case .syncing: SyncText.syncing()
      case .synced(let at, let waiting):
        waiting > 0
          ? SyncText.syncedWaiting(formatter.string(from: at), waiting)
          : SyncText.synced(formatter.string(from: at))
      case .offline(let waiting, _): SyncText.offline(waiting)
      case .signInNeeded: SyncText.signInNeeded()
      case .failed: SyncText.failed()
      }
    news.withLock { news in
      if news.status != text {
        news.status = text
        news.changed = true
      }
      if received > 0 { news.arrived = true }
    }
  }

  func take() -> (status: String?, arrived: Bool) {
    news.withLock { news in
      defer {
        news.changed = false
        news.arrived = false
      }
      return (news.changed ? news.status : nil, news.arrived)
    }
  }
}
