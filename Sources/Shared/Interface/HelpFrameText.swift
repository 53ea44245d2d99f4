import Foundation

/// The words swift-argument-parser puts around every `--help` ("USAGE:", "OPTIONS:", …),
/// which it writes in English only: `translated` puts them in the interface's language.
public enum HelpFrameText: Catalogue {
  /// The frame of every `--help`: its headings and the help options' lines.
  case overview, usage, arguments, options, subcommands, seeHelp, showHelp, showVersion
  /// An option's default, after its help; the values it takes; the default of an option
  /// given without its value; the default subcommand's mark; a subcommand's placeholder.
  case defaultValue, values, defaultAsFlag, defaultSubcommand, subcommandPlaceholder

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
        vi: "Xem 'quran help {1}<lệnh con>' để biết chi tiết.",
        en: "See 'quran help {1}<subcommand>' for detailed help.")
    case .showHelp: Translations(vi: "Hiện trợ giúp.", en: "Show help information.")
    case .showVersion: Translations(vi: "Hiện phiên bản.", en: "Show the version.")
    case .defaultValue: Translations(vi: "mặc định: ", en: "default: ")
    case .values: Translations(vi: "(giá trị: ", en: "(values: ")
    case .defaultAsFlag:
      Translations(vi: "mặc định khi không ghi giá trị: ", en: "default as flag: ")
    case .defaultSubcommand: Translations(vi: " (mặc định)", en: " (default)")
    case .subcommandPlaceholder: Translations(vi: "<lệnh con>", en: "<subcommand>")
    }
  }

  /// The column where swift-argument-parser starts an option's or a subcommand's help.
  static let labelColumn = 26

  /// `help` with its frame's words in `language`: headings only at the start of a line, the
  /// other words only where swift-argument-parser writes them. An option's or subcommand's
  /// help whose words changed is wrapped again as the parser wraps it, to `width` (the
  /// terminal's columns the parser wrapped to), so "(default:" at a line's end and its value
  /// on the next are translated as one.
  public static func translated(_ help: String, to language: Language, width: Int = 80)
    -> String
  {
    guard language != .english else { return help }
    var lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var result: [String] = []
    while !lines.isEmpty {
      var line = lines.removeFirst()
      for key in [overview, usage, arguments, options, subcommands]
      where line.hasPrefix(key.filled(in: .english, [])) {
        line = key.filled(in: language, []) + line.dropFirst(key.filled(in: .english, []).count)
      }
      if line.hasPrefix(usage.filled(in: language, [])) {
        line = line.replacingOccurrences(
          of: subcommandPlaceholder.filled(in: .english, []),
          with: subcommandPlaceholder.filled(in: language, []))
      }
      for key in [showHelp, showVersion] where line.hasSuffix(" " + key.filled(in: .english, [])) {
        line = line.dropLast(key.filled(in: .english, []).count) + key.filled(in: language, [])
      }
      if let command = seeHelpCommand(line) {
        result.append("  " + seeHelp.filled(in: language, [command]))
        continue
      }
      guard let element = Element(line, following: &lines) else {
        result.append(line)
        continue
      }
      result += element.translated(to: language).rendered(width: width, unchanged: element)
    }
    return result.joined(separator: "\n")
  }

  /// The command in a line "  See 'quran help audio <subcommand>' for detailed help."
  /// ("audio "), nil for another line.
  private static func seeHelpCommand(_ line: String) -> String? {
    let template = "  " + seeHelp.filled(in: .english, [])
    let parts = template.components(separatedBy: "{1}")
    guard parts.count == 2, line.hasPrefix(parts[0]), line.hasSuffix(parts[1]),
      line.count >= parts[0].count + parts[1].count
    else { return nil }
    return String(line.dropFirst(parts[0].count).dropLast(parts[1].count))
  }

  /// An option, argument or subcommand in the help: its label ("--reciter <reciter>",
  /// "tui (default)") and its help, as one line of text however the parser wrapped it.
  struct Element: Equatable {
    var label: String
    var text: String
    /// The lines the parser wrote for it.
    var lines: [String] = []

    /// The element that begins at `line` (two blanks, then its label), taking its help's
    /// following lines (indented to the help's column) from `following`; nil for a line
    /// that begins none.
    init?(_ line: String, following: inout [String]) {
      let column = HelpFrameText.labelColumn
      guard line.hasPrefix("  "), line.dropFirst(2).first.map({ $0 != " " }) ?? false else {
        return nil
      }
      let characters = Array(line)
      lines = [line]
      if characters.count > column, characters[column - 1] == " ",
        characters[column] != " "
      {
        label = String(characters[2..<column]).trimmingCharacters(in: .whitespaces)
        text = String(characters[column...])
      } else {
        label = String(line.dropFirst(2))
        text = ""
      }
      let indent = String(repeating: " ", count: column)
      while let next = following.first, next.hasPrefix(indent),
        next.dropFirst(column).first.map({ $0 != " " }) ?? false
      {
        let more = String(next.dropFirst(column))
        text = text.isEmpty ? more : text + " " + more
        lines.append(next)
        following.removeFirst()
      }
    }

    /// The element with the parser's words in `language`: the default subcommand's mark,
    /// an option's values and default.
    func translated(to language: Language) -> Element {
      var element = self
      element.lines = []
      let mark = HelpFrameText.defaultSubcommand
      if label.hasSuffix(mark.filled(in: .english, [])) {
        element.label =
          label.dropLast(mark.filled(in: .english, []).count) + mark.filled(in: language, [])
      }
      for key in [HelpFrameText.values, .defaultAsFlag] {
        element.text = element.text.replacingOccurrences(
          of: key.filled(in: .english, []), with: key.filled(in: language, []))
      }
      // "(default: x)" alone or "…; default: x)" after the values.
      for opening in ["(", "; "] {
        element.text = element.text.replacingOccurrences(
          of: opening + HelpFrameText.defaultValue.filled(in: .english, []),
          with: opening + HelpFrameText.defaultValue.filled(in: language, []))
      }
      return element
    }

    /// The lines as swift-argument-parser lays an element out at `width`: the label, its
    /// help from the help's column (on the next line when the label reaches it), wrapped at
    /// a blank; `unchanged`'s own lines when nothing changed.
    func rendered(width: Int, unchanged: Element) -> [String] {
      guard label != unchanged.label || text != unchanged.text else { return unchanged.lines }
      let column = HelpFrameText.labelColumn
      let label = "  " + self.label
      guard !text.isEmpty else { return [label] }
      let indent = String(repeating: " ", count: column)
      let wrapped = HelpFrameText.wrap(text, columns: max(1, width - column)).map {
        indent + $0
      }
      guard label.count < column else { return [label] + wrapped }
      return [label + wrapped[0].dropFirst(label.count)] + wrapped.dropFirst()
    }
  }

  /// `text` in lines of at most `columns` characters, broken at the last blank that allows
  /// it (a longer word on a line of its own), as swift-argument-parser wraps.
  static func wrap(_ text: String, columns: Int) -> [String] {
    var lines: [String] = []
    var rest = Substring(text)
    while true {
      let chunk = rest.prefix(columns)
      if chunk.endIndex == rest.endIndex {
        lines.append(String(rest))
        break
      } else if let space = chunk.lastIndex(of: " ") {
        lines.append(String(rest[..<space]))
        rest = rest[rest.index(after: space)...]
      } else if let space = rest.firstIndex(of: " ") {
        lines.append(String(rest[..<space]))
        rest = rest[rest.index(after: space)...]
      } else {
        lines.append(String(rest))
        break
      }
    }
    return lines
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
