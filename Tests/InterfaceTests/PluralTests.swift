import Testing

@testable import Interface

/// Counts take the noun's form by one plural rule per language (issue 40): "1 day", "2 days";
/// Vietnamese nouns do not change.
@Suite struct PluralTests {
  @Test func englishAndVietnameseCountsOfOneAndTwo() {
    #expect(
      HabitText.totals(1, 1, 1, 1, in: .english)
        == "1 day of reading · 1 ayah · 1 minute · 1 surah finished")
    #expect(
      HabitText.totals(2, 2, 2, 2, in: .english)
        == "2 days of reading · 2 ayahs · 2 minutes · 2 surahs finished")
    #expect(
      HabitText.totals(1, 1, 1, 1, in: .vietnamese)
        == "1 ngày đọc · 1 câu · 1 phút · 1 chương đọc xong")
    #expect(
      HabitText.totals(2, 2, 2, 2, in: .vietnamese)
        == "2 ngày đọc · 2 câu · 2 phút · 2 chương đọc xong")
    #expect(
      CommandText.progressOverall(1, 6236, "0.0%", 1, in: .english)
        == "Overall: 1 of 6236 ayahs (0.0%), 1 surah finished.")
    #expect(HabitText.unitAyahs(1, in: .english) == "1 ayah")
    #expect(HabitText.unitAyahs(0, in: .english) == "0 ayahs")
  }

  @Test func theRuleIsOnePerLanguage() {
    #expect(Language.english.pluralForm(1) == .one)
    #expect(Language.english.pluralForm(2) == .other)
    #expect(Language.english.pluralForm(0) == .other)
    #expect(Language.vietnamese.pluralForm(1) == .other)
  }

  @Test func sizesHaveOneUnit() {
    #expect(ByteSize.text(512_000_000) == "512 MB")
    #expect(ByteSize.text(3_560_000) == "3.6 MB")
    #expect(ByteSize.text(2048) == "3 kB")
  }
}

/// Help discussions wrap at the terminal's width only (issue 40: "the copy quran data / fetch
/// / keeps").
@Suite struct FlowingHelpTests {
  @Test func linesOfAParagraphJoinAndBlankAndIndentedLinesStay() {
    let text = "The copy quran data fetch\nkeeps, or ../shared.\n\nExamples:\n  quran read 1\nDone."
    #expect(
      text.flowingParagraphs
        == "The copy quran data fetch keeps, or ../shared.\n\nExamples:\n  quran read 1\nDone.")
  }
}
