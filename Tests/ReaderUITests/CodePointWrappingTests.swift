import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// Wrapping by code points (the fast way) gives the lines wrapping by characters gives.
@Suite struct CodePointWrappingTests {
  static func same(_ text: String, width: Int) -> Bool {
    TextWrapping.lines(of: text, width: width)
      == TextWrapping.linesByCharacter(of: text, width: width)
  }

  @Test(arguments: [
    "", "   ", "Nhân danh Allah, Đấng Độ Lượng", "Vie\u{0323}\u{0302}t Nam Vie\u{0323}\u{0302}t",
    "a \u{0301}b c", "x\ty  z", "“Đấng Tối Cao” — (1:1)…", "abcdefghijklmnop qr",
    "2. Con Bò Cái · Al-Baqara · البقرة",
  ])
  func edgeCases(text: String) {
    for width in [1, 3, 8, 12, 40] { #expect(Self.same(text, width: width), "at \(width)") }
  }

  /// The widths written out for the covered scripts are `DisplayWidth`'s, code point by
  /// code point.
  @Test func theCoveredCodePointsTakeTheColumnsDisplayWidthCounts() {
    for value in UInt32(0)...0xFEFE {
      let columns = CodePointWrapping.table(value)
      guard columns >= 0, value != 0x09, let scalar = Unicode.Scalar(value) else { continue }
      #expect(Int(columns) == DisplayWidth.of(scalar), "U+\(String(value, radix: 16))")
    }
  }

  @Test func textOutsideTheCoveredScriptsIsWrappedByCharacters() {
    #expect(CodePointWrapping.lines(of: Array("漢字".unicodeScalars), width: 4) == nil)
    #expect(CodePointWrapping.lines(of: Array("a\nb".unicodeScalars), width: 4) == nil)
    #expect(CodePointWrapping.lines(of: Array("👍🏽".unicodeScalars), width: 4) == nil)
    #expect(CodePointWrapping.lines(of: Array("a \u{0301}b".unicodeScalars), width: 4) == nil)
    #expect(CodePointWrapping.lines(of: Array("Việt".unicodeScalars), width: 4) != nil)
  }

  /// Every ayah's Vietnamese and Arabic in both translations, wide and narrow.
  @Test(arguments: Translation.allCases)
  func everyAyahWrapsTheSameBothWays(translation: Translation) throws {
    var differing = [String]()
    for surah in 1...114 {
      for ayah in try Fixtures.corpus.ayahs(inSurah: surah, translation: translation) {
        for text in [ayah.vietnamese, ayah.arabic] {
          for width in [71, 30, 9] where !Self.same(text, width: width) {
            differing.append("\(ayah.id) at \(width)")
          }
        }
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(10))")
  }
}
