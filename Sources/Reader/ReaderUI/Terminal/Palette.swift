import CNcursesw

/// The colors of each cell style, on a dark, a light or an unknown background. They add to
/// the style's bold, underline or reverse and never replace them, so no meaning rests on a
/// color alone; on a light or unknown background no text is yellow or cyan, which vanish on
/// white (a match is black on a yellow ground there, which reads on both), and the Arabic
/// takes the terminal's own color until the background is known (a first frame drawn before
/// the terminal answers does not flash green on white).
enum Palette {
  /// A style's foreground and background color numbers; -1 is the terminal's own.
  static func colors(_ style: CellStyle, on background: TerminalBackground) -> (
    foreground: Int16, background: Int16
  ) {
    if style == .match, background == .unknown { return (Int16(COLOR_BLACK), Int16(COLOR_YELLOW)) }
    let color: Int32? =
      switch (style, background) {
      case (.normal, _), (.title, _), (.status, _), (.selected, _), (.focusedSelected, _),
        (.dim, _):
        nil
      case (.reference, .dark): COLOR_CYAN
      case (.reference, .light): COLOR_BLUE
      case (.reference, .unknown): nil
      case (.marker, .dark), (.match, .dark): COLOR_YELLOW
      case (.marker, _), (.match, _): COLOR_MAGENTA
      case (.arabic, .light), (.arabic, .unknown): nil
      case (.arabic, .dark), (.progress, _): COLOR_GREEN
      case (.error, _): COLOR_RED
      case (.border, _): COLOR_BLUE
      }
    return (color.map { Int16($0) } ?? -1, -1)
  }
}
