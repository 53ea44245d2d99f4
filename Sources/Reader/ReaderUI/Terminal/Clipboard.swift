import ChildProcess
import Foundation
import Interface

/// The terminal's clipboard, reached with OSC 52 (`ESC ] 52 ; c ; BASE64 BEL`): it travels
/// with the terminal's own output, so it works over ssh and in xterm, kitty, WezTerm, foot,
/// and in tmux with `set-clipboard on`. Where it cannot reach — tmux with the
/// option off or `external`, the Linux console — the person is told how to turn it on.
public enum Clipboard {
  /// The most text copied at once, in bytes: terminals bound what they take (tmux and xterm
  /// near 100 KB of base64); a surah as long as Al-Baqarah is more.
  public static let limit = 72_000

  /// What came of a copy.
  public enum Outcome: Equatable {
    /// The sequence was written; nothing is known to stand in its way.
    case copied
    /// The sequence was written, but it does not reach the clipboard here: the sentence
    /// says how to turn it on.
    case unreachable(String)
    /// The text is longer than `limit` (its size in bytes); nothing was written.
    case tooLong(Int)

    /// What to say of it, `reference` naming what was copied ("2:255 (Al-Baqara)").
    public func sentence(copying reference: String) -> String {
      switch self {
      case .copied: InterfaceText.copied(reference)
      case .unreachable(let advice): advice
      case .tooLong(let size):
        InterfaceText.copyTooLong(ByteSize.text(Int64(size)), ByteSize.text(Int64(limit)))
      }
    }

    /// Whether the text may not have reached the clipboard.
    public var failed: Bool { self != .copied }
  }

  /// Writes `sequence` to the terminal at `descriptor` as it is: not drawn, the terminal takes
  /// it between a screen's own output.
  public static func write(_ sequence: String, to descriptor: Int32) {
    _ = sequence.utf8CString.withUnsafeBufferPointer {
      Glibc.write(descriptor, $0.baseAddress, $0.count - 1)
    }
  }

  /// The OSC 52 sequence that puts `text` on the clipboard.
  public static func sequence(_ text: String) -> String {
    "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
  }

  /// Puts `text` on the clipboard through `write` (the terminal's output), as far as the
  /// terminal `environment` describes lets it.
  public static func copy(
    _ text: String, environment: [String: String], write: (String) -> Void
  ) -> Outcome {
    let size = text.utf8.count
    guard size <= limit else { return .tooLong(size) }
    write(sequence(text))
    return obstacle(environment).map(Outcome.unreachable) ?? .copied
  }

  /// Why OSC 52 does not reach the clipboard in the terminal `environment` describes, and how
  /// to turn it on; nil when nothing is known to stand in its way.
  static func obstacle(_ environment: [String: String]) -> String? {
    if environment["TERM"] == "linux" { return InterfaceText.clipboardConsole() }
    if let tmux = environment["TMUX"], !tmux.isEmpty,
      let setting = tmuxOption("set-clipboard", environment: environment), setting != "on"
    {
      return InterfaceText.clipboardTmux(setting)
    }
    return nil
  }

  /// A global option of the tmux server this terminal runs in, as `tmux show-options -gv`
  /// prints it; nil when tmux cannot be asked.
  private static func tmuxOption(_ name: String, environment: [String: String]) -> String? {
    guard let tmux = ChildProcess.locate("tmux", in: environment["PATH"] ?? "/usr/bin:/bin")
    else { return nil }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    defer { close(ends[0]) }
    let child = try? ChildProcess(
      tmux, ["show-options", "-gv", name], environment: environment, input: .discarded,
      output: .descriptor(ends[1]), error: .discarded, closing: [ends[0]])
    close(ends[1])
    guard let child else { return nil }
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 256)
    while output.count < 4096 {
      let count = read(ends[0], &buffer, buffer.count)
      guard count > 0 else { break }
      output.append(contentsOf: buffer[0..<count])
    }
    guard child.wait() == 0 else { return nil }
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
