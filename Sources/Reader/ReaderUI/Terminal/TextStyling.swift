/// The reader's emphasis and colors for text a command prints (`quran read`, `quran
/// search`): the same `Palette` on the same background, as ANSI sequences. Not a terminal:
/// plain text; `NO_COLOR`: the emphasis alone; a background not known (`auto` without
/// `COLORFGBG`; a command does not ask the terminal) takes the colors that read on both.
public struct TextStyling: Sendable, Equatable {
  /// Whether any sequence is written (standard output is a terminal).
  public let styled: Bool
  /// Whether colors are added to the emphasis (`NO_COLOR` unset).
  public let colored: Bool
  /// The background the colors are chosen for.
  public let background: TerminalBackground

  /// Styling for a terminal or not, colors or not, on `background`.
  public init(styled: Bool, colored: Bool, background: TerminalBackground) {
    self.styled = styled
    self.colored = colored
    self.background = background
  }

  /// Styling for standard output as `environment` asks (`NO_COLOR`, `QURAN_VI_BACKGROUND`,
  /// `COLORFGBG`); a `QURAN_VI_BACKGROUND` that names no background counts as `auto`. A
  /// terminal that draws no sequences (`TERM=dumb`, a braille display's console) gets none.
  public init(terminal: Bool, environment: [String: String]) {
    let choice =
      environment[TerminalBackground.environmentVariable].flatMap {
        TerminalBackground.Choice(rawValue: $0.lowercased())
      } ?? .auto
    self.init(
      styled: terminal && environment["TERM"] != "dumb",
      colored: (environment["NO_COLOR"] ?? "").isEmpty,
      background: TerminalBackground.resolve(choice, environment: environment))
  }

  /// `text` drawn in `style`'s emphasis and colors, or as it is when not styled.
  public func apply(_ style: CellStyle, to text: String) -> String {
    let parameters = self.parameters(style)
    guard styled, !parameters.isEmpty, !text.isEmpty else { return text }
    return "\u{1B}[\(parameters.joined(separator: ";"))m\(text)\u{1B}[0m"
  }

  /// `text` in bold (a heading), or as it is when not styled.
  public func bold(_ text: String) -> String {
    styled && !text.isEmpty ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }

  /// The SGR parameters of `style`: its emphasis, then its colors (30–37 foreground,
  /// 40–47 background: the eight colors `Palette` names).
  func parameters(_ style: CellStyle) -> [String] {
    let emphasis = style.emphasis
    var parameters: [String] = []
    if emphasis.contains(.bold) { parameters.append("1") }
    if emphasis.contains(.dim) { parameters.append("2") }
    if emphasis.contains(.underline) { parameters.append("4") }
    if emphasis.contains(.reverse) { parameters.append("7") }
    guard colored else { return parameters }
    let colors = Palette.colors(style, on: background)
    if colors.foreground >= 0 { parameters.append("\(30 + colors.foreground)") }
    if colors.background >= 0 { parameters.append("\(40 + colors.background)") }
    return parameters
  }
}
