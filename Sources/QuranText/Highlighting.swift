/// Finds where the words of a search stand in a text, so they can be shown highlighted.
///
/// A word of the text matches when its folded form equals a folded query word, or, for the
/// last query word, begins with it (the search treats the last word as a prefix, so results
/// keep up with typing).
public struct SearchTerms: Sendable, Equatable {
  public let words: [String]

  public init(query: String) {
    words = VietnameseFolding.words(query)
  }

  public var isEmpty: Bool { words.isEmpty }

  /// The SQLite FTS5 query over folded text: every word must appear; the last may be a prefix.
  public var matchExpression: String {
    words.enumerated().map { index, word in
      "\"\(word)\"" + (index == words.count - 1 ? "*" : "")
    }.joined(separator: " ")
  }

  /// The ranges of `text` whose words match.
  public func matches(in text: String) -> [Range<String.Index>] {
    guard !words.isEmpty else { return [] }
    var ranges = [Range<String.Index>]()
    var index = text.startIndex
    while index < text.endIndex {
      guard VietnameseFolding.isWordCharacter(text[index]) else {
        index = text.index(after: index)
        continue
      }
      var end = index
      while end < text.endIndex, VietnameseFolding.isWordCharacter(text[end]) {
        end = text.index(after: end)
      }
      if matches(word: VietnameseFolding.fold(String(text[index..<end]))) {
        ranges.append(index..<end)
      }
      index = end
    }
    return ranges
  }

  private func matches(word: String) -> Bool {
    words.dropLast().contains(word) || word.hasPrefix(words[words.count - 1])
  }
}
