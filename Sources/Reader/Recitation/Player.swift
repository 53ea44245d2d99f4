import ChildProcess
import Foundation
import Interface

/// One file played by mpv, in a process of its own: paused and resumed by stopping and
/// continuing that process, stopped by killing it. `QURAN_VI_AUDIO_OUTPUT=null` plays in real
/// time with no sound device (mpv's `--ao=null`); any other value names mpv's `--ao`.
public final class Player: @unchecked Sendable {
  /// How a file's playing ended.
  public enum Outcome: Equatable, Sendable {
    /// Played to the end, or stopped by `stop()`.
    case finished, stopped
    /// A sentence saying what went wrong.
    case failed(String)
  }

  /// The environment variable that chooses mpv's audio output (`null` for none).
  public static let outputVariable = "QURAN_VI_AUDIO_OUTPUT"

  private let child: ChildProcess
  /// The reading end of the pipe mpv writes its messages (standard output and error) on.
  private let messages: Int32
  private let lock = NSLock()
  private var stopped = false

  /// Starts playing `file`; `onSound` hears when the sound starts. Throws a sentence when
  /// mpv is not installed.
  public init(
    file: String, label: String, environment: [String: String],
    onSound: @escaping @Sendable () -> Void
  ) throws {
    guard let mpv = Self.mpv(environment), let pipe = ChildPipe() else {
      throw PlayerError(AudioText.noPlayer())
    }
    var arguments = [
      "--no-config", "--load-scripts=no", "--ytdl=no", "--osc=no", "--input-terminal=no",
      "--vo=null", "--no-video", "--audio-display=no", "--msg-level=all=error,cplayer=v",
    ]
    if let output = environment[Self.outputVariable], !output.isEmpty {
      arguments.append("--ao=" + output)
    }
    defer { close(pipe.writing) }
    do {
      child = try ChildProcess(
        mpv, arguments + ["--", file], input: .discarded, output: .descriptor(pipe.writing),
        error: .descriptor(pipe.writing))
    } catch {
      close(pipe.reading)
      throw PlayerError(AudioText.noPlayer())
    }
    messages = pipe.reading
    self.label = label
    self.onSound = onSound
  }

  deinit { close(messages) }

  private let label: String
  private let onSound: @Sendable () -> Void

  /// Waits for the end of the file (or of the player), reading what mpv says on the way.
  public func wait() -> Outcome {
    var said = ""
    var lines = PipeLines()
    // The descriptor blocks: this reads until mpv ends.
    _ = lines.read(messages) { line in
      if line.contains("starting audio playback") { onSound() }
      if !line.hasPrefix("[") && said.count < 2000 { said += line + "\n" }
    }
    let termination = child.termination()
    if lock.withLock({ stopped }) { return .stopped }
    if termination == .exited(0) { return .finished }
    if said.contains("audio device") || said.contains("Audio: no audio") {
      return .failed(AudioText.noSoundDevice())
    }
    let how =
      switch termination {
      case .signalled(let signal): "signal \(signal)"
      case .exited(let status): "exit \(status)"
      }
    return .failed(AudioText.playerFailed(label, how))
  }

  /// Pauses the sound by stopping mpv's process (SIGSTOP).
  public func pause() { kill(child.pid, SIGSTOP) }
  /// Resumes a paused sound by continuing mpv's process (SIGCONT).
  public func resume() { kill(child.pid, SIGCONT) }

  /// Ends the sound at once.
  public func stop() {
    lock.withLock { stopped = true }
    kill(child.pid, SIGKILL)
    kill(child.pid, SIGCONT)
  }

  /// The process id of the mpv playing the file.
  public var processIdentifier: Int32 { child.pid }

  /// mpv on PATH, or nil.
  static func mpv(_ environment: [String: String]) -> String? {
    ChildProcess.locate("mpv", in: environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
  }
}

/// A sentence about the player.
public struct PlayerError: Error, CustomStringConvertible {
  /// What went wrong, in the interface's language.
  public let description: String
  /// An error saying `description`.
  public init(_ description: String) { self.description = description }
}
