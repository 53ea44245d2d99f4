import DataFolder
import Foundation
import Loopback

/// `quran data fetch` of both files from a mirror on a loopback port and the corpus build
/// after it, whole process, and the process's peak memory (VmHWM).
func benchmarkFetch() throws {
  let mirror = try TextMirror()
  defer { mirror.stop() }
  var timings = Timings()
  var peak = 0.0
  for run in 0..<5 {
    let fresh = Home(directory: workspace + "/fetch-\(run)")
    try fresh.create()
    let environment = [
      "QURAN_VI_HOME": fresh.directory, "QURAN_VI_DATA": "", "LANG": "C.UTF-8",
    ]
    let outcome = Spawned.runMeasuringPeak(
      quran, ["data", "fetch", "--from", mirror.address(.whole)], environment: environment)
    precondition(outcome.status == 0, "quran data fetch failed")
    timings.add(outcome.milliseconds)
    peak = max(peak, outcome.peakMegabytes)
  }
  report(
    "quran data fetch from a loopback mirror + corpus build (median of 5)",
    String(format: "%.2f s", timings.median / 1000), bound: "≤ 1.5 s",
    ok: timings.median <= 1500)
  report(
    "quran data fetch, peak memory (VmHWM, highest of 5)", String(format: "%.1f MB", peak),
    bound: "≤ 60 MB", ok: peak <= 60)
}
