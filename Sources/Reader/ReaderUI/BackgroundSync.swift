import ChildProcess
import Foundation
import SyncNews

/// Sync while the reader runs: `quran reader-sync` in a child process, which tells its
/// state as JSON lines (`SyncNews`) on a pipe, and what the screen needs to know of it — the
/// state in a few words, and whether another device's change arrived. The terminal loop
/// looks at the pipe between keys (`take`), without blocking: no thread, no lock. Closing the
/// child's standard input tells it to stop; it finishes a sync under way first, and stops as
/// well when the reader dies.
public final class BackgroundSync {
  private let program: String
  private let arguments: [String]
  private var child: (pid: pid_t, input: Int32, output: Int32)?
  private var news = NewsReader()

  /// A sync child not started yet: `program` (quran's own file) with `arguments`.
  public init(program: String, arguments: [String]) {
    self.program = program
    self.arguments = arguments
  }

  /// Starts the child.
  public func start() {
    child = spawn()
    if child == nil {
      news.publish(SyncNews(state: .failed, reason: "\(program) could not be started"))
    }
  }

  /// Ends the child: its pipes closed, it is reaped if it has ended.
  public func stop() {
    guard let child else { return }
    close(child.input)
    close(child.output)
    var status: Int32 = 0
    waitpid(child.pid, &status, WNOHANG)
    self.child = nil
  }

  /// What changed since the last look: the new status text, if it changed, whether records
  /// from elsewhere arrived, and the sentence saying the conflict copies its syncs made.
  public func take() -> (status: String?, arrived: Bool, copies: String?) {
    if let child, news.read(child.output) == .ended {
      stop()
      news.publish(SyncNews(state: .failed, reason: "the background sync stopped"))
    }
    return news.take()
  }

  private func spawn() -> (pid: pid_t, input: Int32, output: Int32)? {
    LinkedChild.spawn(program, arguments)
  }
}

/// The child's JSON lines, read as they come, and the status text they make.
struct NewsReader {
  enum Reading { case waiting, ended }

  private var lines = PipeLines()
  private var status = SyncNews(state: .syncing).statusText
  private var changed = true
  private var arrived = false
  private var copies: [String] = []

  /// Reads what `fd` holds now; `.ended` when the writer closed it. A line that is not
  /// news is passed over.
  mutating func read(_ fd: Int32) -> Reading {
    var items: [SyncNews] = []
    let ended = lines.read(fd) { if let item = SyncNews(line: $0) { items.append(item) } }
    for item in items { publish(item) }
    return ended ? .ended : .waiting
  }

  mutating func publish(_ item: SyncNews) {
    let text = item.statusText
    if status != text {
      status = text
      changed = true
    }
    if item.received > 0 { arrived = true }
    for ayah in item.copies ?? [] where !copies.contains(ayah) { copies.append(ayah) }
  }

  mutating func take() -> (status: String?, arrived: Bool, copies: String?) {
    defer {
      changed = false
      arrived = false
      copies = []
    }
    let said = copies.isEmpty ? nil : SyncNews(state: .synced, copies: copies).copiesSentence
    return (changed ? status : nil, arrived, said)
  }
}
