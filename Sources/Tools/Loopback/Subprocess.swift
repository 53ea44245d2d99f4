import ChildProcess
import Foundation
import Synchronization

/// Runs a program to its end (with `ChildProcess`), its output captured in files.
///
/// Foundation's `Process` is avoided here: on Linux its `waitUntilExit` can wait forever
/// when the child leaves a daemon behind (as `tmux new-session -d` does).
public enum Subprocess {
  /// How a program ended, and what it wrote.
  public struct Result: Sendable {
    /// Its exit status.
    public let status: Int32
    /// What it wrote on standard output.
    public let output: String
    /// What it wrote on standard error.
    public let error: String
  }

  /// Runs `executable` (a path, or a name looked up in this program's `PATH`).
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String],
    input: String? = nil, currentDirectory: String? = nil
  ) throws -> Result {
    let directory = Fixtures.makeTemporaryDirectory("run")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let inputPath = directory + "/in"
    let outputPath = directory + "/out"
    let errorPath = directory + "/err"
    try Data((input ?? "").utf8).write(to: URL(fileURLWithPath: inputPath))
    // A child cannot be started in another folder here, so a shell goes there and then
    // becomes the program.
    let (name, leading) =
      currentDirectory.map {
        ("/bin/sh", ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", $0, executable])
      } ?? (executable, [])
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/bin:/usr/bin"
    let program = name.contains("/") ? name : ChildProcess.locate(name, in: path) ?? name
    let status: Int32
    do {
      status = try ChildProcess.run(
        program, leading + arguments, environment: environment, input: .reading(inputPath),
        output: .writing(outputPath), error: .writing(errorPath))
    } catch let failure as ChildProcess.StartFailure {
      throw SubprocessError(
        "\(executable) could not start: \(String(cString: strerror(failure.code)))")
    }
    return Result(
      status: status,
      output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
      error: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
  }
}

extension Subprocess {
  /// Runs each program to its end, all at once, each on a thread of its own (a run blocks
  /// while its child runs); their results in the order given.
  public static func runAtOnce(
    _ programs: [(executable: String, arguments: [String])], environment: [String: String]
  ) throws -> [Result] {
    let results = Mutex([Int: Swift.Result<Result, any Error>]())
    let finished = DispatchGroup()
    for (index, program) in programs.enumerated() {
      finished.enter()
      Thread.detachNewThread {
        let outcome = Swift.Result {
          try run(program.executable, program.arguments, environment: environment)
        }
        results.withLock { $0[index] = outcome }
        finished.leave()
      }
    }
    finished.wait()
    return try results.withLock { all in try programs.indices.map { try all[$0]!.get() } }
  }
}

/// Why a program or a loopback server of the tests could not be run, in a sentence.
public struct SubprocessError: Error, CustomStringConvertible {
  /// The sentence.
  public let description: String
  /// The error saying `description`.
  public init(_ description: String) { self.description = description }
}
