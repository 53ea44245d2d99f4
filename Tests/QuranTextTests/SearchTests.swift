import Foundation
import TestSupport
import Testing

@testable import QuranText

@Suite struct SearchTests {
  let corpus = Fixtures.corpus

  @Test func foldingRemovesCaseTonesAndMarksAndReadsDjAsD() {
    #expect(
      VietnameseFolding.fold("Nhân danh Allah, Đấng Độ Lượng") == "nhan danh allah, dang do luong")
    // The same word written with combining marks folds the same way.
    let combining = "Đa\u{0302}\u{0301}ng"
    #expect(VietnameseFolding.fold(combining) == "dang")
    #expect(VietnameseFolding.fold("ĐỨC") == "duc")
  }

  /// The whole-text fold, written as UTF-8, gives what folding each scalar gives (the rule
  /// the highlighting follows), over both translations, with marks apart too, and the tafsir.
  @Test func aWholeTextFoldsAsItsScalarsDo() throws {
    func scalarByScalar(_ text: String) -> String {
      var folded = [Unicode.Scalar]()
      for scalar in text.unicodeScalars { VietnameseFolding.fold(scalar, into: &folded) }
      return String(String.UnicodeScalarView(folded))
    }
    var texts = ["ÀÉÎÕÜ Ǆ ǅ ß æ Ø İ ı ﬁ Ω Ж ٱللَّهِ 𝔸 ẞ Ꞵ"]
    for translation in Translation.allCases {
      for surah in 1...114 {
        for ayah in try corpus.ayahs(inSurah: surah, translation: translation) {
          texts += [ayah.vietnamese, ayah.vietnamese.decomposedStringWithCanonicalMapping]
        }
      }
    }
    for position in stride(from: 1, through: 6236, by: 7) {
      if let tafsir = try corpus.tafsir(of: SurahSizes.ayah(atGlobalIndex: position)!) {
        texts.append(tafsir.text)
      }
    }
    for text in texts {
      #expect(VietnameseFolding.fold(text) == scalarByScalar(text), "\(text.prefix(40))")
    }
  }

  @Test(arguments: Translation.allCases)
  func highlightingMarksEveryMatchingWordOfEveryAyah(translation: Translation) throws {
    // Against a plain reading of the rule — split into words of letters and digits, fold
    // each, compare — over the whole translation, with marks written apart in one copy.
    for query in ["dang toi cao", "Allah", "nguoi co duc tin", "thien d", "2 ", "ĐẾ"] {
      let terms = SearchTerms(query: query)
      for surah in 1...114 {
        for ayah in try corpus.ayahs(inSurah: surah, translation: translation) {
          for text in [ayah.vietnamese, ayah.vietnamese.decomposedStringWithCanonicalMapping] {
            let found = terms.matches(in: text).map { String(text[$0]) }
            #expect(found == Self.wordsMatching(terms, in: text), "\(ayah.id) \(query)")
          }
        }
      }
    }
  }

  static func wordsMatching(_ terms: SearchTerms, in text: String) -> [String] {
    text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init).filter {
      let word = VietnameseFolding.fold($0)
      return terms.words.dropLast().contains(word) || word.hasPrefix(terms.words.last!)
    }
  }

  @Test func searchWithoutTonesFindsTheOpening() throws {
    let results = try corpus.search("nhan danh allah", translation: .rwwad)
    #expect(results.hits.first?.id.description == "1:1")
    #expect(results.totalCount >= 3)
  }

  @Test func dMatchesDjAndMatchesAreHighlighted() throws {
    let results = try corpus.search("dang", translation: .rwwad, limit: 5)
    #expect(results.totalCount > 500)
    for hit in results.hits {
      #expect(!hit.matches.isEmpty)
      for range in hit.matches {
        #expect(VietnameseFolding.fold(String(hit.vietnamese[range])).hasPrefix("dang"))
      }
    }
    #expect(
      results.hits.contains { hit in hit.matches.contains { hit.vietnamese[$0] == "Đấng" } })
  }

  @Test func tonesAndCaseInTheQueryDoNotMatter() throws {
    let plain = try corpus.search("thuong de", translation: .rwwad)
    let toned = try corpus.search("THƯỢNG ĐẾ", translation: .rwwad)
    #expect(plain.totalCount == toned.totalCount)
    #expect(plain.hits.map(\.id) == toned.hits.map(\.id))
  }

  @Test(arguments: Translation.allCases)
  func searchesTheChosenTranslationOnly(translation: Translation) throws {
    let results = try corpus.search("kursi", translation: translation)
    #expect(results.hits.contains { $0.id.description == "2:255" })
    for hit in results.hits {
      #expect(hit.vietnamese == (try corpus.ayah(hit.id, translation: translation)).vietnamese)
    }
  }

  @Test func theLastWordMatchesAsAPrefix() throws {
    let results = try corpus.search("nhan da", translation: .rwwad)
    #expect(results.hits.contains { $0.id.description == "1:1" })
  }

  @Test func emptyAndPunctuationOnlyQueriesFindNothing() throws {
    #expect(try corpus.search("", translation: .rwwad).totalCount == 0)
    #expect(try corpus.search("  ,.;\"*", translation: .rwwad).totalCount == 0)
    // Words FTS5 would read as operators are searched as words.
    #expect(throws: Never.self) { try corpus.search("\"AND OR NEAR(", translation: .rwwad) }
  }

  @Test func limitBoundsTheHitsButNotTheCount() throws {
    let results = try corpus.search("allah", translation: .rwwad, limit: 3)
    #expect(results.hits.count == 3)
    #expect(results.totalCount > 1000)
  }
}

@Suite struct NormalizationTests {
  @Test func nfcComposesWhatIsDecomposedAndKeepsWhatIsComposed() {
    let composed = "Đấng Hằng Sống — “Allah” …"
    let decomposed = composed.decomposedStringWithCanonicalMapping
    #expect(Array(decomposed.nfc.unicodeScalars) == Array(composed.unicodeScalars))
    #expect(Array(composed.nfc.unicodeScalars) == Array(composed.unicodeScalars))
    // A singleton below the fast path's reach is still normalized (Ω OHM SIGN → Ω).
    #expect(Array("\u{2126}".nfc.unicodeScalars) == ["\u{03A9}"])
    #expect(Array("A\u{030A}".nfc.unicodeScalars) == ["\u{00C5}"])
  }
}
