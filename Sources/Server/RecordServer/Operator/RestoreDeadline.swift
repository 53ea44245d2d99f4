import Dispatch
import Foundation
import GRDB

/// The time a restore may take (`restore --time-limit`): once it has passed, every SQLite
/// connection the restore watches is interrupted, so a file built to keep SQLite busy (a
/// huge or looping structure) cannot hold the command for ever.
final class RestoreDeadline: @unchecked Sendable {
  // @unchecked: `readers` and `expired` are guarded by `lock`.
  let seconds: Int
  private let lock = NSLock()
  private var readers: [any DatabaseReader] = []
  private var expired = false
  private let timer: any DispatchSourceTimer

  init(seconds: Int) {
    self.seconds = seconds
    timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + .seconds(seconds))
    timer.setEventHandler { [weak self] in self?.expire() }
    timer.resume()
  }

  /// Whether the time has passed.
  var passed: Bool { lock.withLock { expired } }

  /// Interrupts `reader` once the time has passed (at once, if it has).
  func watch(_ reader: any DatabaseReader) {
    let late = lock.withLock {
      readers.append(reader)
      return expired
    }
    if late { reader.interrupt() }
  }

  /// Throws the refusal once the time has passed, between steps.
  func check() throws {
    if passed { throw ServerSetupError("The restore took longer than \(seconds) s.") }
  }

  /// What a restore stopped by its deadline says.
  func refusal(_ backup: String) -> ServerSetupError {
    ServerSetupError(
      "The restore of \(backup) took longer than \(seconds) s (--time-limit) and was stopped;"
        + " nothing was changed. A backup that takes this long is damaged or not one of"
        + " quran-records'; for a very large one, give a longer --time-limit.")
  }

  func cancel() { timer.cancel() }

  private func expire() {
    let watched = lock.withLock {
      expired = true
      return readers
    }
    for reader in watched { reader.interrupt() }
  }
}
