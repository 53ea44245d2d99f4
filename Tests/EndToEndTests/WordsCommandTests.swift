import Foundation
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
}
