/// What carries a style's meaning without colors (NO_COLOR): bold, dim, underline or
/// reverse. The reader's cells and the command line's output take it from here alike.
struct Emphasis: OptionSet, Sendable {
  let rawValue: UInt8

  static let bold = Emphasis(rawValue: 1)
  static let dim = Emphasis(rawValue: 2)
  static let underline = Emphasis(rawValue: 4)
  static let reverse = Emphasis(rawValue: 8)
}

extension CellStyle {
  /// The style's emphasis, with colors or without.
  var emphasis: Emphasis {
    switch self {
    case .normal, .arabic, .border, .progress: []
    case .title, .status: .reverse
    case .selected: .underline
    case .focusedSelected: [.reverse, .bold]
    case .reference, .marker: .bold
    case .match: [.bold, .underline]
    case .dim: .dim
    case .error: [.bold, .reverse]
    }
  }
}
