/// The one way a length of time in seconds is written for a person: one decimal, with the
/// language's decimal mark, as `Percentage` writes a share: "1,5" in Vietnamese, "1.5" in
/// English (the unit, "giây" or "s", is the sentence's).
public enum Seconds {
  /// `seconds` (0 or more) to the nearest tenth: "1,5" or "1.5".
  public static func text(_ seconds: Double, in language: Language = .current) -> String {
    let tenths = Int((max(0, seconds) * 10).rounded())
    let mark = language == .vietnamese ? "," : "."
    return "\(tenths / 10)\(mark)\(tenths % 10)"
  }
}
