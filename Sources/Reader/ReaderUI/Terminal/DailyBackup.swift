import Clocks
import Foundation
import Library

/// The library's backups while the reader runs: the day's (or one after a batch of changes),
/// taken on a thread of its own once the first frame is on the screen, so that it costs the
/// reader no pause; a look at most once a minute whether a batch of changes calls for another;
/// and one as the reader closes with changes. A copy that fails its check (the library is
/// damaged) is reported to the loop, which shows the sentence.
final class DailyBackup: @unchecked Sendable {
  private let library: LibraryStore
  private let lock = NSLock()
  private let underWay = DispatchGroup()
  private var started = false
  private var running = false
  private var lastLook = WaitClock.continuous.now()
  private var problem: String?

  init(library: LibraryStore) {
    self.library = library
  }

  /// Starts the backup the first time it is called; later calls do nothing.
  func startOnce() {
    lock.lock()
    defer { lock.unlock() }
    guard !started else { return }
    started = true
    startLocked()
  }

  /// Looks whether a backup is due (after a batch of changes), at most once a minute and
  /// never before the first frame, on a thread of its own; `now` is the waiting clock's, which
  /// a change of the date does not move.
  func lookAgain(now: ContinuousClock.Instant) {
    lock.lock()
    defer { lock.unlock() }
    guard started, !running, now - lastLook >= .seconds(60) else { return }
    lastLook = now
    startLocked()
  }

  /// As the reader closes: waits for a backup under way, then takes one when anything changed
  /// since the newest.
  func closing() {
    underWay.wait()
    do { try library.backUpIfChanged() } catch {}
  }

  /// Starts a thread that takes the backup when one is due (the lock held).
  private func startLocked() {
    running = true
    underWay.enter()
    let thread = Thread { [self] in
      defer { underWay.leave() }
      do {
        try library.backUpIfDue()
      } catch {
        lock.lock()
        problem = "\(error)"
        lock.unlock()
      }
      lock.lock()
      running = false
      lock.unlock()
    }
    thread.qualityOfService = .background
    thread.start()
  }

  /// The sentence to show, once, when the backup met a problem.
  func takeProblem() -> String? {
    lock.lock()
    defer { lock.unlock() }
    defer { problem = nil }
    return problem
  }
}
