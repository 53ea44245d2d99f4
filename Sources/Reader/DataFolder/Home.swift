import Foundation
import Interface

/// The folder that holds a person's files: the library database (and the libraries of other
/// people who signed in here, set aside), the built corpus, the translations, the drafts,
/// this computer's Arabic display and memorizing plan, and the account file unless the
/// folder was left to its default (the module `DataFolder` is where a person's files are,
/// for `quran` and its helpers alike: each file's place is named here).
///
/// Chosen by `--home DIR`, then `$QURAN_VI_HOME`, then `$XDG_DATA_HOME/quran-vi`, then
/// `~/.local/share/quran-vi`. Created, readable by its owner only, on first use.
public struct Home: Sendable, Equatable {
  /// The folder's path.
  public let directory: String
  /// Where the account file is: in the data folder when one was chosen (`--home`,
  /// `QURAN_VI_HOME`, so each test device has its own), else
  /// `$XDG_CONFIG_HOME/quran-vi/account.json` (`~/.config/quran-vi/account.json`).
  public let accountPath: String
  /// Where `quran data fetch` keeps the Quran text: once per computer, so every home finds
  /// it. It is the text folder of the home chosen without `--home` (`$QURAN_VI_HOME`, then
  /// `$XDG_DATA_HOME/quran-vi`, then `~/.local/share/quran-vi`).
  public let textDirectory: String

  /// The data folder at `directory`, with the text in its own `text/` and the account file in
  /// it unless `textDirectory` and `accountPath` say where; nothing is created until `create()`.
  public init(directory: String, textDirectory: String? = nil, accountPath: String? = nil) {
    self.directory = directory
    self.textDirectory = textDirectory ?? directory + "/text"
    self.accountPath = accountPath ?? directory + "/account.json"
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
    return Home(
      directory: xdg("XDG_DATA_HOME", else: ".local/share", environment) + "/quran-vi",
      accountPath: xdg("XDG_CONFIG_HOME", else: ".config", environment)
        + "/quran-vi/account.json")
  }

  /// Where this computer keeps the recitation's files (`Recitation.AudioCache`):
  /// `$XDG_CACHE_HOME/quran-vi/audio`, or `~/.cache/quran-vi/audio`; one folder for every home.
  public static func audioCacheDirectory(environment: [String: String]) -> String {
    xdg("XDG_CACHE_HOME", else: ".cache", environment) + "/quran-vi/audio"
  }

  /// An XDG base folder: the variable's value when it is an absolute path, else `fallback`
  /// in the person's home folder.
  private static func xdg(
    _ variable: String, else fallback: String, _ environment: [String: String]
  ) -> String {
    if let value = environment[variable], value.hasPrefix("/") { return value }
    return (environment["HOME"] ?? NSHomeDirectory()) + "/" + fallback
  }

  /// The library database: favorites, notes, progress, settings and the journal.
  public var libraryPath: String { directory + "/library.sqlite" }
  /// The libraries of the other people who signed in on this computer, each kept whole while
  /// another is in use (`Library.LibraryShelf`, `quran login`).
  public var librariesDirectory: String { directory + "/libraries" }
  /// The corpus database built from the published text files.
  public var corpusPath: String { directory + "/corpus.sqlite" }
  /// The versions of the translations fetched from their publisher (`quran data update`),
  /// and which is in use.
  public var translationsDirectory: String { directory + "/translations" }
  /// The text folder inside this home, where versions before 0.8 fetched the text.
  public var ownTextDirectory: String { directory + "/text" }
  /// The drafts of notes the reader keeps while they are typed (`ReaderUI.DraftStore`).
  public var draftsDirectory: String { directory + "/drafts" }
  /// How this computer's terminal wants its Arabic drawn (`ReaderUI.ArabicPreferenceFile`),
  /// never synced.
  public var arabicPreferencePath: String { directory + "/arabic-display.json" }
  /// Where versions before the memorizing plan synced kept it (`Library.MemorizePlanFile`);
  /// the library takes it in, once, and removes it.
  public var memorizePlanPath: String { directory + "/memorize-plan.json" }

  /// Makes the folder if it is missing, or says why it cannot.
  public func create() throws(HomeError) {
    // A folder already there is looked at with `stat` alone: every start asks, and
    // FileManager's attributes dictionary costs conformance searches.
    var status = stat()
    if stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
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
