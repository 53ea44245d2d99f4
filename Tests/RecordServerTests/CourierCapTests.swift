import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One user holding 1,000 long polls on one token made every other user's request 503 (the
/// connection cap). Polls are capped per token (the oldest gives way) and per user (refused),
/// well below the connection cap (issue 26).
@Suite("Courier polls are capped")
struct CourierCapTests {
  let fixture: ServerFixture
  init() throws {
    fixture = try ServerFixture(users: ["alice", "bob"], environment: ["LOG_LEVEL": "debug"])
    try fixture.createZone()
    try fixture.subscribe()
  }

  /// Polls the server holds, waiting, as its debug log counts them.
  func heldPolls() -> Int {
    fixture.server.log.components(separatedBy: "A courier poll waits for notifications.").count - 1
  }

  func waitForHeld(_ count: Int) throws {
    try #require(
      Waiting.until(20) { heldPolls() >= count }, "\(heldPolls()) polls held, not \(count)")
  }

  @Test func aFifthPollOnOneTokenEndsTheOldest() throws {
    let token = try fixture.registeredCourier()
    var polls: [CourierPoll] = []
    for held in 1...4 {
      polls.append(CourierPoll(token, timeout: 30))
      try waitForHeld(held)
    }
    let fifth = CourierPoll(token, timeout: 30)
    #expect(polls[0].wait(seconds: 10), "the oldest poll was not ended")
    #expect(polls[0].answer?.status == 200)
    #expect(polls[0].answer?.text == #"{"notifications":[]}"#)
    try waitForHeld(5)
    // The others still wait, and all hear of a change.
    #expect(!polls[1].wait(seconds: 0))
    try fixture.save([ServerFixture.favorite("heard")])
    for poll in polls.dropFirst() + [fifth] {
      #expect(poll.wait(seconds: 10))
      #expect(poll.answer?.text.contains("QuranZone") == true, "\(poll.answer?.text ?? "")")
    }
  }

  @Test func aUserPastThirtyTwoPollsIsRefusedAndOthersAreServed() throws {
    let port = try #require(fixture.server.baseURL.port)
    var sockets: [Int32] = []
    defer { for socket in sockets { close(socket) } }
    // 8 tokens × 4 polls: 32, held on connections of their own.
    for _ in 0..<8 {
      let token = try fixture.registeredCourier()
      let poll = try #require(Endpoints.courier.pollURL(token.webcourierURL, timeout: 60))
      for _ in 0..<4 {
        let socket = try LoopbackSocket.connect(port: port)
        sockets.append(socket)
        let request = "GET \(poll.path)?\(poll.query!) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        #expect(write(socket, request, request.utf8.count) == request.utf8.count)
        try waitForHeld(sockets.count)
      }
    }
    let ninth = try fixture.registeredCourier()
    let refused = try HTTP.send(
      URLRequest(url: Endpoints.courier.pollURL(ninth.webcourierURL, timeout: 5)!))
    #expect(refused.status == 429, "\(refused.text)")
    #expect(refused.serverError?.serverErrorCode == .throttled)
    #expect(refused.serverError?.retryAfter != nil)
    #expect(refused.serverError?.reason.contains("32") == true, "\(refused.text)")
    // Bob's poll and requests are served.
    let bobs = try fixture.registeredCourier(as: "bob")
    let bobsPoll = CourierPoll(bobs, timeout: 1)
    #expect(bobsPoll.wait(seconds: 10))
    #expect(bobsPoll.answer?.status == 200)
    #expect(try fixture.get(.currentUser, as: "bob").status == 200)
  }
}
