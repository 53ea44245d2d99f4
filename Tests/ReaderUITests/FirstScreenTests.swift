import Foundation
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// The reader's first frame lays out the ayahs it shows, not the whole surah (issue 47: the
/// first frame on 2:255), and shows what the whole layout would have shown.
@Suite struct FirstScreenTests {
  let home = TemporaryHome(withCorpus: false)

  /// A line as the pane draws it.
  private static func shown(_ line: PassageLayout.Line) -> String {
    "\(line.kind) \(line.ayah.map(String.init) ?? "-") \(line.opensAyah) \(line.text)"
  }

  private static func footnote(_ marker: Int, _ text: String) throws -> Footnote {
    try JSONDecoder().decode(
      Footnote.self, from: Data(#"{"marker": \#(marker), "text": "\#(text)"}"#.utf8))
  }

  /// The lines the whole surah's layout shows in a pane of `height` rows opened at `current`.
  private static func wholeScreen(
    _ plan: PassageLayout.Plan, _ ayahs: [Ayah], current: Int, height: Int
  ) -> [String] {
    let whole = PassageLayout(plan: plan, ayahs: PaneAyahs(ayahs), laidOut: ayahs.indices)
    let top = ReaderPane.revealedTop(
      ReaderPane.unrevealed, of: whole.ayahLines[current], first: current == 0, height: height,
      maxTop: max(0, whole.lineCount - height))
    return whole.lines[top..<min(whole.lineCount, top + height)].map(shown)
  }

  @Test(arguments: [1, 2, 108])
  func theFirstScreenShowsTheLinesTheWholeLayoutShows(surahNumber: Int) throws {
    let corpus = Fixtures.corpus
    let surah = try #require(corpus.surah(surahNumber))
    let ayahs = try corpus.ayahs(inSurah: surahNumber, translation: .rwwad)
    // Footnotes open under two ayahs, as `I` or `i` leave them.
    let footnotes = [
      0: [try Self.footnote(1, "Một chú thích dài, để nó chiếm vài dòng ở mọi bề rộng.")],
      ayahs.count - 1: [try Self.footnote(2, "Chú thích của câu cuối.")],
    ]
    for width in [40, 71, 111] {
      for showArabic in [true, false] {
        let plan = PassageLayout.Plan(
          surah: surah, translation: .rwwad, showArabic: showArabic, width: width,
          arabic: ArabicRendering(display: .shaped), footnotes: footnotes, version: nil)
        let currents = Set([
          0, 1, ayahs.count / 2, ayahs.count - 3, ayahs.count - 2, ayahs.count - 1,
        ])
        for current in currents.filter({ ayahs.indices.contains($0) }) {
          for height in [1, 3, 8, 38, 200] {
            let first = FirstScreen(
              plan: plan, ayahs: PaneAyahs(ayahs), current: current, height: height)
            let lines = first.layout.lines
            #expect(
              lines[first.top..<min(lines.count, first.top + height)].map(Self.shown)
                == Self.wholeScreen(plan, ayahs, current: current, height: height),
              "surah \(surahNumber), ayah \(current + 1), \(width)×\(height), Arabic \(showArabic)")
          }
        }
      }
    }
  }

  func session(resumedAt place: String) throws -> ReaderSession {
    let library = try home.openLibrary()
    var settings = try library.settings()
    settings.lastPosition = try AyahID.parse(place)
    try library.save(settings)
    return try ReaderSession(
      corpus: Fixtures.corpus, library: library, arabicOverride: .terminal)
  }

  /// The screen of a reader that jumped to `place` (`:`), the whole surah laid out: the
  /// jump puts the ayah at the top of the pane, as a resumed reader's first frame does.
  /// A home of its own, so its reading leaves the other reader's library as it was. The
  /// screens are 80 columns wide, the reader pane alone: the surah list beside it scrolls
  /// with the way the reader came to a surah.
  func jumpedScreen(to place: String, then keys: [Key] = [], height: Int = 40) throws -> String {
    let elsewhere = TemporaryHome(withCorpus: false)
    let reader = try ReaderSession(
      corpus: Fixtures.corpus, library: elsewhere.openLibrary(), arabicOverride: .terminal)
    _ = reader.draw(width: 80, height: 40)
    for key in [.character(":")] + place.map(Key.character) + [.enter] + keys {
      _ = reader.handle(key)
    }
    return reader.draw(width: 80, height: height).text
  }

  @Test(arguments: ["2:255", "2:286", "2:284", "1:1", "1:7", "114:1"])
  func aResumedReaderDrawsItsFirstFrameWithoutTheWholeSurah(place: String) throws {
    let expected = try jumpedScreen(to: place)
    let afterKey = try jumpedScreen(to: place, then: [.character("j"), .character("k")])
    let reader = try session(resumedAt: place)
    let first = reader.draw(width: 80, height: 40).text
    #expect(reader.state.pane.layout == nil, "the first frame laid out the whole surah")
    #expect(first == expected)
    // A second frame before the whole layout is made (the terminal's background was
    // learned) is the same.
    #expect(reader.draw(width: 80, height: 40).text == expected)
    try reader.layOutWholeSurah()
    #expect(reader.state.pane.layout?.laidOut == reader.state.pane.ayahs.indices)
    #expect(reader.draw(width: 80, height: 40).text == expected)
    _ = reader.handle(.character("j"))
    _ = reader.handle(.character("k"))
    #expect(reader.draw(width: 80, height: 40).text == afterKey)
  }

  /// Keys pressed before the terminal loop laid out the whole surah (a test, a paste) act
  /// on the lines the first frame showed.
  @Test func aKeyBeforeTheWholeLayoutMovesFromTheFirstFrame() throws {
    let reader = try session(resumedAt: "2:286")
    _ = reader.draw(width: 80, height: 40)
    _ = reader.handle(.character("k"))
    #expect(reader.state.pane.currentID.description == "2:285")
    #expect(
      reader.draw(width: 80, height: 40).text
        == (try jumpedScreen(to: "2:286", then: [.character("k")])))
  }

  /// A reader resumed at 2:255 reads the ayahs around it, not the 286 of the surah, before
  /// its first frame; the rest once it is drawn.
  @Test func aResumedReaderReadsOnlyTheAyahsAroundItsPlace() throws {
    let reader = try session(resumedAt: "2:255")
    _ = reader.draw(width: 80, height: 40)
    #expect(!reader.state.pane.ayahs.isWhole)
    #expect(reader.state.pane.ayahs.held.count <= ScriptureReading.firstScreenRows + 2)
    try reader.layOutWholeSurah()
    #expect(reader.state.pane.ayahs.all.map(\.id.ayah) == Array(1...286))
  }

  /// A terminal taller than the ayahs read at the start cover reads the whole surah before
  /// its first frame, and shows what it would have shown.
  @Test func aTallTerminalReadsTheWholeSurahFirst() throws {
    let height = ScriptureReading.firstScreenRows * 10
    let expected = try jumpedScreen(to: "2:200", height: height)
    let reader = try session(resumedAt: "2:200")
    #expect(reader.draw(width: 80, height: height).text == expected)
    #expect(reader.state.pane.ayahs.isWhole)
  }
}
