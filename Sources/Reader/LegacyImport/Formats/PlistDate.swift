/// Dates as XML plists write them, `2024-03-01T08:30:00Z`, in seconds since 2001-01-01 UTC.
enum PlistDate {
  /// Nil when the text is not a plist date. Fractional seconds are accepted and dropped.
  static func secondsSince2001(_ text: String) -> Double? {
    let parts = text.split(whereSeparator: { "-T:Z.".contains($0) }).map(String.init)
    guard parts.count >= 6, text.hasSuffix("Z"),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      let hour = Int(parts[3]), let minute = Int(parts[4]), let second = Int(parts[5]),
      (-99_999...99_999).contains(year), (1...12).contains(month), (1...31).contains(day),
      (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
    else { return nil }
    let days =
      daysFromCivil(year: year, month: month, day: day)
      - daysFromCivil(year: 2001, month: 1, day: 1)
    return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
