import Clocks
import Synchronization

/// Each member's place for a large answer (over `Responses.sliceBytes`): one at a time is
/// being written, and a member answered megabytes in the last `heavyFor` (`isHeavy`) takes the
/// place before their request is acted on, so at most one of their answers is being made or
/// written at a time. A member holds the memory of one large answer, however many turns they
/// have: ten members fetching 8 MB answers hold ten of them, not twenty, whether or not they
/// read them. Other members' requests wait for a place being held, never take it to build.
final class LargeAnswers: Sendable {
  private struct Member {
    var held = false
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let members = Mutex<[String: Member]>([:])
  /// When each member's latest large answer was made.
  private let latest = Mutex<[String: ContinuousClock.Instant]>([:])
  /// How long a member who was answered megabytes counts as heavy.
  static let heavyFor: Duration = .seconds(10)
  private let waits: WaitClock

  /// Places whose heaviness lasts a time that passes on `waits`.
  init(waits: WaitClock) { self.waits = waits }

  /// Whether `user` was answered megabytes in the last `heavyFor`: their requests take the
  /// place before they are acted on, and their storage work runs behind the others'
  /// (`RecordService.blocking(behind:)`).
  func isHeavy(_ user: String) -> Bool {
    let now = waits.now()
    return latest.withLock { latest in
      guard let last = latest[user] else { return false }
      if now - last > Self.heavyFor {
        latest[user] = nil
        return false
      }
      return true
    }
  }

  /// Takes `user`'s place, once it is free (in the order asked).
  func take(_ user: String) async {
    await withCheckedContinuation { continuation in
      let now = members.withLock { members -> Bool in
        var member = members[user, default: Member()]
        guard member.held else {
          member.held = true
          members[user] = member
          return true
        }
        member.waiting.append(continuation)
        members[user] = member
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Returns once `user`'s place is free, without taking it.
  func waitForNone(_ user: String) async {
    await take(user)
    release(user)
  }

  /// A large answer of `user`'s was made: they count as heavy for `heavyFor`.
  func made(_ user: String) {
    let now = waits.now()
    latest.withLock { $0[user] = now }
  }

  /// Gives `user`'s place to the next waiting, or frees it.
  func release(_ user: String) {
    let next = members.withLock { members -> CheckedContinuation<Void, Never>? in
      guard var member = members[user] else { return nil }
      guard member.waiting.isEmpty else {
        let next = member.waiting.removeFirst()
        members[user] = member
        return next
      }
      members[user] = nil
      return nil
    }
    next?.resume()
  }
}
