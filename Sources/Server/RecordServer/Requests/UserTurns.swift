import CloudRecords
import Synchronization

/// Each user's requests take turns once their bodies are in, and the users take turns with
/// one another: at most `atOnce` of one user's requests are read, acted on in
/// storage and answered at the same time, and all users' together at most `shared` (what
/// the storage's readers serve at once), but for a user below a fair share of them (`shared`
/// over the users with requests in), who never waits for the others. When a turn ends, the
/// next request is the first waiting of the next user in turn (round robin), so members
/// sending many expensive requests share the storage with each other, and a member with one
/// request finds it at once however many of them there are. Past `waiting` of one user's
/// requests waiting, a request is answered THROTTLED.
/// A turn lasts until the answer is written (`UserTurn`): an answer the client does not read
/// holds one of its member's turns, never more memory than the turns allow.
final class UserTurns: Sendable {
  private struct Line {
    var running = 0
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private struct State {
    var lines: [String: Line] = [:]
    /// Requests running, all users together.
    var running = 0
    /// The users with requests waiting, in the order their turns come.
    var order: [String] = []

    /// Whether one more request of `user` may run now: below the user's own bound, and
    /// within the shared turns or the user's fair share of them.
    func mayRun(_ user: String, atOnce: Int, shared: Int) -> Bool {
      let mine = lines[user]?.running ?? 0
      guard mine < atOnce else { return false }
      return running < shared || mine < max(1, shared / max(1, lines.count))
    }

    mutating func start(_ user: String) {
      lines[user, default: Line()].running += 1
      running += 1
    }
  }

  let atOnce: Int
  let waiting: Int
  let shared: Int
  private let state = Mutex(State())

  init(atOnce: Int, waiting: Int, shared: Int = UserTurns.sharedTurns) {
    self.atOnce = max(1, atOnce)
    self.waiting = max(0, waiting)
    self.shared = max(1, shared)
  }

  /// The turns all users share by default: fewer than the storage's readers (SQLite's pool
  /// keeps `SQLiteStore.readers`, PostgreSQL's 16 connections), so that a user below a fair
  /// share finds a reader free.
  static let sharedTurns = 8

  /// Runs `work` in one of `user`'s turns, once one is free.
  func take<T: Sendable>(_ user: String, _ work: () async throws -> T) async throws -> T {
    try await begin(user)
    defer { end(user) }
    return try await work()
  }

  /// One of `user`'s turns, once one is free: held until it is ended (or dropped).
  func turn(_ user: String) async throws -> UserTurn {
    try await begin(user)
    return UserTurn { [self] in end(user) }
  }

  /// How many of `user`'s requests run and wait now: for tests.
  func count(of user: String) -> (running: Int, waiting: Int) {
    state.withLock { ($0.lines[user]?.running ?? 0, $0.lines[user]?.waiting.count ?? 0) }
  }

  private enum Place { case now, queued, refused }

  private func begin(_ user: String) async throws {
    let place = state.withLock { state -> Place in
      if state.lines[user] == nil { state.lines[user] = Line() }
      if state.mayRun(user, atOnce: atOnce, shared: shared) {
        state.start(user)
        return .now
      }
      if state.lines[user]!.waiting.count < waiting { return .queued }
      if state.lines[user]!.running == 0 { state.lines[user] = nil }
      return .refused
    }
    switch place {
    case .now: return
    case .refused:
      throw ServerError(
        .throttled,
        "\(atOnce) requests of yours are being answered and \(waiting) wait their turn; wait for"
          + " their answers before sending more.", retryAfter: 1)
    case .queued:
      await withCheckedContinuation { continuation in
        let started = state.withLock { state -> Bool in
          // A turn may have ended since the first look.
          if state.lines[user] == nil { state.lines[user] = Line() }
          if state.mayRun(user, atOnce: atOnce, shared: shared) {
            state.start(user)
            return true
          }
          state.lines[user]!.waiting.append(continuation)
          if !state.order.contains(user) { state.order.append(user) }
          return false
        }
        if started { continuation.resume() }
      }
    }
  }

  /// Ends a turn of `user`, and starts the waiting requests that may run now, each user's
  /// first in turn.
  private func end(_ user: String) {
    let next = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.running -= 1
      state.lines[user]?.running -= 1
      if let line = state.lines[user], line.running == 0, line.waiting.isEmpty {
        state.lines[user] = nil
      }
      var started: [CheckedContinuation<Void, Never>] = []
      var index = 0
      while index < state.order.count {
        let next = state.order[index]
        guard state.mayRun(next, atOnce: atOnce, shared: shared) else {
          index += 1
          continue
        }
        started.append(state.lines[next]!.waiting.removeFirst())
        state.start(next)
        // Its turn taken, the user goes to the back of the line, or out of it.
        state.order.remove(at: index)
        if !state.lines[next]!.waiting.isEmpty { state.order.append(next) }
        index = 0
      }
      return started
    }
    for continuation in next { continuation.resume() }
  }
}

/// One turn of a user's (`UserTurns.turn`), held until `end` — once its answer is written, or
/// its connection closed — or until it is dropped, whichever comes first.
final class UserTurn: Sendable {
  private let ending: Mutex<(@Sendable () -> Void)?>

  init(_ end: @escaping @Sendable () -> Void) { ending = Mutex(end) }

  /// Hands the turn on; once, whoever calls first.
  func end() {
    let end = ending.withLock { ending in
      defer { ending = nil }
      return ending
    }
    end?()
  }

  deinit { end() }
}
