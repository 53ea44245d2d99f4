/// Finds where the words of a search stand in a text, so they can be shown highlighted.
///
/// A word of the text matches when its folded form equals a folded query word, or, for the
/// last query word, begins with it (the search treats the last word as a prefix, so results
/// keep up with typing).
public struct SearchTerms: Sendable, Equatable {
  /// The query's words, folded (lower case, no tones or marks), each once, in the order
  /// they first came: a word said again asks nothing more of a search.
  public let words: [String]

  /// Splits a query as typed into its folded words. `SearchBound.terms(of:)` refuses a query
  /// beyond the search's bound first.
  public init(query: String) {
    var seen = Set<String>()
    words = VietnameseFolding.words(query).filter { seen.insert($0).inserted }
  }

  /// Whether the query had no words at all (blank or only punctuation).
  public var isEmpty: Bool { words.isEmpty }

  /// The SQLite FTS5 query over folded text: every word must appear; the last may be a prefix.
  public var matchExpression: String {
    words.enumerated().map { index, word in
      "\"\(word)\"" + (index == words.count - 1 ? "*" : "")
    }.joined(separator: " ")
  }

  /// The same words as one phrase, in the query's order and side by side (the last one may
  /// still be a prefix): the ayahs that hold it rank first.
  public var phraseExpression: String { "\"" + words.joined(separator: " ") + "\"*" }

  /// The words close together, each within `nearness` words of the next (in any order, the
  /// last one still a prefix): after the phrase, these hits rank first.
  public var nearExpression: String {
    words.count < 2 ? matchExpression : "NEAR(\(matchExpression), \(Self.nearness))"
  }

  /// How many words may stand between the query's words for them to be close.
  public static let nearness = 6

  /// The ranges of `text` whose words match. It walks the text's scalars once, folding each
  /// word into one reused buffer: the twenty hits of a screen are marked in well under a
  /// millisecond.
  public func matches(in text: String) -> [Range<String.Index>] {
    guard let last = words.last else { return [] }
    let whole = words.dropLast().map { Array($0.unicodeScalars) }
    let prefix = Array(last.unicodeScalars)
    let scalars = text.unicodeScalars
    var ranges = [Range<String.Index>]()
    var folded = [Unicode.Scalar]()
    var index = scalars.startIndex
    while index < scalars.endIndex {
      guard VietnameseFolding.isWordScalar(scalars[index]) else {
        index = scalars.index(after: index)
        continue
      }
      var end = index
      folded.removeAll(keepingCapacity: true)
      while end < scalars.endIndex,
        VietnameseFolding.isWordScalar(scalars[end]) || VietnameseFolding.isMark(scalars[end])
      {
        VietnameseFolding.fold(scalars[end], into: &folded)
        end = scalars.index(after: end)
      }
      if folded.starts(with: prefix) || whole.contains(folded) {
        ranges.append(index..<end)
      }
      index = end
    }
    return ranges
  }

  /// Of `matches` (as `matches(in:)` found them in `text`), the ones a row's excerpt centres
  /// on: the first run of matches holding the most of the query's words, each match within
  /// `nearness` words of the next (as the ranking's `nearExpression` counts them), a word
  /// matched whole before one matched as a prefix: their indices. `12:87`'s "lòng nhân từ"
  /// for `nhan tu`, not the "tin tức" before it. Empty when there are no matches.
  public func focus(in text: String, matches: [Range<String.Index>]) -> Range<Int> {
    guard !matches.isEmpty else { return 0..<0 }
    let found = matches.map { VietnameseFolding.fold(String(text[$0])) }
    let lastWord = words.last ?? ""
    // Which query word each match is, and whether it matched whole.
    let matched = found.map { word -> (word: String, whole: Bool) in
      words.contains(word) ? (word, true) : (lastWord, false)
    }
    // Whether each match is near the next: counted once, not once per run it belongs to.
    let nearNext = matches.indices.dropLast().map { index in
      VietnameseFolding.words(
        String(text[matches[index].upperBound..<matches[index + 1].lowerBound])
      ).count <= Self.nearness
    }
    var best = 0..<1
    var bestScore = (words: 0, whole: 0)
    for start in matches.indices {
      var end = start
      while end < nearNext.count, nearNext[end] { end += 1 }
      let run = matched[start...end]
      let score = (
        words: Set(run.map(\.word)).count, whole: Set(run.filter(\.whole).map(\.word)).count
      )
      if score.words > bestScore.words
        || (score.words == bestScore.words && score.whole > bestScore.whole)
      {
        (best, bestScore) = (start..<(end + 1), score)
      }
    }
    return best
  }
}
