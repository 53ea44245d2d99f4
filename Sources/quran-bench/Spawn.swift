import CPseudoTerminal
import Foundation

/// A child process started with posix_spawn and waited for, optionally in a
/// pseudo-terminal of a given size.
struct Spawned {
  struct Outcome {
    let status: Int32
    let milliseconds: Double
  }

  /// The peak resident memory of a running process, in megabytes (VmHWM). Read from /proc
  /// rather than wait4's rusage, which also counts the parent's memory that a posix_spawn
  /// child shares before it executes.
  static func peakMegabytes(of pid: pid_t) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes / 1024
  }

  /// The processes a running process started (from /proc's children list).
  static func children(of pid: pid_t) -> [pid_t] {
    let list = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
    return (list ?? "").split(separator: " ").compactMap { pid_t($0) }
  }

  /// Runs a program to its end with its output discarded; `whileRunning` hears its pid.
  static func run(
    _ program: String, _ arguments: [String], environment: [String: String],
    whileRunning: (pid_t) -> Void = { _ in }
  ) -> Outcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    return spawnAndWait(
      program, arguments, environment, &actions, attributes: nil, whileRunning: whileRunning)
  }

  /// Runs a program in a new pseudo-terminal; `driver` gets the terminal's master side to
  /// type into while the output is drained.
  static func runInTerminal(
    _ program: String, _ arguments: [String], environment: [String: String],
    width: Int, height: Int, driver: (_ master: Int32, _ pid: pid_t) -> Void
  ) -> Outcome {
    var name = [CChar](repeating: 0, count: 256)
    let master = pseudo_terminal_open(UInt16(height), UInt16(width), &name, name.count)
    precondition(master >= 0, "no pseudo-terminal")
    let slave = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, fd, slave, O_RDWR, 0) }
    posix_spawn_file_actions_addclose(&actions, master)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, pseudo_terminal_setsid_flag())
    let drain = Thread {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while read(master, &buffer, buffer.count) > 0 {}
    }
    drain.start()
    let outcome = spawnAndWait(program, arguments, environment, &actions, attributes: &attributes) {
      pid in driver(master, pid)
    }
    close(master)
    return outcome
  }

  static func spawnAndWait(
    _ program: String, _ arguments: [String], _ environment: [String: String],
    _ actions: inout posix_spawn_file_actions_t,
    attributes: UnsafeMutablePointer<posix_spawnattr_t>?,
    whileRunning: (pid_t) -> Void
  ) -> Outcome {
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, program, &actions, attributes, argv, envp)
    precondition(spawned == 0, "\(program) could not start: \(String(cString: strerror(spawned)))")
    whileRunning(pid)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    // The exit status, or 128 + the signal that ended it.
    let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Outcome(status: exit, milliseconds: elapsed)
  }
}

extension Spawned {
  struct MeasuredOutcome {
    let status: Int32
    let milliseconds: Double
    let peakMegabytes: Double
  }

  /// Runs a program to its end with its output discarded, reading its peak memory (VmHWM)
  /// every few milliseconds until it exits.
  static func runMeasuringPeak(
    _ program: String, _ arguments: [String], environment: [String: String]
  ) -> MeasuredOutcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var peak = 0.0
    let outcome = spawnAndWait(program, arguments, environment, &actions, attributes: nil) {
      pid in
      var info = siginfo_t()
      // Until it has exited (not yet reaped, so /proc still shows it).
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT | WNOHANG) == 0
        && info._sifields._sigchld.si_pid == 0
      {
        peak = max(peak, peakMegabytes(of: pid) ?? 0)
        usleep(2000)
      }
    }
    return MeasuredOutcome(
      status: outcome.status, milliseconds: outcome.milliseconds, peakMegabytes: peak)
  }
}
