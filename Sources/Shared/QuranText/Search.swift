import GRDB

/// One ayah found by a search: what a list of results shows (the Arabic is read when the
/// ayah is opened).
public struct SearchHit: Sendable {
  /// The ayah found.
  public let id: AyahID
  /// Its text in the translation searched.
  public let vietnamese: String
  let terms: SearchTerms

  /// Where the query's words stand in the ayah's text; found when asked, since only the
  /// hits on the screen need them.
  public var matches: [Range<String.Index>] { terms.matches(in: vietnamese) }
}

/// The best hits of a search, and how many ayahs matched in all.
public struct SearchResults: Sendable {
  /// The query's words, folded, to highlight in each hit.
  public let terms: SearchTerms
  /// The best matches, most relevant first; no more than the search's limit.
  public let hits: [SearchHit]
  /// How many ayahs matched in all, beyond the limit too.
  public let totalCount: Int
}

extension Corpus {
  /// Searches one translation, insensitive to case, tones and marks, with `đ` matching `d`.
  /// The last word of the query also matches as a prefix. Ayahs that hold the query's words
  /// as written, side by side, come first, then those where they stand close, then the rest;
  /// each group by relevance (BM25). A query beyond `SearchBound` is refused
  /// (`SearchRefusal`).
  public func search(
    _ query: String, translation: Translation, limit: Int = 100
  ) throws -> SearchResults {
    let terms = try SearchBound.terms(of: query)
    guard !terms.isEmpty else { return SearchResults(terms: terms, hits: [], totalCount: 0) }
    let table = "search_\(translation.column)"
    return try database.read { db in
      // One pass over the index ranks the matches and counts them all.
      // Read by column index from a cursor: a hundred rows are not copied with their names.
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT a.surah, a.number, a.\(translation.column), hit.total
          FROM (\(terms.rankedHits(in: table))) AS hit
          JOIN ayah AS a ON a.position = hit.rowid
          ORDER BY hit.phrase DESC, hit.near DESC, hit.rank, a.position
          """, arguments: terms.rankingArguments(limit: limit))
      var hits = [SearchHit]()
      var total = 0
      while let row = try rows.next() {
        let id = AyahID(uncheckedSurah: row[0], ayah: row[1])
        hits.append(SearchHit(id: id, vietnamese: row[2], terms: terms))
        total = row[3]
      }
      return SearchResults(terms: terms, hits: hits, totalCount: total)
    }
  }
}

extension SearchTerms {
  /// The best `limit` hits of an FTS5 table, in the order a search shows them (the phrase,
  /// then the words close, then the rest, each by BM25), with how many matched in all
  /// (`total`). Its arguments are `rankingArguments(limit:)`. Closeness is looked at for two
  /// to `closeWords` words: a longer query (a paste) ranks by the phrase and BM25 alone.
  func rankedHits(in table: String) -> String {
    let near =
      ranksCloseness ? "rowid IN (SELECT rowid FROM \(table) WHERE \(table) MATCH ?)" : "0"
    return """
      SELECT rowid, rank, count(*) OVER () AS total,
        rowid IN (SELECT rowid FROM \(table) WHERE \(table) MATCH ?) AS phrase, \(near) AS near
      FROM \(table) WHERE \(table) MATCH ? ORDER BY phrase DESC, near DESC, rank LIMIT ?
      """
  }

  /// The arguments of `rankedHits(in:)`.
  func rankingArguments(limit: Int) -> StatementArguments {
    ranksCloseness
      ? [phraseExpression, nearExpression, matchExpression, limit]
      : [phraseExpression, matchExpression, limit]
  }

  /// The most words whose closeness ranks the hits.
  static let closeWords = 4

  /// Whether the hits where the words stand close rank before the rest.
  var ranksCloseness: Bool { (2...Self.closeWords).contains(words.count) }
}
