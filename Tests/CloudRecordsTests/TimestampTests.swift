import Clocks
import CloudRecords
import Foundation
import Testing

/// A TIMESTAMP is milliseconds since 1970, rounded to the nearest.
@Suite struct TimestampTests {
  @Test func aDateIsRoundedToTheNearestMillisecond() {
    #expect(Date(timeIntervalSince1970: 1.0004).milliseconds == 1000)
    #expect(Date(timeIntervalSince1970: 1.0006).milliseconds == 1001)
    #expect(Date(timeIntervalSince1970: -1.0006).milliseconds == -1001)
  }

  /// What the wire needs of the rule: a TIMESTAMP read and written again is the same number —
  /// over the first ten seconds of 1970, where truncating would change about half of them, and
  /// over a day in 2027.
  @Test func aTimestampReadAndWrittenAgainIsTheSame() {
    let day: Int64 = 1_800_000_000_000
    let timestamps = Array(0..<10_000) + (day..<day + 86_400_000).filter { $0 % 997 == 0 }
    let changed = timestamps.filter { Date(milliseconds: $0).milliseconds != $0 }
    let count = changed.count
    #expect(count == 0, "first changed: \(changed.first ?? 0)")
  }
}
