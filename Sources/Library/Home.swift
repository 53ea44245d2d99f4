import Foundation
import Interface

/// The folder that holds a person's files: the library database and the built corpus.
///
/// Chosen by `--home DIR`, then `$QURAN_VI_HOME`, then `$XDG_DATA_HOME/quran-vi`, then
/// `~/.local/share/quran-vi`. Created, readable by its owner only, on first use.
public struct Home: Sendable, Equatable {
  public let directory: String

  public init(directory: String) {
    self.directory = directory
  }

  public static let environmentVariable = "QURAN_VI_HOME"

  public static func resolve(explicit: String?, environment: [String: String]) -> Home {
    if let explicit, !explicit.isEmpty { return Home(directory: explicit) }
    if let home = environment[environmentVariable], !home.isEmpty { return Home(directory: home) }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return Home(directory: data + "/quran-vi")
    }
    let user = environment["HOME"] ?? NSHomeDirectory()
    return Home(directory: user + "/.local/share/quran-vi")
  }

  public var libraryPath: String { directory + "/library.sqlite" }
  public var corpusPath: String { directory + "/corpus.sqlite" }
  /// Where `quran data fetch` keeps the Quran text it downloaded.
  public var textDirectory: String { directory + "/text" }

  /// Makes the folder if it is missing, or says why it cannot.
  public func create() throws(HomeError) {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw HomeError(directory: directory, reason: error.localizedDescription)
    }
  }
}

public struct HomeError: Error, CustomStringConvertible {
  public let directory: String
  public let reason: String
  public var description: String {
    ErrorText.homeUncreatable(directory, reason)
  }
}
