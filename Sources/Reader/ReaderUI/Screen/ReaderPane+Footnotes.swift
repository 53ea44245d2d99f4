import QuranText

/// The footnotes in the reader pane: markers `[25]` drawn apart from the text (bold, and
/// yellow with colors), and the footnotes of the open ayahs under them.
extension ReaderPane {
  /// The footnotes to lay out: those of the open ayahs, read in the translation the pane
  /// shows (a pane opened in another translation reads its own).
  var shownFootnotes: [Int: [Footnote]] {
    guard let footnotes, !openFootnotes.isEmpty else { return [:] }
    return footnotes.filter { openFootnotes.contains($0.key) }
  }

  /// Paints each marker `[n]` of a line of text in the marker's style.
  static func paintMarkers(_ text: String, row: Int, column: Int, into canvas: inout Canvas) {
    guard text.contains("[") else { return }
    var x = 0
    var position = text.startIndex
    for marker in Footnote.markerRanges(in: text) {
      x += DisplayWidth.of(text[position..<marker.lowerBound])
      let width = DisplayWidth.of(text[marker])
      canvas.paint(row: row, columns: (column + x)..<(column + x + width), style: .marker)
      x += width
      position = marker.upperBound
    }
  }

  /// A line of an open footnote: dim, its marker as in the text, the bar of the current ayah
  /// beside it.
  func drawFootnote(
    _ line: PassageLayout.Line, row: Int, area: Area, into canvas: inout Canvas
  ) {
    let textColumn = area.left + PassageLayout.gutterWidth
    if line.ayah == current {
      canvas.put("│", row: row, column: area.left + 5, style: .dim)
    }
    canvas.put(
      line.text, row: row, column: textColumn, style: .dim,
      limit: area.width - PassageLayout.gutterWidth - 1)
    if line.text.hasPrefix("["), let close = line.text.firstIndex(of: "]") {
      let width = DisplayWidth.of(line.text[...close])
      canvas.paint(row: row, columns: textColumn..<(textColumn + width), style: .marker)
    }
  }
}
