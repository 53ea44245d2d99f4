import Foundation
import Interface
import QuranText
import Recitation

/// Recitation in the reader: `r` recites from the current ayah to the end of the surah, the
/// screen following the ayah being recited; `r` again pauses and resumes; moving to another
/// ayah while reciting recites from there; `R` sets how many times each ayah is recited (to
/// learn it by heart), or, once `v` has marked the start of a range, how many times the range
/// is. A `quran recite` child plays (see `RecitationChild`).
extension ReaderSession {
  static var repeatChoices: [Int] { ReaderState.repeatChoices }

  /// `r`.
  func reciteOrPause() {
    guard let recitation else { return }
    if recitation.isRunning {
      recitation.setPaused(!recitation.paused)
      if state.recital.drillStep != nil { return showDrillPause() }
      state.recital.status = state.recital.recitedAyah.map {
        recitation.paused
          ? AudioText.readerPaused(reciter.name, "\($0)")
          : AudioText.readerPlaying(reciter.name, "\($0)")
      }
    } else {
      recite(from: state.pane.currentID)
    }
  }

  /// `R`: the next number of times each ayah (or the marked range) is recited.
  func cycleRepeat() {
    state.cycleRepeat()
    if let recitation, recitation.isRunning {
      recite(from: state.recital.recitedAyah ?? state.pane.currentID)
    }
  }

  /// `v`: marks the current ayah as the start of a range to recite, or clears the mark.
  func toggleRangeMark() { state.toggleRangeMark() }

  /// Starts reciting at `ayah`: to the end of its surah, each ayah `recital.repeatCount` times; or,
  /// with a range marked in its surah, the range between the mark and `ayah`, `recital.repeatCount`
  /// times.
  func recite(from ayah: AyahID) {
    guard let recitation else { return }
    let last = SurahSizes.ayahCount(ofSurah: ayah.surah) ?? ayah.ayah
    var first = ayah
    var passage = "\(ayah.surah):\(ayah.ayah)-\(last)"
    var eachAyah = state.recital.repeatCount
    var rounds = 1
    if let start = state.recital.rangeStart, start.surah == ayah.surah {
      first = min(start, ayah)
      passage = "\(ayah.surah):\(first.ayah)-\(max(start, ayah).ayah)"
      eachAyah = 1
      rounds = state.recital.repeatCount
    }
    guard
      recitation.start(
        passage, reciter: reciter, repeatEachAyah: eachAyah, rounds: rounds, pause: recitePause)
    else {
      state.message = (AudioText.noPlayer(), true)
      return
    }
    state.recital.recitedAyah = first
    state.recital.drillStep = nil
    state.recital.status = AudioText.readerPlaying(reciter.name, "\(first)")
  }

  /// The person moved to another ayah while reciting: the recitation goes there (a marked
  /// range keeps going as it is).
  func followMove(from before: AyahID) {
    guard state.recital.rangeStart == nil, state.recital.drillStep == nil, let recitation,
      recitation.isRunning,
      state.pane.currentID != before,
      state.pane.currentID != state.recital.recitedAyah
    else { return }
    recite(from: state.pane.currentID)
  }

  /// What the recitation said since the last look; true when the screen changed.
  public func takeRecitation() -> Bool {
    guard let recitation else { return false }
    let events = recitation.take()
    for event in events {
      switch event {
      case .step, .turn:
        heardAndRecited(event)
      case .playing(let ayah) where state.recital.drillStep != nil:
        state.recital.recitedAyah = ayah
        heardAndRecited(event)
      case .playing(let ayah):
        state.recital.recitedAyah = ayah
        state.recital.status = AudioText.readerPlaying(reciter.name, "\(ayah)")
        if ayah.surah == state.pane.surah.number, ayah.ayah - 1 != state.pane.current {
          state.pane.go(toAyah: ayah.ayah - 1, height: readerHeight)
          try? noteReading()
        }
      case .fetching(let ayah):
        state.recital.status = AudioText.readerFetching("\(ayah)")
      case .problem(let sentence):
        state.message = (sentence, true)
        state.recital.status = nil
        state.recital.recitedAyah = nil
        state.recital.drillStep = nil
      case .finished:
        state.recital.status = nil
        state.recital.recitedAyah = nil
        state.recital.drillStep = nil
      }
    }
    return !events.isEmpty
  }

  /// Quitting stops the sound at once.
  public func stopReciting() {
    recitation?.stop()
    state.recital.status = nil
    state.recital.drillStep = nil
  }
}
