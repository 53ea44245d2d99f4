import DataFolder
import Foundation
import Library
import QuranText

/// What the tests share: the published Quran files beside the project, one corpus built from
/// them per test run, and temporary homes that hold a copy of it.
public enum Fixtures {
  /// The package's root folder.
  public static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  public static let sharedDirectory = (packageRoot + "/../shared" as NSString).standardizingPath
  public static let dataDirectory = sharedDirectory + "/data/quran"
  public static let source = CorpusSource(directory: dataDirectory)

  /// A corpus built once for the whole run, in a temporary folder.
  public static let corpusPath: String = {
    let directory = makeTemporaryDirectory("corpus")
    let path = directory + "/corpus.sqlite"
    _ = try! Corpus.open(at: path, source: source)
    return path
  }()

  public static let corpus: Corpus = try! Corpus(path: corpusPath)

  public static func makeTemporaryDirectory(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "quran-vi-tests-\(name)-\(UUID().uuidString.prefix(8))"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
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

extension Fixtures {
  /// An executable of this package, built beside the test bundle (`swift build --build-tests`
  /// builds them all); the debug build's path when none is found there.
  public static func builtExecutable(_ name: String) -> String {
    let tests =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: tests).deletingLastPathComponent()
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    return packageRoot + "/.build/debug/" + name
  }
}
