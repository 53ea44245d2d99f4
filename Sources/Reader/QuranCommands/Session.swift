import ArgumentParser
import DataFolder
import Foundation
import Interface
import Library
import QuranText

/// The options every command takes: where the Quran text and the person's data are
/// (`DataLocation` does the work).
package struct LocationOptions: ParsableArguments {
  /// `--data PATH`: the folder with the published text files (`vi-rwwad.json`, `vi-hassan.json`).
  @Option(name: .long, help: .text(.data, valueName: "DIR"))
  package var data: String?

  /// `--home PATH`: the person's data folder, instead of `QURAN_VI_HOME` or the XDG one.
  @Option(name: .long, help: .text(.home, valueName: "DIR"))
  package var home: String?

  /// The options at their defaults, for the parser to fill.
  package init() {}

  /// The places these options name.
  var place: DataLocation { DataLocation(data: data, home: home) }

  /// These options as given, to hand to a child `quran`.
  var arguments: [String] { place.arguments }

  /// `DataLocation.openSession`.
  func openSession(access: LibraryStore.Access = .readWrite, forReader: Bool = false) throws
    -> Session
  {
    try place.openSession(access: access, forReader: forReader)
  }

  /// `DataLocation.openLibrarySession`.
  func openLibrarySession(access: LibraryStore.Access = .readWrite) throws -> LibrarySession {
    try place.openLibrarySession(access: access)
  }

  /// `DataLocation.keptAsideReminder`.
  static func keptAsideReminder(_ library: LibraryStore, notice: LibraryNotice?) -> String? {
    DataLocation.keptAsideReminder(library, notice: notice)
  }

  /// `DataLocation.resolvedHome`.
  func resolvedHome() throws -> Home { try place.resolvedHome() }

  /// `DataLocation.openLibrary`.
  package func openLibrary(home: Home, access: LibraryStore.Access) throws -> LibraryStore {
    try place.openLibrary(home: home, access: access)
  }

  /// `DataLocation.textSource`.
  func textSource(home: Home, environment: [String: String]) throws(CorpusSourceError)
    -> CorpusSource
  {
    try place.textSource(home: home, environment: environment)
  }
}

struct Session {
  let home: Home
  let corpus: Corpus
  let library: LibraryStore
  /// What the person was told about their library as it opened.
  var notice: LibraryNotice?
  /// Where the published files were found, if they were.
  var source: CorpusSource? = nil
}

extension Session {
  /// Ends the program, successfully, with this session still open: a command that only read
  /// has nothing of its own to close, and closing the corpus and the library (GRDB's
  /// `DatabaseQueue` deinit) searches the program's conformances twice, a cost `quran read`
  /// would show. SQLite's files close with the process; standard output is flushed by `exit`.
  func endProgram() -> Never {
    withExtendedLifetime(self) { Foundation.exit(0) }
  }
}

/// The data folder and the library, without the scripture.
struct LibrarySession {
  let home: Home
  let library: LibraryStore
}

/// The progress line of a first-run corpus build, on standard error.
package enum BuildProgress {
  nonisolated(unsafe) private static var started = false
  /// Each step a line of its own even on a terminal (the line mode: nothing is
  /// written over).
  nonisolated(unsafe) static var linesOnly = false

  /// Whether a step is written over the last one: on a terminal, unless `linesOnly`.
  private static var overwrites: Bool { !linesOnly && isatty(STDERR_FILENO) == 1 }

  /// Shows `step` of the build, over the last one on a terminal, as a line of its own otherwise.
  package static func report(_ step: String) {
    started = true
    let line = CommandText.preparing(step)
    if overwrites {
      FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    } else {
      FileHandle.standardError.write(Data("\(line)\n".utf8))
    }
  }

  /// Says the build is done, if a step was shown; otherwise prints nothing.
  package static func finish() {
    guard started else { return }
    let done = CommandText.preparingDone()
    FileHandle.standardError.write(
      Data((overwrites ? "\r\u{1B}[K\(done)\n" : "\(done)\n").utf8))
    started = false
  }
}

extension Translation: ExpressibleByArgument {}

/// `--translation` and `--json`, shared by the commands that print text.
struct TextOptions: ParsableArguments {
  @Option(help: .text(.translation, valueName: "rwwad|hassan"))
  var translation: Translation?

  @Flag(help: .text(.json))
  var json = false

  func chosenTranslation(_ session: Session) throws -> Translation {
    try translation ?? session.library.settings().translation
  }
}
