import Foundation

/// The language the interface speaks: Vietnamese or English. The scripture is Vietnamese in
/// both; this is the language of everything around it.
public enum Language: String, CaseIterable, Sendable {
  case vietnamese = "vi"
  case english = "en"

  /// The one plural rule of each language: English nouns take their singular for a count of
  /// one and their plural for any other; Vietnamese nouns never change.
  public func pluralForm(_ count: Int) -> PluralForm {
    self == .english && count == 1 ? .one : .other
  }

  /// Which form of a noun a count takes.
  public enum PluralForm: Sendable { case one, other }

  /// The form of `forms` (`day|days`) that a count (as printed, `1`) takes; a text that is
  /// not a count takes the other form.
  func form(of forms: Substring, count: String) -> String {
    let parts = forms.split(separator: "|", omittingEmptySubsequences: false)
    let number = Int(count.filter { $0.isNumber }) ?? 0
    let form = pluralForm(count.allSatisfy({ $0.isNumber }) ? number : 0)
    return String(form == .one ? parts[0] : parts[parts.count - 1])
  }

  /// `vi`, `en`, or a locale name such as `vi_VN.UTF-8`; nil for anything else.
  public init?(choice: String) {
    let lowered = choice.trimmingCharacters(in: .whitespaces).lowercased()
    if ["vi", "vie", "vietnamese", "tiếng việt"].contains(lowered) {
      self = .vietnamese
    } else if ["en", "eng", "english"].contains(lowered) {
      self = .english
    } else {
      return nil
    }
  }

  /// The language the locale variables name, the way command-line programs read them: the
  /// first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty; `vi…` is
  /// Vietnamese, anything else (or nothing) English.
  public static func fromLocale(_ environment: [String: String]) -> Language {
    let name = localeName(environment) ?? ""
    return name.lowercased().hasPrefix("vi") ? .vietnamese : .english
  }

  /// The locale variable that decides the messages' language, as `NAME=value`, if one is set.
  public static func localeName(_ environment: [String: String]) -> String? {
    for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[variable], !value.isEmpty { return value }
    }
    return nil
  }

  /// The language for this run: `--lang`, then `QURAN_VI_LANG`, then the choice kept in the
  /// reader's settings, then the locale. A `--lang` or `QURAN_VI_LANG` that names neither
  /// language is an error, said in the language the rest would choose.
  public static func resolve(
    flag: String?, environment: [String: String], kept: Language? = nil
  ) throws(LanguageChoiceError) -> Language {
    let fallback = kept ?? fromLocale(environment)
    if let flag {
      guard let chosen = Language(choice: flag) else {
        throw LanguageChoiceError(origin: "--lang", value: flag, language: fallback)
      }
      return chosen
    }
    if let variable = environment["QURAN_VI_LANG"], !variable.isEmpty {
      guard let chosen = Language(choice: variable) else {
        throw LanguageChoiceError(origin: "QURAN_VI_LANG", value: variable, language: fallback)
      }
      return chosen
    }
    return fallback
  }

  /// The language in use in this process; set once at start, and when the person changes it
  /// in the reader. Inside `Language.$scoped.withValue(…)` (a test's task) that one instead.
  public static var current: Language {
    get { scoped ?? Current.shared.value }
    set { Current.shared.value = newValue }
  }

  /// A language for one task and the tasks it starts, so tests of both languages can run
  /// side by side.
  @TaskLocal public static var scoped: Language?
}

/// A `--lang` or `QURAN_VI_LANG` that names no interface language.
public struct LanguageChoiceError: Error, CustomStringConvertible, Sendable {
  /// Where the choice came from: `--lang` or `QURAN_VI_LANG`.
  public let origin: String
  /// The value given, which names no language.
  public let value: String
  let language: Language

  /// A sentence for a person, in the language the locale (or a kept choice) gives.
  public var description: String {
    InterfaceText.unknownLanguage.filled(in: language, [origin, value])
  }
}

/// The process's language behind a lock: the reader's loop and a background sync may both
/// read it.
private final class Current: @unchecked Sendable {
  static let shared = Current()
  private let lock = NSLock()
  private var stored = Language.english

  var value: Language {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
