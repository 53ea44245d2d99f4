import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A signed-out device kept its notification channel: after `users/signout`, `user signout`
/// and `user passwd`, its `/courier/<token>` long poll still heard alice's zone and
/// subscription names (issue 46). Signing out ends the poll at once, and the token with it.
@Suite("Signing out ends the courier")
struct SignOutCourierTests {
  let fixture: ServerFixture
  init() throws {
    fixture = try ServerFixture(users: ["alice", "bob"], environment: ["LOG_LEVEL": "debug"])
    try fixture.createZone()
    try fixture.subscribe()
  }

  func heldPolls() -> Int {
    fixture.server.log.components(separatedBy: "A courier poll waits for notifications.").count - 1
  }

  /// A poll of the user's own, held: the number of polls held before it, plus one.
  func heldPoll(_ token: CreateTokenResponse) throws -> CourierPoll {
    let before = heldPolls()
    let poll = CourierPoll(token, timeout: 60)
    try #require(Waiting.until(20) { heldPolls() > before }, "the poll was never held")
    return poll
  }

  /// The poll ended well before its 60 s, empty; a change later reaches nothing, and the
  /// token is gone.
  func expectEnded(_ poll: CourierPoll, _ token: CreateTokenResponse) throws {
    #expect(poll.wait(seconds: 15), "the long poll was still held after signing out")
    #expect(poll.answer?.text == #"{"notifications":[]}"#, "\(poll.answer?.text ?? "")")
    let again = try HTTP.send(
      URLRequest(url: Endpoints.courier.pollURL(token.webcourierURL, timeout: 1)!))
    #expect(again.status == 404, "\(again.status) \(again.text.prefix(200))")
    #expect(!again.text.contains("QuranZone"))
  }

  @Test func aLongPollIsEndedByUsersSignout() throws {
    let token = try fixture.registeredCourier()
    let other = try fixture.registeredCourier(as: "bob")
    let poll = try heldPoll(token)
    let bobs = try heldPoll(other)
    let answer = try fixture.post(.signOut, json: "{}")
    #expect(answer.status == 200, "\(answer.text)")
    try expectEnded(poll, token)
    #expect(!bobs.wait(seconds: 0), "bob's poll is his own")
  }

  @Test func aLongPollIsEndedByUserSignoutAndUserPasswd() throws {
    let token = try fixture.registeredCourier()
    let poll = try heldPoll(token)
    _ = try fixture.server.command(["user", "signout", "alice"])
    try expectEnded(poll, token)

    let signedIn = try fixture.server.signIn(
      "alice", password: "password-alice", apiToken: fixture.apiToken)
    let again = fixture.signedIn("alice", token: signedIn)
    let second = try again.registeredCourier()
    let secondPoll = try heldPoll(second)
    _ = try fixture.server.command(["user", "passwd", "alice"], input: "a new password\n")
    try expectEnded(secondPoll, second)
  }
}
