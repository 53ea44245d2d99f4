import Testing

@testable import Interface

/// The parser's refusals in Vietnamese (issue 51): its words translated, the names and
/// values quoted kept; in English, untouched.
@Suite struct ParserErrorTextTests {
  static let refusal = """
    Error: Unexpected argument 'vuong'
    Usage: quran search <words> ... [--limit <limit>]
      See 'quran search --help' for more information.
    """

  @Test func theFrameAndTheRefusalSpeakVietnamese() {
    #expect(
      ParserErrorText.translated(Self.refusal, to: .vietnamese) == """
        Error: Thừa đối số 'vuong'
        Cách dùng: quran search <words> ... [--limit <limit>]
          Xem 'quran search --help' để biết thêm.
        """)
    #expect(
      ParserErrorText.translated(
        "Unknown option '--limt'. Did you mean '--limit'?", to: .vietnamese)
        == "Không có tùy chọn '--limt'. Có phải là '--limit'?")
    #expect(
      ParserErrorText.translated("Error: Missing expected argument '<words> ...'", to: .vietnamese)
        == "Error: Thiếu đối số '<words> ...'")
    #expect(ParserErrorText.translated(Self.refusal, to: .english) == Self.refusal)
  }
}
