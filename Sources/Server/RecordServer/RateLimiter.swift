import Clocks
import Foundation
import Logging
import ServiceLifecycle
import Synchronization

/// A token bucket per key (a user, a client address, a name at an address): `rate` tokens a
/// second, in bursts of up to `burst`. A request may cost more than one token (a batch costs
/// its operations, `debit`), so one busy key drains its own bucket, not the others'.
///
/// Several instances on one database share the limit: each allows its `1/instances` share
/// (`share(among:)`), so all of them together never allow more than the limit, however a
/// load balancer spreads the requests.
///
/// At most `capacity` keys are remembered: keys are chosen by clients (sign-in names), so
/// past that, buckets that have filled up again — the same as forgotten — are dropped, then
/// those nearest to full.
///
/// The time comes from `now` (the continuous clock unless a test gives its own), so that tests
/// move time by hand instead of sleeping.
final class RateLimiter: Sendable {
  private struct Bucket {
    var tokens: Double
    var refilled: ContinuousClock.Instant
  }

  /// The limit of all instances together.
  let fullRate: Double
  let fullBurst: Double
  let capacity: Int
  private let buckets = Mutex<[String: Bucket]>([:])
  private let instances = Atomic<Int>(1)
  /// The time the buckets refill by.
  private let clock: WaitClock

  /// Without `burst`, a second's worth.
  init(
    perSecond rate: Int, burst: Int? = nil, capacity: Int = 10_000,
    clock: WaitClock = .continuous
  ) {
    self.fullRate = Double(max(1, rate))
    self.fullBurst = Double(max(1, burst ?? rate))
    self.capacity = max(1, capacity)
    self.clock = clock
  }

  /// One token every `interval` (slower than one a second), in bursts of up to `burst`.
  init(
    every interval: Duration, burst: Int, capacity: Int = 10_000,
    clock: WaitClock = .continuous
  ) {
    let seconds = Double(interval.components.seconds)
    self.fullRate = 1 / max(0.001, seconds)
    self.fullBurst = Double(max(1, burst))
    self.capacity = max(1, capacity)
    self.clock = clock
  }

  /// This instance's share.
  var rate: Double { fullRate / Double(instances.load(ordering: .relaxed)) }
  var burst: Double { max(1, fullBurst / Double(instances.load(ordering: .relaxed))) }

  /// Takes this instance's share of the limit when `count` instances are alive.
  func share(among count: Int) {
    instances.store(max(1, count), ordering: .relaxed)
  }

  /// How many keys are remembered now.
  var count: Int { buckets.withLock { $0.count } }

  /// nil when a request may go ahead (it takes one token); otherwise the whole seconds to
  /// wait (≥ 1).
  func admit(_ key: String) -> Int? {
    let now = clock.now()
    return buckets.withLock { buckets in
      var bucket = refilled(key, in: &buckets, now: now)
      defer { buckets[key] = bucket }
      if bucket.tokens >= 1 {
        bucket.tokens -= 1
        return nil
      }
      return max(1, Int(((1 - bucket.tokens) / rate).rounded(.up)))
    }
  }

  /// Takes `cost` more tokens for a request already admitted, once its size is known; the
  /// bucket may go below zero, and the key's next requests wait until it has refilled. So a
  /// batch of 200 operations costs 200, though it was let in with one token.
  func debit(_ key: String, cost: Int) {
    guard cost > 0 else { return }
    let now = clock.now()
    buckets.withLock { buckets in
      var bucket = refilled(key, in: &buckets, now: now)
      bucket.tokens -= Double(cost)
      buckets[key] = bucket
    }
  }

  private func refilled(
    _ key: String, in buckets: inout [String: Bucket], now: ContinuousClock.Instant
  )
    -> Bucket
  {
    let (rate, burst) = (self.rate, self.burst)
    guard var bucket = buckets[key] else {
      if buckets.count >= capacity { prune(&buckets, now: now) }
      return Bucket(tokens: burst, refilled: now)
    }
    bucket.tokens = min(burst, bucket.tokens + seconds(now - bucket.refilled) * rate)
    bucket.refilled = now
    return bucket
  }

  /// Makes room for new keys: full buckets go first, then the half nearest to full. A key
  /// still waiting out its limit is the last forgotten, so a flood of new keys cannot wipe
  /// out the debt of the one being throttled.
  private func prune(_ buckets: inout [String: Bucket], now: ContinuousClock.Instant) {
    let (rate, burst) = (self.rate, self.burst)
    let projected = buckets.mapValues { $0.tokens + seconds(now - $0.refilled) * rate }
    buckets = buckets.filter { projected[$0.key, default: burst] < burst }
    guard buckets.count >= capacity else { return }
    let fullest = buckets.keys.sorted { projected[$0, default: 0] > projected[$1, default: 0] }
      .prefix(buckets.count / 2 + 1)
    for key in fullest { buckets.removeValue(forKey: key) }
  }

  private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

/// Tells the database every 2 s that this instance is alive, and shares the rate limits among
/// the instances alive; forgets this instance when it shuts down.
struct InstanceHeartbeat: Service {
  let messages: any InstanceMessages
  let limiters: [RateLimiter]
  /// This instance's id (`RecordService.instanceID`).
  let id: String
  let logger: Logger

  init(messages: any InstanceMessages, id: String, limiters: [RateLimiter], logger: Logger) {
    self.messages = messages
    self.id = id
    self.limiters = limiters
    self.logger = logger
  }

  func run() async throws {
    await cancelWhenGracefulShutdown {
      while !Task.isCancelled {
        do {
          let count = try messages.liveInstances(beating: id)
          for limiter in limiters { limiter.share(among: count) }
        } catch {
          logger.warning("The instance heartbeat failed: \(error)")
        }
        try? await Task.sleep(for: .seconds(2))
      }
    }
    try? messages.forgetInstance(id)
  }
}
