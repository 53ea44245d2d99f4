/// Interface text made to fit a row without cutting a word: key hints ("? help · / search …")
/// lose whole items from the end, other text stops at the last whole word with "…".
/// Vietnamese sentences run longer than English ones, so every line a person reads goes
/// through here.
enum Fitting {
  static let separator = " · "

  static func line(_ text: String, width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    var items = text.components(separatedBy: separator)
    while items.count > 1 {
      items.removeLast()
      let shorter = items.joined(separator: separator)
      if DisplayWidth.of(shorter) <= width { return shorter }
    }
    return words(items[0], width: width)
  }

  /// `text` up to its last whole word that fits with an ellipsis after it; its leading
  /// spaces are kept.
  static func words(_ text: String, width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    let lead = String(text.prefix { $0 == " " })
    let room = width - lead.count - 1
    guard room > 0 else { return "" }
    let first = TextWrapping.wrap(String(text.dropFirst(lead.count)), width: room).first ?? ""
    return lead + first + "…"
  }
}

extension Canvas {
  /// Writes interface text from a column, fitted to `limit` columns (the canvas edge by
  /// default) by `Fitting`. Returns the column after the last one written.
  @discardableResult
  mutating func say(
    _ text: String, row: Int, column: Int, style: CellStyle = .normal, limit: Int? = nil
  ) -> Int {
    let room = max(0, min(limit ?? width, width - column))
    return put(Fitting.line(text, width: room), row: row, column: column, style: style)
  }
}
