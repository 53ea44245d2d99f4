import DataFolder
import Foundation
import QuranText

/// What the footnotes and the tafsir cost, each figure beside the same measure
/// without them in the same run: the corpus build, the reader's first frame and peak memory,
/// `quran tafsir 2:255` against `quran read 2:255`, and a tafsir search.
func benchmarkStudy() throws {
  // The text alone: a folder with the two translations and nothing beside it.
  let textOnly = workspace + "/text-only/quran"
  try FileManager.default.createDirectory(atPath: textOnly, withIntermediateDirectories: true)
  for file in PinnedText.textFiles {
    try FileManager.default.createSymbolicLink(
      atPath: textOnly + "/" + file.fileName, withDestinationPath: source.path(of: file))
  }
  let bare = CorpusSource(directory: textOnly)
  precondition(
    FileCheck.of(source.path(of: PinnedText.tafsir), against: PinnedText.tafsir) == .matches,
    "the tafsir is not beside \(source.directory)")

  var without = Timings()
  var with = Timings()
  for run in 0..<3 {
    without.add(
      try measure { _ = try Corpus.open(at: workspace + "/bare-\(run).sqlite", source: bare) })
    with.add(
      try measure { _ = try Corpus.open(at: workspace + "/full-\(run).sqlite", source: source) })
  }
  ratio("corpus build (median of 3)", with.median, over: without.median, bound: 1.5)

  let homes = try [bare, source].map { source -> (Home, [String: String]) in
    let home = Home(directory: workspace + "/study-\(source.directory.hashValue)")
    try home.create()
    _ = try Corpus.open(at: home.corpusPath, source: source)
    return (
      home,
      [
        "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": source.directory, "LANG": "C.UTF-8",
        "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
      ]
    )
  }
  try firstFrames(without: homes[0].1, with: homes[1].1)
  wholeProcesses(homes[1].1)
  try tafsirSearch(Corpus(path: homes[1].0.corpusPath))
}

/// Prints `value` and its ratio to `floor`, measured in the same run.
private func ratio(_ name: String, _ value: Double, over floor: Double, bound: Double) {
  let times = value / floor
  report(
    "\(name): \(Timings.format(value)) with, \(Timings.format(floor)) without",
    String(format: "%.2f×", times),
    bound: String(format: "≤ %.2f×", bound), ok: times <= bound)
}

/// The reader's first frame and its peak memory with the footnotes and tafsir in the corpus
/// and without, taken in turns.
private func firstFrames(without: [String: String], with: [String: String]) throws {
  var frames = [Timings(), Timings()]
  var peaks = [Timings(), Timings()]
  for _ in 0..<15 {
    for (index, environment) in [without, with].enumerated() {
      var once = environment
      once["QURAN_VI_EXIT_AFTER_FIRST_FRAME"] = "1"
      let frame = Spawned.runInTerminal(quran, [], environment: once, width: 120, height: 40) {
        _, _ in
      }
      precondition(frame.status == 0, "the reader failed to start")
      frames[index].add(frame.milliseconds)
      nonisolated(unsafe) var peak = Double.nan
      let session = Spawned.runInTerminal(
        quran, [], environment: environment, width: 120, height: 40
      ) { master, pid in
        usleep(250_000)
        peak = Spawned.peakMegabytes(of: pid) ?? .nan
        _ = "q".withCString { write(master, $0, 1) }
      }
      precondition(session.status == 0, "the reader failed")
      peaks[index].add(peak)
    }
  }
  ratio("reader first frame (median of 15)", frames[1].median, over: frames[0].median, bound: 1.05)
  let memory = peaks[1].median / peaks[0].median
  report(
    String(
      format: "reader peak memory at first frame: %.1f MB with, %.1f MB without",
      peaks[1].median, peaks[0].median), String(format: "%.3f×", memory), bound: "≤ 1.05×",
    ok: memory <= 1.05)
}

/// `quran tafsir 2:255` and `quran read 2:255`, whole processes, in turns.
private func wholeProcesses(_ environment: [String: String]) {
  var read = Timings()
  var tafsir = Timings()
  for _ in 0..<40 {
    let a = Spawned.run(quran, ["read", "2:255"], environment: environment)
    let b = Spawned.run(quran, ["tafsir", "2:255"], environment: environment)
    precondition(a.status == 0 && b.status == 0, "quran read or tafsir failed")
    read.add(a.milliseconds)
    tafsir.add(b.milliseconds)
  }
  ratio(
    "quran tafsir 2:255 / quran read 2:255 (median of 40)", tafsir.median, over: read.median,
    bound: 1.5)
}

/// The twenty queries of the text's search, in the tafsir, with the first twenty hits'
/// matches found as a list shows them.
private func tafsirSearch(_ corpus: Corpus) throws {
  for query in queries { _ = try corpus.searchTafsir(query) }
  var timings = Timings()
  for _ in 0..<25 {
    for query in queries {
      timings.add(
        try measure {
          let results = try corpus.searchTafsir(query, limit: 100)
          _ = results.hits.prefix(20).map(\.matches)
        })
    }
  }
  report(
    "search tafsir (+20 highlighted), p99", Timings.format(timings.percentile(0.99)),
    bound: "≤ 10 ms", ok: timings.percentile(0.99) <= 10)
}
