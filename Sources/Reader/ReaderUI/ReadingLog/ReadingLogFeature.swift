import QuranText

/// The daily reading log, as a feature, kept without effort: moving past an ayah (a step or a
/// page down) reads it, reaching a surah's last ayah finishes the surah, any other arrival
/// keeps the furthest place reached in the surah, and the time counts while a key was pressed
/// in the last two minutes (`ReadingTime`, on the monotonic clock, so a wall clock set back
/// never makes it negative).
///
/// Its state is the time counted and not yet logged; what the reader (and the line mode,
/// `quran --linear`) tells it is an `Intent`; `reduce` answers what must be written
/// (`Effect`), which the caller writes to the library (`ReaderSession+ReadingLog`). It reads
/// no clock and no file: tests drive it alone.
package enum ReadingLogFeature {
  /// What the reader or the line mode tells the reading log.
  package enum Intent: Equatable {
    /// A step or a page forward went from `from` to `to`.
    case movedForward(from: AyahID, to: AyahID)
    /// The reader is at `ayah` by any other way (a jump, a step back, a surah opened).
    case arrived(at: AyahID)
    /// A key was pressed (a line typed) at that instant.
    case keyPressed(at: ContinuousClock.Instant)
    /// The reader stops at that instant: the time since the last key counts, and all is
    /// written.
    case stopped(at: ContinuousClock.Instant)
    /// Seconds a `logTime` could not write: kept for the next time.
    case notLogged(seconds: Int)
  }

  /// What the reading log asks its caller to write to the library.
  package enum Effect: Equatable {
    /// Log `ayahs` as read today and keep `reaching` as the furthest place in its surah, in
    /// one transaction.
    case logRead([AyahID], reaching: AyahID)
    /// Keep `ayah` as the furthest place reached in its surah.
    case keepFurthest(AyahID)
    /// Add `seconds` to today's reading time.
    case logTime(seconds: Int)
  }

  /// How much unlogged time a key writes to the log.
  package static let logEvery: Duration = .seconds(30)

  /// Carries out `intent` on `time`; what must be written, in order. `furthest` is the
  /// furthest ayah already reached in the surah the reader is now in (0 for none).
  package static func reduce(_ time: inout ReadingTime, _ intent: Intent, furthest: Int = 0)
    -> [Effect]
  {
    switch intent {
    case .movedForward(let before, let after):
      guard let read = ayahsRead(from: before, to: after) else {
        return reduce(&time, .arrived(at: after), furthest: furthest)
      }
      return [.logRead(read, reaching: after)]
    case .arrived(let ayah):
      return ayah.ayah > furthest ? [.keepFurthest(ayah)] : []
    case .keyPressed(let now):
      time.keyPressed(at: now)
      return time.unlogged >= logEvery ? logTime(&time) : []
    case .stopped(let now):
      time.stopped(at: now)
      return logTime(&time)
    case .notLogged(let seconds):
      time.unlogged += .seconds(seconds)
      return []
    }
  }

  /// The ayahs a forward move from `before` to `after` went past: those between them, with
  /// `after` too when it is its surah's last; `before` alone when the move ran on from a
  /// surah's last ayah to the next surah's first; nil for any other move.
  static func ayahsRead(from before: AyahID, to after: AyahID) -> [AyahID]? {
    if after.surah == before.surah, after.ayah > before.ayah {
      var read = Passage(surah: after.surah, ayahs: before.ayah...(after.ayah - 1)).ayahIDs
      if after.ayah == SurahSizes.ayahCount(ofSurah: after.surah) { read.append(after) }
      return read
    }
    if after.surah == before.surah + 1, after.ayah == 1 { return [before] }
    return nil
  }

  /// The whole seconds counted, taken out to be written.
  private static func logTime(_ time: inout ReadingTime) -> [Effect] {
    let seconds = time.takeWholeSeconds()
    return seconds > 0 ? [.logTime(seconds: seconds)] : []
  }
}
