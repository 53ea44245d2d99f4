import ChildProcess
import Foundation
import Interface
import QuranText
import Recitation

/// The reader's recitation: `quran recite` in a child process, which plays (with mpv)
/// and says each step as a line; the terminal loop looks at it between keys (`take`). The
/// reader itself loads no audio code. Stopping closes the child's input: the child kills its
/// player at once and ends, as it also does when the reader dies.
public final class RecitationChild {
  /// What the reader hears from the child.
  public enum Event: Equatable {
    /// An ayah being fetched or played; a sentence saying what went wrong; the passage ended.
    case fetching(AyahID), playing(AyahID), problem(String), finished
    /// Hear and recite: a step begins (its ayahs as a passage's name, which time of how
    /// many); the person's turn to recite it, in a silence of `seconds`.
    case step(String, time: Int, of: Int), turn(String, time: Int, of: Int, seconds: Double)
  }

  private let program: String
  private var child: (pid: pid_t, input: Int32, output: Int32)?
  private var said = PipeLines()
  /// Children told to stop and not yet gone, reaped as they end.
  private var ending: [pid_t] = []
  /// Whether the recitation is paused.
  public private(set) var paused = false

  /// A recitation not started; `program` is quran's own file.
  public init(program: String) { self.program = program }

  /// Starts reciting `passage` (`2:255-286`); a recitation under way is stopped first.
  public func start(
    _ passage: String, reciter: Reciter, repeatEachAyah: Int, rounds: Int = 1, pause: Double = 0
  ) -> Bool {
    stop()
    // A child gone before a command reaches it must not end the reader.
    signal(SIGPIPE, SIG_IGN)
    child = LinkedChild.spawn(
      program,
      [
        "recite", passage, "--reciter", reciter.id, "--repeat-ayah", "\(repeatEachAyah)",
        "--repeat", "\(rounds)", "--pause", "\(pause)",
      ])
    paused = false
    return child != nil
  }

  /// Starts hearing and reciting `passage` (`quran drill`): each step `repeats`
  /// times, each silence `silence` times as long as what was heard; a recitation under way is
  /// stopped first.
  public func startDrill(_ passage: String, reciter: Reciter, repeats: Int, silence: Double)
    -> Bool
  {
    stop()
    signal(SIGPIPE, SIG_IGN)
    child = LinkedChild.spawn(
      program,
      [
        "drill", passage, "--reciter", reciter.id, "--repeat", "\(repeats)", "--silence",
        "\(silence)", "--events",
      ])
    paused = false
    return child != nil
  }

  /// Whether a recitation is under way (paused or not).
  public var isRunning: Bool { child != nil }

  /// Pauses or resumes the recitation under way.
  public func setPaused(_ value: Bool) {
    guard let child else { return }
    paused = value
    send(value ? "pause" : "resume", to: child.input)
  }

  /// Stops the recitation under way; its child is reaped when it ends.
  public func stop() {
    guard let child else { return }
    close(child.input)
    close(child.output)
    ending.append(child.pid)
    reapEnded()
    self.child = nil
    said = PipeLines()
  }

  private func reapEnded() {
    ending.removeAll { pid in
      var status: Int32 = 0
      return waitpid(pid, &status, WNOHANG) != 0
    }
  }

  /// The first word of a line the child says.
  private enum Word: String { case playing, fetching, step, turn, problem, finished }

  /// What the child said since the last look.
  public func take() -> [Event] {
    reapEnded()
    guard let child else { return [] }
    var lines: [String] = []
    if said.read(child.output, line: { lines.append($0) }), lines.isEmpty {
      stop()
      return [.finished]
    }
    var events: [Event] = []
    for line in lines {
      let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
      // A line of another word is passed over.
      guard parts.count >= 1, let word = Word(rawValue: parts[0]) else { continue }
      let argument = parts.count > 1 ? parts[1] : ""
      switch word {
      case .playing: if let ayah = try? AyahID.parse(argument) { events.append(.playing(ayah)) }
      case .fetching: if let ayah = try? AyahID.parse(argument) { events.append(.fetching(ayah)) }
      case .step, .turn:
        if let event = Self.drillEvent(parts[0], argument) { events.append(event) }
      case .problem: events.append(.problem(argument))
      case .finished: events.append(.finished)
      }
    }
    if events.contains(where: { if case .problem = $0 { true } else { $0 == .finished } }) {
      stop()
    }
    return events
  }

  /// `step 67:1-2 1 3` or `turn 67:1-2 1 3 1.20`, read.
  static func drillEvent(_ kind: String, _ argument: String) -> Event? {
    let fields = argument.split(separator: " ").map(String.init)
    guard fields.count >= 3, let time = Int(fields[1]), let of = Int(fields[2]) else {
      return nil
    }
    if kind == "step" { return .step(fields[0], time: time, of: of) }
    guard fields.count >= 4, let seconds = Double(fields[3]) else { return nil }
    return .turn(fields[0], time: time, of: of, seconds: seconds)
  }

  private func send(_ command: String, to fd: Int32) {
    let bytes = Array((command + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  }
}
