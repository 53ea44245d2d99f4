import ArgumentParser
import Foundation
import Interface
import Library
import QuranText

/// The options every command takes: where the Quran text and the person's data are.
package struct LocationOptions: ParsableArguments {
  @Option(name: .long, help: .text(.data))
  package var data: String?

  @Option(name: .long, help: .text(.home))
  package var home: String?

  package init() {}

  /// These options as given, to hand to quran-sync.
  var arguments: [String] {
    (data.map { ["--data", $0] } ?? []) + (home.map { ["--home", $0] } ?? [])
  }

  /// Opens the corpus (building it on first use, fetching the text first if the person
  /// agrees) and the library; `access` says whether the command writes to the library.
  func openSession(access: LibraryStore.Access = .readWrite) throws -> Session {
    let environment = ProcessInfo.processInfo.environment
    let home = Home.resolve(explicit: home, environment: environment)
    do { try home.create() } catch { throw Problem(error) }
    let source = try locateText(home: home, environment: environment)
    let corpus = try openCorpus(home: home, source: source)
    let library: LibraryStore
    do {
      library = try LibraryStore(path: home.libraryPath, access: access)
    } catch {
      throw Problem(CommandText.dataUnopenable(home.libraryPath, error))
    }
    if let settings = try? library.settings() { InterfaceLanguage.adopt(settings) }
    return Session(home: home, corpus: corpus, library: library)
  }

  /// The folder of the Quran text, found the way the reader promises (`CorpusSource.locate`).
  func textSource(home: Home, environment: [String: String]) throws(CorpusSourceError)
    -> CorpusSource
  {
    try CorpusSource.locate(
      explicit: data, environment: environment, fetched: home.textDirectory,
      currentDirectory: FileManager.default.currentDirectoryPath)
  }

  /// The folder of the Quran text; nil when only an existing corpus can serve. On a computer
  /// with neither, asks to fetch the text (on a terminal) or says how to.
  private func locateText(home: Home, environment: [String: String]) throws -> CorpusSource? {
    do {
      return try textSource(home: home, environment: environment)
    } catch {
      if !error.explicit, FileManager.default.fileExists(atPath: home.corpusPath) { return nil }
      guard !error.explicit, isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1 else {
        throw Problem(error)
      }
      let size = PinnedText.totalSize / 1_000_000
      FileHandle.standardError.write(
        Data(CommandText.textMissingQuestion(size).utf8))
      let answer = (readLine() ?? "n").trimmingCharacters(in: .whitespaces).lowercased()
      guard answer.isEmpty || answer == "y" || answer == "yes" else {
        throw Problem(CommandText.nothingFetched())
      }
      try SyncProgram.run(["data", "fetch"] + arguments)
      return CorpusSource(directory: home.textDirectory, origin: .fetched)
    }
  }

  /// The corpus, built when missing or when its text changed. A text that changed and can no
  /// longer be read leaves the corpus built earlier in use, with a word about it.
  private func openCorpus(home: Home, source: CorpusSource?) throws -> Corpus {
    do {
      let corpus = try Corpus.open(
        at: home.corpusPath, source: source, progress: BuildProgress.report)
      BuildProgress.finish()
      return corpus
    } catch {
      BuildProgress.finish()
      guard source != nil, let earlier = try? Corpus(path: home.corpusPath) else {
        throw Problem(error)
      }
      FileHandle.standardError.write(
        Data("quran: \(CommandText.earlierTextUsed(error))\n".utf8))
      return earlier
    }
  }
}

struct Session {
  let home: Home
  let corpus: Corpus
  let library: LibraryStore
}

/// The progress line of a first-run corpus build, on standard error.
package enum BuildProgress {
  nonisolated(unsafe) private static var started = false

  package static func report(_ step: String) {
    started = true
    let line = CommandText.preparing(step)
    if isatty(STDERR_FILENO) == 1 {
      FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    } else {
      FileHandle.standardError.write(Data("\(line)\n".utf8))
    }
  }

  package static func finish() {
    guard started else { return }
    let done = CommandText.preparingDone()
    FileHandle.standardError.write(
      Data((isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[K\(done)\n" : "\(done)\n").utf8))
    started = false
  }
}

extension Translation: ExpressibleByArgument {}

/// `--translation` and `--json`, shared by the commands that print text.
struct TextOptions: ParsableArguments {
  @Option(help: .text(.translation))
  var translation: Translation?

  @Flag(help: .text(.json))
  var json = false

  func chosenTranslation(_ session: Session) throws -> Translation {
    try translation ?? session.library.settings().translation
  }
}
