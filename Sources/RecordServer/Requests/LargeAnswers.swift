import Synchronization

/// The large answers (over `Responses.sliceBytes`) each member has being written. While one of
/// a member's is, the member's next request waits, in its turn, before it is acted on: a
/// member holds the memory of one large answer being written at a time (and of one being
/// made), however many turns they have, so ten members fetching 8 MB answers hold ten of them,
/// not twenty, whether or not they read them.
final class LargeAnswers: Sendable {
  private struct Member {
    var writing = 0
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let members = Mutex<[String: Member]>([:])
  /// When each member's latest large answer began to be written.
  private let latest = Mutex<[String: ContinuousClock.Instant]>([:])
  /// How long a member who was answered megabytes counts as heavy.
  static let heavyFor: Duration = .seconds(10)

  /// Whether `user` was answered megabytes in the last `heavyFor`: their storage work runs
  /// behind the others' (`RecordService.blocking(behind:)`).
  func isHeavy(_ user: String) -> Bool {
    let now = ContinuousClock.now
    return latest.withLock { latest in
      guard let last = latest[user] else { return false }
      if now - last > Self.heavyFor {
        latest[user] = nil
        return false
      }
      return true
    }
  }

  /// Returns once none of `user`'s large answers is being written.
  func waitForNone(_ user: String) async {
    await withCheckedContinuation { continuation in
      let now = members.withLock { members -> Bool in
        guard var member = members[user], member.writing > 0 else { return true }
        member.waiting.append(continuation)
        members[user] = member
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// One of `user`'s large answers is being written, until `written`.
  func started(_ user: String) {
    members.withLock { $0[user, default: Member()].writing += 1 }
    let now = ContinuousClock.now
    latest.withLock { $0[user] = now }
  }

  /// One of `user`'s large answers is written (or its connection closed).
  func written(_ user: String) {
    let woken = members.withLock { members -> [CheckedContinuation<Void, Never>] in
      guard var member = members[user] else { return [] }
      member.writing -= 1
      guard member.writing <= 0 else {
        members[user] = member
        return []
      }
      members[user] = nil
      return member.waiting
    }
    for continuation in woken { continuation.resume() }
  }
}
