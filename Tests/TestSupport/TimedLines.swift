import ChildProcess
import Foundation
import Loopback

/// Runs a program to its end and stamps each line of its standard output with the moment it
/// arrived, read as the program writes it: for measuring the time between the events a
/// program tells (the drill's `turn` and the next `playing`) rather than sleeping. Its
/// standard input stays open (and empty) until it ends.
public enum TimedLines {
  /// One line and the seconds from the start of the run to its arrival.
  public struct Line: Sendable {
    /// The line, without its line end.
    public let text: String
    /// When it arrived, in seconds from the start of the run.
    public let at: Double
  }

  /// The lines `program` wrote, in order, and its exit status.
  public static func run(
    _ program: String, _ arguments: [String], environment: [String: String]
  ) throws -> (lines: [Line], status: Int32) {
    guard let output = ChildPipe(), let input = ChildPipe() else {
      throw SubprocessError("no pipes left")
    }
    let started = ContinuousClock.now
    let child: ChildProcess
    do {
      child = try ChildProcess(
        program, arguments, environment: environment, input: .descriptor(input.reading),
        output: .descriptor(output.writing), error: .discarded)
    } catch {
      [output.reading, output.writing, input.reading, input.writing].forEach { close($0) }
      throw SubprocessError("\(program) could not start: \(error)")
    }
    close(output.writing)
    close(input.reading)
    var lines: [Line] = []
    var reader = PipeLines()
    _ = reader.read(output.reading) { text in
      let elapsed = ContinuousClock.now - started
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      lines.append(Line(text: text, at: seconds))
    }
    close(output.reading)
    close(input.writing)
    return (lines, child.wait())
  }
}
