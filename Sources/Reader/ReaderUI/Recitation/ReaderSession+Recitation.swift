import Foundation
import Interface
import QuranText
import Recitation

/// The session's side of recitation (`RecitationFeature`): it hands the feature each intent
/// with what the player is doing, and carries out the effects with its `quran recite` child
/// (`RecitationChild`).
extension ReaderSession {
  /// Carries out `intent`: the feature's state changes, then its effects, in order.
  func recital(_ intent: RecitationFeature.Intent) {
    let context = RecitationFeature.Context(
      silent: recitation == nil, running: recitation?.isRunning ?? false,
      paused: recitation?.paused ?? false, reciter: reciter, pause: recitePause,
      current: state.pane.currentID)
    for effect in RecitationFeature.reduce(&state.recital, intent, context) {
      carryOut(effect)
    }
  }

  private func carryOut(_ effect: RecitationFeature.Effect) {
    switch effect {
    case .recite(let passage, let eachAyah, let rounds, let pause):
      if recitation?.start(
        passage, reciter: reciter, repeatEachAyah: eachAyah, rounds: rounds, pause: pause) != true
      {
        recital(.noPlayer(quietly: false))
      }
    case .drill(let passage, let repeats):
      if recitation?.startDrill(passage, reciter: reciter, repeats: repeats, silence: 1.0) != true {
        recital(.noPlayer(quietly: false))
      }
    case .hear(let ayah):
      if recitation?.start("\(ayah)", reciter: reciter, repeatEachAyah: 1) != true {
        recital(.noPlayer(quietly: true))
      }
    case .setPaused(let paused): recitation?.setPaused(paused)
    case .stop: recitation?.stop()
    case .say(let text, let isError): state.message = (text, isError)
    case .show(let ayah):
      guard ayah.surah == state.pane.surah.number else { return }
      state.pane.go(toAyah: ayah.ayah - 1, height: readerHeight)
      try? noteReading()
    case .drillPlaying(let ayah): _ = try? tell(.drillPlaying(ayah))
    }
  }

  /// A new ayah learnt before it is hidden: heard once if its recitation is on this computer
  /// already; nothing is fetched for it, and a recitation under way goes on.
  func hearIfFetched(_ ayah: AyahID) {
    guard
      AudioCache.resolve(ProcessEnvironment.all).cached(
        reciter, surah: ayah.surah, ayah: ayah.ayah) != nil
    else { return }
    recital(.hear(ayah))
  }

  /// What the recitation said since the last look; true when the screen changed.
  public func takeRecitation() -> Bool {
    guard let recitation else { return false }
    let events = recitation.take()
    for event in events { recital(.heard(event)) }
    return !events.isEmpty
  }

  /// Quitting stops the sound at once.
  public func stopReciting() { recital(.stop) }
}
