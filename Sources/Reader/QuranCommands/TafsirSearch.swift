import Interface
import QuranText

/// `quran search --in tafsir "kursi"`: the tafsir searched as the text is (the same tone
/// folding and ranking); each hit is shown by the sentence that holds its first match.
enum TafsirSearch {
  static func run(_ query: String, limit: Int, json: Bool, _ session: Session) throws {
    let results = try session.corpus.searchTafsir(query, limit: limit)
    if results.totalCount == 0,
      try session.corpus.tafsir(of: SurahSizes.ayah(atGlobalIndex: 1)!) == nil
    {
      throw Problem(TafsirCommand.absence(session.corpus))
    }
    let output = Output()
    if json {
      try output.json(
        TafsirSearchJSON(
          query: query, total: results.totalCount,
          results: try results.hits.compactMap { try session.corpus.tafsir(of: $0.id) }
            .map(TafsirJSON.init)))
      return
    }
    guard results.totalCount > 0 else { throw Problem(StudyText.noTafsirMatches(query)) }
    let hits = results.hits.map { hit in
      let (excerpt, ranges) = sentence(of: hit, results.terms)
      return (hit.id.description, excerpt, ranges)
    }
    output.hits(hits, total: results.totalCount)
  }

  /// The sentence of the tafsir that holds its first match, with the matches in it.
  static func sentence(of hit: SearchHit, _ terms: SearchTerms) -> (
    String, [Range<String.Index>]
  ) {
    let text = hit.vietnamese
    guard let first = hit.matches.first else { return (String(text.prefix(200)), []) }
    let enders: Set<Character> = [".", "!", "?", "\n"]
    var start = first.lowerBound
    while start > text.startIndex, !enders.contains(text[text.index(before: start)]) {
      start = text.index(before: start)
    }
    var end = first.upperBound
    while end < text.endIndex, !enders.contains(text[end]) { end = text.index(after: end) }
    if end < text.endIndex, text[end] != "\n" { end = text.index(after: end) }
    let excerpt = String(text[start..<end]).trimmingCharacters(in: .whitespaces)
    return (excerpt, terms.matches(in: excerpt))
  }
}

struct TafsirSearchJSON: Encodable {
  let query: String
  let total: Int
  let results: [TafsirJSON]
}
