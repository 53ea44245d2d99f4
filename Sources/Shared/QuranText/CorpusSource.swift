import Foundation
import Interface

/// The folder that holds the published files (`vi-rwwad.json`, `vi-hassan.json`), found the
/// way the reader promises: `--data DIR`, then `$QURAN_VI_DATA`, then the copy `quran data
/// fetch` keeps (once per computer; also `text/` in a home given by `--home`, where older
/// versions kept it), then `../shared/data/quran` beside the checkout the running program was
/// built in (a development checkout) — never relative to the working folder.
public struct CorpusSource: Sendable, Equatable {
  /// The folder's path; `locate` gives it absolute and standardized.
  public let directory: String
  /// How the folder was found.
  public let origin: Origin
  /// The versions of the translations fetched from their publisher (`translations/` in the
  /// data folder), one of which may be in use instead of the pinned text; nil for none.
  public var shelf: TranslationShelf?

  /// Why this folder was chosen.
  public enum Origin: String, Sendable {
    /// Named by `--data`.
    case option = "--data"
    /// Named by `QURAN_VI_DATA`.
    case environment = "$QURAN_VI_DATA"
    /// Fetched into the data folder.
    case fetched = "fetched by quran data fetch"
    /// The development checkout's `../shared/data`.
    case development = "the development checkout"

    /// Why, in the interface's language ("fetched by quran data fetch", "tải bằng quran
    /// data fetch"); the option and the variable as typed.
    public var said: String {
      switch self {
      case .option, .environment: rawValue
      case .fetched: DataText.originFetched()
      case .development: DataText.originDevelopment()
      }
    }
  }

  /// The data folder at `directory`; its files are not checked here.
  public init(directory: String, origin: Origin = .option, shelf: TranslationShelf? = nil) {
    self.directory = directory
    self.origin = origin
    self.shelf = shelf
  }

  /// This folder with the versions kept on `shelf`.
  public func with(shelf: TranslationShelf) -> CorpusSource {
    CorpusSource(directory: directory, origin: origin, shelf: shelf)
  }

  /// The versions named in `inUse` (the shelf's choice, read once by the caller), each read
  /// whole.
  func editions(_ inUse: [Translation: String]) throws -> [Translation: TranslationEdition] {
    guard let shelf else { return [:] }
    var editions = [Translation: TranslationEdition]()
    for (translation, version) in inUse {
      editions[translation] = try shelf.edition(translation, version: version)
    }
    return editions
  }

  /// The environment variable that names the data folder, like `--data`.
  public static let environmentVariable = "QURAN_VI_DATA"
  /// Finds the data folder, or says where it looked. `fetched` are the folders `quran data
  /// fetch` fills (this computer's, and an older one in the home); `currentDirectory` only
  /// makes a relative `explicit` path absolute.
  public static func locate(
    explicit: String?, environment: [String: String], fetched: [String] = [],
    currentDirectory: String, development: String? = developmentText()
  ) throws(CorpusSourceError) -> CorpusSource {
    var looked = [String]()
    let chosen: [(String, Origin)] = [
      explicit.map { ($0, .option) },
      environment[environmentVariable].flatMap { $0.isEmpty ? nil : ($0, .environment) },
    ].compactMap { $0 }
    let development = environment[noCheckoutVariable] == "1" ? nil : development
    var defaults: [(String, Origin)] = []
    for folder in fetched where !defaults.contains(where: { $0.0 == folder }) {
      defaults.append((folder, .fetched))
    }
    if let development { defaults.append((development, .development)) }
    // An explicit choice that is wrong is an error, not a reason to look elsewhere.
    for (path, origin) in chosen.isEmpty ? defaults : [chosen[0]] {
      let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
      let source = CorpusSource(directory: standardized(absolute), origin: origin)
      if source.hasAllFiles { return source }
      looked.append(
        "\(source.directory) (\(origin == .fetched ? DataText.originFetchedCopy() : origin.said))")
    }
    throw CorpusSourceError(looked: looked, explicit: !chosen.isEmpty)
  }

  /// `path` (absolute) as `NSString.standardizingPath` makes it, which is `path` itself when it
  /// has no empty, `.` or `..` component and no trailing `/`: that is told without Foundation,
  /// whose first path call faulted in its code and started its string machinery, a fortieth
  /// of `quran read` in a fetched home.
  static func standardized(_ path: String) -> String {
    let components = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    let plain = !components.contains { $0.isEmpty || $0 == "." || $0 == ".." }
    return plain ? path : (path as NSString).standardizingPath
  }

  /// Set to `1`, a program built in a checkout does not look for the checkout's text: it
  /// acts as an installed one (the tests of a computer without the text use it).
  public static let noCheckoutVariable = "QURAN_VI_NO_CHECKOUT_TEXT"

  /// `../shared/data/quran` beside the package checkout that holds the running program
  /// (`.build/debug/quran` in a checkout), or nil for an installed program.
  public static func developmentText(program: String = "/proc/self/exe") -> String? {
    var folder =
      ((try? FileManager.default.destinationOfSymbolicLink(atPath: program)) ?? program)
      as NSString
    for _ in 0..<6 {
      folder = folder.deletingLastPathComponent as NSString
      let root = folder as String
      if FileManager.default.fileExists(atPath: root + "/Package.swift"),
        FileManager.default.fileExists(atPath: root + "/Sources/Shared/QuranText")
      {
        return ((root as NSString).deletingLastPathComponent as NSString)
          .appendingPathComponent("shared/data/quran")
      }
    }
    return nil
  }

  /// The path of one translation's published file in this folder.
  public func path(of translation: Translation) -> String {
    directory + "/" + translation.fileName
  }

  /// Where one pinned file is read from: the translations in this folder; the footnotes, the
  /// tafsir and the look-alikes in this folder, else in their own folder beside it
  /// (`../footnotes/`, `../tafsir/`, `../mutashabihat/`, as the project's shared data keeps
  /// them).
  public func path(of file: PinnedText.File) -> String {
    let here = directory + "/" + file.fileName
    guard let sibling = file.siblingFolder, !FileManager.default.fileExists(atPath: here) else {
      return here
    }
    let beside =
      ((directory as NSString).deletingLastPathComponent as NSString)
      .appendingPathComponent(sibling) + "/" + file.fileName
    return FileManager.default.fileExists(atPath: beside) ? beside : here
  }

  var hasAllFiles: Bool {
    Translation.allCases.allSatisfy { FileManager.default.isReadableFile(atPath: path(of: $0)) }
  }

  /// Size and modification time of each file: when they change, the corpus is rebuilt.
  /// The footnotes and the tafsir count too: fetched later, they are added. The look-alikes
  /// do not: memorizing reads them from their file.
  public func fingerprint() -> String {
    let editions = shelf?.fingerprint() ?? ""
    return PinnedText.corpusFiles.map(fingerprint(of:)).joined(separator: ";")
      + (editions.isEmpty ? "" : ";editions:" + editions)
  }

  /// One file's size and modification time, as `fingerprint()` writes them.
  func fingerprint(of file: PinnedText.File) -> String {
    let name = file.translation?.rawValue ?? file.fileName
    var info = stat()
    guard stat(path(of: file), &info) == 0 else { return "\(name):missing" }
    return "\(name):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
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
