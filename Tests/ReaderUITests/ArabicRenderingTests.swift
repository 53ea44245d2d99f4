import CFriBidi
import Foundation
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// Arabic drawn into cells as a terminal without bidi shows it: each display line, read back
/// from right to left and from presentation forms to letters, is the published text's line.
@Suite struct ArabicRenderingTests {
  static let shaped = ArabicRendering(display: .shaped)
  static let terminal = ArabicRendering(display: .terminal)

  /// The known ayahs: the opening, Ayat al-Kursi, 9:1 (no bismillah), 112:1, and an ayah of
  /// the Hasan text with the open tanween marks U+08F0–U+08F2.
  static let ayahs: [(String, Translation)] = [
    ("1:1", .rwwad), ("2:255", .rwwad), ("9:1", .rwwad), ("112:1", .rwwad), ("2:255", .hassan),
    ("56:22", .hassan), ("2:19", .hassan),
  ]
  static let widths = [9, 20, 37, 60, 100]

  static func published(_ id: String, _ translation: Translation) throws -> String {
    try Fixtures.corpus.ayah(AyahID.parse(id), translation: translation).arabic
  }

  /// The cells a line takes when drawn from the left edge.
  static func cells(of line: String) -> [Cell] {
    var canvas = Canvas(width: DisplayWidth.of(line) + 1, height: 1)
    let end = canvas.put(line, row: 0, column: 0)
    return Array(canvas.cells[0].prefix(end))
  }

  /// An Arabic display line read back into logical order: its cells from right to left.
  static func readBack(_ cells: [Cell]) -> String {
    cells.reversed().map(\.text).joined()
  }

  /// The text in NFKC (presentation forms become letters), without the bidi controls that
  /// the reordering spends (the Hasan text ends each ayah with U+200F).
  static func nfkc(_ text: some StringProtocol) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.filter { !ArabicRendering.isBidiControl($0) })
    return String(scalars).precomposedStringWithCompatibilityMapping
  }

  /// The published text as the ligature shows it: a lam's marks after the alef it joins
  /// (لَا is drawn as the lam-alef ligature with the lam's vowel on it).
  static func lamAlefJoined(_ text: some StringProtocol) -> String {
    let text = String(text)
    let pattern = try! NSRegularExpression(
      pattern: "\u{0644}(\\p{Mn}+)([\u{0622}\u{0623}\u{0625}\u{0627}])")
    return pattern.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "\u{0644}$2$1")
  }

  static func isPresentationForm(_ scalar: Unicode.Scalar) -> Bool {
    (0xFB50...0xFDFF).contains(scalar.value) || (0xFE70...0xFEFE).contains(scalar.value)
  }

  /// No mark opens the line or follows a space: each comes after the letter it sits on.
  static func marksFollowLetters(_ line: String) -> Bool {
    var previous: Unicode.Scalar?
    for scalar in line.unicodeScalars {
      if scalar.properties.generalCategory == .nonspacingMark {
        guard let previous, !previous.properties.isWhitespace else { return false }
      }
      previous = scalar
    }
    return true
  }

  @Test(arguments: ayahs)
  func shapedLinesReadBackToThePublishedText(id: String, translation: Translation) throws {
    let text = try Self.published(id, translation)
    for width in Self.widths {
      let slices = TextWrapping.linesByCharacter(of: text, width: width).map { text[$0.range] }
      let lines = Self.shaped.lines(of: text, width: width)
      #expect(lines.count == slices.count, "\(id) at \(width)")
      for (line, slice) in zip(lines, slices) {
        let cells = Self.cells(of: line)
        #expect(cells.count <= width, "\(id) at \(width): \(line)")
        #expect(
          Self.nfkc(Self.readBack(cells)) == Self.nfkc(Self.lamAlefJoined(slice)),
          "\(id) at \(width): “\(line)” does not read back to “\(slice)”")
        #expect(
          Self.marksFollowLetters(line), "\(id) at \(width): a mark left its letter in “\(line)”")
      }
      // Every letter is in a joining form: none of the letters U+0622–U+064A is left.
      let scalars = lines.joined().unicodeScalars
      #expect(scalars.contains(where: Self.isPresentationForm))
      // (Hamza and the tatweel have one form only.)
      let unshaped = scalars.filter {
        (0x0622...0x064A).contains($0.value) && $0 != "\u{0640}"
      }
      #expect(
        unshaped.isEmpty, "\(id) at \(width): \(unshaped.map { String($0.value, radix: 16) })")
    }
  }

  @Test(arguments: ayahs)
  func terminalLinesAreThePublishedTextUntouched(id: String, translation: Translation) throws {
    let text = try Self.published(id, translation)
    for width in Self.widths {
      let slices = TextWrapping.linesByCharacter(of: text, width: width).map {
        String(text[$0.range])
      }
      let lines = Self.terminal.lines(of: text, width: width)
      #expect(lines.map { Array($0.utf8) } == slices.map { Array($0.utf8) }, "\(id) at \(width)")
      #expect(!lines.joined().unicodeScalars.contains(where: Self.isPresentationForm))
    }
  }

  /// Lines of only right-to-left letters, marks and spaces skip the full bidi algorithm:
  /// what they get is what it would give.
  @Test(arguments: ayahs)
  func theShortcutDrawsWhatTheFullAlgorithmDraws(id: String, translation: Translation) throws {
    let text = try Self.published(id, translation)
    for width in Self.widths {
      for line in TextWrapping.wrap(text, width: width) {
        let characters = line.unicodeScalars.map { FriBidiChar($0.value) }
        #expect(
          ShapedLine.visual(characters, rightToLeft: true)
            == ShapedLine.visual(characters, rightToLeft: true, shortcut: false),
          "\(id) at \(width)")
      }
    }
  }

  @Test func theFirstWordsAreOnTheFirstLineAtItsRight() throws {
    let text = try Self.published("2:255", .rwwad)
    let first = try #require(Self.shaped.lines(of: text, width: 30).first)
    let firstWord = try #require(text.split(separator: " ").first)
    let cells = Self.cells(of: first)
    let lastCells = Array(cells.suffix(firstWord.count))
    #expect(Self.nfkc(Self.readBack(lastCells)) == Self.nfkc(firstWord))
  }

  @Test func aSurahNameWithLamAlefJoinsIntoTheLigature() throws {
    let name = try #require(Fixtures.corpus.surah(6)).arabicName  // الأنعام
    let line = Self.shaped.line(name, direction: .rightToLeft)
    // Lam and alef with hamza above, final form of the ligature (the lam joins the alef before).
    #expect(line.unicodeScalars.contains { $0.value == 0xFEF8 || $0.value == 0xFEF7 })
    #expect(!line.unicodeScalars.contains { $0.value == 0xFEFF }, "the ligature's filler is gone")
    let cells = Self.cells(of: line)
    #expect(cells.count == DisplayWidth.of(name) - 1, "the ligature takes one cell for two letters")
    #expect(Self.nfkc(Self.readBack(cells)) == Self.nfkc(name))
  }

  @Test func lamAlefJoinsEvenWithTheLamsVowelBetween() throws {
    let text = try Self.published("2:255", .rwwad)
    #expect(text.contains("\u{0644}\u{064E}\u{0627}"), "لَا, the vowel between lam and alef")
    let line = Self.shaped.line("لَا إِلَّا", direction: .rightToLeft)
    // The lam-alef of إِلَّا with the lam's marks after it, at the left (isolated: alef with
    // hamza below does not join the lam); the one of لَا with its vowel, at the right.
    #expect(line.hasPrefix("\u{FEFB}\u{064E}\u{0651}"), "\(line.unicodeScalars.map(\.value))")
    #expect(line.hasSuffix(" \u{FEFB}\u{064E}"), "\(line.unicodeScalars.map(\.value))")
    #expect(!line.unicodeScalars.contains("\u{0644}"), "no lam is left unjoined")
    let shaped = Self.shaped.lines(of: text, width: 100).joined()
    #expect(shaped.unicodeScalars.contains { (0xFEF5...0xFEFC).contains($0.value) })
  }

  @Test func digitsAndLeftToRightRunsKeepTheirOrder() {
    let line = Self.shaped.line("سورة ١١٤ and 2:255 آية", direction: .rightToLeft)
    #expect(line.contains("١١٤"), "Arabic-Indic digits read left to right: \(line)")
    #expect(line.contains("and 2:255"), "a left-to-right run keeps its order: \(line)")
    #expect(line.hasPrefix("\u{FE94}\u{FEF3}\u{FE81}"), "the last word is at the left: \(line)")
  }

  @Test func aLineOfVietnameseWithAnArabicNameKeepsTheVietnameseInPlace() throws {
    let heading = "2. Con Bò Cái · Al-Baqarah · البقرة"
    let line = Self.shaped.line(heading)
    #expect(line.hasPrefix("2. Con Bò Cái · Al-Baqarah · "))
    #expect(line.hasSuffix("\u{FE93}\u{FEAE}\u{FED8}\u{FE92}\u{FEDF}\u{FE8D}"))
    #expect(Self.shaped.line("Khai Mạc") == "Khai Mạc")
  }

  @Test func plainMarksAreForTheScreenOnly() throws {
    let text = try Self.published("56:22", .hassan)
    let rare = Set<UInt32>([0x08F0, 0x08F1, 0x08F2])
    #expect(text.unicodeScalars.contains { rare.contains($0.value) })
    for display in ArabicDisplay.allCases {
      let plain = ArabicRendering(display: display, plainMarks: true).lines(of: text, width: 40)
      let scalars = plain.joined().unicodeScalars
      #expect(!scalars.contains { rare.contains($0.value) }, "\(display)")
      #expect(scalars.contains { [0x064B, 0x064C, 0x064D].contains($0.value) }, "\(display)")
    }
    // Alef wasla, whose joining forms (U+FB50, U+FB51) Debian's fonts lack, becomes alef.
    let name = try Self.published("1:1", .rwwad)
    let shaped = ArabicRendering(display: .shaped, plainMarks: true).line(name)
    #expect(name.unicodeScalars.contains("\u{0671}"))
    #expect(!shaped.unicodeScalars.contains { (0xFB50...0xFB51).contains($0.value) })
    #expect(!shaped.unicodeScalars.contains("\u{0671}"))
    #expect(try Self.published("56:22", .hassan).utf8.elementsEqual(text.utf8))
  }

  /// Every ayah of both translations at a wide width (and some at a narrow one): the lines break where
  /// `TextWrapping` breaks them and read back to the published text.
  @Test(arguments: Translation.allCases)
  func everyAyahReadsBack(translation: Translation) throws {
    var checked = 0
    for surah in 1...114 {
      for ayah in try Fixtures.corpus.ayahs(inSurah: surah, translation: translation) {
        let text = ayah.arabic
        // The narrow width, which cuts inside words, on every fifth ayah (it is slow to check).
        for width in checked % 5 == 0 ? [60, 13] : [60] {
          let slices = TextWrapping.linesByCharacter(of: text, width: width).map {
            text[$0.range]
          }
          let lines = Self.shaped.lines(of: text, width: width)
          if lines.count != slices.count {
            Issue.record("\(ayah.id) at \(width): \(lines.count) lines, not \(slices.count)")
          }
          for (line, slice) in zip(lines, slices) {
            let back = Self.nfkc(Self.readBack(Self.cells(of: line)))
            if back != Self.nfkc(Self.lamAlefJoined(slice)) {
              Issue.record("\(ayah.id) at \(width): “\(line)” does not read back to “\(slice)”")
            }
          }
        }
        checked += 1
      }
    }
    #expect(checked == 6236)
  }
}
