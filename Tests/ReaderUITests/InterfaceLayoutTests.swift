import Interface
import Library
import TestSupport
import Testing

@testable import ReaderUI

/// The interface's text in both languages at 80 columns and at the smallest window (40×10):
/// every word on the status bar, the help and the menu is a whole word of the catalogue.
@Suite struct InterfaceLayoutTests {
  let home = TemporaryHome(withCorpus: false)

  /// Every word the catalogue can put on screen, in both languages, and the help's keys.
  static let catalogueWords: Set<Substring> = {
    var words = Set<Substring>()
    for message in Catalogues.everyMessage {
      for text in [message.translations.vi, message.translations.en] {
        words.formUnion(text.split(whereSeparator: { $0 == " " || $0 == "\n" }))
      }
    }
    for entry in ReaderKeys.entries { words.formUnion(entry.label.split(separator: " ")) }
    // The credits name each translation with its version, filled in: whole, they are words too.
    for language in Language.allCases {
      Language.$scoped.withValue(language) {
        for row in HelpScreen.rows(width: 10_000) {
          words.formUnion(row.text.split(separator: " "))
        }
      }
    }
    return words
  }()

  /// The words of a row that are not whole words of the catalogue (a word cut short at the
  /// edge would be one); a closing ellipsis after a whole word is fine.
  func cutWords(_ row: String) -> [Substring] {
    row.split(separator: " ").filter { word in
      let bare = word.hasSuffix("…") && word.count > 1 ? word.dropLast() : word
      return !Self.catalogueWords.contains(bare) && !Self.catalogueWords.contains(word)
    }
  }

  func rows(_ canvas: Canvas) -> [String] {
    (0..<canvas.height).map { canvas.text(ofRow: $0) }
  }

  @Test(arguments: [Language.vietnamese, .english], [(40, 10), (80, 24)])
  func nothingIsCutMidWord(language: Language, size: (Int, Int)) throws {
    try Language.$scoped.withValue(language) {
      let session = try ReaderSession(
        corpus: Fixtures.corpus, library: home.openLibrary(), arabicOverride: .terminal)
      let (width, height) = size
      let main = rows(session.draw(width: width, height: height))
      #expect(cutWords(main[height - 1]) == [], "status bar: \(main[height - 1])")
      #expect(main[height - 1].contains(language == .vietnamese ? "trợ giúp" : "help"))

      _ = session.handle(.character("?"))
      var seen = Set<String>()
      for _ in 0..<150 {
        let help = rows(session.draw(width: width, height: height))
        for row in help[1..<height - 1] {
          #expect(cutWords(row) == [], "help at \(width)×\(height): \(row)")
          seen.insert(row.trimmingCharacters(in: .whitespaces))
        }
        _ = session.handle(.character("j"))
      }
      #expect(seen.contains { $0.hasPrefix("q ") }, "scrolling reaches the last key, q")
      _ = session.handle(.escape)

      _ = session.handle(.character("m"))
      let menu = rows(session.draw(width: width, height: height))
      let menuRows = width < 60 ? Array(menu[1..<height]) : [menu[height - 1]]
      for row in menuRows { #expect(cutWords(row) == [], "menu: \(row)") }
      _ = session.handle(.escape)

      _ = session.handle(.character("F"))
      let favorites = rows(session.draw(width: width, height: height))
      #expect(cutWords(favorites[height - 1]) == [], "list hints: \(favorites[height - 1])")
    }
  }

  @Test func theTooSmallMessageWrapsInBothLanguages() throws {
    for language in Language.allCases {
      try Language.$scoped.withValue(language) {
        let session = try ReaderSession(
          corpus: Fixtures.corpus, library: home.openLibrary(), arabicOverride: .terminal)
        let screen = session.draw(width: 30, height: 8)
        for row in rows(screen) { #expect(cutWords(row).allSatisfy { $0.contains("×") }, "\(row)") }
        #expect(
          screen.text.contains(language == .vietnamese ? "Cửa sổ quá nhỏ" : "Terminal too small"))
      }
    }
  }
}

/// The status row with a plan and the title in both languages (issue 51): the plan's portion
/// set apart from the hints, `f` among the hints kept, two spaces before the translation.
@Suite struct StatusRowTests {
  let home = TemporaryHome(withCorpus: false)

  @Test(arguments: [Language.vietnamese, .english])
  func aPlanIsSetApartAndKeepsTheFavoriteHint(language: Language) throws {
    try Language.$scoped.withValue(language) {
      let session = try ReaderSession(
        corpus: Fixtures.corpus, library: home.openLibrary(), arabicOverride: .terminal)
      session.state.planStatus = "plan 1:1–2:141 4%"
      let canvas = session.draw(width: 80, height: 24)
      let status = canvas.text(ofRow: 23)
      #expect(status.contains(" │ plan 1:1–2:141 4%"), "\(status)")
      #expect(status.contains(language == .vietnamese ? "f yêu thích" : "f favorite"), "\(status)")
      let title = canvas.text(ofRow: 0)
      let translation = try #require(title.range(of: "Rwwad"))
      #expect(title[..<translation.lowerBound].hasSuffix("  "), "\(title)")
    }
  }

  @Test func sharesAreWrittenWithTheLanguagesDecimalMark() {
    #expect(Percentage.text(0.25, in: .vietnamese) == "0,2%")
    #expect(Percentage.text(0.25, in: .english) == "0.2%")
    #expect(Seconds.text(1.46, in: .vietnamese) == "1,5")
    #expect(Seconds.text(1.46, in: .english) == "1.5")
    #expect(Percentage.text(42.9, in: .vietnamese) == "42%")
    #expect(Percentage.text(0, in: .english) == "0%")
  }
}
