import Foundation

/// `quran-bench faults --trials N --seed S [--operations K]`: seeded trials of three devices
/// syncing through fault-injecting proxies with the real `quran-records` (see `FaultTrial`).
/// Trial i uses seed S + i, so `--trials 1 --seed S+i` replays it alone. Exits non-zero when
/// any promise was broken.
func benchmarkFaults() throws {
  var trials = 20
  var seed: UInt64 = 1
  var operations = 40
  var rest = arguments.dropFirst()
  while let name = rest.popFirst() {
    guard let value = rest.popFirst() else { throw usage("\(name) needs a value") }
    switch name {
    case "--trials": trials = try number(value, name, in: 1...100_000)
    case "--seed":
      guard let parsed = UInt64(value) else { throw usage("--seed takes a whole number") }
      seed = parsed
    case "--operations": operations = try number(value, name, in: 1...10_000)
    default: throw usage("\(name) is not an option")
    }
  }
  print(
    "faults: \(trials) trials from seed \(seed), \(operations) operations each; three devices, "
      + "quran-records (--rotate-tokens on odd seeds) behind a fault-injecting proxy per device")
  let start = Date()
  var tally = FaultTally()
  for index in 0..<trials {
    let trialSeed = seed &+ UInt64(index)
    tally = try FaultTrial(
      seed: trialSeed, directory: workspace + "/faults-\(trialSeed)", operations: operations,
      tally: tally
    ).run()
    if let failure = tally.failed.last, failure.seed == trialSeed {
      print(
        "  trial seed \(trialSeed): " + describe(failure.violations)
          + " — replay: quran-bench faults --trials 1 --seed \(trialSeed)")
      for detail in failure.details.prefix(5) { print("    \(detail)") }
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
  print("violations: " + describe(tally.violations))
  if !tally.failed.isEmpty {
    print("FAILED: \(tally.failed.count) trials broke a promise")
    exit(1)
  }
}

/// Every kind of violation with its count, zeros included.
private func describe(_ violations: [Violation: Int]) -> String {
  Violation.allCases.map { "\($0.rawValue) \(violations[$0] ?? 0)" }.joined(separator: ", ")
}

private func list(_ counts: [String: Int]) -> String {
  counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
}

private func number(_ text: String, _ name: String, in range: ClosedRange<Int>) throws -> Int {
  guard let value = Int(text), range.contains(value) else {
    throw usage("\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound)")
  }
  return value
}

private func usage(_ problem: String) -> FaultRunError {
  FaultRunError(
    "\(problem); usage: quran-bench faults [--trials N] [--seed S] [--operations K]")
}
