/// A family of messages: each case is a typed key with its Vietnamese and English side by
/// side, so a key without both is a compile error (the `switch` in `translations` must
/// cover every case) and `InterfaceTests` walks every case of every family.
///
/// Arguments fill the placeholders `{1}`, `{2}`, … in order; both languages use the same ones.
/// Each sentence is also a function of exactly its placeholders (`CatalogueSentences.swift`,
/// written by `scripts/catalogue-sentences`): a call with one too many or too few arguments does
/// not compile ("enum case 'x' has no associated values" or "missing argument").
/// A noun that follows a count names its forms after the count's number, `{1:day|days}`, and
/// the language's plural rule (`Language.pluralForm`) picks one: "1 day", "2 days".
///
///     ReaderText.noteSaved()            // "✎ Đã lưu ghi chú." in Vietnamese
///     CommandText.favoriteAdded("2:255")
///     CommandText.favoriteAdded("2:255", in: .english)
/// A message may fill another's placeholder ("…, but this is a list"); it is then written in
/// the same language as the message it fills.
public protocol Catalogue: CaseIterable, Sendable, CustomStringConvertible, CatalogueArgument {
  var translations: Translations { get }
}

/// One message in both languages.
public struct Translations: Sendable {
  /// The Vietnamese template.
  public let vi: String
  /// The English template.
  public let en: String

  /// A message from its two templates, which must use the same placeholders.
  public init(vi: String, en: String) {
    self.vi = vi
    self.en = en
  }

  /// The template in `language`, its placeholders not yet filled.
  public func template(in language: Language) -> String {
    switch language {
    case .vietnamese: vi
    case .english: en
    }
  }
}

extension Catalogue {
  /// The message in the process's language, without arguments.
  public var description: String { filled(in: .current, []) }

  /// The message in `language`, its placeholders filled with `arguments`. Outside this module
  /// a sentence is filled through its own function (`CatalogueSentences.swift`), which takes
  /// exactly its placeholders.
  func filled(in language: Language, _ arguments: [any CatalogueArgument]) -> String {
    Self.fill(
      translations.template(in: language), in: language, arguments.map { $0.filling(in: language) })
  }

  /// A message filling another's placeholder, in the other's language.
  public func filling(in language: Language) -> String { filled(in: language, []) }

  static func fill(_ template: String, in language: Language = .english, _ arguments: [String])
    -> String
  {
    guard !arguments.isEmpty else { return template }
    // `append(contentsOf:)` of a `Substring`, not `+=`: the generic `+=` looked the
    // substring's `Sequence` conformance up at run time, a search of the whole program
    // before the first frame.
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result.append(contentsOf: rest[..<open])
      let afterOpen = rest.index(after: open)
      let close = rest[afterOpen...].firstIndex(of: "}")
      let inside = close.map { rest[afterOpen..<$0].split(separator: ":", maxSplits: 1) } ?? []
      if let close, let first = inside.first, let number = Int(first), number >= 1,
        number <= arguments.count
      {
        let argument = arguments[number - 1]
        result +=
          inside.count == 2
          ? language.form(of: inside[1], count: argument) : argument
        rest = rest[rest.index(after: close)...]
      } else {
        result.append("{")
        rest = rest[afterOpen...]
      }
    }
    result.append(contentsOf: rest)
    return result
  }
}

/// Every family of messages, for the tests that walk them all. The list of families, `all`,
/// is written with the sentences' functions (`CatalogueSentences.swift`), so a new family is
/// in it once `scripts/catalogue-sentences` has run.
public enum Catalogues {
  /// Every message of every family, as (family, case, translations).
  public static var everyMessage: [(family: String, key: String, translations: Translations)] {
    all.flatMap { family in messages(of: family) }
  }

  private static func messages<C: Catalogue>(of family: C.Type) -> [(
    family: String, key: String, translations: Translations
  )] {
    C.allCases.map { ("\(C.self)", "\($0)", $0.translations) }
  }
}
