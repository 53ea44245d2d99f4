import DataFolder
import Foundation
import Interface
import Library

/// The language the command speaks, chosen before the arguments are parsed so that `--help`
/// speaks it too: `--lang vi|en` (anywhere on the line, taken out before parsing), then
/// `QURAN_VI_LANG`, then the choice kept in the reader's settings (once the library is
/// open), then the locale.
package enum InterfaceLanguage {
  /// Whether `--lang` or `QURAN_VI_LANG` chose, so that the kept choice does not apply.
  nonisolated(unsafe) private(set) static var overridden = false

  /// Sets `Language.current` and returns the arguments without `--lang`.
  static func choose(_ arguments: [String]) throws -> [String] {
    guard let (rest, flag) = LineOption.take("--lang", from: arguments) else {
      Language.current = Language.fromLocale(ProcessEnvironment.all)
      throw Problem(CommandText.langNeedsValue())
    }
    let environment = ProcessEnvironment.all
    overridden = flag != nil || !(environment["QURAN_VI_LANG"] ?? "").isEmpty
    do {
      Language.current = try Language.resolve(flag: flag, environment: environment)
      // A child `quran` (the reader's helpers) speaks the same language.
      if let flag { setenv("QURAN_VI_LANG", flag, 1) }
    } catch {
      Language.current = Language.fromLocale(environment)
      throw Problem(error.description, exitCode: 64)
    }
    return rest
  }

  /// `--help` and `quran keys` speak the language kept in the reader's settings (`L`) too,
  /// though they open no library: it is read for them before the arguments are parsed, from
  /// the library `--home` (or the environment) names. A library that cannot be read
  /// leaves the locale's language; the man page's keys (`--roff`) keep theirs.
  static func adoptKeptForHelp(_ arguments: [String]) {
    let asksHelp = arguments.contains { $0 == "--help" || $0 == "-h" || $0 == "help" }
    let listsKeys = arguments.first == "keys" && !arguments.contains("--roff")
    guard !overridden, asksHelp || listsKeys else { return }
    let explicit = LineOption.take("--home", from: arguments)?.1
    let home = Home.resolve(explicit: explicit, environment: ProcessEnvironment.all)
    guard FileManager.default.fileExists(atPath: home.libraryPath),
      let (library, _) = try? LibraryStore.open(path: home.libraryPath, access: .readOnly),
      let settings = try? library.settings()
    else { return }
    adopt(settings)
  }

  /// Takes the language kept in the reader's settings, unless `--lang` or `QURAN_VI_LANG`
  /// chose one.
  package static func adopt(_ settings: AppSettings) {
    guard !overridden, let kept = settings.interfaceLanguage else { return }
    Language.current = kept
  }
}
