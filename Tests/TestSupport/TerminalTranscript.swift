import ChildProcess
import Foundation
import Loopback

/// The built `quran` run in a real terminal through util-linux's `script` (a pseudo-terminal
/// of its own), typed into a line at a time through a pipe, every byte it writes kept as it
/// came: for the line mode's byte stream (issue 74). A test waits for the output it expects,
/// looking at the transcript until a deadline, never sleeping for it.
public final class TerminalTranscript {
  private let child: ChildProcess
  private let input: Int32
  private let directory: String
  private let transcriptPath: String
  private var ended: Int32?

  /// Starts `quran ARGUMENTS` in `home`, with the shared data and `environment` over this
  /// program's.
  public init(_ arguments: [String], home: String, environment extra: [String: String] = [:])
    throws
  {
    directory = Fixtures.makeTemporaryDirectory("script")
    transcriptPath = directory + "/transcript"
    var environment = ProcessInfo.processInfo.environment
    environment["QURAN_VI_DATA"] = Fixtures.dataDirectory
    environment["QURAN_VI_HOME"] = home
    environment.removeValue(forKey: "NO_COLOR")
    for (key, value) in extra { environment[key] = value }
    let command = ([QuranProcess.executable] + arguments).map(Self.quoted).joined(separator: " ")
    guard let pipe = ChildPipe() else { throw SubprocessError("no pipes left") }
    do {
      child = try ChildProcess(
        "/usr/bin/script", ["-qfec", "exec " + command, "/dev/null"], environment: environment,
        input: .descriptor(pipe.reading), output: .writing(transcriptPath), error: .discarded)
    } catch {
      close(pipe.reading)
      close(pipe.writing)
      throw SubprocessError("script could not start: \(error)")
    }
    close(pipe.reading)
    input = pipe.writing
  }

  deinit {
    if ended == nil {
      kill(child.pid, SIGKILL)
      _ = child.wait()
    }
    if input >= 0 { close(input) }
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// Every byte written to the terminal so far.
  public var bytes: [UInt8] {
    (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: transcriptPath)))) ?? []
  }

  /// The transcript as text, its line ends (`\r\n` on a terminal) made `\n`.
  public var text: String {
    String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
  }

  /// Types `line` and Enter.
  public func type(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
  }

  /// Ends the input, as Ctrl-D at the start of a line does.
  public func endInput() {
    let eof: [UInt8] = [4]
    _ = eof.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
  }

  /// Waits until the transcript holds what `seen` looks for, or `seconds` pass; whether it did.
  @discardableResult
  public func waitFor(_ seconds: Double = 30, _ seen: (String) -> Bool) -> Bool {
    Waiting.until(seconds) { seen(text) }
  }

  /// Waits until `text` stands in the transcript `count` times.
  @discardableResult
  public func waitFor(_ text: String, count: Int = 1, seconds: Double = 30) -> Bool {
    waitFor(seconds) { $0.components(separatedBy: text).count - 1 >= count }
  }

  /// Waits for the program's end, up to `seconds`; its exit status, or nil when it still runs.
  public func waitForEnd(_ seconds: Double = 30) -> Int32? {
    _ = Waiting.until(seconds) {
      ended = ended ?? child.ended()
      return ended != nil
    }
    return ended
  }

  /// A word for `sh -c`, in single quotes.
  private static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
