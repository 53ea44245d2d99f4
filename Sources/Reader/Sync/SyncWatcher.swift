import Clocks
import CloudRecords
import Foundation
import Library
import RecordClient
import SyncNews
import Synchronization

/// Keeps a library in sync while it runs: pulls what changed (`PullScope.changes`, deletions
/// included, as `quran sync` does) at start, whenever the notification channel says another
/// device changed the zone, every `pullInterval` seconds, and after a failure;
/// whenever the library's journal grows (checked a few times a second — a cheap read) it only
/// sends the change (`SyncEngine.send()`), so a keystroke costs one request whatever the
/// library's size. Failures back off (up to 15 s) instead of spinning; a needed
/// sign-in stops it.
///
/// `run()` blocks its thread; the notification long-poll runs on a second thread. `stop()`
/// may be called from any thread. The backoff reads the time from `clock`, and the listener's
/// backoff after a failed poll sleeps through it (the continuous clock unless a test gives
/// its own).
public final class SyncWatcher: Sendable {
  /// The engine that syncs when the journal moves or the server says something changed.
  public let engine: SyncEngine
  /// Told every change of state, with how many records from elsewhere changed the library.
  let report: @Sendable (SyncNews) -> Void
  private let control = Mutex(Control())
  private let wake = DispatchSemaphore(value: 0)
  /// How often the journal is looked at.
  let journalInterval: Double
  /// How often the server is asked what changed without being told of a change (the
  /// notification channel can miss one, and Apple's is not promised).
  let pullInterval: Double
  /// The time the backoff and the listener's pause after a failed poll go by.
  let clock: WaitClock

  struct Control {
    var stopped = false
    var pullWanted = false
  }

  /// A watcher of `engine`: the journal looked at every `journalInterval` seconds, each change of state told to `report`.
  public init(
    engine: SyncEngine, journalInterval: Double = 0.2, pullInterval: Double = 600,
    clock: WaitClock = .continuous,
    report: @escaping @Sendable (SyncNews) -> Void
  ) {
    self.clock = clock
    self.engine = engine
    self.journalInterval = journalInterval
    self.pullInterval = pullInterval
    self.report = report
  }

  /// Ends `run()` soon, from any thread.
  public func stop() {
    control.withLock { $0.stopped = true }
    wake.signal()
  }

  private var stopped: Bool { control.withLock { $0.stopped } }

  /// Syncs until `stop()` or until a sign-in is needed.
  public func run() {
    let listener = Thread { [self] in listen() }
    listener.stackSize = 1 << 20
    listener.start()
    var lastMark: Int64 = -1
    var failing = false
    var backoff = 1.0
    var nextTry = clock.now()
    var nextPull = clock.now()
    while !stopped {
      let mark = (try? engine.library.journalMark()) ?? lastMark
      let pullWanted = control.withLock { control in
        defer { control.pullWanted = false }
        return control.pullWanted
      }
      // After a failure the server may have changed in any way (restarted, restored): the
      // retry pulls first, and a server restored meanwhile (its identity changed) is read
      // whole before anything is sent.
      let pulling = failing || pullWanted || clock.now() >= nextPull
      let due = failing ? clock.now() >= nextTry : (pulling || mark != lastMark)
      if due {
        report(SyncNews(state: .syncing))
        do {
          let result = try pulling ? engine.sync(.changes) : engine.send()
          if pulling { nextPull = clock.now() + .seconds(pullInterval) }
          lastMark = mark
          failing = false
          backoff = 1
          report(
            SyncNews(
              state: .synced, time: engine.clock.now(), waiting: result.waiting,
              received: result.received, copies: result.conflictCopies.map(\.description)
            ))
        } catch let error as RecordServiceError where error.needsSignIn {
          report(SyncNews(state: .signInNeeded, reason: error.description))
          stop()
          return
        } catch {
          failing = true
          nextTry = clock.now() + .seconds(backoff * Double.random(in: 0.8...1.2))
          backoff = min(backoff * 2, 15)
          let waiting = (try? engine.library.pendingChangeCount()) ?? 0
          if let error = error as? RecordServiceError, error.isPassing {
            report(SyncNews(state: .offline, waiting: waiting, reason: error.description))
          } else {
            report(SyncNews(state: .failed, reason: "\(error)"))
          }
        }
      }
      _ = wake.wait(timeout: .now() + journalInterval)
    }
  }

  /// Waits for the service to say another device changed something; each time, asks the
  /// main loop to pull.
  private func listen() {
    var backoff = 1.0
    while !stopped {
      do {
        let changed = try engine.records.waitForChanges(timeout: 25)
        backoff = 1
        if changed {
          control.withLock { $0.pullWanted = true }
          wake.signal()
        }
      } catch {
        if error.needsSignIn { return }
        // After an outage, catch up on what was missed while the way was down; until then
        // a change is not sent alone to a server that may have been restored meanwhile.
        control.withLock { $0.pullWanted = true }
        clock.sleep(.seconds(backoff))
        backoff = min(backoff * 2, 10)
      }
    }
  }
}
