import Foundation

/// The time the waits between tries go by: what the time is now, and a pause of a duration.
/// The retries of a request (`RecordClient`) and the sync watcher's listener wait through it,
/// so a test gives its own (`TestClock`) and sees a wait of minutes pass at once.
public struct WaitClock: Sendable {
  /// The time now.
  public let now: @Sendable () -> ContinuousClock.Instant
  /// Blocks the calling thread for the duration (a test's clock only moves its time).
  public let sleep: @Sendable (Duration) -> Void

  /// A clock that reads `now` and pauses with `sleep`.
  public init(
    now: @escaping @Sendable () -> ContinuousClock.Instant,
    sleep: @escaping @Sendable (Duration) -> Void
  ) {
    self.now = now
    self.sleep = sleep
  }

  /// The continuous clock, slept on by the calling thread.
  public static let continuous = WaitClock(
    now: { .now },
    sleep: { duration in
      let (seconds, attoseconds) = duration.components
      Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
    })
}
