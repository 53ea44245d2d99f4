import DataFolder
import Foundation
import Library
// What the tests and quran-bench both use (the programs and servers started on loopback,
// `Fixtures`' folders) is `Loopback`'s; every test that imports TestSupport sees it too.
@_exported import Loopback
import QuranText

/// What the tests share beyond `Loopback`'s folders: one corpus built from the published
/// Quran files per test run, and temporary homes that hold a copy of it.
extension Fixtures {
  /// The published files as a corpus's source.
  public static let source = CorpusSource(directory: dataDirectory)

  /// A corpus built once for the whole run, in a temporary folder.
  public static let corpusPath: String = {
    let directory = makeTemporaryDirectory("corpus")
    let path = directory + "/corpus.sqlite"
    _ = try! Corpus.open(at: path, source: source)
    return path
  }()

  /// The corpus at `corpusPath`, opened once.
  public static let corpus: Corpus = try! Corpus(path: corpusPath)
}

/// A home folder for one test, with the shared corpus copied in so nothing rebuilds it.
public final class TemporaryHome: Sendable {
  public let home: Home

  public init(withCorpus: Bool = true) {
    home = Home(directory: Fixtures.makeTemporaryDirectory("home"))
    if withCorpus {
      try! FileManager.default.copyItem(atPath: Fixtures.corpusPath, toPath: home.corpusPath)
    }
  }

  public var directory: String { home.directory }

  public func openLibrary() throws -> LibraryStore { try LibraryStore(path: home.libraryPath) }

  deinit { try? FileManager.default.removeItem(atPath: home.directory) }
}
