import DataFolder
import Foundation
import Interface
import Library
import QuranText

/// Where the Quran text and the person's data are: `--data` and `--home` as given (nil when
/// not), as plain values, so that a command can be carried out without the argument parser
/// (`CommandLineShortcut`) as well as with it (`LocationOptions`).
struct DataLocation: Equatable {
  /// `--data`: the folder of the Quran text.
  var data: String?
  /// `--home`: the data folder.
  var home: String?

  /// These options as given, to hand to a child `quran`.
  var arguments: [String] {
    (data.map { ["--data", $0] } ?? []) + (home.map { ["--home", $0] } ?? [])
  }

  /// Opens the corpus (building it on first use, fetching the text first if the person
  /// agrees) and the library; `access` says whether the command writes to the library. A
  /// command that writes takes the library's backup of the day first, when there is none.
  /// The reader (`forReader`) takes it after its first frame, and shows the notice itself.
  func openSession(access: LibraryStore.Access = .readWrite, forReader: Bool = false) throws
    -> Session
  {
    let environment = ProcessEnvironment.all
    let home = try resolvedHome()
    let source = try locateText(home: home, environment: environment)
    let corpus = try openCorpus(home: home, source: source)
    let (library, notice) = try openLibraryNoting(home: home, access: access)
    if !forReader { tell(notice, library: library, backingUp: access == .readWrite) }
    return Session(home: home, corpus: corpus, library: library, notice: notice, source: source)
  }

  /// The data folder and the library, for a command that needs no scripture (`fav add`,
  /// `note add`, `import-legacy`): its ayah ids were checked with the surahs' lengths
  /// (`SurahSizes`), so a computer without the text is never asked to fetch it.
  func openLibrarySession(access: LibraryStore.Access = .readWrite) throws -> LibrarySession {
    let home = try resolvedHome()
    let (library, notice) = try openLibraryNoting(home: home, access: access)
    tell(notice, library: library, backingUp: access == .readWrite)
    return LibrarySession(home: home, library: library)
  }

  /// Prints what the person must be told about their library (and the damaged files still
  /// kept aside), and takes the library's backup (for a command that writes) when one is due:
  /// the day's, or one after a batch of changes. A library opened for reading only is not
  /// said before a command that writes: its write fails saying why, once.
  private func tell(_ notice: LibraryNotice?, library: LibraryStore, backingUp: Bool) {
    let saidByTheWrite =
      switch notice {
      case .readOnly?, .permission?: backingUp
      case .setAside?, .damagedInPlace?, nil: false
      }
    if let notice, !saidByTheWrite {
      FileHandle.standardError.write(Data("quran: \(notice)\n".utf8))
    }
    if let reminder = Self.keptAsideReminder(library, notice: notice) {
      FileHandle.standardError.write(Data("quran: \(reminder)\n".utf8))
    }
    guard backingUp else { return }
    do { try library.backUpIfDue() } catch {
      FileHandle.standardError.write(Data("quran: \(error)\n".utf8))
    }
  }

  /// The sentence that names the damaged files still kept aside beside `library`, unless the
  /// notice just named the one set aside now; nil when none is waiting.
  static func keptAsideReminder(_ library: LibraryStore, notice: LibraryNotice?) -> String? {
    if case .setAside = notice { return nil }
    let folder = (library.path as NSString).deletingLastPathComponent
    let waiting = LibraryFile.waiting(in: folder)
    guard !waiting.isEmpty else { return nil }
    return LibraryText.keptAsideReminder(waiting.joined(separator: ", "))
  }

  /// The data folder, made if it is missing.
  func resolvedHome() throws -> Home {
    let home = Home.resolve(explicit: home, environment: ProcessEnvironment.all)
    do { try home.create() } catch { throw Problem(error) }
    return home
  }

  /// The library, opened so that a damaged file never locks the person out; what they must
  /// be told (a damaged file set aside, a read-only folder) is printed first.
  func openLibrary(home: Home, access: LibraryStore.Access) throws -> LibraryStore {
    let (library, notice) = try openLibraryNoting(home: home, access: access)
    tell(notice, library: library, backingUp: false)
    return library
  }

  private func openLibraryNoting(home: Home, access: LibraryStore.Access) throws -> (
    LibraryStore, LibraryNotice?
  ) {
    do {
      let (library, notice) = try LibraryStore.open(path: home.libraryPath, access: access)
      if let settings = try? library.settings() { InterfaceLanguage.adopt(settings) }
      // The plan an earlier version kept in the data folder goes into the library, once. A
      // failure (a full disk) never stops the command: the file stays, for the next open.
      if access == .readWrite {
        _ = try? library.adoptMemorizePlan(from: MemorizePlanFile(path: home.memorizePlanPath))
      }
      return (library, notice)
    } catch {
      throw Problem(error)
    }
  }

  /// The folder of the Quran text, found the way the reader promises (`CorpusSource.locate`).
  func textSource(home: Home, environment: [String: String]) throws(CorpusSourceError)
    -> CorpusSource
  {
    try CorpusSource.locate(
      explicit: data, environment: environment,
      fetched: [home.textDirectory, home.ownTextDirectory],
      currentDirectory: FileManager.default.currentDirectoryPath
    ).with(shelf: TranslationShelf(directory: home.translationsDirectory))
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
      let size = ByteSize.text(Int64(PinnedText.totalSize))
      FileHandle.standardError.write(
        Data(CommandText.textMissingQuestion(size).utf8))
      guard OneKeyAnswer.yes(byDefault: true) else {
        throw Problem(CommandText.nothingFetched())
      }
      do {
        try QuranProgram.run(["data", "fetch"] + arguments)
      } catch {
        // In a window of its own (`xterm -e quran`) the sentence would close with it.
        FileHandle.standardError.write(Data((CommandText.fetchFailedPressEnter() + "\n").utf8))
        _ = readLine()
        throw error
      }
      return CorpusSource(directory: home.textDirectory, origin: .fetched)
        .with(shelf: TranslationShelf(directory: home.translationsDirectory))
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
        Data("quran: \(CommandText.earlierTextUsed(String(describing: error)))\n".utf8))
      return earlier
    }
  }
}
