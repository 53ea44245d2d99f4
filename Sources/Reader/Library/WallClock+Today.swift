import Clocks

extension WallClock {
  /// Today, `YYYY-MM-DD` in local time (`ReadingDate.day(of:)`).
  public var today: String { ReadingDate.day(of: now()) }
}
