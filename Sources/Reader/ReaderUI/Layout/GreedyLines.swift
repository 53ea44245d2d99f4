/// The one rule of wrapping that `TextWrapping` (by characters) and `CodePointWrapping` (by
/// code points) share: a word and the blanks before it join the line while they fit; else the
/// line ends before those blanks and the word starts the next one, cut before a unit only
/// while the word alone is wider than a line.
enum GreedyLines {
  /// Calls `line` with each line of `units[bounds]`, in order: its range of units and its
  /// width in columns (`width` at the most, at least 1; the last line may be empty).
  /// Inlined, so that each wrapping's columns and blanks are read without a call.
  @inline(__always)
  static func wrap<Units: Collection>(
    _ units: Units, in bounds: Range<Units.Index>, width: Int,
    columns: (Units.Index) -> Int, isBlank: (Units.Index) -> Bool,
    line: (Range<Units.Index>, Int) -> Void
  ) {
    var lineStart = bounds.lowerBound
    var lineEnd = bounds.lowerBound
    var lineWidth = 0
    var index = bounds.lowerBound
    while index < bounds.upperBound {
      // A word and the blanks before it.
      var blankWidth = 0
      var wordStart = index
      while wordStart < bounds.upperBound, isBlank(wordStart) {
        blankWidth += columns(wordStart)
        wordStart = units.index(after: wordStart)
      }
      var wordEnd = wordStart
      var wordWidth = 0
      while wordEnd < bounds.upperBound, !isBlank(wordEnd) {
        wordWidth += columns(wordEnd)
        wordEnd = units.index(after: wordEnd)
      }
      index = wordEnd
      if lineWidth + blankWidth + wordWidth <= width {
        lineEnd = wordEnd
        lineWidth += blankWidth + wordWidth
        continue
      }
      if lineEnd > lineStart || lineWidth > 0 { line(lineStart..<lineEnd, lineWidth) }
      // The word starts a new line, cut in pieces while it is wider than a line.
      lineStart = wordStart
      lineWidth = 0
      var cursor = wordStart
      while cursor < wordEnd {
        let columns = columns(cursor)
        if lineWidth + columns > width, cursor > lineStart {
          line(lineStart..<cursor, lineWidth)
          lineStart = cursor
          lineWidth = 0
        }
        lineWidth += columns
        cursor = units.index(after: cursor)
      }
      lineEnd = wordEnd
    }
    line(lineStart..<lineEnd, lineWidth)
  }
}
