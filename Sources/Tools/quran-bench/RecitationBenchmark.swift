import ChildProcess
import Foundation
import Library
import QuranText

/// `quran-bench recite [--baseline PATH]`: from the key to the first sound of a
/// cached ayah — `quran recite`, as the reader starts it on `r`, until mpv says its
/// audio started (`sounding`), with `QURAN_VI_AUDIO_OUTPUT=null` (mpv's null output, which
/// starts as a device does); and, against `--baseline` (a `quran` built before recitation),
/// the reader's first frame and its peak memory when nothing is recited, in alternating
/// rounds.
func benchmarkRecitation(baseline: String?) throws {
  let cache = workspace + "/audio-cache"
  let folder = cache + "/quran-vi/audio/Alafasy_128kbps"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let made = Spawned.run(
    "/usr/bin/ffmpeg",
    [
      "-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=1",
      "-b:a", "64k", folder + "/001001.mp3",
    ], environment: [:])
  guard made.status == 0 else { throw BenchError("ffmpeg is needed to make a cached ayah.") }
  var environment = ProcessInfo.processInfo.environment
  environment["XDG_CACHE_HOME"] = cache
  environment["QURAN_VI_AUDIO_OUTPUT"] = "null"

  var sound = Timings()
  for _ in 0..<20 {
    sound.add(try untilSounding(quran, environment: environment))
  }
  report(
    "key to the first sound of a cached ayah (median of 20)", Timings.format(sound.median),
    bound: "≤ 150 ms", ok: sound.median <= 150)
  print("   slowest of 20: \(Timings.format(sound.percentile(1)))")

  guard let baseline else {
    print("reader first frame and memory: give --baseline PATH (a quran built before) to compare")
    return
  }
  _ = try preparedCorpus()
  let reader = [
    "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": source.directory, "LANG": "C.UTF-8",
    "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
  ]
  var frames: [String: Timings] = [:]
  var peaks: [String: Timings] = [:]
  for _ in 0..<15 {
    for (label, program) in [("now", quran), ("baseline", baseline)] {
      var first = reader
      first["QURAN_VI_EXIT_AFTER_FIRST_FRAME"] = "1"
      let outcome = Spawned.runInTerminal(program, [], environment: first, width: 120, height: 40) {
        _, _ in
      }
      precondition(outcome.status == 0, "\(program) failed in a terminal")
      frames[label, default: .init()].add(outcome.milliseconds)
      nonisolated(unsafe) var peak = Double.nan
      _ = Spawned.runInTerminal(program, [], environment: reader, width: 120, height: 40) {
        master, pid in
        usleep(400_000)
        peak = Spawned.peakMegabytes(of: pid) ?? .nan
        _ = "q".withCString { write(master, $0, 1) }
      }
      peaks[label, default: .init()].add(peak)
    }
  }
  let frameRatio = frames["now"]!.median / frames["baseline"]!.median
  let peakRatio = peaks["now"]!.median / peaks["baseline"]!.median
  report(
    "reader first frame, now / before recitation (\(Timings.format(frames["now"]!.median)) / \(Timings.format(frames["baseline"]!.median)))",
    String(format: "%.3f", frameRatio), bound: "≤ 1.05", ok: frameRatio <= 1.05)
  report(
    "reader peak memory, now / before (\(String(format: "%.1f / %.1f MB", peaks["now"]!.median, peaks["baseline"]!.median)))",
    String(format: "%.3f", peakRatio), bound: "≤ 1.05", ok: peakRatio <= 1.05)
}

/// Starts `quran recite 1:1` and reads its lines until it says the sound started;
/// the milliseconds from the start.
private func untilSounding(_ program: String, environment: [String: String]) throws -> Double {
  guard let output = ChildPipe(), let input = ChildPipe() else {
    throw BenchError("no descriptors left for quran recite's pipes")
  }
  let started = ContinuousClock.now
  let child = try ChildProcess(
    program, ["recite", "1:1"], environment: environment, input: .descriptor(input.reading),
    output: .descriptor(output.writing), error: .discarded)
  close(input.reading)
  close(output.writing)
  let said = FileHandle(fileDescriptor: output.reading, closeOnDealloc: true)
  var pending = ""
  var elapsed: Double?
  while elapsed == nil {
    let chunk = said.availableData
    if chunk.isEmpty { break }
    pending += String(decoding: chunk, as: UTF8.self)
    if pending.contains("sounding 1:1") {
      let duration = ContinuousClock.now - started
      elapsed =
        Double(duration.components.attoseconds) / 1e15
        + Double(duration.components.seconds) * 1000
    }
  }
  close(input.writing)
  child.wait()
  guard let elapsed else { throw BenchError("quran recite never sounded: \(pending)") }
  return elapsed
}
