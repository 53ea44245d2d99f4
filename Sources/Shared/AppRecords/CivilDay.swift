/// A calendar date (proleptic Gregorian) as a count of days since 1970-01-01, for arithmetic
/// on the log's `YYYY-MM-DD` days (as the reading records' day fields carry them) without a
/// calendar or a time zone: ten years of days are counted in microseconds, not in
/// Foundation's calendar calls.
public struct CivilDay: Comparable, Hashable, Sendable {
  /// Days since 1970-01-01 (negative before it).
  public let ordinal: Int

  /// The day `ordinal` days after 1970-01-01.
  public init(ordinal: Int) { self.ordinal = ordinal }

  /// A date by its parts; nil for one that does not exist (30 February).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), (1...31).contains(day) else { return nil }
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    ordinal = era * 146_097 + dayOfEra - 719_468
    // 30 February and the like come back as another date.
    guard parts == (year, month, day) else { return nil }
  }

  /// A date as the log writes one, `YYYY-MM-DD`; nil for anything else.
  public init?(_ text: String) {
    let digits = Array(text.utf8)
    guard digits.count == 10, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in digits[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }

  /// Year, month and day.
  public var parts: (year: Int, month: Int, day: Int) {
    let z = ordinal + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// `YYYY-MM-DD`.
  public var text: String {
    let (year, month, day) = parts
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// 0 for Monday through 6 for Sunday (1970-01-01 was a Thursday).
  public var weekdayFromMonday: Int { ((ordinal + 3) % 7 + 7) % 7 }

  /// The day `days` later (earlier when negative).
  public func adding(_ days: Int) -> CivilDay { CivilDay(ordinal: ordinal + days) }

  /// Whether `one` comes before `other`.
  public static func < (one: CivilDay, other: CivilDay) -> Bool { one.ordinal < other.ordinal }
}
