import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The sign-in page against guessing, floods, framing and other sites' forms.
@Suite("Sign-in holds against floods and other sites")
struct SignInHardeningTests {
  let fixture: ServerFixture
  init() throws { fixture = try ServerFixture(users: ["alice"]) }

  func form(user: String, password: String) -> String {
    HTTP.formEncoded([
      "user": user, "password": password, "ckAPIToken": fixture.apiToken, "redirect": "",
    ])
  }

  func post(_ body: String, origin: String? = nil) throws -> HTTP.Answer {
    var request = URLRequest(url: fixture.server.baseURL.appendingPathComponent("signin"))
    request.httpMethod = "POST"
    request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    if let origin { request.setValue(origin, forHTTPHeaderField: "Origin") }
    request.httpBody = Data(body.utf8)
    return try HTTP.send(request)
  }

  @Test func thePageIsNeverFramedCachedOrScripted() throws {
    var page = URLComponents(
      url: fixture.server.baseURL.appendingPathComponent("signin"), resolvingAgainstBaseURL: false)!
    page.queryItems = [URLQueryItem(name: "ckAPIToken", value: fixture.apiToken)]
    let answer = try HTTP.send(URLRequest(url: page.url!))
    #expect(answer.status == 200)
    #expect(answer.header("X-Frame-Options") == "DENY")
    #expect(answer.header("Cache-Control") == "no-store")
    let policy = try #require(answer.header("Content-Security-Policy"))
    #expect(policy.contains("frame-ancestors 'none'"))
    #expect(policy.contains("default-src 'none'"))
  }

  @Test func aPostFromAnotherSiteIsRefused() throws {
    let foreign = try post(
      form(user: "alice", password: "password-alice"), origin: "https://evil.example")
    #expect(foreign.status == 403)
    #expect(!foreign.text.contains("ckWebAuthToken"))
    let own = try post(
      form(user: "alice", password: "password-alice"),
      origin: "http://127.0.0.1:\(fixture.server.port)")
    #expect(own.status == 200, "\(own.text)")
  }

  @Test func anOversizedFormIsRefusedWithoutACheck() throws {
    let answer = try post(form(user: String(repeating: "a", count: 1_000_000), password: "x"))
    #expect(answer.status == 413, "\(answer.status)")
  }

  /// Guesses at alice's password from another address (127.0.0.2), many at once, are
  /// answered 429 at once there; alice signing in from her own computer meanwhile is not
  /// locked out by them.
  @Test func aFloodOnANameFromElsewhereDoesNotLockItsOwnerOut() throws {
    let body = form(user: "alice", password: "wrong-password")
    var flood: [RawConnection] = []
    for _ in 0..<15 {
      let connection = try RawConnection(port: fixture.server.port, from: "127.0.0.2")
      connection.send(
        "POST /signin HTTP/1.1\r\nHost: 127.0.0.1\r\n"
          + "Content-Type: application/x-www-form-urlencoded\r\n"
          + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
      flood.append(connection)
    }
    // The first answers are refusals, before any password check of the flood has ended.
    let first = try #require(flood.last?.readAnswer(timeout: 30))
    #expect(first.status == 429, "\(first.status)")
    let token = try fixture.server.signIn(
      "alice", password: "password-alice", apiToken: fixture.apiToken)
    #expect(!token.isEmpty)
    let answers = flood.dropLast().compactMap { $0.readAnswer(timeout: 30)?.status }
    #expect(answers.count == 14)
    #expect(answers.allSatisfy { $0 == 401 || $0 == 429 }, "\(answers)")
  }
}
