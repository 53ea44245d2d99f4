import Foundation

/// Whether the terminal draws dark text on a light background or light text on a dark one,
/// or `unknown` when nothing says (a terminal inside tmux or screen may not answer): the
/// reader's colors are chosen to read on it, or on either.
public enum TerminalBackground: String, Sendable, CaseIterable {
  /// A light background, a dark one, or not known.
  case light, dark, unknown

  /// The choice a person makes (`--background`, `QURAN_VI_BACKGROUND`): a background, or
  /// `auto` to ask the terminal.
  public enum Choice: String, Sendable, CaseIterable {
    /// Ask the terminal (or `COLORFGBG`), or a background said.
    case auto, light, dark
  }

  /// The environment variable that chooses, as `--background` does.
  public static let environmentVariable = "QURAN_VI_BACKGROUND"

  /// The background to draw for: the choice, else `COLORFGBG`, else `unknown` (and the
  /// terminal is asked once the first frame is drawn: `BackgroundQuery`).
  public static func resolve(_ choice: Choice, environment: [String: String])
    -> TerminalBackground
  {
    switch choice {
    case .light: .light
    case .dark: .dark
    case .auto: environment["COLORFGBG"].flatMap(fromColorFGBG) ?? .unknown
    }
  }

  /// The background `COLORFGBG` names (`15;0`, `0;default;15`): its last field is the
  /// background's color number, 7 and 9–15 light, the others dark; nil when it names none.
  public static func fromColorFGBG(_ value: String) -> TerminalBackground? {
    guard let last = value.split(separator: ";").last, let number = Int(last),
      (0...255).contains(number)
    else { return nil }
    return number == 7 || (9...15).contains(number) ? .light : .dark
  }

  /// The background an answer to OSC 11 names (`ESC ] 11 ; rgb:ffff/ffff/ffff ESC \`): light
  /// when its luminance is over half; nil when the bytes hold no such answer.
  public static func fromColorReply(_ reply: [UInt8]) -> TerminalBackground? {
    let text = String(decoding: reply, as: UTF8.self)
    guard let start = text.range(of: "]11;rgb:") else { return nil }
    let parts = text[start.upperBound...].prefix { $0.isHexDigit || $0 == "/" }
      .split(separator: "/")
    guard parts.count == 3 else { return nil }
    let levels = parts.compactMap { part -> Double? in
      guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
      return Double(value) / Double((1 << (4 * part.count)) - 1)
    }
    guard levels.count == 3 else { return nil }
    let luminance = 0.2126 * levels[0] + 0.7152 * levels[1] + 0.0722 * levels[2]
    return luminance > 0.5 ? .light : .dark
  }
}
