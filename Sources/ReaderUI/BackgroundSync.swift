import Foundation
import Library
import Synchronization

/// Sync while the reader runs: quran-sync's `reader-sync` in a child process, which tells its
/// state as JSON lines (`SyncNews`), and what the screen needs to know of it — the state in a
/// few words, and whether another device's change arrived. A thread reads the child's lines
/// into a mutex; the terminal loop reads it on the main thread, so ncurses is called from the
/// main thread alone. Closing the child's standard input tells it to stop; it finishes a sync
/// under way first, and stops as well when the reader dies.
public final class BackgroundSync: Sendable {
  private let program: String
  private let arguments: [String]
  private let box = NewsBox()
  /// The write end of the child's standard input, while it runs.
  private let input = Mutex<Int32?>(nil)

  public init(program: String, arguments: [String]) {
    self.program = program
    self.arguments = arguments
  }

  /// Starts the child and the thread that reads it.
  public func start() {
    guard let (pid, input, output) = spawn() else {
      box.publish(SyncNews(state: .failed, reason: "\(program) could not be started"))
      return
    }
    self.input.withLock { $0 = input }
    let thread = Thread { [box] in
      box.read(output)
      close(output)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    thread.stackSize = 1 << 18
    thread.start()
  }

  public func stop() {
    box.stopping()
    input.withLock { input in
      if let fd = input { close(fd) }
      input = nil
    }
  }

  /// What changed since the last look: the new status text, if it changed, and whether
  /// records from elsewhere arrived.
  public func take() -> (status: String?, arrived: Bool) { box.take() }

  /// The child with its standard input and output on pipes and its errors discarded.
  private func spawn() -> (pid: pid_t, input: Int32, output: Int32)? {
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0 else { return nil }
    guard pipe(&fromChild) == 0 else {
      toChild.forEach { close($0) }
      return nil
    }
    // The reader's own ends must not stay open in the child, or it never sees its input end.
    for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
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

/// The child's reports, handed from the reading thread to the terminal loop.
final class NewsBox: Sendable {
  private struct News {
    var status = "⟳ syncing"
    var changed = true
    var arrived = false
    var stopping = false
  }
  private let news = Mutex(News())

  /// Reads JSON lines from `fd` until it ends.
  func read(_ fd: Int32) {
    var pending = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let decoder = JSONDecoder()
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      pending += buffer[0..<count]
      while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        if let item = try? decoder.decode(SyncNews.self, from: Data(pending[..<end])) {
          publish(item)
        }
        pending.removeSubrange(...end)
      }
      // A line is a few hundred bytes; a child that sends no line end is not listened to.
      if pending.count > 64 * 1024 { pending.removeAll() }
    }
    if !news.withLock({ $0.stopping }) {
      publish(SyncNews(state: .failed, reason: "the background sync stopped"))
    }
  }

  func stopping() { news.withLock { $0.stopping = true } }

  func publish(_ item: SyncNews) {
    let text =
      switch item.state {
      case .syncing: "⟳ syncing"
      case .synced:
        item.waiting > 0
          ? "✓ synced \(Self.clock(item.time)) · \(item.waiting) waiting"
          : "✓ synced \(Self.clock(item.time))"
      case .offline: "offline — \(item.waiting) waiting"
      case .signInNeeded: "sign-in needed: quran login"
      case .failed: "sync error: quran status"
      }
    news.withLock { news in
      if news.status != text {
        news.status = text
        news.changed = true
      }
      if item.received > 0 { news.arrived = true }
    }
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

  func take() -> (status: String?, arrived: Bool) {
    news.withLock { news in
      defer {
        news.changed = false
        news.arrived = false
      }
      return (news.changed ? news.status : nil, news.arrived)
    }
  }
}
