import ArgumentParser
import DataFolder
import Foundation
import Interface
import QuranText

/// `quran data fetch|status|verify`: the Quran text on this computer.
package struct DataCommand: ParsableCommand {
  /// `data`, with its subcommands, in the person's language.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "data", abstract: DataText.helpData(),
      subcommands: [
        Fetch.self, Status.self, Verify.self, CheckUpdates.self, Update.self, Use.self, Diff.self,
      ])
  }

  /// The command as the parser makes it; `data` alone prints its help.
  package init() {}

  /// Carried out by the network code (`NetworkCommand`).
  package struct Fetch: NetworkCommand {
    /// `fetch`, its help naming the repository and commit the text is pinned to.
    package static var configuration: CommandConfiguration {
      CommandConfiguration(
        commandName: "fetch",
        abstract: DataText.helpFetch(),
        discussion: DataText.helpFetchDiscussion(
          PinnedText.repository, PinnedText.commit.prefix(12)
        ).flowingParagraphs)
    }

    /// `--from BASE_URL`: a mirror of the published text files to fetch from instead.
    @Option(
      help: ArgumentHelp(
        DataText.helpFrom(),
        valueName: "BASE_URL"))
    package var from: String?
    /// Where the text is written (`--data`, `--home`).
    @OptionGroup package var location: LocationOptions

    /// The options at their defaults, for the parser to fill.
    package init() {}
  }

  struct Status: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "status", abstract: DataText.helpStatus())
    }
    @OptionGroup var location: LocationOptions

    func run() throws {
      let environment = ProcessInfo.processInfo.environment
      let home = Home.resolve(explicit: location.home, environment: environment)
      let source = try? location.textSource(home: home, environment: environment)
      if let source {
        print(DataText.textAt(source.directory, source.origin.said))
      } else {
        print(DataText.textMissing())
      }
      print(DataText.pinnedSource(PinnedText.repository, PinnedText.commit))
      let shelf = TranslationShelf(directory: home.translationsDirectory)
      for file in PinnedText.textFiles {
        let path = source.map { $0.path(of: file) }
        let check = path.map { FileCheck.of($0, against: file) } ?? .missing
        print("  \(file.fileName): \(TextReport.describe(check, file))")
        print(DataText.translationBy(file.translation?.translator ?? ""))
        if let translation = file.translation { EditionReport.print(translation, shelf: shelf) }
      }
      print(DataText.arabicSource())
      StudyReport.print(source: source, corpusPath: home.corpusPath)
      print(DataText.rights())
      print(AudioText.credits())
      print(DataText.divisionsSource())
      let corpus = FileManager.default.fileExists(atPath: home.corpusPath)
      print(DataText.corpusAt(home.corpusPath) + (corpus ? "" : DataText.corpusNotBuilt()))
    }
  }

  struct Verify: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "verify", abstract: DataText.helpVerify())
    }
    @OptionGroup var location: LocationOptions

    func run() throws {
      let environment = ProcessInfo.processInfo.environment
      let home = Home.resolve(explicit: location.home, environment: environment)
      let source: CorpusSource
      do {
        source = try location.textSource(home: home, environment: environment)
      } catch {
        throw Problem(error)
      }
      var wrong = [String]()
      for file in PinnedText.files {
        let check = FileCheck.of(source.path(of: file), against: file)
        // The footnotes and the tafsir may be missing: the text reads without them.
        if check == .missing, file.translation == nil { continue }
        print("\(source.path(of: file)): \(TextReport.describe(check, file))")
        if check != .matches { wrong.append(file.fileName) }
      }
      switch Result(catching: { try Corpus(path: home.corpusPath) }) {
      case .success(let corpus) where corpus.wasBuilt(from: source):
        print(DataText.builtFromThese(home.corpusPath))
      case .success:
        print(DataText.builtFromOthers(home.corpusPath))
      case .failure:
        print(DataText.notBuiltYet(home.corpusPath))
      }
      guard wrong.isEmpty else {
        throw Problem(
          wrong.count == 1
            ? DataText.notPublishedOne(wrong[0])
            : DataText.notPublishedMany(wrong.dropLast().joined(separator: ", "), wrong.last!))
      }
    }
  }
}

/// The versions of a translation in `quran data status`: the one here, the publisher's
/// latest when last asked, those kept.
enum EditionReport {
  static func print(_ translation: Translation, shelf: TranslationShelf) {
    Swift.print(EditionText.versionHere(translation.versionLabel(shelf.inUse(translation))))
    if let latest = shelf.latest() {
      let version = latest.versions[translation.rawValue] ?? "–"
      Swift.print(EditionText.latestWhenLooked(version, latest.asked))
    } else {
      Swift.print(EditionText.neverLooked())
    }
    let kept = shelf.kept(translation)
    if !kept.isEmpty { Swift.print(EditionText.keptVersions(kept.joined(separator: ", "))) }
  }
}

/// How a file's check reads in status and verify.
enum TextReport {
  static func describe(_ check: FileCheck, _ file: PinnedText.File) -> String {
    switch check {
    case .matches: DataText.verified(file.size, file.sha256)
    case .missing: DataText.missing()
    case .wrongSize(let size): DataText.wrongSize(size, file.size)
    case .wrongDigest(let digest): DataText.wrongDigest(digest, file.sha256)
    }
  }
}
