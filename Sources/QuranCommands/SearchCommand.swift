import ArgumentParser
import QuranText

/// `quran search "nhan danh allah"`: ranked, tone-insensitive search of one translation.
struct SearchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Search a translation; tones, marks and case don't matter (đ matches d).")

  @Argument(help: "The words to find.")
  var query: String

  @Option(help: "How many results at most.")
  var limit = 20

  @OptionGroup var text: TextOptions
  @OptionGroup var location: LocationOptions

  func run() throws {
    guard limit > 0 else { throw Problem("--limit must be at least 1.") }
    let session = try location.openSession(access: .readOnly)
    let translation = try text.chosenTranslation(session)
    let results = try session.corpus.search(query, translation: translation, limit: limit)
    let output = Output()
    if text.json {
      try output.json(
        SearchJSON(
          query: query, translation: translation.rawValue, total: results.totalCount,
          results: results.hits.map { AyahJSON($0.ayah, translation: translation, arabic: false) }))
      return
    }
    guard results.totalCount > 0 else {
      throw Problem("No ayah in the \(translation.rawValue) translation matches \"\(query)\".")
    }
    for hit in results.hits {
      output.line(
        "\(output.styledText(hit.ayah.id.description, .reference))  \(output.highlighted(hit.ayah.vietnamese, hit.matches))"
      )
    }
    if results.totalCount > results.hits.count {
      output.line(
        output.styledText(
          "… \(results.totalCount - results.hits.count) more (--limit N shows more).", .dim))
    }
  }
}

struct SearchJSON: Encodable {
  let query: String
  let translation: String
  let total: Int
  let results: [AyahJSON]
}
