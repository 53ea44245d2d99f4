import QuranText
import TestSupport
import Testing

/// Ayahs that hold the query as a phrase rank first (issue 40): "nhan danh allah" finds 27:30,
/// which holds it, above 3:87, which only holds its words apart. The tafsir ranks its texts
/// the same way (issue 51).
@Suite struct PhraseRankingTests {
  @Test func theExactPhraseRanksFirst() throws {
    let found = try Fixtures.corpus.search("nhan danh allah", translation: .rwwad, limit: 500)
    let ids = found.hits.map(\.id.description)
    let phrase = try #require(ids.firstIndex(of: "27:30"))
    let apart = try #require(ids.firstIndex(of: "3:87"))
    #expect(phrase < apart)
    let holds = found.hits.map { VietnameseFolding.fold($0.vietnamese).contains("nhan danh allah") }
    #expect(holds.first == true)
    #expect(holds == holds.sorted { $0 && !$1 }, "every ayah with the phrase before any without")
  }

  /// "ngai vuong": the 22 tafsir texts with "ngai vương" side by side are the top 22, 20:5
  /// among them, and 38:35 and 27:44 (the words apart) after them; the texts where the words
  /// stand close come before those where they stand far apart.
  @Test func tafsirTextsWithTheWordsSideBySideRankFirst() throws {
    let found = try Fixtures.corpus.searchTafsir("ngai vuong", limit: 500)
    let holds = found.hits.map { Self.folded($0.vietnamese).contains("ngai vuong") }
    #expect(holds.filter { $0 }.count == 22, "\(holds.filter { $0 }.count)")
    #expect(holds == holds.sorted { $0 && !$1 }, "every text with the phrase before any without")
    let ids = found.hits.map(\.id.description)
    for id in ["20:5", "7:54", "57:4", "11:7"] {
      #expect((ids.firstIndex(of: id) ?? 99) < 22, "\(id) at \(ids.firstIndex(of: id) ?? -1)")
    }
    let apart = found.hits.dropFirst(22).map { Self.gap(in: $0.vietnamese) }
    #expect(apart == apart.sorted { ($0 <= SearchTerms.nearness) && ($1 > SearchTerms.nearness) })
  }

  /// The query's words folded and joined by single spaces.
  static func folded(_ text: String) -> String {
    VietnameseFolding.words(text).joined(separator: " ")
  }

  /// The fewest words between a "ngai" and a "vuong…" of a text.
  static func gap(in text: String) -> Int {
    let words = VietnameseFolding.words(text)
    let first = words.indices.filter { words[$0] == "ngai" }
    let second = words.indices.filter { words[$0].hasPrefix("vuong") }
    return first.flatMap { a in second.map { b in abs(b - a) - 1 } }.min() ?? Int.max
  }

  /// A query beyond the bound is refused with a sentence; a word said again is one word, so
  /// "nhan danh allah " repeated to the bound finds what "nhan danh allah" finds.
  @Test func aQueryHasABoundAndRepeatedWordsCostNothing() throws {
    let corpus = Fixtures.corpus
    let long = String(repeating: "nhan danh allah ", count: 100)
    #expect(throws: SearchRefusal.tooLong(long.count)) {
      try corpus.search(long, translation: .rwwad)
    }
    #expect(throws: SearchRefusal.tooLong(long.count)) { try corpus.searchTafsir(long) }
    let many = "mot hai ba bon nam sau bay tam chin muoi mot-tram"
    #expect(throws: SearchRefusal.tooManyWords(11)) {
      try corpus.search(many, translation: .rwwad)
    }
    #expect(SearchRefusal.tooLong(1600).description.contains("200"))
    let repeated = String(repeating: "nhan danh allah ", count: 12)  // 192 characters
    #expect(SearchTerms(query: repeated).words == ["nhan", "danh", "allah"])
    let once = try corpus.search("nhan danh allah", translation: .rwwad)
    let again = try corpus.search(repeated, translation: .rwwad)
    #expect(again.hits.map(\.id) == once.hits.map(\.id) && again.totalCount == once.totalCount)
    let tafsirOnce = try corpus.searchTafsir("nhan danh allah")
    let tafsirAgain = try corpus.searchTafsir(repeated)
    #expect(tafsirAgain.hits.map(\.id) == tafsirOnce.hits.map(\.id))
  }
}
