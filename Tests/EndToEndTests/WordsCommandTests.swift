import Foundation
import QuranText
import TestSupport
import Testing

/// What the command line says (issue 40): sentences that say what is wrong and what to do,
/// help framed in the interface's language, completions that offer the values.
@Suite struct WordsCommandTests {
  let home = TemporaryHome()

  func quran(_ arguments: String..., language: String = "en") throws -> Subprocess.Result {
    try QuranProcess.run(arguments, home: home.directory, environment: ["QURAN_VI_LANG": language])
  }

  @Test func badInputGetsASentenceThatSaysWhatToDo() throws {
    let empty = try quran("search", "")
    #expect(empty.status != 0)
    #expect(empty.error.contains("There are no words to search for"), "\(empty.error)")
    let backwards = try quran("read", "2:255-250")
    #expect(backwards.status != 0)
    #expect(
      backwards.error.contains("Write the smaller ayah first: 2:250-255."), "\(backwards.error)")
    let server = try quran("login", "--server", "example.org:8443")
    #expect(server.status != 0)
    #expect(server.error.contains("--server http://example.org:8443"), "\(server.error)")
  }

  @Test func completionsListTheReciterAndTheChoices() throws {
    let script = try quran("--generate-completion-script", "bash").output
    for value in ["alafasy", "abdulbasit", "husary", "shaped", "terminal", "light", "dark", "vi"] {
      #expect(script.contains("'\(value)'"), "no \(value) in the completions")
    }
  }

  @Test func vietnameseHelpIsFramedInVietnameseAndNamesLang() throws {
    let help = try quran("--help", language: "vi").output
    #expect(help.hasPrefix("TỔNG QUAN: "))
    #expect(help.contains("CÁCH DÙNG: quran [--lang <vi|en>]"))
    #expect(help.contains("TÙY CHỌN:") && !help.contains("OPTIONS:") && !help.contains("USAGE:"))
    #expect(try quran("--help").output.contains("  --lang <vi|en>"))
    #expect(try quran("login", "--help", language: "vi").output.contains("(mặc định: iCloud."))
  }

  @Test func vietnameseOutputHasNoEnglishInside() throws {
    // Issue 51: the parser's refusal, where the text was found, the whole reference quoted.
    let refused = try quran("search", "ngai", "--bogus", language: "vi")
    #expect(refused.status == 64)
    #expect(refused.error.contains("quran: Không có tùy chọn '--bogus'"), "\(refused.error)")
    #expect(refused.error.contains("Cách dùng: quran search"), "\(refused.error)")
    #expect(refused.error.contains("  Xem 'quran search --help' để biết thêm."))
    #expect(!refused.error.contains("Usage") && !refused.error.contains("See '"))
    let status = try quran("data", "status", language: "vi")
    #expect(!status.output.contains("fetched by") && !status.output.contains("checkout)"))
    let negative = try quran("read", "2:-1", language: "vi")
    #expect(
      negative.error.hasPrefix("quran: \"2:-1\" không phải tham chiếu câu"), "\(negative.error)")
    let dash = try quran("read", "--", "-1")
    #expect(dash.error.hasPrefix("quran: \"-1\" is not an ayah reference"), "\(dash.error)")
  }

  @Test func unquotedWordsAreOneSearch() throws {
    let quoted = try quran("search", "--in", "tafsir", "ngai vuong", "--limit", "5")
    let unquoted = try quran("search", "--in", "tafsir", "ngai", "vuong", "--limit", "5")
    #expect(unquoted.status == 0, "\(unquoted.error)")
    #expect(unquoted.output == quoted.output && !quoted.output.isEmpty)
    let text = try quran("search", "nhan", "danh", "allah")
    #expect(text.status == 0 && text.output.hasPrefix("1:1  "), "the shortcut joins them too")
  }

  /// `quran search --json` says where each hit's words matched (issue 74): offsets in code
  /// points, each naming a word of the query (the last one may be a prefix).
  @Test func searchJSONGivesWhereTheWordsMatched() throws {
    let result = try quran("search", "nhan", "tu", "--limit", "5", "--json")
    #expect(result.status == 0, "\(result.error)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let hits = try #require(json["results"] as? [[String: Any]])
    #expect(hits.count == 5)
    for hit in hits {
      let text = Array(try #require(hit["vietnamese"] as? String).unicodeScalars)
      let matches = try #require(hit["matches"] as? [[String: Int]], "\(hit)")
      #expect(!matches.isEmpty)
      for match in matches {
        let start = try #require(match["start"]), end = try #require(match["end"])
        var word = String.UnicodeScalarView()
        word.append(contentsOf: text[start..<end])
        let folded = VietnameseFolding.fold(String(word))
        #expect(folded == "nhan" || folded.hasPrefix("tu"), "\(hit["id"] ?? "") \(String(word))")
      }
    }
  }

  /// On a terminal that draws no sequences (`TERM=dumb`), the matched words are in brackets.
  @Test func aDumbTerminalShowsTheMatchesInBrackets() throws {
    let tmux = try TmuxSession(
      command: QuranProcess.executable + " search nhan tu --limit 1",
      environment: [
        "LANG": "C.UTF-8", "TERM": "dumb", "QURAN_VI_HOME": home.directory,
        "QURAN_VI_DATA": Fixtures.dataDirectory, "QURAN_VI_LANG": "en",
      ])
    let screen = try tmux.waitFor("[exit 0]")
    #expect(
      screen.contains("36:58  (Và) có lời chào Salam [từ] Thượng Đế [Nhân] [Từ]."), "\(screen)")
    #expect(!(try tmux.styledScreen()).contains("\u{1B}["))
  }

  @Test func theReadersOptionsAreOfferedAtTheTopLevel() throws {
    let help = try quran("--help").output
    for option in ["--background <auto|light|dark>", "--reciter <ID>", "--recite-pause"] {
      #expect(help.contains(option), "quran --help lacks \(option)")
    }
    let bad = try quran("--background", "sepia")
    #expect(
      bad.status == 1
        && bad.error == "quran: There is no background “sepia”. Use auto, light or dark.\n")
  }
}
