import Clocks
import Foundation

/// Asks the terminal for its background color (OSC 11) once the first frame is on the screen
/// (which never waits for it), waiting a bounded time. The question is followed by a request
/// for the terminal's attributes (DA1), which every terminal answers, so one that does not
/// know OSC 11 ends the wait at once rather than at the bound.
enum BackgroundQuery {
  /// The longest wait for the answers. Terminals answer DA1 within milliseconds; the bound
  /// is wide so that a busy computer's late answer is not taken for keys (its `ESC` would
  /// close a screen, its `c` turn the colors off).
  static let bound: Duration = .seconds(1)

  /// The terminal's background (nil when standard input or output is not a terminal or no
  /// answer came within the bound), and the bytes read meanwhile that answer nothing: keys
  /// the person pressed, to be given back to the key reader.
  static func ask() -> (background: TerminalBackground?, typed: [UInt8]) {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return (nil, []) }
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return (nil, []) }
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &quiet) == 0 else { return (nil, []) }
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    let question = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
    guard write(STDOUT_FILENO, question, question.count) == question.count else {
      return (nil, [])
    }
    let reply = readAnswers()
    return (TerminalBackground.fromColorReply(reply), typed(in: reply))
  }

  /// The bytes of `reply` outside the two answers (`ESC ] … BEL` or `ESC ] … ESC \\`, and
  /// `ESC [ ? … c`).
  static func typed(in reply: [UInt8]) -> [UInt8] {
    var rest: [UInt8] = []
    var index = 0
    while index < reply.count {
      let next = index + 1 < reply.count ? reply[index + 1] : 0
      let after = index + 2 < reply.count ? reply[index + 2] : 0
      var end: Int?
      if reply[index] == 0x1B, next == 0x5D {
        end = reply[(index + 2)...].firstIndex { $0 == 0x07 || $0 == 0x5C }
      } else if reply[index] == 0x1B, next == 0x5B, after == 0x3F {
        end = reply[(index + 3)...].firstIndex(of: 0x63)
      }
      if let end {
        index = end + 1
      } else {
        rest.append(reply[index])
        index += 1
      }
    }
    return rest
  }

  /// What the terminal sends until its attributes' answer (`ESC [ ? … c`) or the bound.
  private static func readAnswers() -> [UInt8] {
    let clock = WaitClock.continuous
    let deadline = clock.now() + bound
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while !hasAttributes(reply) {
      let left = deadline - clock.now()
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
