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
    // Never graded, the ayah shows whole first, its translation with it; Enter hides it, and
    // nothing counts as missed before (issue 73).
    #expect(screen().contains("قُلۡ هُوَ ٱللَّهُ أَحَدٌ") && screen().contains("read and hear it first"))
    #expect(!screen().contains("(t: show the translation)"))
    _ = session.handle(.enter)
    #expect(screen().contains("·· ·· ···· ···"))
    _ = session.handle(.character(" "))
    _ = session.handle(.character(" "))
    #expect(screen().contains("قُلۡ هُوَ ···· ···"))
    _ = session.handle(.character("-"))
    _ = session.handle(.character("-"))
    #expect(screen().contains("half hidden") || screen().contains("ẩn một nửa"))
    _ = session.handle(.enter)
    #expect(screen().contains("قُلۡ هُوَ ٱللَّهُ أَحَدٌ"))
    _ = session.handle(.character("2"))
    let review = try #require(try library.memorizeReviews(of: try AyahID.parse("112:1")).first)
    #expect(review.grade == .hard && review.missedWords == [0, 1])
    // The graded ayah stays, shown, until the next key.
    #expect(screen().contains("112:1 (1/4)") && screen().contains("قُلۡ هُوَ ٱللَّهُ أَحَدٌ"))
    _ = session.handle(.character(" "))
    #expect(screen().contains("112:2 (2/4)"))
  }

  /// Enter checks a recitation: the ayah shows, nothing counted as missed but the words
  /// revealed before and those marked after (issue 62).
  @Test func aCheckCountsOnlyTheWordsRevealedBeforeOrMarkedAfter() throws {
    let library = try home.openLibrary()
    let session = try ReaderSession(
      corpus: Fixtures.corpus, library: library, arabicOverride: .terminal)
    try session.memorize(try Passage.parse("112:1-2"))
    // Each ayah, new, is hidden first (Enter), then checked (Enter).
    _ = session.handle(.enter)
    _ = session.handle(.enter)
    _ = session.handle(.character("3"))
    _ = session.handle(.character("j"))
    _ = session.handle(.enter)
    _ = session.handle(.enter)
    _ = session.handle(.character(" "))
    _ = session.handle(.character("x"))
    _ = session.handle(.character("4"))
    let first = try #require(try library.memorizeReviews(of: try AyahID.parse("112:1")).first)
    let second = try #require(try library.memorizeReviews(of: try AyahID.parse("112:2")).first)
    #expect(first.missedWords == [] && second.missedWords == [1])
  }

  /// With plain marks, 2:255 at 80 columns keeps its lines and each line its words as each
  /// word is revealed (issue 62): the lines break by the columns drawn.
  @Test func placeholdersStayPutWithPlainMarks() throws {
    let session = try ReaderSession(
      corpus: Fixtures.corpus, library: home.openLibrary(), arabicOverride: .shaped)
    session.chooseArabic(.shaped, plainMarks: true)
    try session.memorize(try Passage.parse("2:255"))
    _ = session.handle(.enter)  // a new ayah: hidden once read
    #expect(session.arabic.plainMarks)
    /// The words on each row of the ayah (a row with Arabic or placeholders on it).
    func layout() -> [Int] {
      let canvas = session.draw(width: 80, height: 24)
      return canvas.cells.dropLast(2).map { $0.map(\.text).joined() }.filter { row in
        row.unicodeScalars.contains {
          $0 == "·" || (0x0600...0x06FF).contains($0.value) || (0xFE70...0xFEFF).contains($0.value)
        }
      }.map { $0.split(separator: " ").count }
    }
    let hidden = layout()
    for word in 1...50 {
      _ = session.handle(.character(" "))
      #expect(layout() == hidden, "after \(word) words revealed")
    }
  }

  /// 2:282 at 80×24 is taller than the window, its translation shown (issue 62): PgDn (or
  /// `J`) scrolls the ayah's pane to the translation's last words, the bottom row saying how
  /// many rows are left and the row under the title that some are above; PgUp (`K`) goes
  /// back; a graded ayah scrolls too rather than going on.
  @Test func aLongAyahScrollsToItsLastWords() throws {
    let session = try memorizing("2:282-283", lookAlikes: nil)
    _ = session.handle(.character("t"))
    let ayah = try Fixtures.corpus.ayah(
      try AyahID.parse("2:282"), translation: session.settings.translation)
    let last = try #require(TextWrapping.wrap(ayah.vietnamese, width: 76).last)
    func screen() -> String { session.draw(width: 80, height: 24).text }
    let first = screen()
    #expect(!first.contains(last), "\(first)")
    #expect(first.contains("PgDn") && !first.contains("↑"), "\(first)")
    #expect(first.contains("1 Again"), "the grades stay on the bottom row")
    var pages = 0
    while !screen().contains(last), pages < 30 {
      _ = session.handle(pages % 2 == 0 ? .pageDown : .character("J"))
      pages += 1
    }
    let end = screen()
    #expect(end.contains(last) && pages > 1, "\(end)")
    #expect(end.contains("↑") && end.contains("PgUp") && !end.contains("PgDn"), "\(end)")
    #expect(end.contains("2:282 (1/2)") && end.contains("1 Again"), "\(end)")
    // More keys down stay at the end; as many up go back to the top.
    _ = session.handle(.pageDown)
    #expect(screen() == end)
    for _ in 0..<pages { _ = session.handle(.character("K")) }
    #expect(screen() == first)
    // Graded, the ayah stays and still scrolls; another key goes on, from the top.
    _ = session.handle(.enter)
    _ = session.handle(.character("3"))
    _ = session.handle(.pageDown)
    let graded = screen()
    #expect(graded.contains("2:282 (1/2)") && graded.contains("↑"), "\(graded)")
    _ = session.handle(.character("j"))
    #expect(screen().contains("2:283 (2/2)") && !screen().contains("↑"))
  }

  /// With plain marks (DejaVu Sans Mono lacks the pause marks, which they leave out), each
  /// pause mark follows its word as a sign that takes a column — 2:2's two ۛ as ∴ — hidden,
  /// revealed word by word and checked, without moving a word (issue 62).
  @Test func pauseMarksShowWithPlainMarks() throws {
    let session = try ReaderSession(
      corpus: Fixtures.corpus, library: home.openLibrary(), arabicOverride: .shaped)
    session.chooseArabic(.shaped, plainMarks: true)
    try session.memorize(try Passage.parse("2:2"))
    func rows() -> [String] {
      session.draw(width: 80, height: 24).cells.dropLast(2).map { $0.map(\.text).joined() }
    }
    /// The columns of the signs drawn, row by row.
    func columns() -> [[Int]] {
      session.draw(width: 80, height: 24).cells.dropLast(2).map { row in
        row.indices.filter { row[$0].text == "∴" }
      }
    }
    func signs() -> Int { rows().joined().filter { $0 == "∴" }.count }
    let hidden = columns()
    #expect(signs() == 2, "\(rows().joined(separator: "\n"))")
    for _ in 1...7 {
      _ = session.handle(.character(" "))
      #expect(signs() == 2)
      #expect(columns() == hidden)
    }
    _ = session.handle(.enter)
    #expect(signs() == 2)
    // Without plain marks the marks stay on their words, as the text has them.
    let words = MemorizeWords(Self.ayat)
    let plain = words.pieces(
      hiding: { _ in true }, firstLetters: false,
      rendering: ArabicRendering(display: .shaped, plainMarks: true))
    #expect(plain.map(\.text).filter { $0 == "∴" }.count == 2 && plain.count == 9)
    let kept = words.pieces(
      hiding: { _ in true }, firstLetters: false, rendering: ArabicRendering(display: .terminal))
    #expect(kept.count == 7 && kept[3].text.unicodeScalars.last == "\u{06DB}")
  }

  /// `?` lists the screen's keys from its table; any key goes back to the screen.
  @Test func questionMarkListsTheScreensKeys() throws {
    let session = try memorizing("112", lookAlikes: nil)
    _ = session.handle(.character("?"))
    let text = session.draw(width: 200, height: 40).text
    for action in MemorizeScreen.keys.bindings {
      #expect(text.contains(action.action.help), "\(action.action)")
    }
    _ = session.handle(.character("z"))
    #expect(session.draw(width: 100, height: 40).text.contains("112:1 (1/4)"))
  }

  /// A session memorizing `passage`, the look-alikes read from `path`.
  func memorizing(_ passage: String, lookAlikes path: String?) throws -> ReaderSession {
    let session = try ReaderSession(
      corpus: Fixtures.corpus, library: home.openLibrary(), arabicOverride: .terminal)
    session.lookAlikesPath = path
    try session.memorize(try Passage.parse(passage))
    return session
  }

  /// The cells marked as a difference on the rows under the look-alikes' title.
  func markedCells(_ canvas: Canvas) -> Int {
    canvas.cells.joined().filter { $0.style == .match && !$0.text.isEmpty }.count
  }

  @Test func theLookAlikesShowBesideTheAyahWithTheWordsThatDifferMarked() throws {
    let path = CorpusSource(directory: Fixtures.dataDirectory).path(of: PinnedText.lookAlikes)
    let alike = try memorizing("2:5", lookAlikes: path)
    _ = alike.handle(.character("l"))
    var canvas = alike.draw(width: 120, height: 40)
    #expect(canvas.text.contains("Look-alikes") || canvas.text.contains("Câu dễ nhầm"))
    #expect(canvas.text.contains("31:5"), "\(canvas.text)")
    #expect(markedCells(canvas) == 0, "31:5 has the very words of 2:5")
    let longer = try memorizing("8:3", lookAlikes: path)
    _ = longer.handle(.character("l"))
    canvas = longer.draw(width: 120, height: 40)
    #expect(canvas.text.contains("2:3") && canvas.text.contains("يُؤۡمِنُونَ بِٱلۡغَيۡبِ"))
    #expect(markedCells(canvas) > 0, "2:3's يُؤۡمِنُونَ بِٱلۡغَيۡبِ are not in 8:3")
    _ = longer.handle(.character("l"))
    #expect(!longer.draw(width: 120, height: 40).text.contains("2:3"))
  }

  @Test func withoutTheLookAlikesFileOneHintSaysWhereItGoes() throws {
    let session = try memorizing("2:5", lookAlikes: home.directory + "/mutashabiha_data.json")
    _ = session.handle(.character("l"))
    let text = session.draw(width: 240, height: 40).text
    #expect(text.contains("mutashabiha_data.json"), "\(text)")
    #expect(text.contains("optional: quran data fetch fetches them"), "\(text)")
    #expect(!text.contains("31:5"))
  }

  /// The progress view wraps a line wider than its pane, each row indented as the line is.
  @Test func theProgressViewWrapsALongLineKeepingItsIndent() {
    let line = "  Memorized on 2026-11-27: 0 of 6236 ayahs held (in review), 2 being learnt"
    let rows = MemorizeProgressScreen.wrapped(line, width: 40)
    #expect(rows.count > 1)
    #expect(rows.allSatisfy { $0.hasPrefix("  ") && DisplayWidth.of($0) <= 40 })
    #expect(
      rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        == line.trimmingCharacters(in: .whitespaces))
    #expect(MemorizeProgressScreen.wrapped("", width: 40) == [""])
  }
}
