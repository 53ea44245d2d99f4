import QuranText
import TestSupport
import Testing

/// Ayahs that hold the query as a phrase rank first (issue 40): "nhan danh allah" finds 27:30,
/// which holds it, above 3:87, which only holds its words apart.
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
}
