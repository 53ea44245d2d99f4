import CloudRecords
import Synchronization

/// What the request bodies being read hold once parsed, bounded by what is parsed rather than
/// by their bytes: a body's values (`RequestDecoding.bounds`: at most `perRequest`
/// of them, and `perContainer` in any array or object) are charged to one budget of the
/// server, `atOnce`, as the parse makes them, and given back when the parsed tree is dropped.
/// A parse that finds the budget spent stops and is answered THROTTLED, so a few members
/// sending megabytes of tiny objects cannot hold hundreds of megabytes of parsed trees.
enum ParsedValues {
  /// How many values one request body may hold (a `records/modify` of 200 notes holds some
  /// 6,000).
  static let perRequest = 250_000
  /// How many items any array or object of a body may hold.
  static let perContainer = 50_000
  /// How many parsed values the server holds at once, all requests together (about 150 bytes
  /// each at worst, for small objects: ~110 MB).
  static let atOnce = 750_000

  private static let held = Mutex(0)

  /// How many values are charged now, all parses together.
  static var charged: Int { held.withLock { $0 } }

  /// One parse's charge: what it took of the budget, given back at once by `release`.
  final class Charge: ValueCharge, @unchecked Sendable {
    // One parse uses it, on one thread; `release` runs after the parse.
    private var taken = 0

    func take(_ count: Int) -> Bool {
      let room = ParsedValues.held.withLock { held in
        guard held + count <= ParsedValues.atOnce else { return false }
        held += count
        return true
      }
      if room { taken += count }
      return room
    }

    /// Gives back everything taken.
    func release() {
      let count = taken
      taken = 0
      ParsedValues.held.withLock { $0 -= count }
    }
  }
}
