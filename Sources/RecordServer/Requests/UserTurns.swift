import CloudRecords
import Synchronization

/// Each user's requests take turns once their bodies are in: at most `atOnce` of one user's
/// are read, acted on in storage and answered at the same time, the next ones wait in order,
/// and past `waiting` of them waiting a request is answered THROTTLED. So one member sending
/// many expensive requests at once holds a few of the storage threads, SQLite's readers and
/// PostgreSQL's connections, never all of them: another member's request finds them free.
/// A turn lasts until the answer is written (`UserTurn`): an answer the client does not read
/// holds one of its member's turns, never more memory than the turns allow.
final class UserTurns: Sendable {
  private struct Line {
    var running = 0
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  let atOnce: Int
  let waiting: Int
  private let lines = Mutex<[String: Line]>([:])

  init(atOnce: Int, waiting: Int) {
    self.atOnce = max(1, atOnce)
    self.waiting = max(0, waiting)
  }

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
    lines.withLock { ($0[user]?.running ?? 0, $0[user]?.waiting.count ?? 0) }
  }

  private enum Place { case now, queued, refused }

  private func begin(_ user: String) async throws {
    let place = lines.withLock { lines -> Place in
      var line = lines[user, default: Line()]
      guard line.running >= atOnce else {
        line.running += 1
        lines[user] = line
        return .now
      }
      return line.waiting.count < waiting ? .queued : .refused
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
        let started = lines.withLock { lines -> Bool in
          var line = lines[user, default: Line()]
          // A turn may have ended since the first look.
          guard line.running >= atOnce else {
            line.running += 1
            lines[user] = line
            return true
          }
          line.waiting.append(continuation)
          lines[user] = line
          return false
        }
        if started { continuation.resume() }
      }
    }
  }

  /// Hands the turn to the next waiting request of `user`, or frees it.
  private func end(_ user: String) {
    let next = lines.withLock { lines -> CheckedContinuation<Void, Never>? in
      guard var line = lines[user] else { return nil }
      if !line.waiting.isEmpty {
        let next = line.waiting.removeFirst()
        lines[user] = line
        return next
      }
      line.running -= 1
      lines[user] = line.running > 0 ? line : nil
      return nil
    }
    next?.resume()
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
