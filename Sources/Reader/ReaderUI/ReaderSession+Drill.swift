import Foundation
import Interface
import QuranText
import Recitation

/// Hear and recite on the memorize screen: `r` plays each ayah from the current
/// one to the end of the passage, then leaves a silence as long as it (`--recite-pause`
/// aside) for the person to recite it; each ayah, then the pair, then the passage, each
/// `recital.repeatCount` times (`R`). a `quran drill` child plays (see `RecitationChild`); the
/// status row says what it is doing, and the screen follows the ayah being played.
extension ReaderSession {
  /// `r` on the memorize screen: starts the drill over `ayahs`, or pauses and resumes it.
  func drillOrPause(_ ayahs: [AyahID]) {
    guard let recitation, let first = ayahs.first, let last = ayahs.last else { return }
    if recitation.isRunning, state.recital.drillStep != nil {
      recitation.setPaused(!recitation.paused)
      return showDrillPause()
    }
    let passage = first == last ? "\(first)" : "\(first.surah):\(first.ayah)-\(last.ayah)"
    guard
      recitation.startDrill(
        passage, reciter: reciter, repeats: state.recital.repeatCount, silence: 1.0)
    else {
      state.message = (AudioText.noPlayer(), true)
      return
    }
    state.recital.drillStep = (passage, 1, state.recital.repeatCount)
    state.recital.recitedAyah = first
    state.recital.status = MemorizeText.drillStatusPlaying("\(first)", 1, state.recital.repeatCount)
  }

  /// `R` on the memorize screen: the next number of times each step is taken; a drill under
  /// way starts again from its ayah with it.
  func cycleDrillRepeat(_ ayahs: [AyahID]) {
    let choices = Self.repeatChoices
    state.recital.repeatCount =
      choices[((choices.firstIndex(of: state.recital.repeatCount) ?? 0) + 1) % choices.count]
    state.message = (MemorizeText.drillRepeatSet(state.recital.repeatCount), false)
    guard let recitation, recitation.isRunning, state.recital.drillStep != nil else { return }
    let from = state.recital.recitedAyah.flatMap { ayah in ayahs.firstIndex(of: ayah) } ?? 0
    recitation.stop()
    state.recital.drillStep = nil
    drillOrPause(Array(ayahs[from...]))
  }

  /// Closing the memorize screen ends its drill.
  func stopDrill() {
    guard state.recital.drillStep != nil else { return }
    stopReciting()
  }

  /// The status row while paused.
  func showDrillPause() {
    guard let recitation else { return }
    state.recital.status =
      recitation.paused
      ? MemorizeText.drillStatusPaused()
      : state.recital.drillStep.map { MemorizeText.drillStatusPlaying($0.label, $0.time, $0.of) }
  }

  /// A step, an ayah played or the person's turn: the status row says it, and the memorize
  /// screen shows the ayah being played.
  func heardAndRecited(_ event: RecitationChild.Event) {
    switch event {
    case .step(let label, let time, let of):
      state.recital.drillStep = (label, time, of)
    case .playing(let ayah):
      guard let step = state.recital.drillStep else { return }
      state.recital.status = MemorizeText.drillStatusPlaying("\(ayah)", step.time, step.of)
      _ = try? tell(.drillPlaying(ayah))
    case .turn(let label, let time, let of, _):
      state.recital.status = MemorizeText.drillStatusTurn(label, time, of)
    case .fetching, .problem, .finished: break
    }
  }
}

extension ReaderSession {
  /// A new ayah learnt before it is hidden: heard once if its recitation is on
  /// this computer already; nothing is fetched for it, and a recitation under way goes on.
  func hearIfFetched(_ ayah: AyahID) {
    guard let recitation, !recitation.isRunning,
      AudioCache.resolve(ProcessEnvironment.all).cached(
        reciter, surah: ayah.surah, ayah: ayah.ayah) != nil,
      recitation.start("\(ayah)", reciter: reciter, repeatEachAyah: 1)
    else { return }
    state.recital.recitedAyah = ayah
    state.recital.drillStep = nil
    state.recital.status = AudioText.readerPlaying(reciter.name, "\(ayah)")
  }
}
