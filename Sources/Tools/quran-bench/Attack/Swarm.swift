import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Many attacking connections watched at once with poll(): each ends answered, closed by
/// the server, or still silent at the deadline.
enum Swarm {
  enum Outcome {
    case answered(WireAnswer, seconds: Double)
    case closed(seconds: Double)
    case silent
  }

  /// Opens `count` connections from `address`; stops early if the server stops taking them.
  static func open(_ count: Int, port: Int, from address: String? = nil) -> [WireConnection] {
    var connections: [WireConnection] = []
    for _ in 0..<count {
      guard let connection = try? WireConnection(port: port, from: address) else { break }
      connections.append(connection)
    }
    return connections
  }

  /// Waits for each connection's first answer or its closing, at most `timeout` seconds.
  /// Every `tickEvery` seconds, `tick` is given the connections still waiting (to trickle a
  /// byte into each, say); the wait between ticks is poll()'s, which ends at any event.
  static func outcomes(
    _ connections: [WireConnection], timeout: Double, tickEvery: Double? = nil,
    tick: (([WireConnection]) -> Void)? = nil
  ) -> [Outcome] {
    let started = ContinuousClock.now
    let deadline = started + .milliseconds(Int(timeout * 1000))
    var outcomes = [Outcome](repeating: .silent, count: connections.count)
    var waiting = Set(connections.indices)
    var nextTick = tickEvery.map { started + .milliseconds(Int($0 * 1000)) }
    while !waiting.isEmpty {
      let now = ContinuousClock.now
      guard now < deadline else { break }
      if let due = nextTick, now >= due, let tickEvery {
        tick?(waiting.sorted().map { connections[$0] })
        nextTick = due + .milliseconds(Int(tickEvery * 1000))
      }
      let until = min(deadline, nextTick ?? deadline)
      let order = waiting.sorted()
      var pollers = order.map { pollfd(fd: connections[$0].fd, events: Int16(POLLIN), revents: 0) }
      let wait = Int32(max(0, (until - ContinuousClock.now).seconds * 1000)) + 1
      let ready = poll(&pollers, nfds_t(pollers.count), wait)
      guard ready > 0 else { continue }
      let elapsed = (ContinuousClock.now - started).seconds
      for (slot, index) in order.enumerated() where pollers[slot].revents != 0 {
        let connection = connections[index]
        connection.receiveReady()
        if let answer = connection.takeAnswer() {
          outcomes[index] = .answered(answer, seconds: elapsed)
          waiting.remove(index)
        } else if connection.isClosed {
          outcomes[index] = .closed(seconds: elapsed)
          waiting.remove(index)
        }
      }
    }
    return outcomes
  }

  /// "429 ×40, 401 ×10, closed ×3": outcomes counted, most frequent first.
  static func tally(_ outcomes: [Outcome]) -> String {
    var counts: [String: Int] = [:]
    for outcome in outcomes {
      switch outcome {
      case .answered(let answer, _):
        let code = answer.serverError.map { " " + $0.serverErrorCode.rawValue } ?? ""
        counts["\(answer.status)\(code)", default: 0] += 1
      case .closed: counts["closed without an answer", default: 0] += 1
      case .silent: counts["no answer", default: 0] += 1
      }
    }
    return counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
      .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
  }

  /// The latest time at which an outcome came, in seconds.
  static func lastSeconds(_ outcomes: [Outcome]) -> Double {
    outcomes.map {
      switch $0 {
      case .answered(_, let seconds), .closed(let seconds): seconds
      case .silent: 0
      }
    }.max() ?? 0
  }
}
