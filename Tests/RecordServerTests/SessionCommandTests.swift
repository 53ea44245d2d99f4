import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What an operator and a browser see of sessions, on the real server: `user signout` and
/// `user passwd` end every sign-in of a user at once; the sign-in page believes no `Host`
/// header about its own origin; its refusals are counted under short codes.
@Suite("Sessions on the real server")
struct SessionCommandTests {
  func currentUser(_ fixture: ServerFixture, token: String) throws -> Int {
    try HTTP.send(URLRequest(url: fixture.url(.currentUser, webToken: token))).status
  }

  @Test func userSignoutAndUserPasswdEndEverySignInOfThatUser() throws {
    let fixture = try ServerFixture(users: ["alice", "bob"])
    let alice = try #require(fixture.users["alice"]?.token)
    let bob = try #require(fixture.users["bob"]?.token)
    let said = try fixture.server.command(["user", "signout", "alice"])
    #expect(said.contains("Signed out alice: 1"), "\(said)")
    #expect(try currentUser(fixture, token: alice) == 421)
    #expect(try currentUser(fixture, token: bob) == 200)

    let again = try fixture.server.signIn(
      "alice", password: "password-alice", apiToken: fixture.apiToken)
    let changed = try fixture.server.command(
      ["user", "passwd", "alice"], input: "a new password\n")
    #expect(changed.contains("Changed the password of alice"), "\(changed)")
    #expect(try currentUser(fixture, token: again) == 421)
    let signedIn = try fixture.server.signIn(
      "alice", password: "a new password", apiToken: fixture.apiToken)
    #expect(try currentUser(fixture, token: signedIn) == 200)
    #expect(throws: (any Error).self) {
      try fixture.server.command(["user", "signout", "nobody"])
    }
  }

  @Test func aTokenLifetimeOutOfRangeIsRefusedWithASentence() throws {
    for days in ["0", "99999999999999"] {
      #expect(throws: (any Error).self) {
        _ = try RecordServerProcess(arguments: ["--token-lifetime", days])
      }
    }
  }

  /// A page of a site whose name a rebinding DNS points at this server sends its own name
  /// in both `Host` and `Origin`: they match each other, not this server.
  @Test func aRebindingOriginIsRefusedAndRefusalsAreCountedByCode() throws {
    let fixture = try ServerFixture(
      users: ["alice"], arguments: ["--metrics-address", "127.0.0.1:0"])
    let port = fixture.server.port
    let form = HTTP.formEncoded([
      "user": "alice", "password": "password-alice", "ckAPIToken": fixture.apiToken,
      "redirect": "",
    ])
    let connection = try RawConnection(port: port)
    connection.send(
      "POST /signin HTTP/1.1\r\nHost: rebound.example:\(port)\r\n"
        + "Origin: http://rebound.example:\(port)\r\n"
        + "Content-Type: application/x-www-form-urlencoded\r\n"
        + "Content-Length: \(form.utf8.count)\r\n\r\n" + form)
    let answer = try #require(connection.readAnswer(timeout: 30))
    #expect(answer.status == 403, "\(answer.status)")
    #expect(!answer.text.contains("ckWebAuthToken"))

    var wrong = URLRequest(url: fixture.server.baseURL.appendingPathComponent("signin"))
    wrong.httpMethod = "POST"
    wrong.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    wrong.httpBody = Data(
      HTTP.formEncoded([
        "user": "alice", "password": "not her password", "ckAPIToken": fixture.apiToken,
        "redirect": "",
      ]).utf8)
    #expect(try HTTP.send(wrong).status == 401)
    let refusals = "quran_records_sign_in_refusals_total"
    #expect(fixture.server.metric(refusals + "{reason=\"foreign-origin\"}") == 1)
    #expect(fixture.server.metric(refusals + "{reason=\"wrong-password\"}") == 1)
    #expect(fixture.server.metric(refusals) == 2)
  }
}
