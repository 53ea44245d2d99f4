import Foundation

extension Date {
  /// Milliseconds since 1970, as the library's columns keep a time and CloudKit writes a
  /// TIMESTAMP: the one conversion of the package (the library, the records' fields, the
  /// server's clocks). Rounded to the
  /// nearest, so that a TIMESTAMP read into a date and written again is the same number;
  /// truncating would lose a millisecond to the floating point now and then.
  public var milliseconds: Int64 { Int64((timeIntervalSince1970 * 1000).rounded()) }

  /// The moment `milliseconds` after 1970 (a CloudKit TIMESTAMP).
  public init(milliseconds: Int64) {
    self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
  }
}
