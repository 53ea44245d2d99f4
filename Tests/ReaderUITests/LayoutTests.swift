import Testing

@testable import ReaderUI

@Suite struct LayoutTests {
  @Test func widthCountsCombiningMarksAsZeroAndWideCharactersAsTwo() {
    #expect(DisplayWidth.of("ệ") == 1)
    #expect(
      DisplayWidth.of("e\u{0323}\u{0302}") == 1, "a letter with two combining marks is one column")
    #expect(DisplayWidth.of("Việt Nam") == 8)
    #expect(DisplayWidth.of("漢字") == 4)
    #expect(DisplayWidth.of("🙂") == 2)
    #expect(DisplayWidth.of("بِسۡمِ") == 3)
  }

  @Test func wrappedLinesNeverExceedTheWidthAndKeepEveryWord() {
    let text = "Nhân danh Allah, Đấng Độ Lượng, Đấng Khoan Dung"
    for width in 6...30 {
      let lines = TextWrapping.wrap(text, width: width)
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
      #expect(lines.joined(separator: " ").split(separator: " ") == text.split(separator: " "))
    }
    #expect(
      TextWrapping.wrap(text, width: 12) == [
        "Nhân danh", "Allah, Đấng", "Độ Lượng,", "Đấng Khoan", "Dung",
      ])
  }

  @Test func combiningMarksDoNotCountTowardTheWidth() {
    let decomposed = "Vie\u{0323}\u{0302}t Nam Vie\u{0323}\u{0302}t Nam"
    #expect(TextWrapping.wrap(decomposed, width: 8).map { DisplayWidth.of($0) } == [8, 8])
  }

  @Test func wideCharactersAndLongWordsAreCutWhereTheyMust() {
    #expect(TextWrapping.wrap("漢字漢字漢", width: 4) == ["漢字", "漢字", "漢"])
    #expect(TextWrapping.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
  }

  @Test func lineBreaksInTheTextAreKept() {
    #expect(TextWrapping.wrap("một\nhai\n\nba", width: 20) == ["một", "hai", "", "ba"])
  }

  @Test func truncationMarksTheCut() {
    #expect("Tiêu Chuẩn Phân Biệt".truncated(toWidth: 10) == "Tiêu Chuẩ…")
    #expect("ngắn".truncated(toWidth: 10) == "ngắn")
  }

  @Test func canvasPlacesWideAndCombiningCharactersInTheirColumns() {
    var canvas = Canvas(width: 10, height: 1)
    let end = canvas.put("a漢e\u{0302}b", row: 0, column: 0)
    #expect(end == 5)
    #expect(canvas.cells[0][1].text == "漢")
    #expect(canvas.cells[0][2].text == "")
    #expect(canvas.cells[0][3].text == "e\u{0302}")
    #expect(canvas.text(ofRow: 0).hasPrefix("a漢e\u{0302}b"))
  }

  @Test func progressBarFillsInProportion() {
    #expect(SurahList.bar(read: 0, of: 7) == "·····")
    #expect(SurahList.bar(read: 1, of: 286) == "█····")
    #expect(SurahList.bar(read: 143, of: 286) == "██···")
    #expect(SurahList.bar(read: 7, of: 7) == "█████")
  }

  /// A footnote marker takes the marker's style over its own columns, counted past letters
  /// with combining tones and wide characters; a bracket without a number keeps the text's.
  @Test func footnoteMarkersArePaintedOverTheirOwnColumns() {
    var canvas = Canvas(width: 30, height: 1)
    let text = "Vie\u{0323}\u{0302}t[25] 漢[] [3]"
    canvas.put(text, row: 0, column: 2)
    ReaderPane.paintMarkers(text, row: 0, column: 2, into: &canvas)
    let marked = (0..<30).filter { canvas.cells[0][$0].style == .marker }
    #expect(marked == [6, 7, 8, 9, 16, 17, 18])
  }
}
