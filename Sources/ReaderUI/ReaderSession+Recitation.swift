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
      if recital.drillStep != nil { return showDrillPause() }
      recital.status = recital.recitedAyah.map {
        (recitation.paused ? AudioText.readerPaused : AudioText.readerPlaying)(
          reciter.name, "\($0)")
      }
    } else {
      recite(from: reader.currentID)
    }
  }

  /// `R`: the next number of times each ayah (or the marked range) is recited.
  func cycleRepeat() {
    state.cycleRepeat()
    if let recitation, recitation.isRunning {
      recite(from: recital.recitedAyah ?? reader.currentID)
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
    var eachAyah = recital.repeatCount
    var rounds = 1
    if let start = recital.rangeStart, start.surah == ayah.surah {
      first = min(start, ayah)
      passage = "\(ayah.surah):\(first.ayah)-\(max(start, ayah).ayah)"
      eachAyah = 1
      rounds = recital.repeatCount
    }
    guard
      recitation.start(
        passage, reciter: reciter, repeatEachAyah: eachAyah, rounds: rounds, pause: recitePause)
    else {
      message = (AudioText.noPlayer(), true)
      return
    }
    recital.recitedAyah = first
    recital.drillStep = nil
    recital.status = AudioText.readerPlaying(reciter.name, "\(first)")
  }

  /// The person moved to another ayah while reciting: the recitation goes there (a marked
  /// range keeps going as it is).
  func followMove(from before: AyahID) {
    guard recital.rangeStart == nil, recital.drillStep == nil, let recitation, recitation.isRunning,
      reader.currentID != before,
      reader.currentID != recital.recitedAyah
    else { return }
    recite(from: reader.currentID)
  }

  /// What the recitation said since the last look; true when the screen changed.
  public func takeRecitation() -> Bool {
    guard let recitation else { return false }
    let events = recitation.take()
    for event in events {
      switch event {
      case .step, .turn:
        heardAndRecited(event)
      case .playing(let ayah) where recital.drillStep != nil:
        recital.recitedAyah = ayah
        heardAndRecited(event)
      case .playing(let ayah):
        recital.recitedAyah = ayah
        recital.status = AudioText.readerPlaying(reciter.name, "\(ayah)")
        if ayah.surah == reader.surah.number, ayah.ayah - 1 != reader.current {
          reader.go(toAyah: ayah.ayah - 1, height: readerHeight)
          try? noteReading()
        }
      case .fetching(let ayah):
        recital.status = AudioText.readerFetching("\(ayah)")
      case .problem(let sentence):
        message = (sentence, true)
        recital.status = nil
        recital.recitedAyah = nil
        recital.drillStep = nil
      case .finished:
        recital.status = nil
        recital.recitedAyah = nil
        recital.drillStep = nil
      }
    }
    return !events.isEmpty
  }

  /// Quitting stops the sound at once.
  public func stopReciting() {
    recitation?.stop()
    recital.status = nil
    recital.drillStep = nil
  }
}
