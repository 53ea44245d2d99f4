import Foundation

/// Asks the terminal for its background color (OSC 11) before the first frame, waiting a
/// bounded time. The question is followed by a request for the terminal's attributes
/// (DA1), which every terminal answers, so one that does not know OSC 11 ends the wait at
/// once rather than at the bound.
enum BackgroundQuery {
  /// The longest wait for the answers.
  static let bound: Duration = .milliseconds(150)

  /// The terminal's background, or nil when standard input or output is not a terminal or
  /// no answer came within the bound.
  static func ask() -> TerminalBackground? {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &quiet) == 0 else { return nil }
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    let question = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
    guard write(STDOUT_FILENO, question, question.count) == question.count else { return nil }
    return TerminalBackground.fromColorReply(readAnswers())
  }

  /// What the terminal sends until its attributes' answer (`ESC [ ? … c`) or the bound.
  private static func readAnswers() -> [UInt8] {
    let deadline = ContinuousClock.now + bound
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while !hasAttributes(reply) {
      let left = deadline - .now
      guard left > .zero else { break }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      let milliseconds =
        Int32(left.components.seconds * 1000 + 1)
        + Int32(left.components.attoseconds / 1_000_000_000_000_000)
      guard poll(&descriptor, 1, milliseconds) > 0 else { break }
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      guard count > 0 else { break }
      reply += buffer[0..<count]
    }
    return reply
  }

  /// Whether the bytes hold the answer to DA1, which comes after the color's.
  static func hasAttributes(_ reply: [UInt8]) -> Bool {
    guard
      let start = reply.indices.first(where: { index in
        index + 2 < reply.count && reply[index] == 0x1B && reply[index + 1] == 0x5B
          && reply[index + 2] == 0x3F
      })
    else { return false }
    return reply[(start + 3)...].contains(0x63)
  }
}
