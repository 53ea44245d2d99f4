import Clocks
import Foundation

/// Runs the attacks one at a time and judges each: alice's latency under it (p50, p99) and
/// `/healthz`'s, printed beside the run's quiet baseline (the first attack measured, with no
/// attack), the server's memory (before, after, and its peak under the attack), and the
/// attacker's answers.
struct AttackJudge {
  let target: AttackTarget
  let victim: Victim
  /// Whether every attack so far kept alice and `/healthz` within their bounds.
  var allWithinBound = true
  /// alice's and `/healthz`'s p50 with no attack.
  var baseline = ""
  /// Runs only the attacks whose name holds one of these texts, `|` between them (besides the
  /// baseline), when given.
  var only: String?

  /// Whether the attack of this name is run.
  func runs(_ name: String) -> Bool {
    guard let only, !baseline.isEmpty else { return true }
    return only.split(separator: "|").contains { name.localizedCaseInsensitiveContains($0) }
  }

  /// The server's highest peak memory (VmHWM) in megabytes: at its start, then under each
  /// attack, each measured from what the server held when it began.
  var peakMemory: Double

  init(target: AttackTarget, victim: Victim, only: String?) {
    self.target = target
    self.victim = victim
    self.only = only
    peakMemory = target.memory().peak
  }

  mutating func attack(_ name: String, _ body: () throws -> String) rethrows {
    guard runs(name) else { return }
    let before = target.memory().now
    target.resetPeakMemory()
    let started = ContinuousClock.now
    let answer = try body()
    let seconds = (ContinuousClock.now - started).seconds
    let samples = victim.samples(since: started)
    var lookups = Timings()
    var saves = Timings()
    var health = Timings()
    for sample in samples where sample.status == 200 {
      if sample.isHealth {
        health.add(sample.milliseconds)
      } else if sample.isLookup {
        lookups.add(sample.milliseconds)
      } else {
        saves.add(sample.milliseconds)
      }
    }
    let failed = samples.filter { $0.status != 200 }
    let memory = target.memory()
    peakMemory = max(peakMemory, memory.peak)
    // An attack over in a moment leaves too few samples to judge; its answers are the point.
    let judged = lookups.milliseconds.count >= 5
    // The bounds: alice's p50 ≤ 10 ms and p99 ≤ 100 ms, saves and lookups apart,
    // /healthz p99 ≤ 100 ms, at most 5% of her requests refused.
    let ok =
      !judged
      || (lookups.median <= 10 && saves.median <= 10 && lookups.percentile(0.99) <= 100
        && saves.percentile(0.99) <= 100 && health.percentile(0.99) <= 100
        && failed.count * 20 <= samples.count)
    let healthLine =
      "   /healthz p50 \(Timings.format(health.median)), p99 \(Timings.format(health.percentile(0.99)))"
    if baseline.isEmpty {
      baseline =
        "lookup \(Timings.format(lookups.median)) / save \(Timings.format(saves.median)) / healthz"
        + " \(Timings.format(health.median))"
    }
    allWithinBound = allWithinBound && ok
    let failures =
      failed.isEmpty
      ? ""
      : ", \(failed.count) failed (\(Set(failed.map(\.status)).sorted().map(String.init).joined(separator: ", ")))"
    print(
      "== \(name) (\(String(format: "%.1f", seconds)) s)\n"
        + "   alice p50: lookup \(Timings.format(lookups.median)), save \(Timings.format(saves.median))"
        + " (p99 \(Timings.format(lookups.percentile(0.99))) / \(Timings.format(saves.percentile(0.99))),"
        + " n=\(samples.count)\(failures)); server RSS "
        + String(format: "%.0f → %.0f MB, peak %.0f MB", before, memory.now, memory.peak)
        + "  \(judged ? (ok ? "ok" : "OVER") : "(too short to judge)")")
    print(healthLine + "; quiet baseline p50: " + baseline)
    for line in answer.split(separator: "\n") { print("   \(line)") }
    FileHandle.standardOutput.synchronizeFile()
  }
}
