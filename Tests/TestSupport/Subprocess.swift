import Foundation

/// Runs a program to its end with posix_spawn and waitpid, its output captured in files.
///
/// Foundation's `Process` is avoided here: on Linux its `waitUntilExit` can wait forever
/// when the child leaves a daemon behind (as `tmux new-session -d` does).
public enum Subprocess {
  public struct Result: Sendable {
    public let status: Int32
    public let output: String
    public let error: String
  }

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

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    // posix_spawn cannot change folder here, so a shell does it and then becomes the program.
    let command =
      currentDirectory.map { ["/bin/sh", "-c", "cd \"$1\" && shift && exec \"$@\"", "sh", $0] }
      ?? []
    let program = command.first ?? executable
    let argv = (command + [executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, program, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw SubprocessError("\(executable) could not start: \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Result(
      status: exitStatus,
      output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
      error: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
  }
}

public struct SubprocessError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
