import CloudRecords
import Foundation
import TestSupport
import Testing

/// The links the server hands out (sign-in's `redirectURL`, the courier's `webcourierURL`)
/// point at the server itself, whatever Host header a request carries.
@Suite("The server's own address in the links it hands out")
struct PublicURLTests {
  /// A request without a web auth token, with the Host header given; answers its redirectURL.
  func redirectURL(_ server: RecordServerProcess, apiToken: String, host: String) throws
    -> String
  {
    let path = DatabasePath(
      container: ServerFixture.container, environment: .development, database: .private,
      operation: .lookupRecords)
    let connection = try RawConnection(port: server.port)
    connection.send(
      "POST \(path)?\(DatabasePath.apiTokenParameter)=\(apiToken) HTTP/1.1\r\n"
        + "Host: \(host)\r\nContent-Length: 2\r\n\r\n{}")
    let answer = try #require(connection.readAnswer(timeout: 10))
    #expect(answer.status == 421, "\(answer.text)")
    let error = try JSONDecoder().decode(ServerError.self, from: answer.body)
    return try #require(error.redirectURL)
  }

  @Test func aForeignHostHeaderIsNotEchoed() throws {
    let fixture = try ServerFixture(users: [])
    let port = fixture.server.port
    let foreign = try redirectURL(fixture.server, apiToken: fixture.apiToken, host: "evil.example")
    #expect(foreign.hasPrefix("http://127.0.0.1:\(port)/signin"), "\(foreign)")
    let own = try redirectURL(
      fixture.server, apiToken: fixture.apiToken, host: "localhost:\(port)")
    #expect(own.hasPrefix("http://localhost:\(port)/signin"), "\(own)")
  }

  @Test func thePublicURLIsUsedForEveryLink() throws {
    let fixture = try ServerFixture(
      users: ["alice"], arguments: ["--public-url", "https://records.example.org/"])
    let redirect = try redirectURL(
      fixture.server, apiToken: fixture.apiToken, host: "127.0.0.1:\(fixture.server.port)")
    #expect(redirect.hasPrefix("https://records.example.org/signin?"), "\(redirect)")
    let created = try fixture.post(
      .createToken, CreateTokenRequest(apnsEnvironment: "development"))
    let courier = try created.decoded(CreateTokenResponse.self).webcourierURL
    #expect(courier.hasPrefix("https://records.example.org/courier/"), "\(courier)")
  }

  @Test func aPublicURLThatIsNotOneIsRefusedWithASentence() throws {
    #expect(throws: (any Error).self) {
      _ = try RecordServerProcess(arguments: ["--public-url", "records.example.org"])
    }
  }
}
