import ChildProcess
import Foundation
import Testing

@Suite struct PipeLinesTests {
  /// A child writes a line in two pieces, then one more and a piece with no line end: each
  /// whole line once, the piece without its end never, and the end said when the child ends.
  @Test func linesComeWholeAndTheEndIsSaid() throws {
    let pipe = try #require(ChildPipe())
    pipe.readWithoutWaiting()
    var reader = PipeLines()
    var lines: [String] = []
    let first = Array("mở đầu, ".utf8)
    #expect(write(pipe.writing, first, first.count) == first.count)
    #expect(reader.read(pipe.reading) { lines.append($0) } == false)
    #expect(lines.isEmpty)
    let child = try ChildProcess(
      "/bin/sh", ["-c", "printf 'phần sau\\nthứ hai\\nchưa hết'"], output: .descriptor(pipe.writing)
    )
    close(pipe.writing)
    #expect(child.termination() == .exited(0))
    #expect(reader.read(pipe.reading) { lines.append($0) })
    close(pipe.reading)
    #expect(lines == ["mở đầu, phần sau", "thứ hai"])
  }

  /// How the child ended, told apart: an exit status, or the signal that ended it.
  @Test func anExitAndASignalAreToldApart() throws {
    #expect(try ChildProcess("/bin/sh", ["-c", "exit 9"]).termination() == .exited(9))
    let child = try ChildProcess("/bin/sleep", ["30"])
    kill(child.pid, SIGKILL)
    let termination = child.termination()
    #expect(termination == .signalled(SIGKILL))
    #expect(termination.status == 128 + SIGKILL)
  }
}
