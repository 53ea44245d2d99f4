import Foundation

/// The lines a child writes on a pipe, read as they come: what a read gives is cut at line
/// ends, and the rest is kept until its line is whole. The one line reader for children's
/// pipes (the reader's helpers, mpv's messages). A line longer than 64 KB is dropped: a
/// child that sends no line end is not listened to.
public struct PipeLines: Sendable {
  /// The longest line kept, in bytes.
  public static let longestLine = 64 * 1024

  private var pending: [UInt8] = []

  /// A reader with nothing pending.
  public init() {}

  /// Reads what `fd` holds now — on a descriptor that blocks, everything until the writer
  /// closes it — and gives each whole line to `line`, without its line end.
  /// - Returns: whether the writer closed the pipe (nothing more will come).
  public mutating func read(_ fd: Int32, line: (String) -> Void) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count < 0 { return false }
      if count == 0 { return true }
      pending += buffer[0..<count]
      while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        line(String(decoding: pending[..<end], as: UTF8.self))
        pending.removeSubrange(...end)
      }
      if pending.count > Self.longestLine { pending.removeAll() }
    }
  }
}

/// A pipe whose two ends close when this program starts another (`FD_CLOEXEC`), so that a
/// child keeps only the end it is given as one of its streams.
public struct ChildPipe: Sendable {
  /// The end to read from.
  public let reading: Int32
  /// The end to write to.
  public let writing: Int32

  /// A new pipe; nil when the system has no descriptors left.
  public init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    (reading, writing) = (ends[0], ends[1])
  }

  /// Makes reads from the reading end return at once when there is nothing to read.
  public func readWithoutWaiting() {
    _ = fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK)
  }
}
