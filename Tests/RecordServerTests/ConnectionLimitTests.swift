import CloudRecords
import Foundation
import TestSupport
import Testing

/// Connections that send nothing, trickle their headers or never finish a body are closed;
/// past the connection cap a client is told so at once. Small limits keep the tests short.
@Suite("Connections time out and are capped")
struct ConnectionLimitTests {
  let server: RecordServerProcess
  init() throws {
    server = try RecordServerProcess(arguments: [
      "--idle-timeout", "1", "--request-timeout", "2", "--max-connections", "3",
    ])
  }

  @Test func anIdleConnectionIsClosed() throws {
    let connection = try RawConnection(port: server.port)
    #expect(connection.readUntilClosed(timeout: 15) != nil, "the connection stayed open")
  }

  @Test func headersSentAByteAtATimeAreCutOff() throws {
    let connection = try RawConnection(port: server.port)
    let started = Date()
    var closed = false
    for byte in Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8)
      + Array(repeating: UInt8(ascii: "a"), count: 100)
    {
      // Each byte waits 200 ms; the server closing the connection ends the wait at once.
      if !connection.send([byte]) || connection.readUntilClosed(timeout: 0.2) != nil {
        closed = true
        break
      }
    }
    #expect(closed, "headers trickled for \(Date().timeIntervalSince(started)) s were kept")
  }

  /// A head still arriving when the idle timeout closes the connection is answered first,
  /// not dropped in silence.
  @Test func trickledHeadersAreAnswered408BeforeTheClose() throws {
    let connection = try RawConnection(port: server.port)
    var received: [UInt8]?
    for byte in Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8)
      + Array(repeating: UInt8(ascii: "a"), count: 100)
    {
      // One byte every 200 ms; the server closing the connection ends the wait at once.
      connection.send([byte])
      received = connection.readUntilClosed(timeout: 0.2)
      if received != nil { break }
    }
    let bytes = try #require(received, "the trickled headers were kept")
    let answer = try #require(RawAnswer(parsing: bytes), "closed without an answer")
    #expect(answer.status == 408)
    let error = try JSONDecoder().decode(ServerError.self, from: answer.body)
    #expect(error.reason.contains("headers did not arrive whole within 1 s"), "\(error.reason)")
    #expect(error.uuid?.isEmpty == false)
  }

  @Test func anIdleConnectionBetweenRequestsClosesWithoutAnAnswer() throws {
    let connection = try RawConnection(port: server.port)
    connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(connection.readAnswer(timeout: 10)?.status == 200)
    #expect(connection.readUntilClosed(timeout: 15) == [], "something was sent before closing")
  }

  @Test func aBodyThatNeverFinishesIsAnswered408() throws {
    let connection = try RawConnection(port: server.port)
    // The sign-in form: read before anything is checked.
    connection.send(
      "POST /signin HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nuser=")
    var answer: RawAnswer?
    // One byte every 200 ms keeps the connection from being idle, never completing the body.
    for _ in 0..<100 {
      connection.send("a")
      answer = connection.readAnswer(timeout: 0.2)
      if answer != nil { break }
    }
    let refusal = try #require(answer, "the trickled body was waited for")
    #expect(refusal.status == 408)
    let error = try JSONDecoder().decode(ServerError.self, from: refusal.body)
    #expect(error.reason.contains("did not arrive within 2 s"), "\(refusal.text)")
  }

  /// Headers, then nothing of the body: answered 408 when the idle timeout closes, not
  /// dropped in silence (issue 26).
  @Test func aBodyThatNeverStartsIsAnswered408() throws {
    let connection = try RawConnection(port: server.port)
    connection.send(
      "POST /signin HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n")
    let bytes = try #require(connection.readUntilClosed(timeout: 15), "still open")
    let answer = try #require(RawAnswer(parsing: bytes), "closed without an answer")
    #expect(answer.status == 408)
    let error = try JSONDecoder().decode(ServerError.self, from: answer.body)
    #expect(error.reason.contains("body came for 1 s"), "\(answer.text)")
  }

  /// A client that asks `Expect: 100-continue` hears `100 Continue`, sends its body, and is
  /// answered.
  @Test func aClientThatAsksToContinueIsToldTo() throws {
    let connection = try RawConnection(port: server.port)
    let body = "user=alice&password=wrong&redirect=&ckAPIToken=x"
    connection.send(
      "POST /signin HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\n"
        + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)"
        + "\r\n\r\n")
    let proceed = try #require(connection.readAnswer(timeout: 10), "no 100 Continue")
    #expect(proceed.status == 100)
    connection.send(body)
    let answer = try #require(connection.readAnswer(timeout: 10), "no answer after the body")
    // The wrong password's answer: the body was read.
    #expect(answer.status == 401, "\(answer.status) \(answer.text.prefix(200))")
  }

  /// Only when every connection is answering a request is a newcomer refused: here each
  /// holds a long poll (an idle or half-sent one would give way, `FullServerTests`).
  @Test func connectionsPastTheCapAreRefusedWith503() throws {
    // Its own server: the connections held must outlive the short idle timeout above.
    let fixture = try ServerFixture(
      arguments: ["--max-connections", "3", "--metrics-address", "127.0.0.1:0"])
    let server = fixture.server
    let courier = try fixture.registeredCourier()
    let poll = try #require(URL(string: courier.webcourierURL))
    var held: [RawConnection] = []
    // From three addresses: one address holds fewer than the server's cap. Each poll held
    // before the next comes: one whose request is not read yet is idle, and gives way.
    for index in 0..<3 {
      let connection = try RawConnection(port: server.port, from: "127.0.0.\(index + 2)")
      connection.send("GET \(poll.path)?timeout=30 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      held.append(connection)
      try #require(server.waitForLongPolls(index + 1), "poll \(index + 1) was not held")
    }
    let extra = try RawConnection(port: server.port, from: "127.0.0.5")
    extra.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    let answer = try #require(extra.readAnswer(timeout: 10))
    #expect(answer.status == 503, "\(answer.text)")
    let error = try JSONDecoder().decode(ServerError.self, from: answer.body)
    #expect(error.serverErrorCode == .tryAgainLater)
    #expect(error.reason.contains("3 connections"))
    #expect(error.uuid?.isEmpty == false)
    held.removeAll()
  }
}
