import Foundation
import TestSupport
import Testing

/// A request that does not keep its connection (HTTP/1.0 without keep-alive, or
/// `Connection: close`) is the connection's last: it is answered, and the connection closes
/// after its answer. Requests pipelined after it used to make the whole connection one 400,
/// the request before them never answered.
@Suite("A request that closes its connection is answered, then the connection closes")
struct ClosingRequestTests {
  let server: RecordServerProcess
  init() throws { server = try RecordServerProcess(arguments: []) }

  /// What the server sent on a connection given `bytes`, up to its close; the test fails when
  /// it does not close.
  func exchange(_ bytes: String) throws -> String {
    let connection = try RawConnection(port: server.port)
    connection.send(bytes)
    let received = try #require(
      connection.readUntilClosed(timeout: 10), "the connection stayed open after its answer")
    return String(decoding: received, as: UTF8.self)
  }

  func answers(in text: String) -> [String] {
    text.components(separatedBy: "HTTP/1.1 ").dropFirst().map { "HTTP/1.1 " + $0 }
  }

  @Test func twoPipelinedHTTP10RequestsWithoutKeepAlive() throws {
    let text = try exchange(
      "GET /healthz HTTP/1.0\r\n\r\nGET /healthz HTTP/1.0\r\n\r\n")
    let answers = answers(in: text)
    #expect(answers.count == 1, "\(text)")
    #expect(answers.first?.hasPrefix("HTTP/1.1 200") == true, "\(text)")
    #expect(text.contains("\"serving\""), "\(text)")
    #expect(text.lowercased().contains("connection: close"), "\(text)")
  }

  @Test func oneHTTP10RequestClosesItsConnection() throws {
    let text = try exchange("GET /healthz HTTP/1.0\r\n\r\n")
    #expect(answers(in: text).count == 1, "\(text)")
    #expect(text.contains("\"serving\""), "\(text)")
  }

  /// Requests that keep the connection are all answered; the one saying `Connection: close`
  /// is the last, and what comes after it is not.
  @Test func pipelinedHTTP11RequestsUpToTheClosingOne() throws {
    let request = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    let text = try exchange(
      request + "\r\n" + request + "Connection: close\r\n\r\n" + request + "\r\n")
    let answers = answers(in: text)
    #expect(answers.count == 2, "\(text)")
    #expect(answers.allSatisfy { $0.hasPrefix("HTTP/1.1 200") }, "\(text)")
  }

  @Test func anHTTP10RequestThatKeepsItsConnection() throws {
    let connection = try RawConnection(port: server.port)
    connection.send(
      "GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /healthz HTTP/1.0\r\n\r\n")
    let received = try #require(connection.readUntilClosed(timeout: 10), "no close")
    let text = String(decoding: received, as: UTF8.self)
    #expect(answers(in: text).count == 2, "\(text)")
  }
}
