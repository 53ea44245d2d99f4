// The proof of issue 13, short: `quran-bench faults` runs seeded trials of three devices
// against the real server through fault-injecting proxies and checks them against a model
// of what was acknowledged, 100 operations a trial (long enough to reach the histories that
// once brought a deleted note back). The long run (≥ 200 trials) is the benchmark's.
import Foundation
import TestSupport
import Testing

@Suite struct FaultInjectionTests {
  /// Seeds 1300 to 1319, in five `quran-bench faults` of four trials each run at once: a trial
  /// spends its time waiting (delays, backoff, servers restarting), not computing, so five at
  /// once take the time of about one.
  @Test func twentySeededTrialsUnderFaultsBreakNoPromise() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["QURAN_VI_DATA"] = Fixtures.dataDirectory
    let seeds = Array(stride(from: 1300, to: 1320, by: 4))
    let runs = try Subprocess.runAtOnce(
      seeds.map { seed in
        (
          Fixtures.builtExecutable("quran-bench"),
          ["faults", "--trials", "4", "--seed", "\(seed)", "--operations", "100"]
        )
      }, environment: environment)
    for run in runs {
      #expect(run.status == 0, "\(run.output)\n\(run.error)")
      #expect(run.output.contains("trials: 4 in"), "\(run.output)")
      // "violations: devices differ 0, …, brought back, then lost 0, …": each kind's count is
      // the last word of a part (a kind's name may hold a comma of its own).
      let violations = run.output.split(separator: "\n").first { $0.hasPrefix("violations: ") }
      let counts = (violations ?? "").split(separator: ",").compactMap {
        Int($0.split(separator: " ").last ?? "")
      }
      #expect(counts.count >= 14 && counts.allSatisfy { $0 == 0 }, "\(run.output)")
    }
    // Faults of every kind were injected (else the run proves little).
    let output = runs.map(\.output).joined(separator: "\n")
    for kind in [
      "delay", "cut before the server", "answer dropped", "503 TRY_AGAIN_LATER",
      "429 THROTTLED", "server killed", "quran sync killed",
    ] {
      #expect(output.contains(kind), "no \(kind) in \(output)")
    }
  }

  /// `quran-bench --help` and `quran-bench faults --help` print their usage and succeed; a
  /// benchmark that does not exist is refused with a sentence.
  @Test func theBenchmarksSayHowToRunThem() throws {
    let bench = Fixtures.builtExecutable("quran-bench")
    let help = try Subprocess.run(bench, ["--help"], environment: [:])
    #expect(help.status == 0 && help.output.contains("USAGE: quran-bench"), "\(help.error)")
    #expect(help.output.contains("faults"), "\(help.output)")
    let faults = try Subprocess.run(bench, ["faults", "--help"], environment: [:])
    #expect(faults.status == 0 && faults.output.contains("--trials"), "\(faults.error)")
    let unknown = try Subprocess.run(bench, ["nothing"], environment: [:])
    #expect(unknown.status != 0 && unknown.error.contains("Unexpected argument 'nothing'"))
  }
}
