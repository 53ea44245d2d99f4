import Foundation

/// The time of day as the program reads it: the moment now. What decides by the date — the
/// reader and its screens (`ScreenContext`), the sync engine, the record server's storage and
/// accounts, an edition's update — is given one, so a test sets the day without changing the
/// computer's clock. Waiting goes by `WaitClock`, which no change of the date moves.
public struct WallClock: Sendable {
  /// The moment now.
  public let now: @Sendable () -> Date

  /// A clock that reads `now`.
  public init(now: @escaping @Sendable () -> Date) { self.now = now }

  /// The computer's clock.
  public static let system = WallClock(now: Date.init)

  /// A clock stopped at `moment`.
  public static func fixed(at moment: Date) -> WallClock { WallClock(now: { moment }) }
}
