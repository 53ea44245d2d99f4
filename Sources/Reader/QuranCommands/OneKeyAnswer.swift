import Foundation

/// The answer to a question the command line asks (`[Y/n]`, `[y/N]`, `a/b`): on a terminal,
/// one key answers it, with no Enter after; the key is echoed and the line ended.
/// From a pipe or a file, the first character of the next line answers, as before.
public enum OneKeyAnswer {
  /// The terminal's settings while no key is awaited; read by the signal handler.
  nonisolated(unsafe) private static var saved = termios()

  /// The key pressed, lowercased: "" for Enter (the question's default), nil at the end of
  /// input or on Ctrl-D.
  public static func read() -> String? {
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else {
      return readLine().map { String($0.trimmingCharacters(in: .whitespaces).prefix(1)) }?
        .lowercased()
    }
    var single = saved
    single.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &single.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      _ = Foundation.signal(signal) { number in
        tcsetattr(STDIN_FILENO, TCSANOW, &OneKeyAnswer.saved)
        Foundation.signal(number, SIG_DFL)
        raise(number)
      }
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &single)
    defer {
      tcsetattr(STDIN_FILENO, TCSANOW, &saved)
      for signal in [SIGINT, SIGTERM, SIGHUP] { _ = Foundation.signal(signal, SIG_DFL) }
    }
    var bytes = [UInt8]()
    repeat {
      var byte: UInt8 = 0
      guard Glibc.read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
      bytes.append(byte)
    } while String(validating: bytes, as: UTF8.self) == nil && bytes.count < 4
    guard bytes != [4] else { return nil }  // Ctrl-D
    let key = String(decoding: bytes, as: UTF8.self)
    let pressedEnter = key == "\n" || key == "\r"
    FileHandle.standardError.write(Data(((pressedEnter ? "" : key) + "\n").utf8))
    return pressedEnter ? "" : key.lowercased()
  }

  /// Whether the answer is a yes: `y` or `c` (có), or Enter when `byDefault` is true.
  public static func yes(byDefault: Bool) -> Bool {
    guard let answer = read() else { return false }
    return answer.isEmpty ? byDefault : answer == "y" || answer == "c"
  }
}
