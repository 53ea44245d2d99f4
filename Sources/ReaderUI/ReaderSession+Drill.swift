import Foundation
import Interface
import QuranText

/// Hear and recite on the memorize screen (issue 48): `r` plays each ayah from the current
/// one to the end of the passage, then leaves a silence as long as it (`--recite-pause`
/// aside) for the person to recite it; each ayah, then the pair, then the passage, each
/// `repeatCount` times (`R`). quran-sync plays (its `drill`, see `RecitationChild`); the
/// status row says what it is doing, and the screen follows the ayah being played.
extension ReaderSession {
  /// `r` on the memorize screen: starts the drill over `ayahs`, or pauses and resumes it.
  func drillOrPause(_ ayahs: [AyahID]) {
    guard let recitation, let first = ayahs.first, let last = ayahs.last else { return }
    if recitation.isRunning, drillStep != nil {
      recitation.setPaused(!recitation.paused)
      return showDrillPause()
    }
    let passage = first == last ? "\(first)" : "\(first.surah):\(first.ayah)-\(last.ayah)"
    guard
      recitation.startDrill(passage, reciter: reciter, repeats: repeatCount, silence: 1.0)
    else {
      message = (AudioText.noPlayer(), true)
      return
    }
    drillStep = (passage, 1, repeatCount)
    recitedAyah = first
    recitationStatus = MemorizeText.drillStatusPlaying("\(first)", 1, repeatCount)
  }

  /// `R` on the memorize screen: the next number of times each step is taken; a drill under
  /// way starts again from its ayah with it.
  func cycleDrillRepeat(_ ayahs: [AyahID]) {
    let choices = Self.repeatChoices
    repeatCount = choices[((choices.firstIndex(of: repeatCount) ?? 0) + 1) % choices.count]
    message = (MemorizeText.drillRepeatSet(repeatCount), false)
    guard let recitation, recitation.isRunning, drillStep != nil else { return }
    let from = recitedAyah.flatMap { ayah in ayahs.firstIndex(of: ayah) } ?? 0
    recitation.stop()
    drillStep = nil
    drillOrPause(Array(ayahs[from...]))
  }

  /// Closing the memorize screen ends its drill.
  func stopDrill() {
    guard drillStep != nil else { return }
    stopReciting()
  }

  /// The status row while paused.
  func showDrillPause() {
    guard let recitation else { return }
    recitationStatus =
      recitation.paused
      ? MemorizeText.drillStatusPaused()
      : drillStep.map { MemorizeText.drillStatusPlaying($0.label, $0.time, $0.of) }
  }

  /// A step, an ayah played or the person's turn: the status row says it, and the memorize
  /// screen shows the ayah being played.
  func heardAndRecited(_ event: RecitationChild.Event) {
    switch event {
    case .step(let label, let time, let of):
      drillStep = (label, time, of)
    case .playing(let ayah):
      guard let step = drillStep else { return }
      recitationStatus = MemorizeText.drillStatusPlaying("\(ayah)", step.time, step.of)
      update(MemorizeScreen.self) { $0.show(ayah) }
    case .turn(let label, let time, let of, _):
      recitationStatus = MemorizeText.drillStatusTurn(label, time, of)
    default: break
    }
  }
}
