import Clocks
import Logging
import Synchronization

/// The log's line that the database's disk is full: said at the first write refused, then
/// at most once a minute while writes keep being refused, so an operator reads it without a
/// line per request.
final class FullDiskNotice: Sendable {
  private let logger: Logger
  private let lastSaid = Mutex<ContinuousClock.Instant?>(nil)
  /// How long one line stands for the writes refused after it.
  static let interval: Duration = .seconds(60)

  private let waits: WaitClock

  /// A notice written to `logger`, its minute passing on `waits`.
  init(logger: Logger, waits: WaitClock = .continuous) {
    self.logger = logger
    self.waits = waits
  }

  /// Logs `line` as an error unless a line was logged within `interval`.
  func say(_ line: @autoclosure () -> String) {
    let now = waits.now()
    let due = lastSaid.withLock { last in
      guard last.map({ now - $0 >= Self.interval }) ?? true else { return false }
      last = now
      return true
    }
    if due { logger.error("\(line())") }
  }
}
