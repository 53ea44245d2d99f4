import Foundation
import Interface
import QuranCommands
import QuranText
import Recitation

/// `quran play`: the passage recited, with a progress line on standard error.
extension PlayCommand: NetworkWork {
  func perform() throws {
    let recital = try Recital(
      passage: passage.ayahIDs, rounds: `repeat`, eachAyah: repeatAyah, pause: pause,
      options: recitation,
      environment: recitation.environment(ProcessInfo.processInfo.environment))
    let terminal = isatty(STDERR_FILENO) == 1
    let rounds = recital.rounds
    let total = recital.passageCount
    let name = recital.reciter.name
    let problem = ProblemBox()
    recital.run { event in
      var line: String
      switch event {
      case .playing(let step):
        line =
          rounds > 1
          ? AudioText.playingRound("\(step.ayah)", name, step.index, total, step.round, rounds)
          : AudioText.playing("\(step.ayah)", name, step.index, total)
        if recital.eachAyah > 1 { line += AudioText.playingTime(step.time, recital.eachAyah) }
      case .fetching(let ayah): line = AudioText.fetching("\(ayah)")
      case .problem(let sentence):
        problem.set(sentence)
        return
      case .sounding, .finished: return
      }
      FileHandle.standardError.write(
        Data((terminal ? "\r\u{1B}[K" + line : line + "\n").utf8))
    }
    if terminal { FileHandle.standardError.write(Data("\n".utf8)) }
    if let sentence = problem.sentence { throw Problem(sentence) }
    let ayahs = passage.ayahs
    print(
      AudioText.finished(
        ayahs.count == 1
          ? "\(passage.surah):\(ayahs.lowerBound)"
          : "\(passage.surah):\(ayahs.lowerBound)-\(ayahs.upperBound)"))
  }
}

/// The reader's recitation: events as lines on standard output, commands on standard input.
extension ReciteCommand: NetworkWork {
  func perform() throws {
    signal(SIGPIPE, SIG_IGN)
    let recital = try Recital(
      passage: passage.ayahIDs, rounds: max(1, `repeat`), eachAyah: max(1, repeatAyah),
      pause: max(0, pause), options: recitation,
      environment: recitation.environment(ProcessInfo.processInfo.environment))
    recital.listenToTheReader()
    recital.run { event in
      let line =
        switch event {
        case .playing(let step): "playing \(step.ayah)"
        case .sounding(let ayah): "sounding \(ayah)"
        case .fetching(let ayah): "fetching \(ayah)"
        case .problem(let sentence): "problem \(sentence.replacingOccurrences(of: "\n", with: " "))"
        case .finished: "finished"
        }
      // The reader gone, its pipe is too: the recitation stops.
      if (try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))) == nil {
        recital.stop()
      }
    }
  }
}

/// `quran audio fetch SURAH`: every ayah of the surah into the cache.
extension AudioCommand.Fetch: NetworkWork {
  func perform() throws {
    let count = SurahSizes.ayahCount(ofSurah: surah) ?? 0
    let ayahs = Passage(surah: surah, ayahs: 1...count).ayahIDs
    let recital = try Recital(
      passage: ayahs, rounds: 1, eachAyah: 1, pause: 0, options: recitation,
      environment: ProcessInfo.processInfo.environment)
    let cache = AudioCache.resolve(ProcessInfo.processInfo.environment)
    let missing = ayahs.filter {
      !FileManager.default.fileExists(
        atPath: cache.path(recital.reciter, surah: $0.surah, ayah: $0.ayah))
    }
    guard !missing.isEmpty else {
      print(AudioText.alreadyCached(surah, recital.reciter.name))
      return
    }
    let terminal = isatty(STDERR_FILENO) == 1
    var bytes: Int64 = 0
    for ayah in missing {
      let line = AudioText.fetching("\(ayah)")
      FileHandle.standardError.write(Data((terminal ? "\r\u{1B}[K" + line : line + "\n").utf8))
      let path = try recital.download(ayah)
      bytes += (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int64) ?? 0
    }
    if terminal { FileHandle.standardError.write(Data("\n".utf8)) }
    print(
      AudioText.fetched(
        missing.count, ByteSize.text(bytes), surah,
        recital.reciter.name, cache.directory))
  }
}

/// The first problem a recital said.
final class ProblemBox: @unchecked Sendable {
  private let lock = NSLock()
  private var said: String?
  func set(_ sentence: String) { lock.withLock { if said == nil { said = sentence } } }
  var sentence: String? { lock.withLock { said } }
}

extension Recital {
  /// The reader's commands on standard input (pause, resume, stop); the end of its pipe (the
  /// reader closed it, or died) stops all.
  func listenToTheReader() {
    Thread.detachNewThread {
      while let line = readLine() {
        if line == "pause" {
          self.setPaused(true)
        } else if line == "resume" {
          self.setPaused(false)
        } else if line == "stop" {
          self.stop()
        }
      }
      self.stop()
    }
  }
}
