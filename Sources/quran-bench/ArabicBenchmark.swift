import Foundation
import Library
import QuranText
import ReaderUI

/// The Arabic display's cost: the first frame opening in 2:255 with the Arabic shaped against
/// the Arabic hidden, measured in the same run (whole process in a pseudo-terminal, and the
/// session's first draw in process), and laying out all 6,236 ayahs with shaped Arabic at
/// width 100.
func benchmarkArabic() throws {
  let corpus = try Corpus(path: try preparedCorpus())
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

  // Whole process, alternating so both see the same machine.
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

  // In process: a new session's first draw, which lays the surah out.
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

  // Every surah laid out at width 100, the Arabic shaped (the text read beforehand).
  let surahs = try corpus.surahs.map {
    ($0, try corpus.ayahs(inSurah: $0.number, translation: .rwwad))
  }
  for (name, arabic) in [
    ("shaped", ArabicRendering(display: .shaped)),
    ("terminal", ArabicRendering(display: .terminal)),
  ] {
    var timings = Timings()
    for _ in 0..<10 {
      var lines = 0
      timings.add(
        measure {
          for (surah, ayahs) in surahs {
            lines +=
              PassageLayout(
                surah: surah, ayahs: ayahs, translation: .rwwad, showArabic: true, width: 100,
                arabic: arabic
              ).lineCount
          }
        })
      precondition(lines > 6236 * 2, "the layout lost lines")
    }
    report(
      "lay out all 6,236 ayahs at width 100, Arabic \(name) (median of 10)",
      Timings.format(timings.median), bound: name == "shaped" ? "≤ 50 ms" : "informative",
      ok: name != "shaped" || timings.median <= 50)
  }
}
