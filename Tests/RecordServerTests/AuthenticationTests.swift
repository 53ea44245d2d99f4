import CloudRecords
import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Authentication against the real server")
struct AuthenticationTests {
  let fixture: ServerFixture
  init() throws { fixture = try ServerFixture(users: ["alice"]) }

  @Test func signInThroughTheFormGivesAWorkingToken() throws {
    let token = try #require(fixture.users["alice"]?.token)
    #expect(token.count >= 100)
    #expect(token.allSatisfy { $0.isLetter && $0.isASCII || $0.isNumber || $0 == "_" })
    let answer = try fixture.get(.currentUser)
    #expect(answer.status == 200)
    #expect(answer.header("Content-Type")?.hasPrefix("application/json") == true)
    let user = try answer.decoded(UserIdentity.self)
    #expect(user.userRecordName == fixture.users["alice"]?.recordName)
    #expect(user.userRecordName.count == 33 && user.userRecordName.hasPrefix("_"))
  }

  @Test func noAPITokenIsAuthenticationFailed() throws {
    let answer = try HTTP.send(URLRequest(url: fixture.url(.listZones, apiToken: .some(nil))))
    #expect(answer.status == 401)
    let error = try #require(answer.serverError)
    #expect(error.serverErrorCode == .authenticationFailed)
    #expect(error.reason == "The API token is not valid for container iCloud.donald.kvietnamisht.")
    #expect(error.uuid?.isEmpty == false)
  }

  @Test func anotherContainersAPITokenIsAuthenticationFailed() throws {
    let other = try fixture.server.apiToken(container: "iCloud.example.other")
    #expect(other.count == 64 && other.allSatisfy(\.isHexDigit))
    let answer = try HTTP.send(URLRequest(url: fixture.url(.listZones, apiToken: other)))
    #expect(answer.status == 401)
    #expect(answer.serverError?.serverErrorCode == .authenticationFailed)
  }

  @Test func noWebAuthTokenIsAuthenticationRequiredWithASignInURL() throws {
    let answer = try fixture.get(.listZones, as: nil)
    #expect(answer.status == 421)
    let error = try #require(answer.serverError)
    #expect(error.serverErrorCode == .authenticationRequired)
    let redirect = try #require(error.redirectURL)
    #expect(
      redirect
        == fixture.server.baseURL.absoluteString + "/signin?ckAPIToken=" + fixture.apiToken)
    // The redirect URL opens the sign-in form.
    let page = try HTTP.send(URLRequest(url: URL(string: redirect)!))
    #expect(page.status == 200)
    #expect(page.text.contains("<form method=\"post\" action=\"/signin\">"))
  }

  @Test func aBadWebAuthTokenIsAuthenticationRequired() throws {
    let bad = String(repeating: "A", count: 120)
    let answer = try HTTP.send(URLRequest(url: fixture.url(.listZones, webToken: bad)))
    #expect(answer.status == 421)
    #expect(answer.serverError?.serverErrorCode == .authenticationRequired)
    #expect(answer.serverError?.redirectURL != nil)
  }

  @Test func aWrongPasswordShowsTheFormAgainAfterASlowdown() throws {
    var post = URLRequest(url: fixture.server.baseURL.appendingPathComponent("signin"))
    post.httpMethod = "POST"
    post.httpBody = Data(
      HTTP.formEncoded([
        "user": "alice", "password": "wrong", "ckAPIToken": fixture.apiToken, "redirect": "",
      ]).utf8)
    let start = Date()
    let answer = try HTTP.send(post)
    #expect(Date().timeIntervalSince(start) >= 1)
    #expect(answer.status == 401)
    #expect(answer.text.contains("The user name or password is not right; try again."))
    #expect(answer.text.contains("name=\"password\""))
    #expect(!answer.text.contains("ckWebAuthToken\">"))
  }

  @Test func passwordGuessesForOneUserAreHeldToOneASecond() throws {
    let signIn = fixture.server.baseURL.appendingPathComponent("signin")
    let apiToken = fixture.apiToken
    @Sendable func guess(_ password: String) throws -> HTTP.Answer {
      var post = URLRequest(url: signIn)
      post.httpMethod = "POST"
      post.httpBody = Data(
        HTTP.formEncoded([
          "user": "bob", "password": password, "ckAPIToken": apiToken, "redirect": "",
        ]).utf8)
      return try HTTP.send(post)
    }
    // Guesses in parallel, as an attacker would send them, each on a connection of its own:
    // ten pass to the password check at once, then one a second; the rest are turned away
    // before it. On a busy machine the guesses take longer, and the second's allowance with it.
    let guesses = 24
    let answers = Mutex<[Int]>([])
    let done = DispatchSemaphore(value: 0)
    let start = Date()
    for index in 0..<guesses {
      Thread.detachNewThread {
        let status = (try? guess("wrong-\(index)").status) ?? 0
        answers.withLock { $0.append(status) }
        done.signal()
      }
    }
    for _ in 0..<guesses { done.wait() }
    let allowed = 10 + Int(Date().timeIntervalSince(start).rounded(.up))
    let statuses = answers.withLock { $0 }
    #expect(statuses.filter { $0 == 401 }.count <= allowed, "\(statuses)")
    #expect(statuses.filter { $0 == 429 }.count >= guesses - allowed, "\(statuses)")
    #expect(statuses.allSatisfy { $0 == 401 || $0 == 429 }, "\(statuses)")
    // Alice, another user, is not held back by bob's guesses.
    #expect(
      try fixture.server.signIn("alice", password: "password-alice", apiToken: fixture.apiToken)
        .count >= 100)
  }

  @Test func signInRedirectsOnlyToLoopback() throws {
    func signIn(redirect: String) throws -> HTTP.Answer {
      var post = URLRequest(url: fixture.server.baseURL.appendingPathComponent("signin"))
      post.httpMethod = "POST"
      post.httpBody = Data(
        HTTP.formEncoded([
          "user": "alice", "password": "password-alice", "ckAPIToken": fixture.apiToken,
          "redirect": redirect,
        ]).utf8)
      return try HTTP.send(post)
    }
    for loopback in [
      "http://127.0.0.1:7777/done", "http://localhost:7777/done?state=1", "http://[::1]:7777/",
    ] {
      let answer = try signIn(redirect: loopback)
      #expect(answer.status == 303, "\(loopback)")
      let location = try #require(answer.header("Location"))
      #expect(
        location.hasPrefix(loopback + (loopback.contains("?") ? "&" : "?") + "ckWebAuthToken="))
      let token = String(location.split(separator: "=").last!)
      let current = try HTTP.send(URLRequest(url: fixture.url(.currentUser, webToken: token)))
      #expect(current.status == 200)
    }
    for foreign in [
      "http://evil.example/steal", "http://127.0.0.1.evil.example/", "https://user@evil.example/",
      "javascript:alert(1)", "file:///etc/passwd",
    ] {
      let answer = try signIn(redirect: foreign)
      #expect(answer.status == 400, "\(foreign)")
      #expect(answer.header("Location") == nil)
      #expect(!answer.text.contains("ckWebAuthToken"))
      // The form refuses it before a password is typed, too.
      var page = URLComponents(
        url: fixture.server.baseURL.appendingPathComponent("signin"), resolvingAgainstBaseURL: false
      )!
      page.queryItems = [
        .init(name: "ckAPIToken", value: fixture.apiToken), .init(name: "redirect", value: foreign),
      ]
      #expect(try HTTP.send(URLRequest(url: page.url!)).status == 400)
    }
  }

  @Test func aPersonOnAnotherDeviceIsShownTheTokenInsteadOfTheLoopbackAddress() throws {
    var page = URLComponents(
      url: fixture.server.baseURL.appendingPathComponent("signin"), resolvingAgainstBaseURL: false)!
    page.queryItems = [
      .init(name: "ckAPIToken", value: fixture.apiToken),
      .init(name: "redirect", value: "http://127.0.0.1:7777/callback"),
    ]
    #expect(try HTTP.send(URLRequest(url: page.url!)).text.contains(#"name="elsewhere""#))
    var post = URLRequest(url: fixture.server.baseURL.appendingPathComponent("signin"))
    post.httpMethod = "POST"
    post.httpBody = Data(
      HTTP.formEncoded([
        "user": "alice", "password": "password-alice", "ckAPIToken": fixture.apiToken,
        "redirect": "http://127.0.0.1:7777/callback", "elsewhere": "1",
      ]).utf8)
    let answer = try HTTP.send(post)
    #expect(answer.status == 200)
    #expect(answer.header("Location") == nil)
    let shown = try #require(
      answer.text.firstMatch(of: #/<code id="ckWebAuthToken">([^<]+)</code>/#)?.output.1)
    let current = try HTTP.send(
      URLRequest(url: fixture.url(.currentUser, webToken: String(shown))))
    #expect(current.status == 200)
  }

  @Test func theLogNeverShowsATokenOrPassword() throws {
    let fixture = try ServerFixture(users: ["alice"], environment: ["LOG_LEVEL": "debug"])
    _ = try fixture.get(.currentUser)
    _ = try fixture.get(.listZones, as: nil)
    let courier = try fixture.registeredCourier()
    _ = try HTTP.send(
      URLRequest(url: Endpoints.courier.pollURL(courier.webcourierURL, timeout: 0)!))
    let log = fixture.server.log
    #expect(
      log.contains("GET \(fixture.url(.currentUser).path) 200"))
    #expect(!log.contains(courier.apnsToken))
    #expect(!log.contains(fixture.apiToken))
    #expect(!log.contains(fixture.users["alice"]!.token))
    #expect(!log.contains("password-alice"))
  }
}
