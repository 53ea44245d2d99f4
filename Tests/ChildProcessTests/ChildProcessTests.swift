import ChildProcess
import Foundation
import Testing

@Suite struct ChildProcessTests {
  /// Without an environment of its own, the child has this program's. (Not tested with
  /// `setenv`: the tests run in parallel in one process, where changing the environment
  /// under other threads is not safe.)
  @Test func theChildHasThisProgramsEnvironment() throws {
    let path = try #require(ProcessInfo.processInfo.environment["PATH"])
    let status = try ChildProcess.run("/bin/sh", ["-c", #"test "$PATH" = "$1""#, "sh", path])
    #expect(status == 0)
    let given = try ChildProcess.run(
      "/bin/sh", ["-c", #"test "$QURAN_VI_GIVEN" = "đã cho" && test -z "$HOME""#],
      environment: ["QURAN_VI_GIVEN": "đã cho"])
    #expect(given == 0)
  }

  @Test func streamsGoWhereTheyAreSent() throws {
    let folder = NSTemporaryDirectory() + "child-process-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("vào\n".utf8).write(to: URL(fileURLWithPath: folder + "/in"))
    let status = try ChildProcess.run(
      "/bin/sh", ["-c", "read line; echo \"$line ra\"; echo lỗi >&2; exit 3"],
      environment: [:], input: .reading(folder + "/in"), output: .writing(folder + "/out"),
      error: .writing(folder + "/err"))
    #expect(status == 3)
    #expect(try String(contentsOfFile: folder + "/out", encoding: .utf8) == "vào ra\n")
    #expect(try String(contentsOfFile: folder + "/err", encoding: .utf8) == "lỗi\n")
  }

  @Test func aSignalEndingTheChildIsSaidAsAShellSaysIt() throws {
    let child = try ChildProcess("/bin/sleep", ["30"])
    kill(child.pid, SIGKILL)
    #expect(child.wait() == 128 + SIGKILL)
  }

  @Test func aProgramThatIsNotThereIsASentence() {
    #expect {
      try ChildProcess("/nonexistent/quran-helper", [])
    } throws: { error in
      "\(error)" == "/nonexistent/quran-helper could not start: No such file or directory"
    }
  }
}
