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

  /// Thirty guesses at alice's password from another address (127.0.0.2), at once: past the
  /// ten a name may be tried at once from one address, and the one a second after, they are
  /// answered 429; alice signing in from her own computer meanwhile is not locked out by them.
  @Test func aFloodOnANameFromElsewhereDoesNotLockItsOwnerOut() throws {
    let body = form(user: "alice", password: "wrong-password")
    let started = ContinuousClock.now
    var flood: [RawConnection] = []
    for _ in 0..<30 {
      let connection = try RawConnection(port: fixture.server.port, from: "127.0.0.2")
      connection.send(
        "POST /signin HTTP/1.1\r\nHost: 127.0.0.1\r\n"
          + "Content-Type: application/x-www-form-urlencoded\r\n"
          + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
      flood.append(connection)
    }
    let token = try fixture.server.signIn(
      "alice", password: "password-alice", apiToken: fixture.apiToken)
    #expect(!token.isEmpty)
    var answers: [Int] = []
    // When the last try was counted at the latest: each before its answer came, a wrong
    // password's a second before (it waits that long).
    var lastCounted = Duration.zero
    for connection in flood {
      guard let status = connection.readAnswer(timeout: 30)?.status else { continue }
      answers.append(status)
      let counted = ContinuousClock.now - started - (status == 401 ? .seconds(1) : .zero)
      lastCounted = max(lastCounted, counted)
    }
    #expect(answers.count == 30)
    #expect(answers.allSatisfy { $0 == 401 || $0 == 429 }, "\(answers)")
    // By then the name had its ten tries, and one more for each second since the flood began
    // (however slowly a loaded machine sent it): the rest were refused without a check.
    let seconds = Int(lastCounted.components.seconds)
    #expect(answers.filter { $0 == 401 }.count <= 10 + seconds + 1, "\(answers), \(seconds) s")
  }
}
