import Foundation

/// Standard input without echo while a token may be pasted into it, so a sign-in token
/// never stays on the screen (or in a terminal's scrollback). Echo comes back when the
/// reading ends, and on Ctrl-C or a termination signal too.
enum QuietInput {
  /// The terminal's settings before echo went off; read by the signal handler.
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var isQuiet = false

  /// Runs `body` with echo off when standard input is a terminal.
  static func whileReading<T>(_ body: () throws -> T) rethrows -> T {
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else {
      return try body()
    }
    var silent = saved
    silent.c_lflag &= ~tcflag_t(ECHO)
    isQuiet = tcsetattr(STDIN_FILENO, TCSANOW, &silent) == 0
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      _ = Foundation.signal(signal) { number in
        QuietInput.restore()
        Foundation.signal(number, SIG_DFL)
        raise(number)
      }
    }
    defer {
      restore()
      for signal in [SIGINT, SIGTERM, SIGHUP] { _ = Foundation.signal(signal, SIG_DFL) }
    }
    return try body()
  }

  private static func restore() {
    guard isQuiet else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    isQuiet = false
  }
}
