import Interface
import QuranText

/// How the Arabic is shown on this computer: the first time the reader shows Arabic it asks
/// which drawing reads right (`ArabicCalibration`), and `A` asks again.
extension ReaderSession {
  /// Offers the calibration when Arabic is on the screen and this computer never answered
  /// it (and no `--arabic-display` or environment variable answers for it).
  func offerCalibrationIfDue() {
    guard settings.showArabic, arabicOverride == nil, arabicPreference.display == nil,
      !isShowing(ArabicCalibration.self)
    else { return }
    push(ArabicCalibration(session: self))
  }

  /// Shows the calibration again (`A`, or from the help or the menu).
  func calibrateArabic() {
    close(ArabicCalibration.self)
    push(ArabicCalibration(session: self))
  }

  /// Takes the person's answer: used from now on, and kept for this computer.
  func chooseArabic(_ display: ArabicDisplay, plainMarks: Bool) {
    arabicPreference = ArabicPreference(display: display, plainMarks: plainMarks)
    arabic = arabicPreference.rendering()
    reader.invalidateLayout()
    do {
      try arabicFile?.save(arabicPreference)
      let marks = plainMarks ? ReaderText.arabicPlainMarks() : ""
      message = (
        display == .shaped
          ? ReaderText.arabicShapedHere(marks) : ReaderText.arabicLeftToTerminal(marks), false
      )
    } catch {
      show(error)
    }
  }
}

extension ReaderSession {
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
  /// the text cut to the room left with its matches marked, and the surah's Arabic name.
  func drawAyahRow(
    _ ayah: AyahID, selected: Bool, between: (text: String, style: CellStyle), text: String,
    matches: [Range<String.Index>], into canvas: inout Canvas, row y: Int, area: Area
  ) {
    var x = canvas.put(
      ayah.description.leftPadded(to: 8), row: y, column: area.left,
      style: selected ? .focusedSelected : .reference)
    x = canvas.put(between.text, row: y, column: x, style: between.style)
    let room = area.right - x - drawSurahName(ayah, into: &canvas, row: y, area: area)
    let snippet = Snippet(text, matches: matches, width: room)
    canvas.put(snippet.text, row: y, column: x, limit: room)
    for range in snippet.matchColumns {
      canvas.paint(row: y, columns: (x + range.lowerBound)..<(x + range.upperBound), style: .match)
    }
  }
}
