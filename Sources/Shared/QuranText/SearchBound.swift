import Interface

/// The most a search may ask: a pasted page would otherwise cost seconds to minutes
/// of matching. Beyond it the search is refused with a sentence; a word said again is one
/// word (`SearchTerms` keeps each once), so repeating words costs nothing more.
public enum SearchBound {
  /// The longest query, in characters.
  public static let characters = 200
  /// The most different words a query may hold.
  public static let words = 10

  /// The query's folded words, each once, or the refusal of a query beyond the bound.
  public static func terms(of query: String) throws(SearchRefusal) -> SearchTerms {
    // The UTF-8 length bounds the characters' count without walking a huge paste twice.
    if query.utf8.count > characters {
      let length = query.count
      if length > characters { throw .tooLong(length) }
    }
    let terms = SearchTerms(query: query)
    if terms.words.count > words { throw .tooManyWords(terms.words.count) }
    return terms
  }
}

/// A search refused before it ran, as a sentence for a person.
public enum SearchRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  /// The query's length in characters, over `SearchBound.characters`.
  case tooLong(Int)
  /// How many different words the query holds, over `SearchBound.words`.
  case tooManyWords(Int)

  /// What is wrong and what to do, in the interface's language.
  public var description: String {
    switch self {
    case .tooLong(let length): RefusalText.searchTooLong(SearchBound.characters, length)
    case .tooManyWords(let count): RefusalText.searchTooManyWords(SearchBound.words, count)
    }
  }
}
