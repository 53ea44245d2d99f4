import ArgumentParser
import Foundation
import Library
import QuranText

/// The options every command takes: where the Quran text and the person's data are.
struct LocationOptions: ParsableArguments {
  @Option(name: .long, help: "The folder with vi-rwwad.json and vi-hassan.json.")
  var data: String?

  @Option(name: .long, help: "The folder for your data (favorites, progress, the built corpus).")
  var home: String?

  /// Opens the corpus (building it on first use) and the library.
  func openSession() throws -> Session {
    let environment = ProcessInfo.processInfo.environment
    let home = Home.resolve(explicit: home, environment: environment)
    do { try home.create() } catch { throw Problem(error) }
    let source: CorpusSource?
    do {
      source = try CorpusSource.locate(
        explicit: data, environment: environment,
        currentDirectory: FileManager.default.currentDirectoryPath)
    } catch {
      // Without the data an existing corpus still serves; without either, say where we looked.
      if data != nil || !FileManager.default.fileExists(atPath: home.corpusPath) {
        throw Problem(error)
      }
      source = nil
    }
    let corpus: Corpus
    do {
      corpus = try Corpus.open(at: home.corpusPath, source: source, progress: BuildProgress.report)
      BuildProgress.finish()
    } catch {
      throw Problem(error)
    }
    let library: LibraryStore
    do {
      library = try LibraryStore(path: home.libraryPath)
    } catch {
      throw Problem("Your data at \(home.libraryPath) could not be opened (\(error)).")
    }
    return Session(home: home, corpus: corpus, library: library)
  }
}

struct Session {
  let home: Home
  let corpus: Corpus
  let library: LibraryStore
}

/// The progress line of a first-run corpus build, on standard error.
enum BuildProgress {
  nonisolated(unsafe) private static var started = false

  static func report(_ step: String) {
    started = true
    let line = "Preparing the Quran text (first run only): \(step)…"
    if isatty(STDERR_FILENO) == 1 {
      FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    } else {
      FileHandle.standardError.write(Data("\(line)\n".utf8))
    }
  }

  static func finish() {
    guard started else { return }
    let done = "Preparing the Quran text (first run only): done."
    FileHandle.standardError.write(
      Data((isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[K\(done)\n" : "\(done)\n").utf8))
    started = false
  }
}

extension Translation: ExpressibleByArgument {}

/// `--translation` and `--json`, shared by the commands that print text.
struct TextOptions: ParsableArguments {
  @Option(help: "The translation: rwwad or hassan (default: your setting, else rwwad).")
  var translation: Translation?

  @Flag(help: "Print JSON for programs.")
  var json = false

  func chosenTranslation(_ session: Session) throws -> Translation {
    try translation ?? session.library.settings().translation
  }
}
