import Foundation

/// The words swift-argument-parser writes when it refuses a line ("Unexpected argument
/// 'vuong'", "Usage: …", "See 'quran search --help' for more information."), which it writes
/// in English only: `translated` puts them in the interface's language. The options' names and
/// the values quoted stay as typed.
public enum ParserErrorText: Catalogue {
  /// The start of each refusal the parser words, up to the quoted name or value.
  case unknownOption, didYouMean, missingValue, unexpectedArgument, unexpectedArguments
  case missingArgument, missingOneOf
  /// The usage line's label, the argument's help and the pointer to the command's help.
  case usage, help, seeHelp

  /// This message in Vietnamese and in English (English as swift-argument-parser writes it).
  public var translations: Translations {
    switch self {
    case .unknownOption: Translations(vi: "Không có tùy chọn '", en: "Unknown option '")
    case .didYouMean: Translations(vi: "'. Có phải là '", en: "'. Did you mean '")
    case .missingValue: Translations(vi: "Thiếu giá trị cho '", en: "Missing value for '")
    case .unexpectedArgument: Translations(vi: "Thừa đối số '", en: "Unexpected argument '")
    case .unexpectedArguments:
      Translations(vi: " đối số thừa: '", en: " unexpected arguments: '")
    case .missingArgument: Translations(vi: "Thiếu đối số '", en: "Missing expected argument '")
    case .missingOneOf: Translations(vi: "Thiếu một trong: '", en: "Missing one of: '")
    case .usage: Translations(vi: "Cách dùng: ", en: "Usage: ")
    case .help: Translations(vi: "Trợ giúp: ", en: "Help: ")
    case .seeHelp:
      Translations(vi: "  Xem '{1}' để biết thêm.", en: "  See '{1}' for more information.")
    }
  }

  /// A refusal of the parser with its words in `language`; any other text is kept.
  public static func translated(_ message: String, to language: Language) -> String {
    guard language != .english else { return message }
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      // The first line is "Error: …" until `Quran.carryOut` takes the prefix off.
      let error = line.hasPrefix("Error: ") ? "Error: " : ""
      var line = String(line.dropFirst(error.count))
      let seeStart = "  See '"
      let seeEnd = "' for more information."
      if line.hasPrefix(seeStart), line.hasSuffix(seeEnd) {
        let command = line.dropFirst(seeStart.count).dropLast(seeEnd.count)
        return seeHelp.filled(in: language, [String(command)])
      }
      for key in [
        usage, help, unknownOption, missingValue, unexpectedArgument, missingArgument, missingOneOf,
      ]
      where line.hasPrefix(key.filled(in: .english, [])) {
        line = key.filled(in: language, []) + line.dropFirst(key.filled(in: .english, []).count)
      }
      for key in [didYouMean, unexpectedArguments] {
        line = line.replacingOccurrences(
          of: key.filled(in: .english, []), with: key.filled(in: language, []))
      }
      return error + line
    }
    return lines.joined(separator: "\n")
  }
}
