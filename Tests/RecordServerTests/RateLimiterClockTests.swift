import TestSupport
import Testing

@testable import RecordServer

/// The rate limiter on a clock the test moves: what a throttled key waits, and the limit
/// shared among instances, with no sleeping and no wall-clock bounds.
@Suite("The rate limiter over time")
struct RateLimiterClockTests {
  @Test func aThrottledKeyIsServedAgainAfterTheWaitItWasTold() throws {
    let clock = TestClock()
    // As the server sets it for `--rate-limit 5`: bursts of 10.
    let limiter = RateLimiter(perSecond: 5, burst: 10, clock: clock.waitClock)
    for _ in 0..<10 { #expect(limiter.admit("alice") == nil) }
    let wait = try #require(limiter.admit("alice"), "the eleventh request was let in")
    #expect(wait >= 1)
    // Another user has their own bucket.
    #expect(limiter.admit("bob") == nil)
    clock.advance(by: .milliseconds(100))
    #expect(limiter.admit("alice") != nil, "served before a token had come back")
    clock.advance(by: .seconds(wait))
    #expect(limiter.admit("alice") == nil, "not served after waiting \(wait) s")
  }

  @Test func aDebitedBatchIsPaidBackAtTheRate() {
    let clock = TestClock()
    let limiter = RateLimiter(perSecond: 10, clock: clock.waitClock)
    #expect(limiter.admit("alice") == nil)
    limiter.debit("alice", cost: 100)
    // 91 tokens owed (100 and the admission, less the 10 of the burst); one more to be let
    // in: 9.2 s at 10 a second, said as 10.
    #expect(limiter.admit("alice") == 10)
    clock.advance(by: .seconds(9))
    #expect(limiter.admit("alice") != nil)
    clock.advance(by: .seconds(1))
    #expect(limiter.admit("alice") == nil)
  }

  /// Two instances that know of each other take half the limit each: requests spread
  /// across both get the burst and the rate of the limit, not twice it.
  @Test func instancesTogetherAllowTheLimitOnce() {
    let clock = TestClock()
    // `--rate-limit 2`: 2 operations a second in bursts of 4, for both instances together.
    let instances = (0..<2).map { _ in RateLimiter(perSecond: 2, burst: 4, clock: clock.waitClock) }
    for limiter in instances { limiter.share(among: 2) }
    #expect(instances.allSatisfy { $0.rate == 1 && $0.burst == 2 })
    var allowed = 0
    // 40 requests, one every quarter second, alternating: 10 s.
    for index in 0..<40 {
      if instances[index % 2].admit("carol") == nil { allowed += 1 }
      clock.advance(by: .milliseconds(250))
    }
    // The burst of 4 and 2 a second after it; each instance alone would let all 40 through.
    #expect(allowed >= 20, "\(allowed) of 40 allowed")
    #expect(allowed <= 4 + 2 * 10, "\(allowed) of 40 allowed in 10 s")
  }
}
