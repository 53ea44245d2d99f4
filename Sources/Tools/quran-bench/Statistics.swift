import Foundation

/// Percentiles of a set of timings, in milliseconds.
struct Timings {
  private(set) var milliseconds: [Double] = []

  mutating func add(_ value: Double) { milliseconds.append(value) }

  /// The value below which `fraction` of the timings fall (nearest rank).
  func percentile(_ fraction: Double) -> Double {
    let sorted = milliseconds.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(0, rank), sorted.count - 1)]
  }

  var median: Double { percentile(0.5) }

  static func format(_ value: Double) -> String { String(format: "%.2f ms", value) }
}

/// Milliseconds spent running `body`.
func measure(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

/// One figure checked against its bound.
/// The name is never cut: a longer one pushes its line wider.
func report(_ name: String, _ value: String, bound: String, ok: Bool) {
  func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
  print("\(padded(name, 58)) \(padded(value, 12)) (bound \(bound)) \(ok ? "ok" : "OVER")")
}
