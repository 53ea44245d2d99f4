import CPseudoTerminal
import Foundation

/// A program this one started: the one place the package (its tests included) calls
/// `posix_spawn`.
///
/// The reader starts its helpers (`quran reader-sync`, `quran recite`) and the person's
/// editor with it, `quran login` the browser, `quran recite` mpv, and the benchmarks and tests
/// the programs they measure.
/// Foundation's `Process` is not used: it cannot start a child in a new session or on
/// descriptors the caller set up, it keeps a thread to reap children, and on Linux its
/// `waitUntilExit` can wait forever when the child leaves a daemon behind.
public struct ChildProcess: Sendable {
  /// Where one of the child's standard streams goes.
  public enum Stream: Sendable {
    /// The same as this program's.
    case inherited
    /// `/dev/null`.
    case discarded
    /// A descriptor this program holds open (one end of a pipe).
    case descriptor(Int32)
    /// A file opened for reading.
    case reading(String)
    /// A file created (or emptied) for writing, readable only by its owner.
    case writing(String)
    /// A terminal, opened for reading and writing.
    case terminal(String)
  }

  /// The child's process id.
  public let pid: pid_t

  /// Starts `program` (a path, not looked up in `PATH`) with `arguments`.
  ///
  /// - Parameters:
  ///   - program: the program's path.
  ///   - arguments: its arguments, without its name.
  ///   - environment: the child's environment; this program's own when nil.
  ///   - input: where its standard input comes from.
  ///   - output: where its standard output goes.
  ///   - error: where its standard error goes.
  ///   - newSession: starts the child in a session of its own (for a pseudo-terminal).
  ///   - closing: descriptors of this program's that the child must not keep open.
  /// - Throws: ``StartFailure`` when the program cannot be started.
  public init(
    _ program: String, _ arguments: [String], environment: [String: String]? = nil,
    input: Stream = .inherited, output: Stream = .inherited, error: Stream = .inherited,
    newSession: Bool = false, closing: [Int32] = []
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (fd, stream) in [(Int32(0), input), (1, output), (2, error)] {
      Self.arrange(stream, as: fd, in: &actions)
    }
    for fd in closing { posix_spawn_file_actions_addclose(&actions, fd) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if newSession { posix_spawnattr_setflags(&attributes, pseudo_terminal_setsid_flag()) }
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    let envp = Self.environmentEntries(environment).map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
    guard code == 0 else { throw StartFailure(program: program, code: code) }
    self.pid = pid
  }

  /// Starts `program` and waits for it to end; its exit status, as ``wait()`` gives it.
  public static func run(
    _ program: String, _ arguments: [String], environment: [String: String]? = nil,
    input: Stream = .inherited, output: Stream = .inherited, error: Stream = .inherited
  ) throws -> Int32 {
    try ChildProcess(
      program, arguments, environment: environment, input: input, output: output, error: error
    ).wait()
  }

  /// How a child ended.
  public enum Termination: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// This signal ended it.
    case signalled(Int32)

    /// As a shell says it: the exit status, or 128 + the signal.
    public var status: Int32 {
      switch self {
      case .exited(let status): status
      case .signalled(let signal): 128 + signal
      }
    }

    init(_ status: Int32) {
      self = (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
    }
  }

  /// Waits for the child to end and reaps it; its exit status, or 128 + the signal that
  /// ended it (as a shell says).
  @discardableResult
  public func wait() -> Int32 { termination().status }

  /// Waits for the child to end and reaps it; how it ended.
  public func termination() -> Termination {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return Termination(status)
  }

  /// The child's status if it has ended (and is now reaped), nil while it runs.
  public func ended() -> Int32? {
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
    return Termination(status).status
  }

  /// Reaps the child in the background when it ends, so it leaves no zombie.
  public func reapWhenEnded() {
    let child = self
    DispatchQueue.global().async { child.wait() }
  }

  /// The first executable file named `name` in the folders that `path` lists (as `PATH`
  /// does), or nil.
  public static func locate(_ name: String, in path: String) -> String? {
    path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Why a program could not be started.
  public struct StartFailure: Error, CustomStringConvertible {
    /// The program's path.
    public let program: String
    /// The `errno` value `posix_spawn` returned.
    public let code: Int32
    /// "PROGRAM could not start: REASON".
    public var description: String {
      "\(program) could not start: \(String(cString: strerror(code)))"
    }
  }

  /// `NAME=value` entries: those given, or this program's environment as it is now (with
  /// what it set for its children since it started).
  private static func environmentEntries(_ environment: [String: String]?) -> [String] {
    if let environment { return environment.map { "\($0.key)=\($0.value)" } }
    var entries: [String] = []
    var entry = environ
    while let text = entry.pointee {
      entries.append(String(cString: text))
      entry += 1
    }
    return entries
  }

  private static func arrange(
    _ stream: Stream, as fd: Int32, in actions: inout posix_spawn_file_actions_t
  ) {
    switch stream {
    case .inherited: break
    case .discarded: posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_RDWR, 0)
    case .descriptor(let source): posix_spawn_file_actions_adddup2(&actions, source, fd)
    case .reading(let path): posix_spawn_file_actions_addopen(&actions, fd, path, O_RDONLY, 0)
    case .writing(let path):
      posix_spawn_file_actions_addopen(&actions, fd, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    case .terminal(let path): posix_spawn_file_actions_addopen(&actions, fd, path, O_RDWR, 0)
    }
  }
}
