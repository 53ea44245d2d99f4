import Clocks
import Foundation
import Synchronization

/// A clock that a test moves by hand, for the logic that is given its clock: the record
/// server's rate limiter, accounts and storage, the sync engine, its retries and the watcher's
/// backoff (`wallClock`, `waitClock`). Time passes only by `advance`.
public final class TestClock: Sendable {
  private let start = ContinuousClock.now
  private let passed = Mutex(Duration.zero)
  private let reads = Mutex(0)
  private let pauses = Mutex<[Duration]>([])

  public init() {}

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

  /// The time now in milliseconds since 1970: 1,800,000,000,000 (January 2027) at the start.
  public var milliseconds: Int64 {
    let (seconds, attoseconds) = passed.withLock { $0 }.components
    return 1_800_000_000_000 + seconds * 1000 + attoseconds / 1_000_000_000_000_000
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
