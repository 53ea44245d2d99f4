import Foundation
import Loopback

/// A real terminal for end-to-end tests: a tmux server of its own (its own socket), one
/// window of a chosen size running a command; keys go in with send-keys and the screen
/// comes back with capture-pane.
public final class TmuxSession {
  public let socket: String
  private let name = "quran"

  public init(
    command: String, width: Int = 120, height: Int = 36, environment: [String: String] = [:]
  )
    throws
  {
    socket = Fixtures.makeTemporaryDirectory("tmux") + "/socket"
    let exports = environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
    // The shell stays after the command ends, so the test can read what it left behind, for as
    // long as the test run lives: its tmux server ends with it, even when the run is killed.
    let run = ProcessInfo.processInfo.processIdentifier
    let script =
      "trap : INT; env \(exports) \(command); echo \"[exit $?]\"; stty -a | tr '\\n' ' '; echo;"
      + " while kill -0 \(run) 2>/dev/null; do sleep 1; done"
    try Self.tmux(
      [
        "-S", socket, "-u", "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)",
        "-y", "\(height)",
        "sh", "-c", script,
      ])
  }

  deinit {
    _ = try? Self.tmux(["-S", socket, "kill-server"])
  }

  /// Types keys, as tmux names them ("Enter", "Escape", "C-c", or literal text).
  public func send(_ keys: String...) throws {
    try Self.tmux(["-S", socket, "send-keys", "-t", name] + keys)
  }

  /// Types text literally, character by character.
  public func type(_ text: String) throws {
    try Self.tmux(["-S", socket, "send-keys", "-t", name, "-l", text])
  }

  /// Pastes text as a terminal does, in one go (tmux's load-buffer and paste-buffer; line
  /// breaks arrive as Enter). `bracketed`: marked as a paste, as a terminal does when the
  /// program asked for it (bracketed paste, tmux's `paste-buffer -p`); else as bare bytes, as
  /// from a terminal that cannot mark pastes.
  public func paste(_ text: String, bracketed: Bool = false) throws {
    let file = Fixtures.makeTemporaryDirectory("paste") + "/text"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    try Self.tmux(["-S", socket, "load-buffer", "-b", "pasted", file])
    try Self.tmux(
      ["-S", socket, "paste-buffer", "-d", "-b", "pasted", "-t", name] + (bracketed ? ["-p"] : []))
  }

  public func resize(width: Int, height: Int) throws {
    try Self.tmux(["-S", socket, "resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
  }

  /// The process id of the shell in the pane (the parent of the command).
  public func panePID() throws -> Int {
    let text = try Self.tmux(["-S", socket, "display-message", "-p", "-t", name, "#{pane_pid}"])
    guard let pid = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw TmuxError("tmux gave no pane pid: \(text)")
    }
    return pid
  }

  /// The screen as text.
  public func screen() throws -> String {
    try Self.tmux(["-S", socket, "capture-pane", "-p", "-t", name])
  }

  /// The screen as text with its colors and emphasis, as tmux writes them back (`ESC [1;4m`
  /// for bold and underline, then `ESC [35m` for a foreground color).
  public func styledScreen() throws -> String {
    try Self.tmux(["-S", socket, "capture-pane", "-p", "-e", "-t", name])
  }

  /// Waits until the screen shows `text` (or `condition` holds), and returns the screen.
  @discardableResult
  public func waitFor(
    _ text: String, timeout: TimeInterval = 15
  ) throws -> String {
    try waitUntil(timeout: timeout, description: "\"\(text)\"") { $0.contains(text) }
  }

  /// Waits until the screen shows every one of `texts` at once (the rows of one frame that a
  /// test reads together), and returns the screen.
  @discardableResult
  public func waitFor(all texts: [String], timeout: TimeInterval = 15) throws -> String {
    try waitUntil(
      timeout: timeout, description: texts.map { "\"\($0)\"" }.joined(separator: " and ")
    ) {
      screen in texts.allSatisfy { screen.contains($0) }
    }
  }

  @discardableResult
  public func waitUntil(
    timeout: TimeInterval = 15, description: String, _ condition: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if condition(last) {
        // A capture can catch a frame half-read by tmux (the rows above, not yet the status
        // row under them): one more look returns the rest of it, when it still holds.
        let again = try screen()
        return condition(again) ? again : last
      }
      usleep(50_000)
    }
    throw TmuxError("The screen never showed \(description). It showed:\n\(last)")
  }

  @discardableResult
  static func tmux(_ arguments: [String]) throws -> String {
    let result = try Subprocess.run(
      "tmux", arguments, environment: ProcessInfo.processInfo.environment)
    guard result.status == 0 else {
      throw TmuxError(
        "tmux \(arguments.joined(separator: " ")) failed: \(result.output)\(result.error)")
    }
    return result.output
  }
}

public struct TmuxError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
