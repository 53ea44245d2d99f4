import Foundation
import Interface

/// The folder that holds a person's files: the library database and the built corpus.
///
/// Chosen by `--home DIR`, then `$QURAN_VI_HOME`, then `$XDG_DATA_HOME/quran-vi`, then
/// `~/.local/share/quran-vi`. Created, readable by its owner only, on first use.
public struct Home: Sendable, Equatable {
  /// The folder's path.
  public let directory: String
  /// Where `quran data fetch` keeps the Quran text: once per computer, so every home finds
  /// it. It is the text folder of the home chosen without `--home` (`$QURAN_VI_HOME`, then
  /// `$XDG_DATA_HOME/quran-vi`, then `~/.local/share/quran-vi`).
  public let textDirectory: String

  /// The data folder at `directory`, with the text in its own `text/` unless `textDirectory`
  /// says where; nothing is created until `create()`.
  public init(directory: String, textDirectory: String? = nil) {
    self.directory = directory
    self.textDirectory = textDirectory ?? directory + "/text"
  }

  /// The environment variable that names the data folder.
  public static let environmentVariable = "QURAN_VI_HOME"

  /// Picks the folder in the order above, from `--home` (`explicit`) and the environment.
  public static func resolve(explicit: String?, environment: [String: String]) -> Home {
    if let explicit, !explicit.isEmpty {
      return Home(
        directory: explicit,
        textDirectory: resolve(explicit: nil, environment: environment).textDirectory)
    }
    if let home = environment[environmentVariable], !home.isEmpty { return Home(directory: home) }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return Home(directory: data + "/quran-vi")
    }
    let user = environment["HOME"] ?? NSHomeDirectory()
    return Home(directory: user + "/.local/share/quran-vi")
  }

  /// The library database: favorites, notes, progress, settings and the journal.
  public var libraryPath: String { directory + "/library.sqlite" }
  /// The corpus database built from the published text files.
  public var corpusPath: String { directory + "/corpus.sqlite" }
  /// The text folder inside this home, where versions before 0.8 fetched the text.
  public var ownTextDirectory: String { directory + "/text" }

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

/// The data folder could not be created.
public struct HomeError: Error, CustomStringConvertible {
  /// The folder that could not be created.
  public let directory: String
  /// Why, as the system said it.
  public let reason: String
  /// A sentence for a person, in the interface's language.
  public var description: String {
    ErrorText.homeUncreatable(directory, reason)
  }
}
