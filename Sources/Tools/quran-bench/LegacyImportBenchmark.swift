import ChildProcess
import Clocks
import Foundation
import QuranText

/// The legacy-import figures: a binary-plist dump with every ayah a favorite, 50,000 notes
/// and progress in all 114 surahs, imported by the real `quran import-legacy` into an empty
/// home, then imported again.
func benchmarkLegacyImport() throws {
  let dump = workspace + "/large.binary.plist"
  try largeDump().write(to: URL(fileURLWithPath: dump))
  let importHome = workspace + "/import-home"
  try FileManager.default.createDirectory(atPath: importHome, withIntermediateDirectories: true)
  try FileManager.default.copyItem(
    atPath: try preparedCorpus(), toPath: importHome + "/corpus.sqlite")
  let childEnvironment = ["QURAN_VI_HOME": importHome, "QURAN_VI_DATA": source.directory]
  var firstImport = 0.0
  for (label, check) in [("first import", "50000 added"), ("re-import", "50000 already present")] {
    let run = try measuredRun(quran, ["import-legacy", dump], environment: childEnvironment)
    precondition(run.output.contains(check), "unexpected report: \(run.output)")
    if firstImport == 0 { firstImport = run.milliseconds }
    report(
      "import-legacy 6,236 favs + 50,000 notes, \(label)", Timings.format(run.milliseconds),
      bound: "≤ 2000 ms", ok: run.milliseconds <= 2000)
    report(
      "import-legacy, \(label): peak memory", String(format: "%.1f MB", run.peakMegabytes),
      bound: "≤ 150 MB", ok: run.peakMegabytes <= 150)
  }
  // The floor, in the same run: a naive Python parse-and-insert of the same file into a
  // fresh SQLite file (plistlib, json, one transaction). The first import again, then the
  // floor, in turns, each three times: the best of each.
  let script = workspace + "/naive-import.py"
  try naiveImport.write(toFile: script, atomically: true, encoding: .utf8)
  var ours = [firstImport]
  var floor: [Double] = []
  for round in 0..<3 {
    let home = workspace + "/import-again-\(round)"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: importHome + "/corpus.sqlite", toPath: home + "/corpus.sqlite")
    if round > 0 {
      let again = try measuredRun(
        quran, ["import-legacy", dump],
        environment: ["QURAN_VI_HOME": home, "QURAN_VI_DATA": source.directory])
      precondition(again.output.contains("50000 added"), "unexpected report: \(again.output)")
      ours.append(again.milliseconds)
    }
    let naive = try measuredRun(
      "/usr/bin/env", ["python3", script, dump, home + "/naive.sqlite"],
      environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
    precondition(naive.output.contains("50000 notes"), "the naive import failed: \(naive.output)")
    floor.append(naive.milliseconds)
  }
  let ratio = ours.min()! / floor.min()!
  report(
    "import-legacy first import / a naive Python parse-and-insert",
    String(format: "%.2f× (%.0f ms / %.0f ms, best of 3 each)", ratio, ours.min()!, floor.min()!),
    bound: "≤ 4×", ok: ratio <= 4)
}

/// The floor of the legacy import: the dump read with plistlib, its values with json, and
/// its favorites, notes and progress inserted into three tables in one transaction.
private let naiveImport = """
  import json, plistlib, sqlite3, sys, uuid
  with open(sys.argv[1], "rb") as f:
      domain = plistlib.load(f)
  favorites = json.loads(domain["favoriteAyahs"])
  notes = json.loads(domain["ayahNotes"])
  progress = json.loads(domain["ReadingProgressStore.progress"])
  db = sqlite3.connect(sys.argv[2])
  db.execute("PRAGMA journal_mode=WAL")
  db.executescript(
      "CREATE TABLE favorite(ayahID TEXT PRIMARY KEY, surah INTEGER, ayah INTEGER);"
      "CREATE TABLE note(id TEXT PRIMARY KEY, ayahID TEXT, text TEXT);"
      "CREATE TABLE progress(surah INTEGER PRIMARY KEY, lastReadAyah INTEGER);")
  with db:
      for ayah in favorites:
          surah, number = ayah.split(":")
          db.execute("INSERT INTO favorite VALUES (?, ?, ?)", (ayah, int(surah), int(number)))
      count = 0
      for ayah, texts in notes.items():
          for text in texts:
              db.execute("INSERT INTO note VALUES (?, ?, ?)", (str(uuid.uuid4()), ayah, text))
              count += 1
      for surah, entry in progress.items():
          db.execute("INSERT INTO progress VALUES (?, ?)", (int(surah), entry["lastReadAyah"]))
  print(count, "notes")
  """

/// The dump as the app wrote it: each key's value is Data holding the JSON of its Swift type.
func largeDump() throws -> Data {
  var favorites = [String]()
  var notes = [String: [String]]()
  for surah in 1...SurahSizes.surahCount {
    for ayah in 1...SurahSizes.ayahCounts[surah - 1] { favorites.append("\(surah):\(ayah)") }
  }
  for index in 0..<50_000 {
    let ayah = favorites[index % favorites.count]
    notes[ayah, default: []].append(
      "Ghi chú số \(index) về câu \(ayah): Đấng Hằng Sống, Đấng Bất Diệt — suy ngẫm mỗi tối.")
  }
  var progress = [String: [String: Int]]()
  for surah in 1...SurahSizes.surahCount {
    progress["\(surah)"] = [
      "lastReadAyah": SurahSizes.ayahCounts[surah - 1] / 2 + 1,
      "totalAyahs": SurahSizes.ayahCounts[surah - 1],
    ]
  }
  let domain: [String: Any] = [
    "favoriteAyahs": try JSONSerialization.data(withJSONObject: favorites),
    "ayahNotes": try JSONSerialization.data(withJSONObject: notes),
    "ReadingProgressStore.progress": try JSONSerialization.data(withJSONObject: progress),
    "AppleLanguages": ["vi-VN", "en"],
  ]
  return try PropertyListSerialization.data(fromPropertyList: domain, format: .binary, options: 0)
}

/// Runs a command under GNU time (which forks, so the child's peak memory is its own) and
/// returns its output, wall time and peak resident memory.
func measuredRun(_ program: String, _ arguments: [String], environment: [String: String]) throws
  -> (output: String, milliseconds: Double, peakMegabytes: Double)
{
  guard let output = ChildPipe(), let errors = ChildPipe() else {
    throw BenchError("no descriptors left for \(program)'s pipes")
  }
  let start = DispatchTime.now().uptimeNanoseconds
  let child = try ChildProcess(
    "/usr/bin/time", ["-f", "%e %M", program] + arguments, environment: environment,
    output: .descriptor(output.writing), error: .descriptor(errors.writing))
  close(output.writing)
  close(errors.writing)
  let text = String(
    decoding: FileHandle(fileDescriptor: output.reading, closeOnDealloc: true)
      .readDataToEndOfFile(), as: UTF8.self)
  let timing = String(
    decoding: FileHandle(fileDescriptor: errors.reading, closeOnDealloc: true)
      .readDataToEndOfFile(), as: UTF8.self)
  child.wait()
  let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
  let kilobytes = Double(timing.split(whereSeparator: \.isWhitespace).last ?? "") ?? .nan
  return (text, elapsed, kilobytes / 1024)
}
