import DataFolder
import Foundation
import Interface
import QuranCommands
import QuranText
import Synchronization
import TextFetch

/// `quran data fetch`'s work, shared with the first start on a computer without the text:
/// download with a progress line on standard error, then build the corpus.
enum TextDownload {
  /// The mirror `--from` names, else `$QURAN_VI_TEXT_URL`, else none (the pinned source).
  static func mirror(_ option: String?, _ environment: [String: String]) throws -> URL? {
    guard let text = option ?? environment[PinnedText.mirrorVariable], !text.isEmpty else {
      return nil
    }
    guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https",
      url.host != nil
    else {
      throw Problem(DataText.notAMirror(text))
    }
    return url
  }

  /// Fetches what is missing into the home's text folder and builds the corpus from it.
  @discardableResult
  static func fetch(into home: Home, mirror: URL?) throws -> [TextFetch.Outcome] {
    let line = ProgressLine()
    let fetch = TextFetch(folder: home.textDirectory, mirror: mirror) { line.show($0) }
    let outcomes: [TextFetch.Outcome]
    do {
      outcomes = try fetch.run()
    } catch {
      line.end()
      throw Problem(error.description)
    }
    line.end()
    do {
      _ = try Corpus.open(
        at: home.corpusPath,
        source: CorpusSource(directory: home.textDirectory, origin: .fetched)
          .with(shelf: TranslationShelf(directory: home.translationsDirectory)),
        progress: BuildProgress.report)
      BuildProgress.finish()
    } catch {
      throw Problem(error)
    }
    return outcomes
  }
}

/// One line of progress per file — bytes, rate, time left — redrawn in place on a terminal,
/// else written as a new line at most twice a second.
final class ProgressLine: Sendable {
  private struct State {
    var file: String?
    var started = Date()
    var firstBytes: Int64 = 0
    var lastShown = Date.distantPast
    var text = ""
  }
  private let state = Mutex(State())
  private let terminal = isatty(STDERR_FILENO) == 1

  func show(_ progress: TextFetch.Progress) {
    let now = Date()
    let file = progress.file
    let text: String? = state.withLock { state in
      if state.file != file.fileName {
        if state.file != nil, terminal { FileHandle.standardError.write(Data("\n".utf8)) }
        state = State(file: file.fileName, started: now, firstBytes: progress.received)
      }
      let done = progress.received >= file.size
      guard done || now.timeIntervalSince(state.lastShown) >= (terminal ? 0.1 : 0.5) else {
        return nil
      }
      state.lastShown = now
      let seconds = max(now.timeIntervalSince(state.started), 0.001)
      let rate = Double(progress.received - state.firstBytes) / seconds
      let left = rate > 0 ? Double(file.size - progress.received) / rate : .infinity
      state.text = Self.describe(file, progress.received, rate: rate, left: left)
      return state.text
    }
    guard let text else { return }
    FileHandle.standardError.write(
      Data((terminal ? "\r\u{1B}[K" + text : text + "\n").utf8))
  }

  func end() {
    let shown = state.withLock { $0.file != nil }
    if shown, terminal { FileHandle.standardError.write(Data("\n".utf8)) }
  }

  static func describe(_ file: PinnedText.File, _ received: Int64, rate: Double, left: Double)
    -> String
  {
    let width = 20
    let filled = Int(Double(width) * Double(received) / Double(max(file.size, 1)))
    let bar =
      String(repeating: "#", count: min(filled, width))
      + String(repeating: "-", count: max(width - filled, 0))
    let megabytes = String(
      format: "%.1f/%.1f MB", Double(received) / 1_000_000, Double(file.size) / 1_000_000)
    let speed =
      rate >= 1_000_000
      ? String(format: "%.1f MB/s", rate / 1_000_000) : String(format: "%.0f kB/s", rate / 1000)
    let remaining =
      received >= file.size
      ? DataText.done() : left.isFinite ? DataText.secondsLeft(Int(left.rounded(.up))) : "…"
    return "\(file.fileName) [\(bar)] \(megabytes)  \(speed)  \(remaining)"
  }
}
