// The client's retries wait through the clock they are given: a refusal that asks for a
// minute is tried again after a minute on a test clock, and no real minute passes.
import CloudRecords
import Foundation
import RecordClient
import TestSupport
import Testing

@Suite struct RetryClockTests {
  @Test func aRefusalIsTriedAgainAfterItsRetryAfterOnTheClockGiven() throws {
    let world = try SyncWorld(rotateTokens: false)
    let token = try world.server.signIn(
      world.user, password: world.password, apiToken: world.apiToken)
    let refused = Locked(0)
    let proxy = try FaultProxy(upstreamPort: world.server.port) { request in
      guard request.contains("/users/current") else { return nil }
      let first = refused.withLock {
        $0 += 1
        return $0 == 1
      }
      return first ? .unavailable(retryAfter: 60) : nil
    }
    defer { proxy.stop() }
    let clock = TestClock()
    let client = RecordClient(
      Connection(server: proxy.address, apiToken: world.apiToken, webAuthToken: token),
      retry: RetryPolicy(attempts: 3, firstWait: 0.1),
      clock: clock.waitClock)
    let started = ContinuousClock.now

    let me = try client.send(Endpoints.currentUser)

    #expect(me.userRecordName == world.userRecordName)
    #expect(refused.withLock { $0 } == 2, "asked once refused, once answered")
    #expect(clock.slept.count == 1, "\(clock.slept)")
    #expect((clock.slept.first ?? .zero) >= .seconds(60), "waited \(clock.slept) of 60 s asked")
    #expect(ContinuousClock.now - started < .seconds(30), "slept on the wall clock")
  }
}
