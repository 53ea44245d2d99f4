import Foundation
import Interface
import QuranCommands
import QuranText
import Recitation
import WebClient

/// Recites ayahs one file at a time: each from the cache, else downloaded into it (the next
/// one is fetched while this one plays), then played by `Player`. Paused, resumed and
/// stopped from another thread.
final class Recital: @unchecked Sendable {
  struct Step {
    let ayah: AyahID
    /// 1-based, within the passage.
    let index: Int
    let round: Int
    /// 1-based, among the recitations of this ayah in a row (`--repeat-ayah`).
    let time: Int
  }

  enum Event {
    case fetching(AyahID), playing(Step), sounding(AyahID), problem(String), finished
  }

  let reciter: Reciter
  let steps: [Step]
  let passageCount: Int
  let rounds: Int
  /// How many times in a row each ayah is recited.
  let eachAyah: Int
  private let cache: AudioCache
  private let base: URL
  private let environment: [String: String]
  private let pause: Double
  private let state = NSCondition()
  private var player: Player?
  private var paused = false
  private var stopped = false
  /// Whether the person was told that the cache cannot be written.
  private var saidUncached = false
  private var fetchesUnderWay: Set<AyahID> = []

  init(
    passage: [AyahID], rounds: Int, eachAyah: Int, pause: Double, options: RecitationOptions,
    environment: [String: String]
  ) throws {
    reciter = options.chosenReciter
    cache = AudioCache.resolve(environment)
    base = try Self.base(options.from, environment)
    self.environment = environment
    self.pause = pause
    self.rounds = rounds
    self.eachAyah = max(1, eachAyah)
    passageCount = passage.count
    var steps: [Step] = []
    for round in 1...rounds {
      for (index, ayah) in passage.enumerated() {
        for time in 1...max(1, eachAyah) {
          steps.append(Step(ayah: ayah, index: index + 1, round: round, time: time))
        }
      }
    }
    self.steps = steps
  }

  /// `--from`, else `$QURAN_VI_AUDIO_URL`, else everyayah.com.
  static func base(_ option: String?, _ environment: [String: String]) throws -> URL {
    let text =
      option ?? environment[Reciter.mirrorVariable].flatMap { $0.isEmpty ? nil : $0 }
      ?? Reciter.defaultBase
    guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https",
      url.host != nil
    else { throw Problem(AudioText.notAMirror(text)) }
    return url
  }

  /// Plays every step in turn; false when a problem ended it (said through `tell`).
  @discardableResult
  func run(_ tell: @escaping @Sendable (Event) -> Void) -> Bool {
    for (position, step) in steps.enumerated() {
      if isStopped { return true }
      let file: String
      do {
        file = try self.file(step.ayah, tell)
      } catch {
        tell(.problem(String(describing: error)))
        return false
      }
      if position + 1 < steps.count { prefetch(steps[position + 1].ayah) }
      let outcome: Player.Outcome
      do {
        let ayah = step.ayah
        outcome = try sound(
          file, ayah, onStart: { tell(.playing(step)) }, onSound: { tell(.sounding(ayah)) }
        ).outcome
      } catch {
        tell(.problem(String(describing: error)))
        return false
      }
      switch outcome {
      case .stopped: return true
      case .failed(let sentence):
        tell(.problem(sentence))
        return false
      case .finished: break
      }
      if pause > 0, position + 1 < steps.count { rest(pause) }
    }
    if !isStopped { tell(.finished) }
    return true
  }

  /// Plays the ayah's `file` to its end (or a stop), paused while the recital is;
  /// `onStart` hears when the player started, `onSound` when its sound did. Also gives the
  /// seconds the sound lasted (from its start to the player's end). Throws a sentence when
  /// the player cannot start.
  func sound(
    _ file: String, _ ayah: AyahID, onStart: () -> Void,
    onSound: @escaping @Sendable () -> Void
  ) throws -> (outcome: Player.Outcome, seconds: Double) {
    let soundStart = SoundStart()
    let player = try Player(
      file: file, label: "\(ayah)", environment: environment,
      onSound: {
        soundStart.mark()
        onSound()
      })
    let started = Date()
    state.withLock {
      self.player = player
      if paused { player.pause() }
      if stopped { player.stop() }
    }
    onStart()
    let outcome = player.wait()
    state.withLock { self.player = nil }
    return (outcome, Date().timeIntervalSince(soundStart.date ?? started))
  }

  var isStopped: Bool { state.withLock { stopped } }

  func setPaused(_ value: Bool) {
    state.withLock {
      paused = value
      if value { player?.pause() } else { player?.resume() }
      state.broadcast()
    }
  }

  func stop() {
    state.withLock {
      stopped = true
      player?.stop()
      state.broadcast()
    }
  }

  /// Silence between ayahs, cut short by a stop; a pause holds it.
  func rest(_ seconds: Double) {
    let until = Date().addingTimeInterval(seconds)
    state.withLock {
      while !stopped && (paused || Date() < until) {
        _ = state.wait(until: paused ? Date().addingTimeInterval(0.25) : until)
      }
    }
  }

  /// The ayah's file: cached, or fetched now (waiting for a fetch already under way).
  func file(_ ayah: AyahID, _ tell: (Event) -> Void) throws -> String {
    state.withLock {
      while fetchesUnderWay.contains(ayah) { state.wait() }
    }
    if let path = cache.cached(reciter, surah: ayah.surah, ayah: ayah.ayah) { return path }
    tell(.fetching(ayah))
    return try download(ayah)
  }

  func prefetch(_ ayah: AyahID) {
    let start = state.withLock {
      guard !fetchesUnderWay.contains(ayah),
        !FileManager.default.fileExists(
          atPath: cache.path(reciter, surah: ayah.surah, ayah: ayah.ayah))
      else { return false }
      fetchesUnderWay.insert(ayah)
      return true
    }
    guard start else { return }
    DispatchQueue.global().async {
      _ = try? self.download(ayah)
      self.state.withLock {
        self.fetchesUnderWay.remove(ayah)
        self.state.broadcast()
      }
    }
  }

  /// Downloads the ayah's file into the cache; throws a sentence.
  func download(_ ayah: AyahID) throws -> String {
    let url = base.appendingPathComponent(reciter.folder).appendingPathComponent(
      Reciter.fileName(surah: ayah.surah, ayah: ayah.ayah))
    let answer: WebResponse
    do {
      answer = try Web.send(WebRequest(url: url, timeout: 60, maximumBody: 32 << 20))
    } catch {
      throw Problem(
        AudioText.unreachable(base.host ?? base.absoluteString, error.reason, ayah.surah))
    }
    guard answer.status == 200, !answer.body.isEmpty else {
      throw Problem(
        AudioText.notOnServer(
          base.host ?? base.absoluteString, "\(ayah)", reciter.name, answer.status))
    }
    do {
      return try cache.store(answer.body, reciter, surah: ayah.surah, ayah: ayah.ayah)
    } catch {
      // A cache that cannot be written does not stop the recitation: the file is played
      // from a private temporary folder and not kept.
      return try playUncached(answer.body, ayah, reason: error.localizedDescription)
    }
  }

  /// Writes the ayah's file into this process's private temporary folder (0700), said once
  /// on standard error with the cache's path and the fix.
  private func playUncached(_ data: Data, _ ayah: AyahID, reason: String) throws -> String {
    let folder = NSTemporaryDirectory() + "quran-vi-audio-\(getpid())"
    let path = folder + "/" + Reciter.fileName(surah: ayah.surah, ayah: ayah.ayah)
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try data.write(to: URL(fileURLWithPath: path))
    } catch {
      throw Problem(AudioText.cannotStore(cache.directory, reason))
    }
    let first = state.withLock {
      defer { saidUncached = true }
      return !saidUncached
    }
    if first {
      FileHandle.standardError.write(
        Data("quran: \(AudioText.playingUncached(cache.directory, reason))\n".utf8))
    }
    return path
  }
}

extension Problem: CustomStringConvertible {
  /// The problem's sentence, as string interpolation and `print` show it.
  package var description: String { message }
}

/// When a player's sound started, marked from the thread that reads the player's messages.
final class SoundStart: @unchecked Sendable {
  private let lock = NSLock()
  private var marked: Date?
  /// Marks now, the first time only.
  func mark() { lock.withLock { if marked == nil { marked = Date() } } }
  /// When the sound started, if it did.
  var date: Date? { lock.withLock { marked } }
}
