import CloudRecords
import Foundation
import TestSupport
import Testing

/// HTTP the parser refuses never reaches a responder; it used to get an empty 400. It gets a
/// CloudKit error body saying what was wrong, and the connection closes.
@Suite("Broken HTTP gets a CloudKit error body")
struct MalformedHTTPTests {
  let server: RecordServerProcess
  init() throws { server = try RecordServerProcess(arguments: []) }

  func answer(to request: String) throws -> (RawAnswer, ServerError) {
    let connection = try RawConnection(port: server.port)
    connection.send(request)
    let answer = try #require(connection.readAnswer(timeout: 10), "no answer")
    let error = try JSONDecoder().decode(ServerError.self, from: answer.body)
    return (answer, error)
  }

  func expectRefusal(_ request: String, reasonContains: String) throws {
    let (answer, error) = try answer(to: request)
    #expect(answer.status == 400, "\(answer.text)")
    #expect(answer.header("Content-Type")?.hasPrefix("application/json") == true)
    #expect(error.serverErrorCode == .badRequest)
    #expect(error.uuid?.isEmpty == false)
    #expect(error.reason.contains(reasonContains), "\(error.reason)")
  }

  let post = "POST /database/1/c/development/private/records/lookup HTTP/1.1\r\nHost: 127.0.0.1\r\n"

  @Test func aContentLengthThatIsNotANumber() throws {
    try expectRefusal(post + "Content-Length: abc\r\n\r\n{}", reasonContains: "Content-Length")
  }

  @Test func twoContentLengthsThatDisagree() throws {
    try expectRefusal(
      post + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}", reasonContains: "Content-Length")
  }

  @Test func aChunkSizeThatIsNotHexadecimal() throws {
    try expectRefusal(
      post + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n", reasonContains: "chunk")
  }

  /// A body the client compressed before chunking is not read as plain chunks.
  @Test func aTransferCodingOtherThanChunkedAlone() throws {
    let (answer, error) = try answer(
      to: post + "Transfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n")
    #expect(answer.status == 501, "\(answer.text)")
    #expect(error.uuid?.isEmpty == false)
    #expect(error.reason.contains("gzip, chunked"), "\(error.reason)")
  }

  @Test func a100KBHeader() throws {
    try expectRefusal(
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + String(repeating: "a", count: 100_000)
        + "\r\n\r\n", reasonContains: "headers are larger")
  }
}
