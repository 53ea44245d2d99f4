import DataFolder
import Foundation
import Library
import QuranText
import ReaderUI

/// The Arabic display's cost: the first frame opening in 2:255 with the Arabic shaped against
/// the Arabic hidden, measured in the same run (whole process in a pseudo-terminal, and the
/// session's first draw in process), and laying out all 6,236 ayahs with the Arabic at width
/// 100, every Arabic line shaped and reordered.
func benchmarkArabic() throws {
  let corpus = try Corpus(path: try preparedCorpus())
  let homes = try arabicHomes()
  measureFirstFrames(homes)
  try measureFirstDraws(corpus, homes)
  try measureLayout(corpus)
}

/// Two homes opening in 2:255, one showing the Arabic (`true`) and one not.
private func arabicHomes() throws -> [Bool: Home] {
  var homes = [Bool: Home]()
  for showArabic in [true, false] {
    let home = Home(directory: workspace + "/arabic-\(showArabic ? "on" : "off")")
    try home.create()
    try FileManager.default.copyItem(atPath: try preparedCorpus(), toPath: home.corpusPath)
    let library = try LibraryStore(path: home.libraryPath)
    var settings = try library.settings()
    settings.lastPosition = try AyahID.parse("2:255")
    settings.showArabic = showArabic
    try library.save(settings)
    homes[showArabic] = home
  }
  return homes
}

/// The first frame, whole process, alternating so both see the same machine.
private func measureFirstFrames(_ homes: [Bool: Home]) {
  var process = [true: Timings(), false: Timings()]
  for _ in 0..<20 {
    for showArabic in [true, false] {
      let environment = [
        "QURAN_VI_HOME": homes[showArabic]!.directory, "QURAN_VI_DATA": source.directory,
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
        "QURAN_VI_EXIT_AFTER_FIRST_FRAME": "1",
      ]
      let outcome = Spawned.runInTerminal(
        quran, [], environment: environment, width: 120, height: 40
      ) { _, _ in }
      precondition(outcome.status == 0, "the reader failed to start")
      process[showArabic]!.add(outcome.milliseconds)
    }
  }
  let processRatio = process[true]!.median / process[false]!.median
  report(
    "first frame in 2:255, whole process: Arabic on / off (median of 20)",
    String(
      format: "%@ / %@ = %.3f", Timings.format(process[true]!.median),
      Timings.format(process[false]!.median), processRatio),
    bound: "≤ 1.10", ok: processRatio <= 1.10)
}

/// In process: a new session's first draw, which lays the surah out.
private func measureFirstDraws(_ corpus: Corpus, _ homes: [Bool: Home]) throws {
  var drawing = [true: Timings(), false: Timings()]
  for _ in 0..<30 {
    for showArabic in [true, false] {
      let library = try LibraryStore(path: homes[showArabic]!.libraryPath)
      let session = try ReaderSession(corpus: corpus, library: library, arabicOverride: .shaped)
      drawing[showArabic]!.add(measure { _ = session.draw(width: 120, height: 40) })
    }
  }
  let drawRatio = drawing[true]!.median / drawing[false]!.median
  report(
    "first draw in 2:255, in process: Arabic on / off (median of 30)",
    String(
      format: "%@ / %@ = %.3f", Timings.format(drawing[true]!.median),
      Timings.format(drawing[false]!.median), drawRatio),
    bound: "informative", ok: true)
}

/// Every surah laid out in a pane 100 columns wide (the text read beforehand), then every
/// Arabic line of it shaped and reordered, as drawing it would.
private func measureLayout(_ corpus: Corpus) throws {
  let surahs = try corpus.surahs.map {
    ($0, try corpus.ayahs(inSurah: $0.number, translation: .rwwad))
  }
  let shaped = ArabicRendering(display: .shaped)
  func layOut(showArabic: Bool) -> Double {
    var timings = Timings()
    for _ in 0..<10 {
      var lines = 0
      timings.add(
        measure {
          for (surah, ayahs) in surahs {
            lines +=
              PassageLayout(
                surah: surah, ayahs: ayahs, translation: .rwwad, showArabic: showArabic,
                width: 100, arabic: shaped
              ).lineCount
          }
        })
      precondition(lines > 6236 * (showArabic ? 3 : 2), "the layout lost lines")
    }
    return timings.median
  }
  let withArabic = layOut(showArabic: true)
  let withoutArabic = layOut(showArabic: false)
  var shaping = Timings()
  for _ in 0..<10 {
    var lines = 0
    shaping.add(
      measure {
        for (_, ayahs) in surahs {
          for ayah in ayahs { lines += shaped.lines(of: ayah.arabic, width: 90).count }
        }
      })
    precondition(lines >= 6236, "the shaping lost lines")
  }
  report(
    "lay out all 6,236 ayahs at width 100: Vietnamese only (median of 10)",
    Timings.format(withoutArabic), bound: "informative", ok: true)
  report(
    "lay out all 6,236 ayahs at width 100: with the Arabic (median of 10)",
    Timings.format(withArabic), bound: "≤ 50 ms", ok: withArabic <= 50)
  report(
    "wrap, shape and reorder the Arabic of all 6,236 ayahs at width 100 (median of 10)",
    Timings.format(shaping.median), bound: "≤ 50 ms", ok: shaping.median <= 50)
  let total = withArabic + shaping.median
  // More than the reader ever does (it shapes the lines on the screen), and the Arabic is
  // wrapped twice in this sum: an upper bound, for information.
  report(
    "both summed: the layout, then every Arabic line wrapped and shaped again",
    Timings.format(total), bound: "informative", ok: true)
}
