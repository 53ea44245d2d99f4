import Foundation

/// The one way a share is written for a person: whole from 10 % up (and at 0), one decimal
/// below, with the language's decimal mark: "0,2%" in Vietnamese, "0.2%" in English.
public enum Percentage {
  /// `value` (0 to 100) as "42%", "4,5%" or "4.5%".
  public static func text(_ value: Double, in language: Language = .current) -> String {
    guard value != 0, value < 10 else { return "\(Int(value.rounded(.down)))%" }
    let tenths = Int((value * 10).rounded(.down))
    let mark = language == .vietnamese ? "," : "."
    return "\(tenths / 10)\(mark)\(tenths % 10)%"
  }
}
