import Interface
import QuranText

/// How the Arabic is shown on this computer: the first time the reader shows Arabic it asks
/// which drawing reads right (`ArabicCalibration`), and `A` asks again.
extension ReaderSession {
  /// Offers the calibration when Arabic is on the screen and this computer never answered
  /// it (and no `--arabic-display` or environment variable answers for it).
  func offerCalibrationIfDue() {
    guard settings.showArabic, arabicChoice.isUnanswered,
      !isShowing(ArabicCalibration.self)
    else { return }
    push(calibration)
  }

  /// Shows the calibration again (`A`, or from the help or the menu).
  func calibrateArabic() {
    close(ArabicCalibration.self)
    push(calibration)
  }

  /// The calibration's question, over the drawing in use.
  private var calibration: ArabicCalibration {
    ArabicCalibration(
      corpus: corpus, translation: settings.translation, current: arabic.display,
      plainMarks: arabicChoice.preference.plainMarks)
  }

  /// Takes the person's answer: used from now on, and kept for this computer.
  func chooseArabic(_ display: ArabicDisplay, plainMarks: Bool) {
    // Drawn so from now on, even when the file cannot keep it.
    let kept = Result { try arabicChoice.choose(display, plainMarks: plainMarks) }
    state.pane.invalidateLayout()
    switch kept {
    case .success:
      let marks = plainMarks ? ReaderText.arabicPlainMarks() : ""
      state.message = (
        display == .shaped
          ? ReaderText.arabicShapedHere(marks) : ReaderText.arabicLeftToTerminal(marks), false
      )
    case .failure(let error): show(error)
    }
  }
}
