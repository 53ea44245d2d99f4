import Foundation
import Library

/// The library's backup of the day, taken on a thread of its own once the first frame is
/// on the screen, so that it costs the reader no pause. A copy that fails its check (the
/// library is damaged) is reported to the loop, which shows the sentence.
final class DailyBackup: @unchecked Sendable {
  private let library: LibraryStore
  private let lock = NSLock()
  private var started = false
  private var problem: String?

  init(library: LibraryStore) {
    self.library = library
  }

  /// Starts the backup the first time it is called; later calls do nothing.
  func startOnce() {
    lock.lock()
    defer { lock.unlock() }
    guard !started else { return }
    started = true
    let thread = Thread { [self] in
      do {
        try library.backUpIfDue()
      } catch {
        lock.lock()
        problem = "\(error)"
        lock.unlock()
      }
    }
    thread.qualityOfService = .background
    thread.start()
  }

  /// The sentence to show, once, when the backup met a problem.
  func takeProblem() -> String? {
    lock.lock()
    defer { lock.unlock() }
    defer { problem = nil }
    return problem
  }
}
