import Foundation
import QuranText
import TestSupport
import Testing

/// The footnotes and the tafsir in the reader, in a real terminal: `i` opens and closes the
/// footnotes of the current ayah, `T` the tafsir, which `j`/`k` move through; once in
/// English at 80×24 and once in Vietnamese at 40×10.
@Suite(.serialized) struct StudyInTmuxTests {
  let home = TemporaryHome()

  func startReader(language: String, width: Int, height: Int) throws -> TmuxSession {
    try TmuxSession(
      command: QuranProcess.executable, width: width, height: height,
      environment: [
        "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
        "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory,
        "LANG": "C.UTF-8", "LC_ALL": "", "QURAN_VI_LANG": language,
      ])
  }

  /// Jumps to an ayah and waits for `shown` on the screen.
  func jump(_ tmux: TmuxSession, to ayah: String, heading shown: String) throws {
    try tmux.send(":")
    try tmux.type(ayah)
    try tmux.send("Enter")
    try tmux.waitFor(shown)
  }

  /// Every word the tafsir pane shows is a whole word of the tafsir (none cut at the edge).
  func expectWholeWords(_ screen: String, of id: String, rows: Range<Int>) throws {
    let tafsir = try #require(try Fixtures.corpus.tafsir(of: AyahID.parse(id)))
    let words = Set(tafsir.text.split(whereSeparator: \.isWhitespace))
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines[rows] {
      for word in line.split(separator: " ") {
        #expect(words.contains(word), "\"\(word)\" is not a whole word of the tafsir of \(id)")
      }
    }
  }

  @Test func inEnglishAt80x24() throws {
    let tmux = try startReader(language: "en", width: 80, height: 24)
    try tmux.waitFor("f favorite · i footnotes · T Tafsir")
    try jump(tmux, to: "2:255", heading: "255/286")
    try tmux.send("i")
    try tmux.waitFor(all: ["[25] Có lời Tafsir rằng Kursi là Ngai vương", "Footnotes of 2:255."])
    try tmux.send("i")
    try tmux.waitUntil(description: "the footnote closed") {
      !$0.contains("[25] Có lời Tafsir") && $0.contains("Footnotes hidden.")
    }
    try tmux.send("T")
    let tafsir = try tmux.waitFor(all: [
      "Tafsir of 2:255 · Al-Mukhtasar", "Allah là Đấng duy nhất đáng được thờ phượng",
      "j/k next/previous ayah",
    ])
    try expectWholeWords(tafsir, of: "2:255", rows: 3..<10)
    #expect(tafsir.contains("? more"), "the tafsir's status row ends with ? more")
    // `?` lists the tafsir's own keys; any other key goes back to it (issue 62).
    try tmux.send("?")
    try tmux.waitFor(all: ["Keys of the tafsir", "the next ayah's tafsir (the reader follows)"])
    try tmux.send("x")
    try tmux.waitUntil(description: "the tafsir back") {
      !$0.contains("Keys of the tafsir") && $0.contains("Tafsir of 2:255 · Al-Mukhtasar")
    }
    try tmux.send("j")
    try tmux.waitFor("Tafsir of 2:256 · Al-Mukhtasar")
    try tmux.send("Escape")
    try tmux.waitUntil(description: "the reader at 2:256") {
      $0.contains("256/286") && !$0.contains("Al-Mukhtasar")
    }
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  @Test func inVietnameseAt40x10() throws {
    let tmux = try startReader(language: "vi", width: 40, height: 10)
    try tmux.waitFor("? trợ giúp")
    try jump(tmux, to: "2:1", heading: "Alif. Lam. mim.[1]")
    try tmux.send("i")
    try tmux.waitFor("[1] Những chữ cái rời rạc")
    try tmux.send("i")
    try tmux.waitUntil(description: "the footnote closed") {
      !$0.contains("[1] Những chữ cái") && $0.contains("Đã ẩn chú thích.")
    }
    try jump(tmux, to: "2:4", heading: "Những người mà họ có")
    try tmux.send("T")
    let shared = try tmux.waitFor("Tafsir 2:3–4 · Al-Mukhtasar")
    #expect(shared.contains("(một đoạn giải thích các câu 2:3–4)"))
    try tmux.send("k")
    let previous = try tmux.waitFor("Tafsir 2:2 · Al-Mukhtasar")
    try expectWholeWords(previous, of: "2:2", rows: 3..<8)
    try tmux.send("T")
    try tmux.waitFor("Đây là Kinh Sách")
    // A window big enough to read the exit status after the shell's own lines.
    try tmux.resize(width: 100, height: 30)
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }
}
