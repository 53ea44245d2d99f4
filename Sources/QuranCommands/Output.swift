import Foundation
import Interface

/// Standard output for the commands: colors only when it is a terminal and NO_COLOR is unset,
/// so piped output is plain text.
struct Output {
  let styled: Bool

  init() {
    let environment = ProcessInfo.processInfo.environment
    styled = isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
  }

  enum Style: String {
    case bold = "1"
    case dim = "2"
    case match = "1;33"
    case reference = "36"
  }

  func styledText(_ text: String, _ style: Style) -> String {
    styled ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// `text` with each range drawn in the match style.
  func highlighted(_ text: String, _ ranges: [Range<String.Index>]) -> String {
    guard styled else { return text }
    var result = ""
    var position = text.startIndex
    for range in ranges {
      result += text[position..<range.lowerBound]
      result += styledText(String(text[range]), .match)
      position = range.upperBound
    }
    return result + text[position...]
  }

  func line(_ text: String = "") {
    print(text)
  }

  /// Search hits, one a line (the ayah, then its text with the matches drawn), and a dim
  /// line that counts the `total` beyond them.
  func hits(_ hits: [(ayah: String, text: String, matches: [Range<String.Index>])], total: Int) {
    for hit in hits {
      line("\(styledText(hit.ayah, .reference))  \(highlighted(hit.text, hit.matches))")
    }
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
