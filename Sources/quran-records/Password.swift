import Foundation

/// Reads a password: asked without echo on a terminal, else the first line of stdin.
enum Password {
  static func read(prompt: String) throws -> String {
    let terminal = isatty(STDIN_FILENO) == 1
    var saved = termios()
    if terminal {
      FileHandle.standardError.write(Data(prompt.utf8))
      tcgetattr(STDIN_FILENO, &saved)
      var silent = saved
      silent.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(STDIN_FILENO, TCSANOW, &silent)
    }
    defer {
      if terminal {
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
