import CloudRecords
import Foundation

/// Password guessing spread over many addresses, through the trusted proxy (`proxy`), which
/// names a new IPv6 client for each guess: per exact address, no guess would be refused.
enum SessionAttacks {
  /// The trusted proxy's address (`--trusted-proxy`).
  static let proxy = "127.0.0.9"

  /// 200 wrong guesses at alice, each from a /64 of its own, and 200 at other names from 200
  /// addresses of one /64, in rounds of 8 (under the password checks' queue, so a refusal is
  /// the limit's, not "busy"); then alice from her own address.
  static func spreadGuessing(_ target: AttackTarget) -> String {
    func guesses(_ count: Int, user: (Int) -> String, from address: (Int) -> String)
      -> String
    {
      let started = ContinuousClock.now
      var outcomes: [Swarm.Outcome] = []
      for start in stride(from: 0, to: count, by: 8) {
        let connections = Swarm.open(min(8, count - start), port: target.port, from: proxy)
        for (offset, connection) in connections.enumerated() {
          connection.send(
            target.signInRequest(
              user: user(start + offset), password: "wrong-guess",
              extraHeaders: "X-Forwarded-For: \(address(start + offset))\r\n"))
        }
        outcomes += Swarm.outcomes(connections, timeout: 30)
      }
      let seconds = (ContinuousClock.now - started).seconds
      let checked = outcomes.filter {
        if case .answered(let answer, _) = $0 { answer.status == 401 } else { false }
      }.count
      return Swarm.tally(outcomes)
        + String(format: " in %.0f s: %.1f checked a second", seconds, Double(checked) / seconds)
    }
    let atAlice = guesses(200, user: { _ in AttackTarget.victim }) {
      "2001:db8:\(String($0 + 1, radix: 16)):1::7"
    }
    let oneNetwork = guesses(200, user: { "guess-\($0)" }) {
      "2001:db8:ffff:1::\(String($0 + 1, radix: 16))"
    }
    let own = try? WireConnection(port: target.port).exchange(
      target.signInRequest(
        user: AttackTarget.victim, password: "\(AttackTarget.victim)-password"))
    let alice = own.map {
      $0.text.contains(DatabasePath.webAuthTokenParameter)
        ? "\($0.status), signed in" : "\($0.status)"
    }
    return "200 guesses at alice from 200 IPv6 /64s: \(atAlice) (an account: 20, then 1 in 30 s)\n"
      + "200 guesses at other names from 200 addresses of one /64: \(oneNetwork)"
      + " (a network: 30, then 3 a second)\n"
      + "alice from her own address afterwards: \(alice ?? "no answer")"
  }

  /// A sign-in form from a site a rebinding DNS points here (its name in `Host` and
  /// `Origin` alike), and a body in `Transfer-Encoding: gzip, chunked`.
  static func rebindingAndCodings(_ target: AttackTarget) throws -> String {
    let host = "rebound.example:\(target.port)"
    var form = target.signInRequest(
      user: AttackTarget.victim, password: "\(AttackTarget.victim)-password",
      extraHeaders: "Origin: http://\(host)\r\n")
    form = Array(
      String(decoding: form, as: UTF8.self).replacingOccurrences(
        of: "Host: 127.0.0.1:\(target.port)", with: "Host: \(host)"
      ).utf8)
    let rebound = try target.send(form, from: "127.0.0.8")
    let signedIn = rebound?.text.contains(DatabasePath.webAuthTokenParameter) == true
    let gzip = try target.send(
      Array(
        ("POST \(target.path(.currentUser, as: AttackTarget.attacker)) HTTP/1.1\r\n"
          + "Host: 127.0.0.1:\(target.port)\r\nTransfer-Encoding: gzip, chunked\r\n\r\n"
          + "2\r\n{}\r\n0\r\n\r\n").utf8))
    return "POST /signin with Host and Origin rebound.example: \(rebound?.status ?? 0)"
      + (signedIn ? " SIGNED IN" : ", no token") + "\n"
      + "Transfer-Encoding: gzip, chunked: \(gzip?.summary ?? "no answer")"
  }
}
