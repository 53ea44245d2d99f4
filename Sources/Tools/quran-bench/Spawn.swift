import CPseudoTerminal
import ChildProcess
import Clocks
import Foundation

/// A child process started and waited for, optionally in a
/// pseudo-terminal of a given size.
struct Spawned {
  struct Outcome {
    let status: Int32
    let milliseconds: Double
  }

  /// The peak resident memory of a running process, in megabytes (VmHWM). Read from /proc
  /// rather than wait4's rusage, which also counts the parent's memory that a spawned child
  /// shares before it executes.
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

  /// Runs a program to its end with its output discarded, its input from `input`;
  /// `whileRunning` hears its pid.
  static func run(
    _ program: String, _ arguments: [String], environment: [String: String],
    input: ChildProcess.Stream = .inherited, whileRunning: (pid_t) -> Void = { _ in }
  ) -> Outcome {
    spawnAndWait(whileRunning: whileRunning) {
      try ChildProcess(
        program, arguments, environment: environment, input: input, output: .discarded,
        error: .discarded)
    }
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
    let terminal = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let drain = Thread {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while read(master, &buffer, buffer.count) > 0 {}
    }
    drain.start()
    let outcome = spawnAndWait(whileRunning: { pid in driver(master, pid) }) {
      try ChildProcess(
        program, arguments, environment: environment, input: .terminal(terminal),
        output: .terminal(terminal), error: .terminal(terminal), newSession: true,
        closing: [master])
    }
    close(master)
    return outcome
  }

  /// Starts a child, lets `whileRunning` see it, and waits for its end, timing it all.
  static func spawnAndWait(
    whileRunning: (pid_t) -> Void, start: () throws -> ChildProcess
  ) -> Outcome {
    let began = DispatchTime.now().uptimeNanoseconds
    let child: ChildProcess
    do { child = try start() } catch { fatalError("\(error)") }
    whileRunning(child.pid)
    let status = child.wait()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - began) / 1_000_000
    return Outcome(status: status, milliseconds: elapsed)
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
    var peak = 0.0
    let outcome = spawnAndWait(whileRunning: { pid in
      var info = siginfo_t()
      // Until it has exited (not yet reaped, so /proc still shows it).
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT | WNOHANG) == 0
        && info._sifields._sigchld.si_pid == 0
      {
        peak = max(peak, peakMegabytes(of: pid) ?? 0)
        usleep(2000)
      }
    }) {
      try ChildProcess(
        program, arguments, environment: environment, output: .discarded, error: .discarded)
    }
    return MeasuredOutcome(
      status: outcome.status, milliseconds: outcome.milliseconds, peakMegabytes: peak)
  }
}
