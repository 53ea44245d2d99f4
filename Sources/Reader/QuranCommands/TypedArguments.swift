import ArgumentParser
import CloudRecords
import Interface
import QuranText
import ReaderUI

// The values typed on the command line: argument-parser parses them with these (`transform:`),
// so a command receives an `AyahID`, a `Passage` or one of fixed choices, and a text that is
// none is refused with the value's own sentence: a `Problem`, which `Quran.carryOut` finds
// inside the parser's error and says alone (the parser's `init?(argument:)` could not say why).

extension AyahID {
  /// `2:255`, as typed; a text that names no ayah is refused with the sentence that says why.
  static func argument(_ text: String) throws -> AyahID {
    do { return try parse(text) } catch { throw Problem(error) }
  }
}

extension Passage {
  /// `36`, `2:255` or `2:255-257`; a text that is none is refused with the sentence that says
  /// why ("Write the smaller ayah first: 2:250-255.").
  static func argument(_ text: String) throws -> Passage {
    do { return try parse(text) } catch { throw Problem(error) }
  }
}

extension AyahSpan {
  /// Any run of ayahs `quran memorize` takes (`juz30`, `page604`, `78-80`, `112:1-113:5`,
  /// `67`, `2:255-257`); a text that names none is refused with the sentence that lists them.
  static func argument(_ text: String) throws -> AyahSpan {
    guard let span = parse(text) else { throw Problem(MemorizeText.passageNamesNothing(text)) }
    return span
  }
}

extension ArabicDisplay: ExpressibleByArgument {}
extension TerminalBackground.Choice: ExpressibleByArgument {}
extension DatabasePath.Environment: ExpressibleByArgument {}
extension Language: ExpressibleByArgument {}

extension CaseIterable where Self: ExpressibleByArgument & RawRepresentable<String> {
  /// The completions of a fixed choice: each of its values.
  static var choices: CompletionKind { .list(allValueStrings) }

  /// Parses one of the choices, in any case; any other text is refused with `refusal`'s
  /// sentence (`--background sepia`: "There is no background “sepia”. Use auto, light or dark.").
  static func parser(refusing refusal: @escaping @Sendable (String) -> String)
    -> @Sendable (String) throws -> Self
  {
    { text in
      guard let choice = Self(rawValue: text.lowercased()) else { throw Problem(refusal(text)) }
      return choice
    }
  }
}

extension Problem {
  /// The `Problem` a typed argument threw while it was parsed, which argument-parser keeps
  /// inside its own error (as the value's "original error").
  init?(refusedArgumentIn error: any Error) {
    func search(_ value: Any, depth: Int) -> Problem? {
      if let problem = value as? Problem { return problem }
      guard depth < 6 else { return nil }
      return Mirror(reflecting: value).children.lazy.compactMap {
        search($0.value, depth: depth + 1)
      }.first
    }
    guard let problem = search(error, depth: 0) else { return nil }
    self = problem
  }
}
