import Foundation
import Interface
import QuranText
import Recitation

/// Recitation in the reader: `r` recites from the current ayah to the end of the surah, the
/// screen following the ayah being recited; `r` again pauses and resumes; moving to another
/// ayah while reciting recites from there; `R` sets how many times each ayah is recited (to
/// learn it by heart). quran-sync plays (see `RecitationChild`).
extension ReaderSession {
  static let repeatChoices = [1, 3, 5, 10]

  /// `r`.
  func reciteOrPause() {
    guard let recitation else { return }
    if recitation.isRunning {
      recitation.setPaused(!recitation.paused)
      recitationStatus = recitedAyah.map {
        (recitation.paused ? AudioText.readerPaused : AudioText.readerPlaying)(
          reciter.name, "\($0)")
      }
    } else {
      recite(from: reader.currentID)
    }
  }

  /// `R`: the next number of times each ayah is recited.
  func cycleRepeat() {
    let choices = Self.repeatChoices
    repeatEachAyah = choices[((choices.firstIndex(of: repeatEachAyah) ?? 0) + 1) % choices.count]
    message = (AudioText.readerRepeat(repeatEachAyah), false)
    if let recitation, recitation.isRunning { recite(from: recitedAyah ?? reader.currentID) }
  }

  /// Starts reciting at `ayah`, to the end of its surah.
  func recite(from ayah: AyahID) {
    guard let recitation else { return }
    let last = SurahSizes.ayahCount(ofSurah: ayah.surah) ?? ayah.ayah
    guard
      recitation.start(
        "\(ayah.surah):\(ayah.ayah)-\(last)", reciter: reciter, repeatEachAyah: repeatEachAyah)
    else {
      message = (AudioText.noPlayer(), true)
      return
    }
    recitedAyah = ayah
    recitationStatus = AudioText.readerPlaying(reciter.name, "\(ayah)")
  }

  /// The person moved to another ayah while reciting: the recitation goes there.
  func followMove(from before: AyahID) {
    guard let recitation, recitation.isRunning, reader.currentID != before,
      reader.currentID != recitedAyah
    else { return }
    recite(from: reader.currentID)
  }

  /// What the recitation said since the last look; true when the screen changed.
  public func takeRecitation() -> Bool {
    guard let recitation else { return false }
    let events = recitation.take()
    for event in events {
      switch event {
      case .playing(let ayah):
        recitedAyah = ayah
        recitationStatus = AudioText.readerPlaying(reciter.name, "\(ayah)")
        if ayah.surah == reader.surah.number, ayah.ayah - 1 != reader.current {
          reader.go(toAyah: ayah.ayah - 1, height: readerHeight)
          try? noteReading()
        }
      case .fetching(let ayah):
        recitationStatus = AudioText.readerFetching("\(ayah)")
      case .problem(let sentence):
        message = (sentence, true)
        recitationStatus = nil
        recitedAyah = nil
      case .finished:
        recitationStatus = nil
        recitedAyah = nil
      }
    }
    return !events.isEmpty
  }

  /// Quitting stops the sound at once.
  public func stopReciting() {
    recitation?.stop()
    recitationStatus = nil
  }
}
