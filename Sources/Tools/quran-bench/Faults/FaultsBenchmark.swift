import Foundation

/// `quran-bench faults --trials N --seed S [--operations K]`: seeded trials of three devices
/// syncing through fault-injecting proxies with the real `quran-records` (see `FaultTrial`).
/// Trial i uses seed S + i, so `--trials 1 --seed S+i` replays it alone. Returns whether any
/// promise was broken.
func benchmarkFaults(trials: Int, seed: UInt64, operations: Int, restore: Bool = false) throws
  -> Bool
{
  print(
    "faults: \(trials) trials from seed \(seed), \(operations) operations each; three devices "
      + "(the reader open on one), quran-records (--rotate-tokens on odd seeds) behind a "
      + "fault-injecting proxy per device, another person on a shared computer"
      + (restore ? "; the server restored from a backup in each" : ""))
  let start = Date()
  var tally = FaultTally()
  for index in 0..<trials {
    let trialSeed = seed &+ UInt64(index)
    tally = try FaultTrial(
      seed: trialSeed, directory: workspace + "/faults-\(trialSeed)", operations: operations,
      restoring: restore, tally: tally
    ).run()
    if let failure = tally.failed.last, failure.seed == trialSeed {
      print(
        "  trial seed \(trialSeed): " + describe(failure.violations)
          + " — replay: quran-bench faults --trials 1 --seed \(trialSeed) --operations "
          + "\(operations)\(restore ? " --restore" : "")")
      for detail in failure.details.prefix(FaultTrial.tracing ? 100 : 5) { print("    \(detail)") }
      // Its operations, to read a failure no replay brings back (a race of the faults).
      if !FaultTrial.tracing {
        print("    its operations, in turn:")
        for line in failure.story { print("      \(line)") }
      }
    }
  }
  let performed = tally.operations.values.reduce(0, +)
  print("trials: \(tally.trials) in \(Int(Date().timeIntervalSince(start))) s")
  print("operations: \(performed) — " + list(tally.operations))
  let injected = tally.faults.values.reduce(0, +)
  print("faults injected: \(injected) in \(tally.requests) requests — " + list(tally.faults))
  print(
    "conflict copies: \(tally.concurrentCopies) of concurrent edits, \(tally.unconfirmedCopies) "
      + "of a send whose answer was lost and another device then edited (allowed)")
  print(
    "notes back: \(tally.unconfirmedReturns) deleted by another device after a send whose"
      + " answer was lost, sent again (allowed)")
  print(
    "the reader: \(tally.readerSyncs) syncs ended, \(tally.copiesSaid) conflict copies they "
      + "made said")
  print("violations: " + describe(tally.violations))
  if !tally.failed.isEmpty { print("FAILED: \(tally.failed.count) trials broke a promise") }
  return !tally.failed.isEmpty
}

/// Every kind of violation with its count, zeros included.
private func describe(_ violations: [Violation: Int]) -> String {
  Violation.allCases.map { "\($0.rawValue) \(violations[$0] ?? 0)" }.joined(separator: ", ")
}

private func list(_ counts: [String: Int]) -> String {
  counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
}
