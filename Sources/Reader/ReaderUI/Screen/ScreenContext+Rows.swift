import Interface
import QuranText

/// The rows of the lists of ayahs (results, favorites, notes), drawn alike.
extension ScreenContext {
  /// Draws the Arabic name of an ayah's surah at the right end of a row of a list (results,
  /// favorites, notes) when the area is wide enough; returns the columns it took.
  func drawSurahName(_ ayah: AyahID, into canvas: inout Canvas, row: Int, area: Area) -> Int {
    let width = 10
    guard area.width >= 60, let surah = corpus.surah(ayah.surah) else { return 0 }
    canvas.put(
      arabic.name(surah.arabicName, width: width), row: row, column: area.right - width - 1,
      style: .arabic)
    return width + 2
  }

  /// Draws a row of a list of ayahs (results, favorites, notes): the reference, `between`,
  /// the text cut to the room left, centred on the search's words (`terms`) and its matches
  /// marked, and the surah's Arabic name.
  func drawAyahRow(
    _ ayah: AyahID, selected: Bool, between: (text: String, style: CellStyle), text: String,
    terms: SearchTerms?, into canvas: inout Canvas, row y: Int, area: Area
  ) {
    var x = canvas.put(
      ayah.description.leftPadded(to: 8), row: y, column: area.left,
      style: selected ? .focusedSelected : .reference)
    x = canvas.put(between.text, row: y, column: x, style: between.style)
    let room = area.right - x - drawSurahName(ayah, into: &canvas, row: y, area: area)
    let matches = terms?.matches(in: text) ?? []
    let focus = terms?.focus(in: text, matches: matches) ?? 0..<0
    let snippet = Snippet(text, matches: matches, focus: focus, width: room)
    canvas.put(snippet.text, row: y, column: x, limit: room)
    for range in snippet.matchColumns {
      canvas.paint(row: y, columns: (x + range.lowerBound)..<(x + range.upperBound), style: .match)
    }
  }
}
