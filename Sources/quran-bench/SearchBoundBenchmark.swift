import Foundation
import QuranText

/// Queries at the search's bound (`SearchBound`, issue 51): what a paste cut to the bound
/// costs. A phrase said again and again; ten of the commonest words (the longest lists of
/// hits), again and again; ten words of which the last is a one-letter prefix.
let boundQueries = [
  "nhan danh allah ", "allah la va cua nguoi nhung ke ho cac da ",
  "Thượng Đế tạo hóa trời đất ban cho loài người và muôn vật n",
].map { String(String(repeating: $0, count: 20).prefix(SearchBound.characters)) }

func benchmarkSearchBound() throws {
  let corpus = try Corpus.open(at: home.corpusPath, source: source)
  for translation in Translation.allCases {
    let text = try p99 { try corpus.search($0, translation: translation, limit: 100) }
    report(
      "search \(translation.rawValue) at the bound (200 characters), p99", Timings.format(text),
      bound: "≤ 50 ms", ok: text <= 50)
  }
  let tafsir = try p99 { try corpus.searchTafsir($0, limit: 100) }
  report(
    "search tafsir at the bound (200 characters), p99", Timings.format(tafsir),
    bound: "≤ 50 ms", ok: tafsir <= 50)
  let paste = String(repeating: "nhan danh allah ", count: 8_000)
  let refused = measure { _ = try? corpus.searchTafsir(paste) }
  report(
    "a 128,000-character paste refused (tafsir)", Timings.format(refused), bound: "≤ 50 ms",
    ok: refused <= 50)
  // The tafsir texts holding "ngai vương" side by side, and how many of them the first
  // screenful of `quran search --in tafsir "ngai vuong"` shows.
  let found = try corpus.searchTafsir("ngai vuong", limit: 1000)
  let holds = found.hits.map {
    VietnameseFolding.words($0.vietnamese).joined(separator: " ").contains("ngai vuong")
  }
  let phrase = holds.filter { $0 }.count
  let top = holds.prefix(phrase).filter { $0 }.count
  report(
    "tafsir \"ngai vuong\": texts with the phrase in the top \(phrase)", "\(top) of \(phrase)",
    bound: "all", ok: top == phrase && phrase > 0)
}

/// The 99th percentile of `search` over the bound's queries, 40 rounds after one to warm up.
private func p99(_ search: (String) throws -> SearchResults) throws -> Double {
  for query in boundQueries { _ = try search(query) }
  var timings = Timings()
  for _ in 0..<40 {
    for query in boundQueries {
      timings.add(try measure { _ = try search(query).hits.prefix(20).map(\.matches) })
    }
  }
  return timings.percentile(0.99)
}
