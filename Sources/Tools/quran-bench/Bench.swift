import DataFolder
import Foundation
import QuranText

// What every benchmark shares: the published text, the programs beside this one, and a
// temporary workspace with a home in it (`QuranBench` makes it and removes it).
let environment = ProcessInfo.processInfo.environment
let data =
  environment["QURAN_VI_DATA"]
  ?? (FileManager.default.currentDirectoryPath + "/../shared/data/quran")
let source = CorpusSource(directory: (data as NSString).standardizingPath)
let quran = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  .appendingPathComponent("quran").path
let workspace = NSTemporaryDirectory() + "quran-bench-\(getpid())"
let home = Home(directory: workspace + "/home")

/// Runs `body` with the workspace and its home made, and removes the workspace afterwards
/// unless `QURAN_BENCH_KEEP=1` (to look into the homes a benchmark made).
func inWorkspace(_ body: () throws -> Void) throws {
  try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
  defer {
    if environment["QURAN_BENCH_KEEP"] != "1" {
      try? FileManager.default.removeItem(atPath: workspace)
    }
  }
  try home.create()
  try body()
}

func benchmarkBuild() throws {
  var timings = Timings()
  for run in 0..<3 {
    let path = workspace + "/build-\(run).sqlite"
    timings.add(try measure { _ = try Corpus.open(at: path, source: source) })
  }
  report(
    "corpus build, both translations (median of 3)", Timings.format(timings.median),
    bound: "≤ 3000 ms", ok: timings.median <= 3000)
}

func benchmarkRead() throws {
  _ = try Corpus.open(at: home.corpusPath, source: source)
  let childEnvironment = [
    "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": source.directory, "LANG": "C.UTF-8",
  ]
  var timings = Timings()
  for _ in 0..<50 {
    let outcome = Spawned.run(quran, ["read", "2:255"], environment: childEnvironment)
    precondition(outcome.status == 0, "quran read failed")
    timings.add(outcome.milliseconds)
  }
  report(
    "quran read 2:255, whole process (median of 50)", Timings.format(timings.median),
    bound: "≤ 30 ms", ok: timings.median <= 30)
}

/// Twenty queries people type, half without tones.
let queries = [
  "nhan danh allah", "Nhân danh Allah", "dang toi cao", "Đấng Tối Cao", "thuong de", "Thượng Đế",
  "thien dang", "thiên đàng", "hoa nguc", "hỏa ngục", "nguoi co duc tin", "người có đức tin",
  "kinh sach", "Kinh Sách", "ngay phan xu", "Ngày Phán Xử", "musa", "Ibrahim", "cau nguyen",
  "lòng thương xót",
]

func benchmarkSearch() throws {
  let corpus = try Corpus.open(at: home.corpusPath, source: source)
  for translation in Translation.allCases {
    for query in queries { _ = try corpus.search(query, translation: translation) }
    var timings = Timings()
    for _ in 0..<25 {
      for query in queries {
        // Ranked hits, and the matches highlighted in the twenty a screen shows.
        timings.add(
          try measure {
            let results = try corpus.search(query, translation: translation, limit: 100)
            _ = results.hits.prefix(20).map(\.matches)
          })
      }
    }
    report(
      "search \(translation.rawValue) (+20 highlighted), p50", Timings.format(timings.median),
      bound: "≤ 1 ms", ok: timings.median <= 1)
    report(
      "search \(translation.rawValue) (+20 highlighted), p99",
      Timings.format(timings.percentile(0.99)), bound: "≤ 5 ms", ok: timings.percentile(0.99) <= 5
    )
  }
}

func benchmarkTUI() throws {
  _ = try Corpus.open(at: home.corpusPath, source: source)
  var childEnvironment = [
    "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": source.directory, "LANG": "C.UTF-8",
    "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
  ]
  var timings = Timings()
  childEnvironment["QURAN_VI_EXIT_AFTER_FIRST_FRAME"] = "1"
  for _ in 0..<20 {
    let outcome = Spawned.runInTerminal(
      quran, [], environment: childEnvironment, width: 120, height: 40
    ) { _, _ in }
    precondition(outcome.status == 0, "the reader failed to start")
    timings.add(outcome.milliseconds)
  }
  report(
    "TUI start to first frame, whole process (median of 20)", Timings.format(timings.median),
    bound: "≤ 60 ms", ok: timings.median <= 60)
  // A session signed in to a local record server, background sync running: jump, search,
  // read through results, page through a long surah, quit.
  let server = try SyncBenchServer(directory: workspace + "/tui-records")
  defer { server.stop() }
  let device = try server.device("reader")
  try FileManager.default.copyItem(atPath: home.corpusPath, toPath: device.home + "/corpus.sqlite")
  childEnvironment.removeValue(forKey: "QURAN_VI_EXIT_AFTER_FIRST_FRAME")
  childEnvironment["QURAN_VI_HOME"] = device.home
  let keys = [
    ":2:255\r", "f", "/allah\r", "jjjjjjjjjj", "\r", String(repeating: " ", count: 30), "t", "a",
    "F", "\u{1B}", "\tG\r",
  ]
  nonisolated(unsafe) var peak = Double.nan
  nonisolated(unsafe) var syncPeak = Double.nan
  let outcome = Spawned.runInTerminal(
    quran, [], environment: childEnvironment, width: 160, height: 50
  ) { master, pid in
    usleep(300_000)
    for key in keys + ["q"] {
      if key == "q" {
        peak = Spawned.peakMegabytes(of: pid) ?? .nan
        syncPeak = Spawned.children(of: pid).compactMap(Spawned.peakMegabytes(of:)).max() ?? .nan
      }
      _ = key.withCString { write(master, $0, strlen($0)) }
      usleep(150_000)
    }
  }
  precondition(outcome.status == 0, "the reader session failed")
  report(
    "TUI peak memory over a session, syncing (VmHWM)", String(format: "%.1f MB", peak),
    bound: "≤ 26 MB", ok: peak <= 26)
  report(
    "  its background sync, quran reader-sync (VmHWM)", String(format: "%.1f MB", syncPeak),
    bound: "—", ok: !syncPeak.isNaN)
}

/// The corpus the other benchmarks use, built once.
func preparedCorpus() throws -> String {
  _ = try Corpus.open(at: home.corpusPath, source: source)
  return home.corpusPath
}
