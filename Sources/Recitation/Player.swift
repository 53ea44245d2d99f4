import Foundation
import Interface

/// One file played by mpv, in a process of its own: paused and resumed by stopping and
/// continuing that process, stopped by killing it. `QURAN_VI_AUDIO_OUTPUT=null` plays in real
/// time with no sound device (mpv's `--ao=null`); any other value names mpv's `--ao`.
public final class Player: @unchecked Sendable {
  /// How a file's playing ended.
  public enum Outcome: Equatable, Sendable {
    case finished, stopped
    /// A sentence saying what went wrong.
    case failed(String)
  }

  /// The environment variable that chooses mpv's audio output (`null` for none).
  public static let outputVariable = "QURAN_VI_AUDIO_OUTPUT"

  private let process = Process()
  private let lock = NSLock()
  private var stopped = false

  /// Starts playing `file`; `onSound` hears when the sound starts. Throws a sentence when
  /// mpv is not installed.
  public init(
    file: String, label: String, environment: [String: String],
    onSound: @escaping @Sendable () -> Void
  ) throws {
    guard let mpv = Self.mpv(environment) else { throw PlayerError(AudioText.noPlayer()) }
    process.executableURL = URL(fileURLWithPath: mpv)
    var arguments = [
      "--no-config", "--load-scripts=no", "--ytdl=no", "--osc=no", "--input-terminal=no",
      "--vo=null", "--no-video", "--audio-display=no", "--msg-level=all=error,cplayer=v",
    ]
    if let output = environment[Self.outputVariable], !output.isEmpty {
      arguments.append("--ao=" + output)
    }
    process.arguments = arguments + ["--", file]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    self.pipe = pipe
    self.label = label
    self.onSound = onSound
    do { try process.run() } catch { throw PlayerError(AudioText.noPlayer()) }
  }

  private let pipe: Pipe
  private let label: String
  private let onSound: @Sendable () -> Void

  /// Waits for the end of the file (or of the player), reading what mpv says on the way.
  public func wait() -> Outcome {
    var said = ""
    var pending = Data()
    let handle = pipe.fileHandleForReading
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      pending.append(chunk)
      while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeSubrange(...end)
        if line.contains("starting audio playback") { onSound() }
        if !line.hasPrefix("[") && said.count < 2000 { said += line + "\n" }
      }
    }
    process.waitUntilExit()
    if lock.withLock({ stopped }) { return .stopped }
    if process.terminationReason == .exit && process.terminationStatus == 0 { return .finished }
    if said.contains("audio device") || said.contains("Audio: no audio") {
      return .failed(AudioText.noSoundDevice())
    }
    let how =
      process.terminationReason == .uncaughtSignal
      ? "signal \(process.terminationStatus)" : "exit \(process.terminationStatus)"
    return .failed(AudioText.playerFailed(label, how))
  }

  /// Pauses the sound by stopping mpv's process (SIGSTOP).
  public func pause() { kill(process.processIdentifier, SIGSTOP) }
  /// Resumes a paused sound by continuing mpv's process (SIGCONT).
  public func resume() { kill(process.processIdentifier, SIGCONT) }

  /// Ends the sound at once.
  public func stop() {
    lock.withLock { stopped = true }
    kill(process.processIdentifier, SIGKILL)
    kill(process.processIdentifier, SIGCONT)
  }

  /// The process id of the mpv playing the file.
  public var processIdentifier: Int32 { process.processIdentifier }

  /// mpv on PATH, or nil.
  static func mpv(_ environment: [String: String]) -> String? {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/mpv" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}

/// A sentence about the player.
public struct PlayerError: Error, CustomStringConvertible {
  /// What went wrong, in the interface's language.
  public let description: String
  /// An error saying `description`.
  public init(_ description: String) { self.description = description }
}
