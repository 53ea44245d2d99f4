import ChildProcess
import Foundation

/// A helper process of the reader (`quran reader-sync`, `quran recite`): its standard input
/// and output on pipes, its errors discarded. The reader reads without waiting, and closing
/// the input end tells the child to stop; a child also stops when the reader dies, as its
/// input then ends.
enum LinkedChild {
  static func spawn(_ program: String, _ arguments: [String]) -> (
    pid: pid_t, input: Int32, output: Int32
  )? {
    // The reader's own ends must not stay open in the child, or it never sees its input end;
    // and the reader reads without waiting.
    guard let toChild = ChildPipe() else { return nil }
    guard let fromChild = ChildPipe() else {
      close(toChild.reading)
      close(toChild.writing)
      return nil
    }
    fromChild.readWithoutWaiting()
    let child = try? ChildProcess(
      program, arguments, input: .descriptor(toChild.reading),
      output: .descriptor(fromChild.writing), error: .discarded)
    close(toChild.reading)
    close(fromChild.writing)
    guard let child else {
      close(toChild.writing)
      close(fromChild.reading)
      return nil
    }
    return (child.pid, toChild.writing, fromChild.reading)
  }
}
