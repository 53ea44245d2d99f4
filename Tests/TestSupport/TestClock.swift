import Clocks
import Foundation
import Synchronization
import Testing

/// A clock that a test moves by hand, for the logic that is given its clock: the record
/// server's rate limiter, accounts and storage, the sync engine, its retries and the watcher's
/// backoff (`wallClock`, `waitClock`). Time passes only by `advance`. A test that lets its
/// logic read the time of day names the moment it starts at (`init(at:)`): a clock made
/// without one fails the test when its date is read.
public final class TestClock: Sendable {
  private let start = ContinuousClock.now
  /// Milliseconds since 1970 at the start, when the test named the moment.
  private let startMilliseconds: Int64?
  private let passed = Mutex(Duration.zero)
  private let reads = Mutex(0)
  private let pauses = Mutex<[Duration]>([])

  /// A clock for waits and intervals only: its time of day was not set.
  public init() { startMilliseconds = nil }

  /// A clock whose time of day starts at `moment`.
  public init(at moment: Date) {
    startMilliseconds = Int64((moment.timeIntervalSince1970 * 1000).rounded())
  }

  /// The time now, on the continuous clock.
  public var instant: ContinuousClock.Instant { start + passed.withLock { $0 } }

  /// Reads `instant`, counting the reads: what the logic under test takes as its `now`.
  public var reading: @Sendable () -> ContinuousClock.Instant {
    {
      self.reads.withLock { $0 += 1 }
      return self.instant
    }
  }

  /// How many times `reading` was read: a loop that reads the time each round can be waited
  /// for by its rounds.
  public var readCount: Int { reads.withLock { $0 } }

  /// The time now in milliseconds since 1970. Read from a clock whose moment was not set,
  /// it records a failure of the test.
  public var milliseconds: Int64 {
    if startMilliseconds == nil {
      Issue.record(
        "The test read the time of day from a TestClock it did not set: make it TestClock(at:).")
    }
    let (seconds, attoseconds) = passed.withLock { $0 }.components
    return (startMilliseconds ?? 0) + seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }

  /// The time now as a date (`milliseconds`): what logic that decides by the wall clock
  /// (the sync engine, the record storage) takes as its `now`.
  public var date: @Sendable () -> Date {
    { Date(timeIntervalSince1970: Double(self.milliseconds) / 1000) }
  }

  /// This clock as the time of day (`date`).
  public var wallClock: WallClock { WallClock(now: date) }

  /// This clock for waiting: `reading` and `sleeping`.
  public var waitClock: WaitClock { WaitClock(now: reading, sleep: sleeping) }

  /// A pause on this clock, for the logic that waits through its clock (`WaitClock`): it
  /// returns at once, the duration passed and kept in `slept`.
  public var sleeping: @Sendable (Duration) -> Void {
    { duration in
      self.pauses.withLock { $0.append(duration) }
      self.advance(by: duration)
    }
  }

  /// The pauses taken through `sleeping`, in order.
  public var slept: [Duration] { pauses.withLock { $0 } }

  /// Lets `duration` pass.
  public func advance(by duration: Duration) { passed.withLock { $0 += duration } }

  /// Lets days and minutes pass.
  public func advance(days: Double = 0, minutes: Double = 0) {
    advance(by: .milliseconds(Int64(days * 86_400_000 + minutes * 60_000)))
  }
}
