import Foundation

/// The time of day as the reader and its screens read it: the moment now, and the local day
/// it falls in. The reader is given one (`ReaderSession`'s `clock`, in each screen's
/// `ScreenContext`), so a test sets the day without changing the computer's clock.
public struct WallClock: Sendable {
  /// The moment now.
  public let now: @Sendable () -> Date

  /// A clock that reads `now`.
  public init(now: @escaping @Sendable () -> Date) { self.now = now }

  /// The computer's clock.
  public static let system = WallClock(now: Date.init)

  /// A clock stopped at `moment`.
  public static func fixed(at moment: Date) -> WallClock { WallClock(now: { moment }) }

  /// Today, `YYYY-MM-DD` in local time (`ReadingDate.day(of:)`).
  public var today: String { ReadingDate.day(of: now()) }
}
