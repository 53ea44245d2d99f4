import Foundation

/// The folder that holds the published files (`vi-rwwad.json`, `vi-hassan.json`), found the
/// way the reader promises: `--data DIR`, then `$QURAN_VI_DATA`, then `../shared/data/quran`
/// from the current folder.
public struct CorpusSource: Sendable, Equatable {
  public let directory: String

  public init(directory: String) {
    self.directory = directory
  }

  public static let environmentVariable = "QURAN_VI_DATA"
  static let relativeDefault = "../shared/data/quran"

  /// Finds the data folder, or says where it looked.
  public static func locate(
    explicit: String?, environment: [String: String], currentDirectory: String
  ) throws(CorpusSourceError) -> CorpusSource {
    var looked = [String]()
    let candidates: [(String, String)] =
      [
        explicit.map { ($0, "--data") },
        environment[environmentVariable].flatMap {
          $0.isEmpty ? nil : ($0, "$\(environmentVariable)")
        },
      ].compactMap { $0 } + [(relativeDefault, "the default")]
    for (path, origin) in candidates {
      let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
      let directory = (absolute as NSString).standardizingPath
      let source = CorpusSource(directory: directory)
      if source.hasAllFiles { return source }
      looked.append("\(directory) (\(origin))")
      // An explicit choice that is wrong is an error, not a reason to look elsewhere.
      if origin != "the default" { break }
    }
    throw CorpusSourceError(looked: looked)
  }

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
  public let looked: [String]

  public var description: String {
    "The Quran text (vi-rwwad.json and vi-hassan.json) was not found. Looked in: "
      + looked.joined(separator: ", ")
      + ". Point at the folder with --data DIR or QURAN_VI_DATA=DIR (it is shared/data/quran beside the project)."
  }
}
