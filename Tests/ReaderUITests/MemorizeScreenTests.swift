import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// The memorize screen (issue 48) in process: hidden words as wide as the words drawn, the
/// pause marks kept, in each Arabic display; the keys that reveal, hint and grade.
@Suite struct MemorizeScreenTests {
  let home = TemporaryHome(withCorpus: false)
  /// 2:2, with two pause marks (ۛ) after رَيۡبَ and فِيهِ.
  static let ayat = "ذَٰلِكَ ٱلۡكِتَٰبُ لَا رَيۡبَۛ فِيهِۛ هُدٗى لِّلۡمُتَّقِينَ"

  @Test func hiddenWordsKeepTheirWidthAndThePauseMarksInEveryDisplay() {
    let words = MemorizeWords(Self.ayat)
    #expect(words.count == 7)
    for rendering in [
      ArabicRendering(display: .shaped), ArabicRendering(display: .terminal),
      ArabicRendering(display: .shaped, plainMarks: true),
    ] {
      let hidden = words.text(hiding: { _ in true }, firstLetters: false, rendering: rendering)
      #expect(hidden.unicodeScalars.filter { $0 == "\u{06DB}" }.count == 2, "\(hidden)")
      #expect(!hidden.unicodeScalars.contains { MemorizeWords.isLetter($0) }, "\(hidden)")
      let shown = rendering.line(Self.ayat, direction: .rightToLeft)
      let drawn = rendering.line(hidden, direction: .rightToLeft)
      #expect(DisplayWidth.of(drawn) == DisplayWidth.of(shown), "\(rendering): \(drawn)")
      let hinted = words.text(hiding: { _ in true }, firstLetters: true, rendering: rendering)
      #expect(hinted.hasPrefix("ذ") && hinted.contains(" ر"), "\(hinted)")
    }
  }

  @Test func spaceRevealsWordByWordEnterTheRestAndAGradeIsKept() throws {
    let library = try home.openLibrary()
    let session = try ReaderSession(
      corpus: Fixtures.corpus, library: library, arabicOverride: .terminal)
    try session.memorize(try Passage.parse("112"))
    func screen() -> String { session.draw(width: 100, height: 30).text }
    #expect(screen().contains("·· ·· ···· ···"))
    _ = session.handle(.character(" "))
    _ = session.handle(.character(" "))
    #expect(screen().contains("قُلۡ هُوَ ···· ···"))
    _ = session.handle(.character("-"))
    _ = session.handle(.character("-"))
    #expect(screen().contains("hidden 2/4") || screen().contains("ẩn 2/4"))
    _ = session.handle(.enter)
    #expect(screen().contains("قُلۡ هُوَ ٱللَّهُ أَحَدٌ"))
    _ = session.handle(.character("2"))
    let review = try #require(try library.memorizeReviews(of: try AyahID.parse("112:1")).first)
    #expect(review.grade == .hard && review.missedWords == [0, 1])
    #expect(screen().contains("112:2 (2/4)"))
  }
}
