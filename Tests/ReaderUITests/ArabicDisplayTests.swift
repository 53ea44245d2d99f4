import Foundation
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// The reader's screen with the Arabic shaped or left to the terminal, and the calibration
/// that chooses between them, driven by keys and read from the canvas.
@Suite struct ArabicDisplayTests: KeyDriven {
  let home = TemporaryHome(withCorpus: false)
  var file: ArabicPreferenceFile { ArabicPreferenceFile(path: home.home.arabicPreferencePath) }
  static let shaped = ArabicRendering(display: .shaped)

  func session(file: ArabicPreferenceFile? = nil, override: ArabicDisplay? = nil) throws
    -> ReaderSession
  {
    try ReaderSession(
      corpus: Fixtures.corpus, library: home.openLibrary(), arabicFile: file,
      arabicOverride: override)
  }

  /// The runs of Arabic rows in the reader's pane, each row read back from right to left.
  func arabicBlocks(_ canvas: Canvas, from column: Int) -> [[String]] {
    var blocks = [[String]]()
    var current = [String]()
    for row in 0..<canvas.height {
      let cells = canvas.cells[row][column...].filter { $0.style == .arabic }
      if cells.isEmpty {
        if !current.isEmpty { blocks.append(current) }
        current = []
        continue
      }
      let text = ArabicRenderingTests.readBack(Array(cells))
      current.append(text.trimmingCharacters(in: .whitespaces))
    }
    if !current.isEmpty { blocks.append(current) }
    return blocks
  }

  /// The Arabic drawn in the reader's pane, row by row, as the cells show it.
  func namesInPane(_ canvas: Canvas, _ reader: ReaderSession) -> [String] {
    (0..<canvas.height).compactMap { row in
      let cells = canvas.cells[row][reader.geometry.readerArea.left...].filter {
        $0.style == .arabic
      }
      return cells.isEmpty
        ? nil : cells.map(\.text).joined().trimmingCharacters(in: .whitespaces)
    }
  }

  static func words(_ text: String) -> [String] {
    ArabicRenderingTests.nfkc(text).split(separator: " ").map(String.init)
  }

  @Test(arguments: [120, 100, 70, 50])
  func ayatAlKursiOnTheScreenReadsBackToThePublishedText(width: Int) throws {
    let reader = try session()
    _ = reader.draw(width: width, height: 60)
    press(reader, .character(":"))
    type(reader, "2:255")
    press(reader, .enter)
    let canvas = reader.draw(width: width, height: 60)
    let block = try #require(arabicBlocks(canvas, from: reader.geometry.readerArea.left).first)
    #expect(block.count > 1, "wrapped at \(width)")
    let published = try Fixtures.corpus.ayah(AyahID.parse("2:255"), translation: .rwwad).arabic
    #expect(
      Self.words(block.joined(separator: " "))
        == Self.words(ArabicRenderingTests.lamAlefJoined(published)))
    let shown = canvas.text.unicodeScalars
    #expect(shown.contains(where: ArabicRenderingTests.isPresentationForm))
  }

  @Test func headingListResultsFavoritesAndNotesDrawSurahNamesTheSameWay() throws {
    let library = try home.openLibrary()
    try library.setFavorite(AyahID.parse("2:255"), true)
    try library.addNote(on: AyahID.parse("2:255"), text: "Đọc mỗi tối")
    let reader = try session()
    let baqarah = try #require(Fixtures.corpus.surah(2)).arabicName
    let fatihah = try #require(Fixtures.corpus.surah(1)).arabicName
    let drawnBaqarah = Self.shaped.line(baqarah, direction: .rightToLeft)
    var text = reader.draw(width: 120, height: 40).text
    #expect(text.contains(Self.shaped.line(fatihah, direction: .rightToLeft)), "the surah list")
    press(reader, .character(">"))
    text = reader.draw(width: 120, height: 40).text
    #expect(text.contains("2. Con Bò Cái · Al-Baqara · " + drawnBaqarah), "the heading")
    press(reader, .character("F"))
    var canvas = reader.draw(width: 120, height: 40)
    #expect(canvas.text.contains("Favorites: 1"))
    #expect(namesInPane(canvas, reader) == [drawnBaqarah], "the favorites")
    press(reader, .escape, .character("/"))
    type(reader, "allah")
    press(reader, .enter)
    canvas = reader.draw(width: 120, height: 40)
    #expect(canvas.text.contains("Search “allah”"))
    let names = Set(
      Fixtures.corpus.surahs.map {
        Self.shaped.name($0.arabicName, width: 10).trimmingCharacters(in: .whitespaces)
      })
    let found = namesInPane(canvas, reader)
    #expect(found.count == 40 - 3, "a name on each row of results")
    #expect(found.allSatisfy { names.contains($0) })
    press(reader, .escape, .character("N"))
    canvas = reader.draw(width: 120, height: 40)
    #expect(canvas.text.contains("Notes: 1"))
    #expect(namesInPane(canvas, reader) == [drawnBaqarah], "the notes")
    #expect(!canvas.text.contains(baqarah), "nothing is drawn in logical order")
  }

  @Test func terminalDisplaySendsThePublishedText() throws {
    let reader = try session(override: .terminal)
    let text = reader.draw(width: 120, height: 40).text
    let opening = try Fixtures.corpus.ayah(AyahID.parse("1:1"), translation: .rwwad).arabic
    #expect(text.contains(opening))
    #expect(!text.unicodeScalars.contains(where: ArabicRenderingTests.isPresentationForm))
  }

  @Test func theCalibrationComesOnceIsRememberedAndABringsItBack() throws {
    var reader = try session(file: file)
    #expect(reader.draw(width: 100, height: 40).text.contains("which line reads correctly?"))
    press(reader, .character("2"))
    var text = reader.draw(width: 100, height: 40).text
    #expect(!text.contains("which line reads correctly?"))
    #expect(text.contains("Arabic: left to the terminal"))
    #expect(file.load() == ArabicPreference(display: .terminal, plainMarks: false))
    let opening = try Fixtures.corpus.ayah(AyahID.parse("1:1"), translation: .rwwad).arabic
    #expect(text.contains(opening))

    reader = try session(file: file)
    text = reader.draw(width: 100, height: 40).text
    #expect(!text.contains("which line reads correctly?"), "asked once")
    #expect(text.contains(opening))
    press(reader, .character("A"))
    #expect(reader.draw(width: 100, height: 40).text.contains("which line reads correctly?"))
    press(reader, .character("p"))
    #expect(reader.draw(width: 100, height: 40).text.contains("plain marks: on"))
    press(reader, .character("1"))
    #expect(file.load() == ArabicPreference(display: .shaped, plainMarks: true))
    text = reader.draw(width: 100, height: 40).text
    #expect(!text.contains(opening))
    let plain = ArabicRendering(display: .shaped, plainMarks: true)
    #expect(text.contains(plain.lines(of: opening, width: 40).first!))

    press(reader, .character("?"))
    #expect(reader.draw(width: 100, height: 40).text.contains("how the Arabic is drawn"))
    press(reader, .character("A"))
    #expect(reader.draw(width: 100, height: 40).text.contains("which line reads correctly?"))
    press(reader, .escape)
    #expect(!reader.draw(width: 100, height: 40).text.contains("which line reads correctly?"))
    #expect(file.load() == ArabicPreference(display: .shaped, plainMarks: true), "Esc keeps")
    // `q` and Enter leave the question too, keeping the drawing in use.
    for key in [Key.character("q"), .enter] {
      press(reader, .character("A"))
      #expect(reader.draw(width: 100, height: 40).text.contains("which line reads correctly?"))
      press(reader, key)
      #expect(!reader.draw(width: 100, height: 40).text.contains("which line reads correctly?"))
      #expect(file.load() == ArabicPreference(display: .shaped, plainMarks: true), "\(key) keeps")
    }
  }

  @Test func theFirstQuestionSaysWhatHelpsBoxesAndLetsThemGo() throws {
    // A bitmap font draws every Arabic letter as a box (issue 51): the question says what
    // helps, `a` hides the Arabic and `/` searches, each keeping the drawing in use.
    var reader = try session(file: file)
    let text = reader.draw(width: 80, height: 24).text
    #expect(text.contains("which line reads correctly?"))
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("use a TrueType font, such as xterm -fa 'DejaVu Sans Mono'"))
    #expect(words.contains("or press a to hide the Arabic"))
    press(reader, .character("a"))
    var after = reader.draw(width: 80, height: 24).text
    #expect(!after.contains("which line reads correctly?"))
    #expect(file.load() == ArabicPreference(display: .shaped, plainMarks: false), "a keeps")
    #expect(try !home.openLibrary().settings().showArabic, "a hid the Arabic")
    try file.save(ArabicPreference(display: nil, plainMarks: false))
    var settings = try home.openLibrary().settings()
    settings.showArabic = true
    try home.openLibrary().save(settings)
    reader = try session(file: file)
    #expect(reader.draw(width: 80, height: 24).text.contains("which line reads correctly?"))
    press(reader, .character("/"))
    after = reader.draw(width: 80, height: 24).text
    #expect(!after.contains("which line reads correctly?"))
    #expect(reader.isShowing(LineInput.self), "/ opened the search")
    #expect(file.load().display == .shaped, "/ keeps")
  }

  @Test func plainMarksNeverReachWhatIsStoredSearchedOrExported() throws {
    try file.save(ArabicPreference(display: .shaped, plainMarks: true))
    let reader = try session(file: file)
    // The screen, and only the screen, shows the plain forms.
    let opening = try Fixtures.corpus.ayah(AyahID.parse("1:1"), translation: .rwwad).arabic
    let screen = reader.draw(width: 100, height: 40).text.unicodeScalars
    #expect(opening.unicodeScalars.contains("\u{0671}"))
    #expect(!screen.contains("\u{0671}") && !screen.contains("\u{06E1}"))
    #expect(screen.contains("\u{FE8D}"), "alef wasla drawn as alef")
    #expect(
      try Fixtures.corpus.ayah(AyahID.parse("1:1"), translation: .rwwad).arabic.utf8
        .elementsEqual(opening.utf8))
    let uthmani = "بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ۞"
    press(reader, .character("n"))
    for scalar in uthmani.unicodeScalars { _ = reader.handle(.character(Character(scalar))) }
    press(reader, .character("\u{13}"))
    let library = try home.openLibrary()
    let notes = try library.notes(on: AyahID.parse("1:1"))
    #expect(notes.map { Array($0.text.unicodeScalars) } == [Array(uthmani.nfc.unicodeScalars)])
    let exported = try library.exportDocument().notes.map(\.text)
    #expect(exported.map { Array($0.unicodeScalars) } == [Array(uthmani.nfc.unicodeScalars)])
    #expect(try library.searchNotes("ٱلرَّحۡمَٰنِ").notes.map(\.id) == notes.map(\.id))
  }

  @Test func anOverrideOrHiddenArabicAsksNothing() throws {
    let overridden = try session(file: file, override: .shaped)
    #expect(!overridden.draw(width: 100, height: 40).text.contains("which line reads correctly?"))
    var settings = try home.openLibrary().settings()
    settings.showArabic = false
    try home.openLibrary().save(settings)
    let reader = try session(file: file)
    #expect(!reader.draw(width: 100, height: 40).text.contains("which line reads correctly?"))
    press(reader, .character("a"))
    #expect(
      reader.draw(width: 100, height: 40).text.contains("which line reads correctly?"),
      "asked when the Arabic first shows")
    #expect(file.load().display == nil, "nothing chosen yet")
  }

  @Test func badOverridesAreRefusedInASentence() throws {
    #expect(throws: ArabicDisplayError.self) {
      try ArabicDisplay.parse("reversed", from: "--arabic-display")
    }
    do {
      _ = try ArabicDisplay.override(environment: [ArabicDisplay.environmentVariable: "bidi"])
      Issue.record("bidi was accepted")
    } catch {
      #expect(error.description.contains("QURAN_VI_ARABIC_DISPLAY is “bidi”"))
      #expect(error.description.contains("use shaped"))
    }
    #expect(try ArabicDisplay.parse("Terminal", from: "--arabic-display") == .terminal)
  }
}
