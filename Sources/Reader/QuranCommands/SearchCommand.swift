import ArgumentParser
import Foundation
import Interface
import QuranText

/// `quran search "nhan danh allah"`: ranked, tone-insensitive search of one translation; the
/// words may come unquoted (`quran search --in tafsir ngai vuong`), joined by a space.
struct SearchCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "search", abstract: CommandHelp.search())
  }

  @Argument(help: .text(.searchWords))
  var words: [String]

  /// The words as one query.
  var query: String { words.joined(separator: " ") }

  @Option(help: .text(.searchLimit, valueName: "N"))
  var limit = 20

  @Option(
    name: .customLong("in"), help: ArgumentHelp(StudyText.helpSearchIn(), valueName: "text|tafsir"),
    completion: Place.choices, transform: Place.parser { StudyText.notASearchPlace($0) })
  var place = Place.text

  /// `--in text|tafsir`: what is searched.
  enum Place: String, CaseIterable, ExpressibleByArgument { case text, tafsir }

  @OptionGroup var text: TextOptions
  @OptionGroup var location: LocationOptions

  func validate() throws {
    guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw ValidationError(RefusalText.emptySearch())
    }
  }

  func run() throws { try search.run() }

  /// What was asked, as plain values.
  var search: TextSearch {
    TextSearch(
      query: query, limit: limit, place: place, translation: text.translation, json: text.json,
      location: location.place)
  }
}

/// What `quran search` does, from plain values: `SearchCommand` parsed them, or
/// `CommandLineShortcut` read them off a short command line.
struct TextSearch: Equatable {
  let query: String
  /// `--limit`: the most hits printed.
  var limit = 20
  /// `--in`.
  var place = SearchCommand.Place.text
  /// `--translation`; nil for the one kept in the settings.
  var translation: Translation?
  /// `--json`.
  var json = false
  var location = DataLocation()

  /// Prints the hits on standard output, and ends the program.
  func run() throws {
    guard limit > 0 else { throw Problem(CommandText.limitTooSmall()) }
    do { _ = try SearchBound.terms(of: query) } catch { throw Problem("\(error)", exitCode: 64) }
    let session = try location.openSession(access: .readOnly)
    try write(from: session)
    session.endProgram()
  }

  private func write(from session: Session) throws {
    if place == .tafsir {
      return try TafsirSearch.run(query, limit: limit, json: json, session)
    }
    let translation = try translation ?? session.library.settings().translation
    let results = try session.corpus.search(query, translation: translation, limit: limit)
    let output = Output()
    if json {
      try output.json(
        SearchJSON(
          query: query, translation: translation.rawValue, total: results.totalCount,
          results: results.hits.map { hit in
            var ayah = AyahJSON(hit.id, hit.vietnamese, translation: translation)
            let scalars = hit.vietnamese.unicodeScalars
            ayah.matches = hit.matches.map {
              AyahJSON.MatchJSON(
                start: scalars.distance(from: scalars.startIndex, to: $0.lowerBound),
                end: scalars.distance(from: scalars.startIndex, to: $0.upperBound))
            }
            return ayah
          }))
      return
    }
    guard results.totalCount > 0 else {
      throw Problem(CommandText.noAyahMatches(translation.rawValue, query))
    }
    output.hits(
      results.hits.map { ($0.id.description, $0.vietnamese, $0.matches) }, total: results.totalCount
    )
  }
}

struct SearchJSON: Encodable {
  let query: String
  let translation: String
  let total: Int
  let results: [AyahJSON]
}
