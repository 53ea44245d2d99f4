import CloudRecords
import Foundation

/// Attacks on the sign-in form: floods, huge names, a NUL, another site's form.
enum SignInAttacks {
  /// Rounds of 50 sign-ins at once with random names, for `seconds`.
  static func randomNames(_ target: AttackTarget, seconds: Double = 5) -> String {
    var outcomes: [Swarm.Outcome] = []
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    var rounds = 0
    while ContinuousClock.now < deadline {
      let connections = Swarm.open(50, port: target.port, from: "127.0.0.3")
      for connection in connections {
        connection.send(
          target.signInRequest(user: "guess-\(UUID().uuidString)", password: "password-guess"))
      }
      outcomes += Swarm.outcomes(connections, timeout: 30)
      rounds += 1
    }
    return "\(outcomes.count) sign-ins in \(rounds) rounds of 50: \(Swarm.tally(outcomes))"
  }

  /// Three rounds of 40 sign-ins whose names are 5 MB each.
  static func hugeNames(_ target: AttackTarget) -> String {
    var outcomes: [Swarm.Outcome] = []
    let name = String(repeating: "n", count: 5 * 1024 * 1024)
    let request = target.signInRequest(user: name, password: "password-guess")
    for _ in 0..<3 {
      let connections = Swarm.open(40, port: target.port, from: "127.0.0.4")
      // The whole 5 MB, unless the server stops reading it (at most a quarter second each).
      for connection in connections { connection.send(request, within: 0.25) }
      outcomes += Swarm.outcomes(connections, timeout: 30)
    }
    return "120 sign-ins with 5 MB names: \(Swarm.tally(outcomes))"
  }

  /// 30 guesses at a time at alice's password from 127.0.0.2, for `seconds`; halfway, alice
  /// signs in from her own address.
  static func guessingAlicesPassword(_ target: AttackTarget, seconds: Double = 5) -> String {
    var outcomes: [Swarm.Outcome] = []
    let started = ContinuousClock.now
    var alice = "not tried"
    while ContinuousClock.now - started < .milliseconds(Int(seconds * 1000)) {
      let connections = Swarm.open(30, port: target.port, from: "127.0.0.2")
      for connection in connections {
        connection.send(target.signInRequest(user: AttackTarget.victim, password: "wrong-guess"))
      }
      if alice == "not tried", ContinuousClock.now - started > .milliseconds(Int(seconds * 500)) {
        let own = try? WireConnection(port: target.port).exchange(
          target.signInRequest(
            user: AttackTarget.victim, password: "\(AttackTarget.victim)-password"))
        alice =
          own.map {
            $0.text.contains(DatabasePath.webAuthTokenParameter)
              ? "\($0.status), signed in" : "\($0.status)"
          }
          ?? "no answer"
      }
      outcomes += Swarm.outcomes(connections, timeout: 30)
    }
    return "\(outcomes.count) guesses: \(Swarm.tally(outcomes)); alice from her own address:"
      + " \(alice)"
  }

  /// alice\u0000N with alice's password: the name SQLite would have cut short.
  static func nulInName(_ target: AttackTarget) throws -> String {
    let answer = try target.send(
      target.signInRequest(user: "alice\u{0}N", password: "\(AttackTarget.victim)-password"),
      from: "127.0.0.8")
    let signedIn = answer?.text.contains(DatabasePath.webAuthTokenParameter) == true
    return "alice\\u0000N: \(answer?.status ?? 0)\(signedIn ? " SIGNED IN" : ", not signed in")"
  }

  /// The page's own headers, and a POST from a page of another site.
  static func page(_ target: AttackTarget) throws -> String {
    let page = try target.send(
      Array(
        ("GET /signin?ckAPIToken=\(target.server.apiToken) HTTP/1.1\r\nHost: 127.0.0.1:"
          + "\(target.port)\r\n\r\n").utf8))
    let headers = ["X-Frame-Options", "Cache-Control", "Content-Security-Policy"].map {
      "\($0): \(page?.header($0).map { $0.count > 24 ? $0.prefix(24) + "…" : Substring($0) } ?? "missing")"
    }
    let foreign = try target.send(
      target.signInRequest(
        user: AttackTarget.victim, password: "\(AttackTarget.victim)-password",
        extraHeaders: "Origin: https://evil.example\r\n"), from: "127.0.0.8")
    let signedIn = foreign?.text.contains(DatabasePath.webAuthTokenParameter) == true
    return "GET \(page?.status ?? 0); \(headers.joined(separator: "; "))\n"
      + "POST with Origin https://evil.example: \(foreign?.status ?? 0)"
      + (signedIn ? " SIGNED IN" : ", no token")
  }
}
