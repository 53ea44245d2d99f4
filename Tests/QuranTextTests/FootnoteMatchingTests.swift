import Foundation
import Testing

@testable import QuranText

/// The rule that gives a marker its footnote, on a small file: the entry `[n]` of the same
/// ayah, only where the two texts agree once markers are set aside.
@Suite struct FootnoteMatchingTests {
  /// The app's text: 6,236 ayahs, 1:1 holding `ours`.
  func text(_ ours: String) -> [String] {
    [ours] + Array(repeating: "", count: SurahSizes.totalAyahs - 1)
  }

  func match(_ ours: String, published: String, footnotes: String) throws
    -> FootnoteFile.Matched
  {
    let path = NSTemporaryDirectory() + "footnotes-\(UUID().uuidString).json"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file: [String: Any] = [
      "surahs": ["1": [["translation": published, "footnotes": footnotes]]]
    ]
    try JSONSerialization.data(withJSONObject: file).write(to: URL(fileURLWithPath: path))
    return try FootnoteFile.match(path: path, text: text(ours))
  }

  @Test func aMarkerTakesItsEntryWhereTheTextsAgree() throws {
    let matched = try match(
      "Alif[1] và Kursi[2].[3]", published: "Alif[1] và Kursi[2].",
      footnotes: "[1] Một chú thích (xem [4]). [2] Hai\n[3] Ba ")
    #expect(matched.markers == 3 && matched.resolved == 3)
    #expect(
      matched.footnotes[1]
        == [
          Footnote(marker: 1, text: "Một chú thích (xem [4])."), Footnote(marker: 2, text: "Hai"),
          Footnote(marker: 3, text: "Ba"),
        ])
  }

  @Test func aTextThatDiffersTakesNothing() throws {
    let matched = try match(
      "Alif[1] và Kursi", published: "Alif[1] và Ngai vương", footnotes: "[1] Một")
    #expect(matched.markers == 1 && matched.resolved == 0)
    #expect(matched.footnotes.isEmpty)
  }

  /// The reader paints markers where this scan finds them: `[n]` of digits only, the text
  /// around them (letters with tones, Arabic) untouched.
  @Test func theMarkersOfATextAreFoundWhereTheyStand() {
    let text = "Kursi[25] (Bệ) [] [a] [7]ﷲ và [12"
    let found = Footnote.markerRanges(in: text).map { String(text[$0]) }
    #expect(found == ["[25]", "[7]"])
    #expect(Footnote.markerRanges(in: "Không có chú thích").isEmpty)
  }
}
