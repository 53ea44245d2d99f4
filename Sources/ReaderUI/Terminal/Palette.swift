import CNcursesw

/// The colors of each cell style, on a dark and on a light background. They add to the
/// style's bold, underline or reverse and never replace them, so no meaning rests on a
/// color alone; on a light background none is yellow or cyan, which vanish on white.
enum Palette {
  /// A style's foreground and background color numbers; -1 is the terminal's own.
  static func colors(_ style: CellStyle, on background: TerminalBackground) -> (
    foreground: Int16, background: Int16
  ) {
    let color: Int32? =
      switch (style, background) {
      case (.normal, _), (.title, _), (.status, _), (.selected, _), (.focusedSelected, _),
        (.dim, _):
        nil
      case (.reference, .dark): COLOR_CYAN
      case (.reference, .light): COLOR_BLUE
      case (.marker, .dark), (.match, .dark): COLOR_YELLOW
      case (.marker, .light), (.match, .light): COLOR_MAGENTA
      case (.arabic, .dark), (.progress, _): COLOR_GREEN
      case (.arabic, .light): nil
      case (.error, _): COLOR_RED
      case (.border, _): COLOR_BLUE
      }
    return (color.map { Int16($0) } ?? -1, -1)
  }
}
