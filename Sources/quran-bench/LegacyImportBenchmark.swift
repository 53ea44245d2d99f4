import ChildProcess
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
  for (label, check) in [("first import", "50000 added"), ("re-import", "50000 already present")] {
    let run = try measuredRun(quran, ["import-legacy", dump], environment: childEnvironment)
    precondition(run.output.contains(check), "unexpected report: \(run.output)")
    report(
      "import-legacy 6,236 favs + 50,000 notes, \(label)", Timings.format(run.milliseconds),
      bound: "≤ 2000 ms", ok: run.milliseconds <= 2000)
    report(
      "import-legacy, \(label): peak memory", String(format: "%.1f MB", run.peakMegabytes),
      bound: "≤ 150 MB", ok: run.peakMegabytes <= 150)
  }
}

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
