import CloudRecords
import Foundation
import Synchronization

/// A loopback HTTP proxy in front of the record server that injects faults: for each request
/// a rule chooses nothing, a delay, a cut before the request reaches the server, an answer
/// lost after the server did the work, or a refusal (503 / 429 with `retryAfter`) the server
/// never sees. A cut can run an action first (kill the server, kill the client, or wait for
/// a test to let go), so "mid-sync" is a request the proxy holds, not a moment guessed.
///
/// It also watches the client's patience: after a failed exchange, the next request must come
/// no sooner than the backoff (or the `retryAfter` it was told); each one that comes sooner
/// counts in `retriedTooSoon`. A client's requests are timed only against its own earlier
/// ones in the same `beginRun()`, and in the same lane: the notification channel's (opened by
/// `tokens/create` and `tokens/register`, long-polled at `/courier/`, from a watcher's
/// listener's thread of its own) apart from the rest, since a request of one thread already
/// on its way cannot know of the other's failure.
///
/// Each request is relayed on a connection of its own to the server (`Connection: close`).
public final class FaultProxy: Sendable {
  /// A fault a rule injects into one request.
  public enum Fault: Sendable {
    case delay(milliseconds: Int)
    /// Closes the connection before the request reaches the server, after `action`.
    case cut(kind: String, action: @Sendable () -> Void)
    /// Lets the server do the work, runs `action`, then closes the connection unanswered.
    case lose(kind: String, action: @Sendable () -> Void)
    /// Answers with a CloudKit error body at `status`; the server never sees the request.
    case refuse(status: Int, ServerError)

    /// Closes the connection before the request reaches the server.
    public static let cutBeforeServer = Fault.cut(kind: "cut before the server") {}
    /// Lets the server do the work, then closes the connection unanswered.
    public static let dropAnswer = Fault.lose(kind: "answer dropped") {}
    /// A 503 `TRY_AGAIN_LATER`, with `retryAfter` seconds if given.
    public static func unavailable(retryAfter: Int?) -> Fault {
      .refuse(
        status: 503,
        ServerError(.tryAgainLater, "The proxy says: try again later.", retryAfter: retryAfter))
    }
    /// A 429 `THROTTLED`, with `retryAfter` seconds.
    public static func throttled(retryAfter: Int) -> Fault {
      .refuse(
        status: 429, ServerError(.throttled, "The proxy says: too fast.", retryAfter: retryAfter))
    }

    /// The name the counts use.
    public var kind: String {
      switch self {
      case .delay: "delay"
      case .cut(let kind, _), .lose(let kind, _): kind
      case .refuse(let status, let error):
        "\(status) \(error.serverErrorCode.rawValue)"
          + (error.retryAfter.map { " retryAfter \($0)" } ?? "")
      }
    }
  }

  /// A request as the rule sees it: its head and body as text.
  public typealias Rule = @Sendable (_ request: String) -> Fault?

  /// `QURAN_BENCH_TRACE=1` prints each fault as it is injected.
  static let tracing = ProcessInfo.processInfo.environment["QURAN_BENCH_TRACE"] == "1"

  private let listener: ListeningSocket
  /// The proxy's port on 127.0.0.1.
  public var port: UInt16 { listener.port }
  private let minimumBackoff: Double
  private let state: Mutex<State>

  private struct State {
    var upstreamPort: UInt16
    var rule: Rule?
    var injected: [String: Int] = [:]
    var requests = 0
    var run = 0
    /// When the last exchange of this run failed in each lane, and how long the client must
    /// wait after it.
    var lastFailure: [Int: (at: Date, wait: Double, run: Int, request: String)] = [:]
    var retriedTooSoon = 0
    /// Each request that came too soon, and the failed one before it, to read a failing seed.
    var tooSoon: [String] = []
    /// The connections of clients now open.
    var clients = Set<Int32>()
  }

  /// `minimumBackoff`: the least wait the client owes after a failure it was not told a
  /// `retryAfter` for (its retry policy's shortest jittered wait, or a little less).
  public init(upstreamPort: Int, minimumBackoff: Double = 0.02, rule: Rule? = nil) throws {
    state = Mutex(State(upstreamPort: UInt16(upstreamPort), rule: rule))
    self.minimumBackoff = minimumBackoff
    listener = try ListeningSocket()
    listener.takeEach { [self] client in
      state.withLock { _ = $0.clients.insert(client) }
      Thread.detachNewThread { [self] in
        relay(client)
        state.withLock { _ = $0.clients.remove(client) }
        close(client)
      }
    }
  }

  deinit { stop() }

  /// The address clients use instead of the server's.
  public var address: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Where the server now listens (it may move when restarted).
  public func setUpstream(port: Int) { state.withLock { $0.upstreamPort = UInt16(port) } }

  /// The rule that picks each request's fault from now on; nil injects none.
  public func setRule(_ rule: Rule?) { state.withLock { $0.rule = rule } }

  /// Starts a new run of the client (a new sync): its first request owes no wait.
  public func beginRun() {
    state.withLock {
      $0.run += 1
      $0.lastFailure = [:]
    }
  }

  /// Faults injected so far, by kind.
  public var injected: [String: Int] { state.withLock { $0.injected } }
  /// Requests relayed or refused so far.
  public var requests: Int { state.withLock { $0.requests } }
  /// Requests that came sooner than the backoff (or `retryAfter`) allowed after a failure.
  public var retriedTooSoon: Int { state.withLock { $0.retriedTooSoon } }
  /// The requests that came too soon: each with the failed request before it and the waits.
  public var tooSoon: [String] { state.withLock { $0.tooSoon } }

  /// Stops listening and ends the connections open, so no client's pooled connection
  /// reaches a server through a proxy stopped (whose port a new proxy may get).
  public func stop() {
    listener.stop()
    state.withLock { state in
      for client in state.clients { shutdown(client, Int32(SHUT_RDWR)) }
    }
  }

  private func relay(_ client: Int32) {
    var buffered = [UInt8]()
    while let (head, body) = LoopbackSocket.readRequest(client, &buffered) {
      let lane = Self.lane(of: head)
      let (fault, upstream) = arrived(head + String(decoding: body, as: UTF8.self), lane: lane)
      func failed(wait: Double) { self.failed(wait: wait, lane: lane, request: head) }
      switch fault {
      case .delay(let milliseconds)?: usleep(UInt32(milliseconds) * 1000)
      case .cut(_, let action)?:
        failed(wait: minimumBackoff)
        action()
        return
      case .refuse(let status, let error)?:
        let json = (try? JSONEncoder().encode(error)) ?? Data()
        let reason = status == 429 ? "Too Many Requests" : "Service Unavailable"
        let answer =
          "HTTP/1.1 \(status) \(reason)\r\nContent-Type: application/json\r\n"
          + "Content-Length: \(json.count)\r\n\r\n"
        failed(wait: error.retryAfter.map { Double($0) * 0.98 } ?? minimumBackoff)
        guard LoopbackSocket.send(client, Data(answer.utf8) + json) else { return }
        continue
      case .lose?, nil: break
      }
      let lines = head.components(separatedBy: "\r\n").filter {
        !$0.lowercased().hasPrefix("connection:")
      }
      let request = Data((lines.joined(separator: "\r\n") + "\r\nConnection: close\r\n\r\n").utf8)
      guard let answer = LoopbackSocket.exchange(port: upstream, request + body) else {
        failed(wait: minimumBackoff)  // the server is away
        return
      }
      if case .lose(_, let action)? = fault {
        failed(wait: minimumBackoff)
        action()
        return
      }
      guard LoopbackSocket.send(client, answer) else { return }
    }
  }

  /// The lane a request goes in: 1 for the notification channel (its token made and
  /// registered, its long polls: a watcher's listener's), 0 for the rest.
  private static func lane(of head: String) -> Int {
    let line = head.prefix { $0 != "\r" }
    return line.contains("/tokens/") || line.contains(" /courier/") ? 1 : 0
  }

  /// Times the request against the last failure in its lane, and asks the rule what to do
  /// with it.
  private func arrived(_ request: String, lane: Int) -> (Fault?, UInt16) {
    let rule = state.withLock { state -> Rule? in
      state.requests += 1
      if let last = state.lastFailure[lane], last.run == state.run,
        Date().timeIntervalSince(last.at) < last.wait
      {
        state.retriedTooSoon += 1
        let waited = Date().timeIntervalSince(last.at)
        state.tooSoon.append(
          "\(Self.line(of: request)) \(String(format: "%.3f", waited)) s after "
            + "\(last.request) failed (owed \(String(format: "%.3f", last.wait)) s)")
      }
      state.lastFailure[lane] = nil
      return state.rule
    }
    let fault = rule?(request)
    if FaultProxy.tracing, let fault {
      print("      proxy \(port): \(fault.kind) on \(request.prefix { $0 != "?" })")
    }
    return state.withLock { state in
      if let fault { state.injected[fault.kind, default: 0] += 1 }
      return (fault, state.upstreamPort)
    }
  }

  private func failed(wait: Double, lane: Int, request: String) {
    state.withLock { $0.lastFailure[lane] = (Date(), wait, $0.run, Self.line(of: request)) }
  }

  /// A request's first line without its query.
  private static func line(of request: String) -> String {
    String(request.prefix { $0 != "\r" && $0 != "?" })
  }
}

/// A value that threads share under a lock (a rule's counter or random generator).
public final class Locked<Value: Sendable>: Sendable {
  private let value: Mutex<Value>
  /// A value shared under the lock, `value` at first.
  public init(_ value: Value) { self.value = Mutex(value) }
  /// Runs `body` on the value, under the lock.
  public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    value.withLock { body(&$0) }
  }
}
