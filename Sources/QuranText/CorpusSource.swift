import Foundation
import Interface

/// The folder that holds the published files (`vi-rwwad.json`, `vi-hassan.json`), found the
/// way the reader promises: `--data DIR`, then `$QURAN_VI_DATA`, then the copy `quran data
/// fetch` keeps (`text/` in the data folder), then `../shared/data/quran` from the current
/// folder (a development checkout).
public struct CorpusSource: Sendable, Equatable {
  /// The folder's path; `locate` gives it absolute and standardized.
  public let directory: String
  /// How the folder was found.
  public let origin: Origin

  /// Why this folder was chosen.
  public enum Origin: String, Sendable {
    case option = "--data"
    case environment = "$QURAN_VI_DATA"
    case fetched = "fetched by quran data fetch"
    case development = "the development checkout"
  }

  /// The data folder at `directory`; its files are not checked here.
  public init(directory: String, origin: Origin = .option) {
    self.directory = directory
    self.origin = origin
  }

  /// The environment variable that names the data folder, like `--data`.
  public static let environmentVariable = "QURAN_VI_DATA"
  static let relativeDefault = "../shared/data/quran"

  /// Finds the data folder, or says where it looked. `fetched` is the folder `quran data
  /// fetch` fills.
  public static func locate(
    explicit: String?, environment: [String: String], fetched: String? = nil,
    currentDirectory: String
  ) throws(CorpusSourceError) -> CorpusSource {
    var looked = [String]()
    let chosen: [(String, Origin)] = [
      explicit.map { ($0, .option) },
      environment[environmentVariable].flatMap { $0.isEmpty ? nil : ($0, .environment) },
    ].compactMap { $0 }
    let defaults: [(String, Origin)] =
      [fetched.map { ($0, .fetched) }, (relativeDefault, .development)].compactMap { $0 }
    // An explicit choice that is wrong is an error, not a reason to look elsewhere.
    for (path, origin) in chosen.isEmpty ? defaults : [chosen[0]] {
      let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
      let source = CorpusSource(
        directory: (absolute as NSString).standardizingPath, origin: origin)
      if source.hasAllFiles { return source }
      looked.append(
        "\(source.directory) (\(origin == .fetched ? "the fetched copy" : origin.rawValue))")
    }
    throw CorpusSourceError(looked: looked, explicit: !chosen.isEmpty)
  }

  /// The path of one translation's published file in this folder.
  public func path(of translation: Translation) -> String {
    directory + "/" + translation.fileName
  }

  var hasAllFiles: Bool {
    Translation.allCases.allSatisfy { FileManager.default.isReadableFile(atPath: path(of: $0)) }
  }

  /// Size and modification time of each file: when they change, the corpus is rebuilt.
  public func fingerprint() -> String {
    Translation.allCases.map { translation -> String in
      var info = stat()
      guard stat(path(of: translation), &info) == 0 else {
        return "\(translation.rawValue):missing"
      }
      return
        "\(translation.rawValue):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }.joined(separator: ";")
  }
}

/// The Quran's data files were not found.
public struct CorpusSourceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Each folder looked in, with how it was chosen.
  public let looked: [String]
  /// Whether the person named the folder (`--data`, `$QURAN_VI_DATA`).
  public let explicit: Bool

  /// Where it looked, as a sentence for a person in the interface's language.
  public var description: String {
    let places = looked.joined(separator: ", ")
    return explicit ? ErrorText.textNotFoundNamed(places) : ErrorText.textNotFound(places)
  }
}
