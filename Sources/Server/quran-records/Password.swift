import Foundation

/// Reads a password: asked twice without echo on a terminal (a typo would otherwise lock the
/// user out), else the first line of stdin, once (for scripts).
enum Password {
  static func read(prompt: String, again: String) throws -> String {
    guard isatty(STDIN_FILENO) == 1 else { return try line(prompt: nil) }
    let first = try line(prompt: prompt)
    guard try line(prompt: again) == first else {
      throw CommandError(
        "The two passwords were not the same, so nothing was changed; run the command again.")
    }
    return first
  }

  /// One line, without echo when `prompt` is shown on a terminal.
  private static func line(prompt: String?) throws -> String {
    var saved = termios()
    if let prompt {
      FileHandle.standardError.write(Data(prompt.utf8))
      tcgetattr(STDIN_FILENO, &saved)
      var silent = saved
      silent.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(STDIN_FILENO, TCSANOW, &silent)
    }
    defer {
      if prompt != nil {
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        FileHandle.standardError.write(Data("\n".utf8))
      }
    }
    guard let line = readLine(strippingNewline: true), !line.isEmpty else {
      throw CommandError("No password was given; type one, or pass it as one line on stdin.")
    }
    return line
  }
}
