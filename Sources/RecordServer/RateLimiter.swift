import Foundation
import Synchronization

/// A token bucket per key (a user): `rate` requests a second, in bursts of up to `burst`.
final class RateLimiter: Sendable {
  private struct Bucket {
    var tokens: Double
    var refilled: ContinuousClock.Instant
  }

  let rate: Double
  let burst: Double
  private let buckets = Mutex<[String: Bucket]>([:])

  /// Without `burst`, a second's worth.
  init(requestsPerSecond: Int, burst: Int? = nil) {
    rate = Double(max(1, requestsPerSecond))
    self.burst = Double(max(1, burst ?? requestsPerSecond))
  }

  /// nil when the request may go ahead; otherwise the whole seconds to wait (≥ 1).
  func admit(_ key: String) -> Int? {
    let now = ContinuousClock.now
    return buckets.withLock { buckets in
      var bucket = buckets[key] ?? Bucket(tokens: burst, refilled: now)
      let elapsed = now - bucket.refilled
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      bucket.tokens = min(burst, bucket.tokens + seconds * rate)
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
