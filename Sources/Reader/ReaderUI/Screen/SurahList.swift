import Library
import QuranText

/// The list of the 114 surahs: number, Vietnamese and Arabic names, ayah count, place, and
/// a bar of the share of its ayahs the reading log holds.
struct SurahList: ChoiceList {
  var selected = 0
  var top = 0

  func draw(
    into canvas: inout Canvas, area: Area, surahs: [Surah], read: OverallProgress,
    focused: Bool, arabic: ArabicRendering
  ) {
    let showArabic = area.width >= 44
    let fixed = 3 + 1 + 1 + 3 + 1 + 2 + 1 + 5 + 1 + (showArabic ? 11 : 0)
    let nameWidth = max(4, area.width - fixed)
    for row in 0..<area.height {
      let index = top + row
      guard surahs.indices.contains(index) else { break }
      let surah = surahs[index]
      let y = area.top + row
      let isSelected = index == selected
      let base: CellStyle = isSelected ? (focused ? .focusedSelected : .selected) : .normal
      canvas.fill(row: y, columns: area.columns, style: base)
      var x = area.left
      x = canvas.put("\(surah.number)".leftPadded(to: 3) + " ", row: y, column: x, style: base)
      x = canvas.put(
        surah.vietnameseName.truncated(toWidth: nameWidth).rightPadded(to: nameWidth + 1),
        row: y, column: x, style: base)
      if showArabic {
        x = canvas.put(
          arabic.name(surah.arabicName, width: 10) + " ", row: y, column: x,
          style: isSelected ? base : .arabic)
      }
      x = canvas.put("\(surah.ayahCount)".leftPadded(to: 3) + " ", row: y, column: x, style: base)
      let place = surah.place == .meccan ? "Mk" : "Md"
      x = canvas.put(place + " ", row: y, column: x, style: isSelected ? base : .dim)
      canvas.put(
        Self.bar(read: read.read(inSurah: surah.number), of: surah.ayahCount), row: y, column: x,
        style: isSelected ? base : .progress)
    }
  }

  /// Five cells, filled in proportion to the ayahs read; one is filled as soon as any is.
  static func bar(read: Int, of total: Int, cells: Int = 5) -> String {
    guard total > 0 else { return String(repeating: "·", count: cells) }
    var filled = Int((Double(read) / Double(total) * Double(cells)).rounded(.down))
    if read > 0 && filled == 0 { filled = 1 }
    return String(repeating: "█", count: filled) + String(repeating: "·", count: cells - filled)
  }
}
