import ChildProcess
import Foundation

/// A helper process of the reader (quran-sync's `reader-sync`, `recite`): its standard input
/// and output on pipes, its errors discarded. The reader reads without waiting, and closing
/// the input end tells the child to stop; a child also stops when the reader dies, as its
/// input then ends.
enum LinkedChild {
  static func spawn(_ program: String, _ arguments: [String]) -> (
    pid: pid_t, input: Int32, output: Int32
  )? {
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0 else { return nil }
    guard pipe(&fromChild) == 0 else {
      toChild.forEach { close($0) }
      return nil
    }
    // The reader's own ends must not stay open in the child, or it never sees its input end;
    // and the reader reads without waiting.
    for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(fromChild[0], F_SETFL, fcntl(fromChild[0], F_GETFL) | O_NONBLOCK)
    let child = try? ChildProcess(
      program, arguments, input: .descriptor(toChild[0]), output: .descriptor(fromChild[1]),
      error: .discarded)
    close(toChild[0])
    close(fromChild[1])
    guard let child else {
      close(toChild[1])
      close(fromChild[0])
      return nil
    }
    return (child.pid, toChild[1], fromChild[0])
  }

  /// The lines `fd` holds now, appended to `pending` until whole; nil when the writer closed
  /// it. Lines longer than 64 KB are dropped.
  static func lines(from fd: Int32, pending: inout [UInt8]) -> [String]? {
    var lines: [String] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count < 0 { return lines }
      if count == 0 { return lines.isEmpty ? nil : lines }
      pending += buffer[0..<count]
      while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        lines.append(String(decoding: pending[..<end], as: UTF8.self))
        pending.removeSubrange(...end)
      }
      if pending.count > 64 * 1024 { pending.removeAll() }
    }
  }
}
