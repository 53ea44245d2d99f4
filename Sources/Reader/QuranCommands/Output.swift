import Foundation
import Interface
import ReaderUI

/// Standard output for the commands, in the reader's emphasis and colors (`TextStyling`):
/// for the background `--background`, `QURAN_VI_BACKGROUND` or `COLORFGBG` names, the colors
/// that read on both when none does; the emphasis alone under NO_COLOR; plain text when piped.
struct Output {
  let styling: TextStyling

  /// Whether matches are put in brackets: on a terminal that draws no sequences (`TERM=dumb`),
  /// where no emphasis can mark them.
  let bracketsMatches: Bool

  init(environment: [String: String] = ProcessEnvironment.all) {
    let terminal = isatty(STDOUT_FILENO) == 1
    styling = TextStyling(terminal: terminal, environment: environment)
    bracketsMatches = terminal && !styling.styled
  }

  /// Whether standard output is a terminal (so sequences are written).
  var styled: Bool { styling.styled }

  /// What a piece of output is: a heading, a count, a match, an ayah's reference, a
  /// footnote's marker.
  enum Style {
    case bold, dim, match, reference, marker
  }

  func styledText(_ text: String, _ style: Style) -> String {
    switch style {
    case .bold: styling.bold(text)
    case .dim: styling.apply(.dim, to: text)
    case .match: styling.apply(.match, to: text)
    case .reference: styling.apply(.reference, to: text)
    case .marker: styling.apply(.marker, to: text)
    }
  }

  /// `text` with each range drawn in the match style.
  func highlighted(_ text: String, _ ranges: [Range<String.Index>]) -> String {
    highlighted(text, ranges, within: text.startIndex..<text.endIndex)
  }

  /// The part `within` of `text`, with the parts of `ranges` inside it drawn as matches.
  private func highlighted(
    _ text: String, _ ranges: [Range<String.Index>], within part: Range<String.Index>
  ) -> String {
    guard styled || bracketsMatches else { return String(text[part]) }
    var result = ""
    var position = part.lowerBound
    for range in ranges where range.overlaps(part) {
      let start = max(range.lowerBound, position)
      let end = min(range.upperBound, part.upperBound)
      guard start < end else { continue }
      result += text[position..<start]
      let word = String(text[start..<end])
      result += styled ? styledText(word, .match) : "[" + word + "]"
      position = end
    }
    return result + text[position..<part.upperBound]
  }

  func line(_ text: String = "") {
    print(text)
  }

  /// The columns of the terminal standard output is, or nil when it is none (piped text is
  /// never wrapped: one ayah, one line).
  var width: Int? { styled ? ArabicDisplayOptions.terminalWidth : nil }

  /// An ayah's line: its reference, two spaces (`gap`), its text with the matches drawn. On
  /// a terminal the text wraps at word boundaries, each line under the text's first column
  /// (the terminal alone would break words); `indent` spaces go before the reference.
  func referenced(
    _ reference: String, _ text: String, matches: [Range<String.Index>] = [], indent: Int = 0,
    gap: Int = 2, style: Style = .reference
  ) {
    let lead = String(repeating: " ", count: indent)
    let first = lead + styledText(reference, style) + String(repeating: " ", count: gap)
    let hanging = indent + DisplayWidth.of(reference) + gap
    guard let width, width - hanging >= 20 else {
      line(first + highlighted(text, matches))
      return
    }
    let lines = TextWrapping.lines(of: text, width: width - hanging)
    guard !lines.isEmpty else { return line(first) }
    for (number, part) in lines.enumerated() {
      let start = number == 0 ? first : String(repeating: " ", count: hanging)
      line(start + highlighted(text, matches, within: part.range))
    }
  }

  /// Search hits, one an ayah (its reference, then its text with the matches drawn), and a
  /// dim line that counts the `total` beyond them.
  func hits(_ hits: [(ayah: String, text: String, matches: [Range<String.Index>])], total: Int) {
    for hit in hits { referenced(hit.ayah, hit.text, matches: hit.matches) }
    if total > hits.count { line(styledText(CommandText.moreResults(total - hits.count), .dim)) }
  }

  /// Prints a value as JSON with stable key order.
  func json(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(value)
    FileHandle.standardOutput.write(data)
    FileHandle.standardOutput.write(Data("\n".utf8))
  }
}
