import QuranText
import Testing

@testable import QuranCommands

/// The line mode's typed lines (issue 74) mean one command each, and its search brackets the
/// words found as one.
@Suite struct LinearCommandTests {
  @Test func eachLineMeansOneCommand() throws {
    #expect(LinearCommand("") == .next)
    #expect(LinearCommand(" n ") == .next)
    #expect(LinearCommand("P") == .previous)
    #expect(LinearCommand("2:255") == .go(try AyahID(surah: 2, ayah: 255)))
    #expect(LinearCommand("36") == .go(try AyahID(surah: 36, ayah: 1)))
    #expect(LinearCommand("j30") == .go(try AyahID(surah: 78, ayah: 1)))
    #expect(LinearCommand("/ nhan tu ") == .search("nhan tu"))
    #expect(LinearCommand("/") == .search(""))
    #expect(LinearCommand("note Câu Ghế") == .note("Câu Ghế"))
    #expect(LinearCommand("note") == .note(""))
    #expect(LinearCommand("notes") == .notes(all: false))
    #expect(LinearCommand("notes all") == .notes(all: true))
    #expect(LinearCommand("q") == .quit)
    #expect(LinearCommand("?") == .help)
    #expect(LinearCommand("xyz") == .unknown("xyz"))
    guard case .nowhere(let sentence) = LinearCommand("2:300") else {
      Issue.record("2:300 is a place that does not exist")
      return
    }
    #expect(sentence.contains("2:300"))
  }

  @Test func wordsFoundSideBySideStandInOneBracket() {
    let text = "Thượng Đế Nhân Từ."
    let nhan = text.range(of: "Nhân")!
    let tu = text.range(of: "Từ")!
    #expect(LinearReader.bracketed(text, [tu, nhan]) == "Thượng Đế [Nhân Từ].")
    let de = text.range(of: "Đế")!
    #expect(LinearReader.bracketed(text, [de, tu]) == "Thượng [Đế] Nhân [Từ].")
  }

  @Test func noControlCharacterIsWritten() {
    #expect(LinearLines.plain("a\u{1B}[2Jb\rc\u{9B}d\te") == "a[2Jbcd\te")
  }
}
