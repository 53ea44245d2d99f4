import Foundation
import Synchronization

/// A token bucket per user: `rate` requests a second, bursts of up to a second's worth.
final class RateLimiter: Sendable {
  private struct Bucket {
    var tokens: Double
    var refilled: ContinuousClock.Instant
  }

  let rate: Double
  private let buckets = Mutex<[String: Bucket]>([:])

  init(requestsPerSecond: Int) { rate = Double(max(1, requestsPerSecond)) }

  /// nil when the request may go ahead; otherwise the whole seconds to wait (≥ 1).
  func admit(_ key: String) -> Int? {
    let now = ContinuousClock.now
    return buckets.withLock { buckets in
      var bucket = buckets[key] ?? Bucket(tokens: rate, refilled: now)
      let elapsed = now - bucket.refilled
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      bucket.tokens = min(rate, bucket.tokens + seconds * rate)
      bucket.refilled = now
      defer { buckets[key] = bucket }
      if bucket.tokens >= 1 {
        bucket.tokens -= 1
        return nil
      }
      return max(1, Int(((1 - bucket.tokens) / rate).rounded(.up)))
    }
  }
}
