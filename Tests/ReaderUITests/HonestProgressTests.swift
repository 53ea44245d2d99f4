import Foundation
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// The share read is what the reading log holds; a jump only moves the place to resume
/// (issue 40).
@Suite struct HonestProgressTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func aJumpLeavesTheLogAndTheShareReadAtZero() throws {
    let library = try home.openLibrary()
    let reader = try ReaderSession(
      corpus: Fixtures.corpus, library: library, arabicOverride: .terminal)
    _ = reader.draw(width: 120, height: 40)
    try reader.jump(to: "2:255")
    let screen = reader.draw(width: 120, height: 40)
    let title = screen.text(ofRow: 0)
    #expect(title.contains("255/286"))
    #expect(title.hasSuffix(" 0% "), "the share read stays 0: \(title)")
    let baqara = try #require(
      screen.text.split(separator: "\n").first { $0.hasPrefix("  2 Con Bò Cái") })
    #expect(baqara.contains("·····"), "al-Baqara's bar stays empty: \(baqara)")
    #expect(try library.ayahsRead().ayahsRead == 0)
    #expect(try library.readingDays().isEmpty)
    #expect(try library.progress()[2]?.lastReadAyah == 255, "the place to resume is kept")
    // Reading on from there counts what was read, and only that.
    _ = reader.handle(.character("j"))
    #expect(try library.ayahsRead().ayahsRead == 1)
    #expect(reader.draw(width: 120, height: 40).text(ofRow: 0).hasSuffix(" 0.0% "))
  }
}
