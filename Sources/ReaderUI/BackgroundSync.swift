import Foundation
import Interface
import Library

/// Sync while the reader runs: quran-sync's `reader-sync` in a child process, which tells its
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

  public func stop() {
    guard let child else { return }
    close(child.input)
    close(child.output)
    var status: Int32 = 0
    waitpid(child.pid, &status, WNOHANG)
    self.child = nil
  }

  /// What changed since the last look: the new status text, if it changed, and whether
  /// records from elsewhere arrived.
  public func take() -> (status: String?, arrived: Bool) {
    if let child, news.read(child.output) == .ended {
      stop()
      news.publish(SyncNews(state: .failed, reason: "the background sync stopped"))
    }
    return news.take()
  }

  /// The child with its standard input and output on pipes and its errors discarded.
  private func spawn() -> (pid: pid_t, input: Int32, output: Int32)? {
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0 else { return nil }
    guard pipe(&fromChild) == 0 else {
      toChild.forEach { close($0) }
      return nil
    }
    // The reader's own ends must not stay open in the child, or it never sees its input end;
    // and the reader reads without waiting.
    for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(fromChild[0], F_SETFL, fcntl(fromChild[0], F_GETFL) | O_NONBLOCK)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ) == 0
    close(toChild[0])
    close(fromChild[1])
    guard spawned else {
      close(toChild[1])
      close(fromChild[0])
      return nil
    }
    return (pid, toChild[1], fromChild[0])
  }
}

/// The child's JSON lines, read as they come, and the status text they make.
struct NewsReader {
  enum Reading { case waiting, ended }

  private var pending = [UInt8]()
  private var status = SyncText.syncing()
  private var changed = true
  private var arrived = false

  /// Reads what `fd` holds now; `.ended` when the writer closed it.
  mutating func read(_ fd: Int32) -> Reading {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count < 0 { return .waiting }
      if count == 0 { return .ended }
      pending += buffer[0..<count]
      while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        if let item = try? JSONDecoder().decode(SyncNews.self, from: Data(pending[..<end])) {
          publish(item)
        }
        pending.removeSubrange(...end)
      }
      // A line is a few hundred bytes; a child that sends no line end is not listened to.
      if pending.count > 64 * 1024 { pending.removeAll() }
    }
  }

  mutating func publish(_ item: SyncNews) {
    let text =
      switch item.state {
      case .syncing: SyncText.syncing()
      case .synced:
        item.waiting > 0
          ? SyncText.syncedWaiting(Self.clock(item.time), item.waiting)
          : SyncText.synced(Self.clock(item.time))
      case .offline: SyncText.offline(item.waiting)
      case .signInNeeded: SyncText.signInNeeded()
      case .failed: SyncText.failed()
      }
    if status != text {
      status = text
      changed = true
    }
    if item.received > 0 { arrived = true }
  }

  mutating func take() -> (status: String?, arrived: Bool) {
    defer {
      changed = false
      arrived = false
    }
    return (changed ? status : nil, arrived)
  }

  /// The local time as HH:mm, from the C library: a DateFormatter would map the ICU data
  /// (4 MB) into the reader for five characters.
  static func clock(_ time: Date?) -> String {
    var seconds = time_t((time ?? Date()).timeIntervalSince1970)
    var parts = tm()
    localtime_r(&seconds, &parts)
    let hours = parts.tm_hour < 10 ? "0\(parts.tm_hour)" : "\(parts.tm_hour)"
    let minutes = parts.tm_min < 10 ? "0\(parts.tm_min)" : "\(parts.tm_min)"
    return hours + ":" + minutes
  }
}
