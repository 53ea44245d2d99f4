// The watcher's backoff on a test clock: after a failure it tries again only once the wait
// has passed on the clock it was given, and the wait doubles; no sleeping.
import Clocks
import CloudRecords
import Foundation
import InProcessRecords
import Sync
import SyncNews
import Synchronization
import TestSupport
import Testing

@Suite struct WatcherBackoffTests {
  @Test func aFailedSyncIsTriedAgainOnlyAfterTheBackoff() throws {
    let world = try LocalWorld()
    let laptop = try world.device("laptop")
    let records = Outage(laptop.records)
    let engine = SyncEngine(library: laptop.library, records: records, user: world.user)
    let clock = TestClock()
    let offline = Mutex(0)
    let synced = Mutex(0)
    // The listener's pauses are real ones: only the main loop's backoff reads the test clock.
    let waits = WaitClock(now: clock.reading, sleep: WaitClock.continuous.sleep)
    let watcher = SyncWatcher(engine: engine, journalInterval: 0.005, clock: waits) { news in
      if news.state == .offline { offline.withLock { $0 += 1 } }
      if news.state == .synced { synced.withLock { $0 += 1 } }
    }
    Thread { watcher.run() }.start()
    defer { watcher.stop() }
    #expect(Waiting.until(10) { offline.withLock { $0 } == 1 }, "the first sync did not fail")

    // Fifty more rounds of the loop at the same moment: no second try (the first wait is
    // 0.8 to 1.2 s).
    let rounds = clock.readCount
    #expect(Waiting.until(10) { clock.readCount >= rounds + 50 })
    clock.advance(by: .milliseconds(700))
    let later = clock.readCount
    #expect(Waiting.until(10) { clock.readCount >= later + 50 })
    #expect(offline.withLock { $0 } == 1, "tried again before the backoff")

    // Past the longest first wait: tried again, and failed again.
    clock.advance(by: .milliseconds(600))
    #expect(Waiting.until(10) { offline.withLock { $0 } == 2 }, "never tried again")

    // The wait doubled (1.6 to 2.4 s): 1.5 s is not enough, 2.5 s is.
    records.isDown.withLock { $0 = false }
    clock.advance(by: .milliseconds(1500))
    let doubled = clock.readCount
    #expect(Waiting.until(10) { clock.readCount >= doubled + 50 })
    #expect(synced.withLock { $0 } == 0, "the wait did not double")
    clock.advance(by: .seconds(1))
    #expect(Waiting.until(10) { synced.withLock { $0 } >= 1 }, "never synced once back")
  }
}

extension WatcherBackoffTests {
  /// The listener's backoff after a failed poll passes on the clock the watcher is given:
  /// 1, 2, 4 and 8 s, then 10 s each time, none of them waited for on the wall clock.
  @Test func theListenersBackoffSleepsOnTheClockGiven() throws {
    let world = try LocalWorld()
    let laptop = try world.device("laptop")
    let engine = SyncEngine(
      library: laptop.library, records: Outage(laptop.records), user: world.user)
    let clock = TestClock()
    let watcher = SyncWatcher(
      engine: engine, journalInterval: 0.05, clock: clock.waitClock
    ) { _ in }
    Thread { watcher.run() }.start()
    defer { watcher.stop() }
    #expect(Waiting.until(10) { clock.slept.count >= 6 }, "the listener slept on the wall clock")
    #expect(Array(clock.slept.prefix(6)) == [1, 2, 4, 8, 10, 10].map { Duration.seconds($0) })
  }
}

/// The in-process records behind an outage the test switches off: while down, every call
/// fails as an unreachable server does.
final class Outage: RecordDatabase {
  let records: any RecordDatabase
  let isDown = Mutex(true)

  init(_ records: any RecordDatabase) { self.records = records }

  private func reach() throws(RecordServiceError) {
    if isDown.withLock({ $0 }) { throw .unavailable(reason: "the test's outage") }
  }

  func send<Request, Answer>(_ endpoint: Endpoint<Request, Answer>, _ request: Request)
    throws(RecordServiceError) -> Answer
  {
    try reach()
    return try records.send(endpoint, request)
  }
  func waitForChanges(timeout: Int) throws(RecordServiceError) -> Bool {
    try reach()
    return try records.waitForChanges(timeout: timeout)
  }
}
