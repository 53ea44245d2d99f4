import Foundation

/// A moment as this computer's local date and time to the minute, "2026-11-28 09:41", from
/// the C library: a DateFormatter would map ICU's data into the program for sixteen
/// characters.
public enum LocalTime {
  /// `date` as `YYYY-MM-DD HH:MM` in the local time zone.
  public static func minute(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    localtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
      + "\(two(parts.tm_hour)):\(two(parts.tm_min))"
  }
}
