import Foundation

/// The words swift-argument-parser puts around every `--help` ("USAGE:", "OPTIONS:", …),
/// which it writes in English only: `translated` puts them in the interface's language.
public enum HelpFrameText: Catalogue {
  /// The frame of every `--help`: its headings and the help options' lines.
  case overview, usage, arguments, options, subcommands, seeHelp, showHelp, showVersion
  /// An option's default, after its help.
  case defaultValue

  /// This message in Vietnamese and in English (English as swift-argument-parser writes it).
  public var translations: Translations {
    switch self {
    case .overview: Translations(vi: "TỔNG QUAN:", en: "OVERVIEW:")
    case .usage: Translations(vi: "CÁCH DÙNG:", en: "USAGE:")
    case .arguments: Translations(vi: "ĐỐI SỐ:", en: "ARGUMENTS:")
    case .options: Translations(vi: "TÙY CHỌN:", en: "OPTIONS:")
    case .subcommands: Translations(vi: "LỆNH CON:", en: "SUBCOMMANDS:")
    case .seeHelp:
      Translations(
        vi: "Xem 'quran help <lệnh con>' để biết chi tiết.",
        en: "See 'quran help <subcommand>' for detailed help.")
    case .showHelp: Translations(vi: "Hiện trợ giúp.", en: "Show help information.")
    case .showVersion: Translations(vi: "Hiện phiên bản.", en: "Show the version.")
    case .defaultValue: Translations(vi: "(mặc định: ", en: "(default: ")
    }
  }

  /// `help` with its frame's words in `language`: headings only at the start of a line, the
  /// other words only where swift-argument-parser writes them (after blanks).
  public static func translated(_ help: String, to language: Language) -> String {
    guard language != .english else { return help }
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var line = String(line)
      for key in [overview, usage, arguments, options, subcommands]
      where line.hasPrefix(key.text(in: .english)) {
        line = key.text(in: language) + line.dropFirst(key.text(in: .english).count)
      }
      for key in [seeHelp, showHelp, showVersion] where line.hasSuffix(" " + key.text(in: .english))
      {
        line = line.dropLast(key.text(in: .english).count) + key.text(in: language)
      }
      // An option's default, which follows its help on the same line.
      if line.hasPrefix("  ") {
        line = line.replacingOccurrences(
          of: defaultValue.text(in: .english), with: defaultValue.text(in: language))
      }
      return line
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// A help's discussion as running paragraphs: the line breaks inside a paragraph become
  /// spaces, so the help's own wrapping, at the terminal's width, never leaves a word or two
  /// alone on a line ("the copy quran data / fetch / keeps"). Blank lines and indented lines
  /// (examples) keep their breaks.
  public var flowingParagraphs: String {
    var result = ""
    var previousRuns = false
    for line in split(separator: "\n", omittingEmptySubsequences: false) {
      let runs = !line.isEmpty && !line.hasPrefix(" ")
      if !result.isEmpty || line.isEmpty { result += previousRuns && runs ? " " : "\n" }
      result += line
      previousRuns = runs
    }
    return result
  }
}
