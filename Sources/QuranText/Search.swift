import GRDB

/// One ayah found by a search, with where the query's words stand in its text.
public struct SearchHit: Sendable {
  public let ayah: Ayah
  public let matches: [Range<String.Index>]
}

/// The best hits of a search, and how many ayahs matched in all.
public struct SearchResults: Sendable {
  public let terms: SearchTerms
  public let hits: [SearchHit]
  public let totalCount: Int
}

extension Corpus {
  /// Searches one translation, ranked by relevance (BM25), insensitive to case, tones and
  /// marks, with `đ` matching `d`. The last word of the query also matches as a prefix.
  public func search(
    _ query: String, translation: Translation, limit: Int = 100
  ) throws -> SearchResults {
    let terms = SearchTerms(query: query)
    guard !terms.isEmpty else { return SearchResults(terms: terms, hits: [], totalCount: 0) }
    let table = "search_\(translation.column)"
    return try database.read { db in
      let total =
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM \(table) WHERE \(table) MATCH ?",
          arguments: [terms.ftsQuery]) ?? 0
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT a.surah, a.number, a.\(translation.column) AS vietnamese,
                 a.\(translation.column)Arabic AS arabic
          FROM (SELECT rowid, rank FROM \(table) WHERE \(table) MATCH ? ORDER BY rank LIMIT ?) AS hit
          JOIN ayah AS a ON a.position = hit.rowid
          ORDER BY hit.rank, a.position
          """, arguments: [terms.ftsQuery, limit])
      let hits = rows.map { row in
        let ayah = Self.ayah(from: row)
        return SearchHit(ayah: ayah, matches: terms.matches(in: ayah.vietnamese))
      }
      return SearchResults(terms: terms, hits: hits, totalCount: total)
    }
  }
}
