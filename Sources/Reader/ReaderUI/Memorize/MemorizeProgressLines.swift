import Interface
import Library
import QuranText

/// Memorization's progress in lines, for `quran review --progress` and the
/// reader's progress view (`p` on the memorize screen): the whole, each surah and juz with
/// an ayah graded, and the weak spots with their words.
public struct MemorizeProgressLines {
  /// The progress told.
  public let progress: MemorizeProgress
  /// A surah's name ("Al-Mulk").
  public let surahName: (Int) -> String
  /// An ayah's Arabic, for the words of the weak spots.
  public let arabic: (AyahID) -> String?
  /// A word as it is shown (the reader shapes it as it draws the Arabic; as it is by default).
  public var wordShown: (String) -> String = { $0 }

  /// Lines for `progress`, the names and words taken from `surahName` and `arabic`.
  public init(
    _ progress: MemorizeProgress, surahName: @escaping (Int) -> String,
    arabic: @escaping (AyahID) -> String?
  ) {
    self.progress = progress
    self.surahName = surahName
    self.arabic = arabic
  }

  /// A chance of recall as a percentage, or "–" when none was estimated.
  static func recall(_ value: Double?) -> String {
    value.map { Percentage.text($0 * 100) } ?? "–"
  }

  /// Every line, a blank one between the parts.
  public var lines: [String] {
    guard !progress.isEmpty else { return [MemorizeText.progressNothing()] }
    let total = progress.total
    var lines = [
      MemorizeText.progressHeading(
        progress.today, total.memorized, total.ayahs, total.learning,
        Self.recall(total.retention)), "", MemorizeText.progressBySurah(),
    ]
    lines += progress.surahs.map { part("\($0.number). " + surahName($0.number), $0) }
    lines += ["", MemorizeText.progressByJuz()]
    lines += progress.juz.map { part(MemorizeText.progressJuz($0.number), $0) }
    lines += ["", MemorizeText.progressWeakTitle()]
    lines += weakSpots
    return lines
  }

  private func part(_ name: String, _ part: MemorizeProgress.Part) -> String {
    "  "
      + MemorizeText.progressPart(
        name, part.memorized, part.ayahs, part.learning, Self.recall(part.retention))
  }

  /// The weak spots, each with its word; a sentence when no word was missed.
  var weakSpots: [String] {
    guard !progress.weakSpots.isEmpty else { return ["  " + MemorizeText.progressNoWeak()] }
    return progress.weakSpots.map { spot in
      "  "
        + MemorizeText.progressWeak(
          "\(spot.ayahID)", spot.word + 1, word(spot).map(wordShown) ?? "?", spot.misses,
          spot.reviews)
    }
  }

  /// The missed word's text, as the memorize screen counts the words.
  public func word(_ spot: MemorizeProgress.WeakSpot) -> String? {
    arabic(spot.ayahID).flatMap { MemorizeWords($0).word(spot.word) }
  }
}
