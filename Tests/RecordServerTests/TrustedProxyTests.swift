import HTTPTypes
import TestSupport
import Testing

@testable import RecordServer

/// Behind a proxy every connection comes from the proxy: sign-in would count one client's
/// guesses against everyone. A proxy named with --trusted-proxy is believed about its client.
@Suite("Sign-in behind a trusted proxy")
struct TrustedProxyTests {
  func headers(_ forwarded: String...) -> HTTPFields {
    var fields = HTTPFields()
    for value in forwarded {
      fields.append(HTTPField(name: ClientAddress.forwardedFor, value: value))
    }
    return fields
  }

  @Test func onlyATrustedProxyIsBelievedAndOnlyAboutTheClientItAdded() {
    let trusted: Set<String> = ["10.0.0.2"]
    #expect(
      ClientAddress.resolve(
        connection: "10.0.0.2", headers: headers("198.51.100.7"), trustedProxies: trusted)
        == "198.51.100.7")
    // The client may send its own X-Forwarded-For; the proxy's entry is the last one.
    #expect(
      ClientAddress.resolve(
        connection: "10.0.0.2", headers: headers("1.2.3.4, 198.51.100.7"),
        trustedProxies: trusted) == "198.51.100.7")
    #expect(
      ClientAddress.resolve(
        connection: "10.0.0.2", headers: headers("1.2.3.4", "198.51.100.7"),
        trustedProxies: trusted) == "198.51.100.7")
    // Anyone else naming an address in the header is counted by their own.
    #expect(
      ClientAddress.resolve(
        connection: "203.0.113.9", headers: headers("198.51.100.7"), trustedProxies: trusted)
        == "203.0.113.9")
    #expect(
      ClientAddress.resolve(
        connection: "10.0.0.2", headers: headers("198.51.100.7"), trustedProxies: [])
        == "10.0.0.2")
    #expect(
      ClientAddress.resolve(connection: "10.0.0.2", headers: [:], trustedProxies: trusted)
        == "10.0.0.2")
  }

  /// A flood of guesses at alice's password arrives through the proxy; alice, through the
  /// same proxy from her own address, still signs in.
  @Test func aFloodThroughTheProxyDoesNotLockOutAnotherClientOfIt() throws {
    let fixture = try ServerFixture(users: ["alice"], arguments: ["--trusted-proxy", "127.0.0.2"])
    func signIn(password: String, forwardedFor: String) -> String {
      let form = HTTP.formEncoded([
        "user": "alice", "password": password, "ckAPIToken": fixture.apiToken, "redirect": "",
      ])
      return "POST /signin HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Type: application/x-www-form-urlencoded\r\n"
        + "X-Forwarded-For: \(forwardedFor)\r\nContent-Length: \(form.utf8.count)\r\n\r\n" + form
    }
    var flood: [RawConnection] = []
    for _ in 0..<30 {
      let connection = try RawConnection(port: fixture.server.port, from: "127.0.0.2")
      connection.send(signIn(password: "wrong-password", forwardedFor: "203.0.113.9"))
      flood.append(connection)
    }
    // Most of the flood is refused at once: its tries are spent.
    let refused = try #require(flood.last?.readAnswer(timeout: 30))
    #expect(refused.status == 429, "\(refused.status)")
    let alice = try RawConnection(port: fixture.server.port, from: "127.0.0.2")
    alice.send(signIn(password: "password-alice", forwardedFor: "198.51.100.7"))
    let answer = try #require(alice.readAnswer(timeout: 30))
    #expect(answer.status == 200, "\(answer.status) \(answer.text.prefix(200))")
    #expect(answer.text.contains("ckWebAuthToken"))
  }

  @Test func aTrustedProxyThatIsNoAddressIsRefusedWithASentence() throws {
    #expect(throws: (any Error).self) {
      _ = try RecordServerProcess(arguments: ["--trusted-proxy", "proxy.example"])
    }
  }
}
