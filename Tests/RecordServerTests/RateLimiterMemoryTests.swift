import Testing

@testable import RecordServer

/// Sign-in names are chosen by clients; 40 sign-ins with unique 5 MB names a round grew the
/// server from 202 to 774 MB, every name kept. The limiter remembers a bounded number of keys.
@Suite("The rate limiter's memory is bounded")
struct RateLimiterMemoryTests {
  @Test func keysPastTheCapacityAreForgotten() {
    let limiter = RateLimiter(perSecond: 1, capacity: 100)
    for index in 0..<10_000 { _ = limiter.admit("guess-\(index)") }
    #expect(limiter.count <= 100, "\(limiter.count) keys remembered")
    // The newest key is still counted: its one token is spent.
    #expect(limiter.admit("guess-9999") != nil)
  }

  @Test func aKeyStillWaitingOutItsLimitIsKeptOverFullOnes() {
    let limiter = RateLimiter(perSecond: 1, capacity: 10)
    _ = limiter.admit("alice")
    limiter.debit("alice", cost: 1000)
    for index in 0..<50 { _ = limiter.admit("x\(index)") }
    #expect(limiter.admit("alice") != nil, "the spent budget was forgotten")
  }
}
