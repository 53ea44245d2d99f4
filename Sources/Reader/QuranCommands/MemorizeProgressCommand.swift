import Foundation
import Interface
import Library
import QuranText
import ReaderUI

/// `quran review --progress [--json]`: what is memorized, by surah and juz, with FSRS's
/// chance of recall today, and the words most often missed.
extension ReviewCommand {
  func showProgress() throws {
    let session = try location.openSession(access: .readOnly)
    let progress = try session.library.memorizeProgress(today: ReadingDate.day(of: Date()))
    let corpus = session.corpus
    let lines = MemorizeProgressLines(
      progress,
      surahName: { number in
        corpus.surah(number)?.transliteration ?? "\(number)"
      },
      arabic: { try? corpus.ayah($0, translation: .rwwad).arabic })
    if json { return try Output().json(ProgressJSON(lines)) }
    let output = Output()
    // Against the plan first, and today's time at the person's pace.
    if let plan = try session.library.planProgress() {
      output.line(ReviewText.planProgress(plan.begun, plan.ayahs, plan.target))
    }
    if let estimate = try session.library.todaysEstimate(today: ReadingDate.day(of: Date())) {
      output.line(ReviewText.estimate(estimate.left, estimate.minutes))
    }
    for line in lines.lines { output.line(line) }
  }
}

/// `quran review --progress --json`: the whole, each surah and juz with an ayah graded, and
/// the weak spots with their words.
struct ProgressJSON: Encodable {
  struct Part: Encodable {
    var surah: Int?, juz: Int?, name: String?
    let ayahs: Int, memorized: Int, learning: Int
    let retention: Double?

    init(_ part: MemorizeProgress.Part, surah: Int? = nil, juz: Int? = nil, name: String? = nil) {
      (self.surah, self.juz, self.name) = (surah, juz, name)
      (ayahs, memorized, learning) = (part.ayahs, part.memorized, part.learning)
      retention = part.retention
    }
  }
  struct WeakSpot: Encodable {
    let ayah: String, word: Int, text: String?, misses: Int, reviews: Int
  }
  let today: String
  let total: Part
  let surahs: [Part]
  let juz: [Part]
  let weakSpots: [WeakSpot]

  init(_ lines: MemorizeProgressLines) {
    let progress = lines.progress
    today = progress.today
    total = Part(progress.total)
    surahs = progress.surahs.map {
      Part($0, surah: $0.number, name: lines.surahName($0.number))
    }
    juz = progress.juz.map { Part($0, juz: $0.number) }
    weakSpots = progress.weakSpots.map {
      WeakSpot(
        ayah: "\($0.ayahID)", word: $0.word + 1, text: lines.word($0), misses: $0.misses,
        reviews: $0.reviews)
    }
  }
}
