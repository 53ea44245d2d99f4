import ChildProcess
import Foundation
import Testing

@Suite struct ChildProcessTests {
  /// `quran --audio-output` sets a variable for the reciter it starts later.
  @Test func aVariableSetWhileRunningReachesTheChild() throws {
    setenv("QURAN_VI_CHILD_PROCESS_TEST", "đặt sau", 1)
    defer { unsetenv("QURAN_VI_CHILD_PROCESS_TEST") }
    let status = try ChildProcess.run(
      "/bin/sh", ["-c", #"test "$QURAN_VI_CHILD_PROCESS_TEST" = "đặt sau""#])
    #expect(status == 0)
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
