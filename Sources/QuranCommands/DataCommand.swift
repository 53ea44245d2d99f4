import ArgumentParser
import Foundation
import Library
import QuranText

/// `quran data fetch|status|verify`: the Quran text on this computer.
package struct DataCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "data", abstract: "Fetch, check and describe the Quran text on this computer.",
    subcommands: [Fetch.self, Status.self, Verify.self])

  package init() {}

  /// Carried out by quran-sync, which holds the download code.
  package struct Fetch: SyncProgramCommand {
    package static let configuration = CommandConfiguration(
      commandName: "fetch",
      abstract: "Download the Quran text (7 MB) from the app's repository, verified.",
      discussion: """
        Downloads vi-rwwad.json and vi-hassan.json from \(PinnedText.repository) at commit \
        \(PinnedText.commit.prefix(12)), checks each against its pinned size and SHA-256, keeps
        them in the data folder's text/ only when whole and verified, then prepares the corpus.
        A download cut short goes on where it stopped the next time. https_proxy is honoured.
        """)

    @Option(
      help: ArgumentHelp(
        "A mirror: BASE_URL/vi-rwwad.json and BASE_URL/vi-hassan.json (also $QURAN_VI_TEXT_URL).",
        valueName: "BASE_URL"))
    package var from: String?
    @OptionGroup package var location: LocationOptions

    package init() {}
  }

  struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "status",
      abstract: "Where the Quran text is, its source, sizes, checksums and translators.")
    @OptionGroup var location: LocationOptions

    func run() throws {
      let environment = ProcessInfo.processInfo.environment
      let home = Home.resolve(explicit: location.home, environment: environment)
      let source = try? location.textSource(home: home, environment: environment)
      if let source {
        print("Quran text: \(source.directory) (\(source.origin.rawValue))")
      } else {
        print("Quran text: not on this computer; quran data fetch downloads it (7 MB).")
      }
      print("Pinned source: github.com/\(PinnedText.repository) at \(PinnedText.commit)")
      for file in PinnedText.files {
        let path = source.map { $0.path(of: file.translation) }
        let check = path.map { FileCheck.of($0, against: file) } ?? .missing
        print("  \(file.fileName): \(TextReport.describe(check, file))")
        print("    translation: \(file.translation.translator)")
      }
      print(
        "  Arabic: Uthmani Hafs text of the King Fahd Complex for the Printing of the Holy Quran")
      print(
        "The translations belong to their translators and publishers; quran-vi shows them unchanged."
      )
      let corpus = FileManager.default.fileExists(atPath: home.corpusPath)
      print(
        "Corpus: \(home.corpusPath)\(corpus ? "" : " (not built yet: it is prepared on first use)")"
      )
    }
  }

  struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "verify",
      abstract: "Check the text files and the corpus against the pinned checksums.")
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
        let check = FileCheck.of(source.path(of: file.translation), against: file)
        print("\(source.path(of: file.translation)): \(TextReport.describe(check, file))")
        if check != .matches { wrong.append(file.fileName) }
      }
      switch Result(catching: { try Corpus(path: home.corpusPath) }) {
      case .success(let corpus) where corpus.wasBuilt(from: source):
        print("\(home.corpusPath): built from these files.")
      case .success:
        print("\(home.corpusPath): built from other files; the next start rebuilds it.")
      case .failure:
        print("\(home.corpusPath): not built yet; the next start prepares it.")
      }
      guard wrong.isEmpty else {
        throw Problem(
          "\(wrong.joined(separator: " and ")) \(wrong.count == 1 ? "is" : "are") not the published text; quran data fetch gets a verified copy."
        )
      }
    }
  }
}

/// How a file's check reads in status and verify.
enum TextReport {
  static func describe(_ check: FileCheck, _ file: PinnedText.File) -> String {
    switch check {
    case .matches: "\(file.size) bytes, sha256 \(file.sha256) (verified)"
    case .missing: "missing"
    case .wrongSize(let size): "\(size) bytes, expected \(file.size): NOT the published file"
    case .wrongDigest(let digest):
      "sha256 \(digest), expected \(file.sha256): NOT the published file"
    }
  }
}
