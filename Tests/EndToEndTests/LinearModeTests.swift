import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// `quran --linear` (issue 74): a line mode a screen reader or a braille display can follow,
/// run in a real terminal (`script`) and typed into a line at a time. Its byte stream holds
/// each ayah once per asking, with its reference, and never an escape sequence or a carriage
/// return that writes over a line; what it writes is in the library as the commands read it.
@Suite struct LinearModeTests {
  let home = TemporaryHome()

  static let vietnamese = [
    "LANG": "vi_VN.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "QURAN_VI_LANG": "",
    "TERM": "xterm-256color",
  ]

  /// The references of the ayah lines (`2:255  text`) in the transcript, in order; search
  /// results (`1. 2:255  …`) and typed places (`2:255` alone) are not among them.
  static func ayahLines(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      guard let gap = line.range(of: "  "),
        (try? AyahID.parse(String(line[..<gap.lowerBound]))) != nil
      else { return nil }
      return String(line[..<gap.lowerBound])
    }
  }

  /// The stream holds no ESC byte, and every carriage return ends a line (`\r\n`, the
  /// terminal's own line end), never writing over one.
  static func expectPlain(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    let escapes = bytes.count(where: { $0 == 0x1B })
    #expect(escapes == 0, "escape bytes in the stream", sourceLocation: sourceLocation)
    let bareReturns = bytes.indices.count(where: {
      bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A)
    })
    #expect(
      bareReturns == 0, "carriage returns that repaint a line", sourceLocation: sourceLocation)
  }

  @Test func eachAyahIsSaidOnceInPlainLinesAndWhatIsTypedIsKept() throws {
    let corpus = Fixtures.corpus
    let session = try TerminalTranscript(
      ["--linear"], home: home.directory, environment: Self.vietnamese)
    #expect(session.waitFor("Gõ ? rồi Enter"), "\(session.text)")
    #expect(session.waitFor("\n1:1  "), "\(session.text)")
    session.type("2:255")
    #expect(session.waitFor("\n2:255  "), "\(session.text)")
    session.type("n")
    #expect(session.waitFor("\n2:256  "), "\(session.text)")
    session.type("p")
    #expect(session.waitFor("\n2:255  ", count: 2), "\(session.text)")
    session.type("/nhan tu")
    #expect(session.waitFor("Tìm “nhan tu”"), "\(session.text)")
    session.type("f")
    #expect(session.waitFor("Đã thêm 2:255 vào Yêu thích."), "\(session.text)")
    session.type("note Câu Ghế")
    #expect(session.waitFor("Đã lưu ghi chú cho câu 2:255."), "\(session.text)")
    session.type("notes")
    #expect(session.waitFor("Câu 2:255 có 1 ghi chú:"), "\(session.text)")
    session.type("xyz")
    #expect(session.waitFor("“xyz” không phải lệnh"), "\(session.text)")
    session.type("2:300")
    #expect(session.waitFor("2:300 không tồn tại"), "\(session.text)")
    session.type("?")
    #expect(session.waitFor("danh sách lệnh này"), "\(session.text)")
    session.type("q")
    #expect(session.waitForEnd() == 0, "\(session.text)")

    let text = session.text
    Self.expectPlain(session.bytes)
    // Each ayah once each time it was asked for, in order, with its reference.
    #expect(Self.ayahLines(text) == ["1:1", "2:255", "2:256", "2:255"], "\(text)")
    let throne = try corpus.ayah(AyahID(surah: 2, ayah: 255), translation: .rwwad)
    #expect(text.components(separatedBy: "2:255  " + throne.vietnamese + "\n").count - 1 == 2)
    // The Arabic as published (logical order, a screen reader reads it), and the footnote.
    #expect(text.contains("\n" + throne.arabic + "\n"))
    #expect(text.contains("\n[25] Có lời Tafsir rằng Kursi"))
    // The search's hits, numbered, with their references, the words found in brackets.
    let hits = text.split(separator: "\n").filter { $0.hasPrefix("1. ") || $0.hasPrefix("2. ") }
    #expect(hits.contains { $0.contains(":") && $0.contains("[Nhân Từ]") }, "\(hits)")
    #expect(text.contains("1. 2:255, "), "the note listed: \(text)")
    #expect(text.contains(": Câu Ghế\n"))

    // In the library, as a person reads it back.
    let favorites = try QuranProcess.run(["fav", "list", "--json"], home: home.directory)
    #expect(favorites.status == 0)
    #expect(favorites.output.contains("\"id\" : \"2:255\""), "\(favorites.output)")
    let notes = try QuranProcess.run(["note", "list", "2:255", "--json"], home: home.directory)
    #expect(notes.output.contains("\"text\" : \"Câu Ghế\""), "\(notes.output)")
    // The place kept where the reader looks, and the line mode resumes there.
    #expect(try home.openLibrary().settings().lastPosition == AyahID(surah: 2, ayah: 255))
    let again = try QuranProcess.run(
      ["--linear"], home: home.directory, environment: Self.vietnamese, input: "q\n")
    #expect(again.status == 0, "\(again.error)")
    #expect(Self.ayahLines(again.output) == ["2:255"], "\(again.output)")
    Self.expectPlain(Array(again.output.utf8))
    // The furthest ayah read, as the reader keeps it.
    #expect(try home.openLibrary().progress()[2]?.lastReadAyah == 256)
  }

  @Test func aDumbTerminalOpensTheLineMode() throws {
    let dumb = Self.vietnamese.merging(["TERM": "dumb"]) { $1 }
    let session = try TerminalTranscript([], home: home.directory, environment: dumb)
    #expect(session.waitFor("\n1:1  "), "\(session.text)")
    session.type("")
    #expect(session.waitFor("\n1:2  "), "\(session.text)")
    session.type("q")
    #expect(session.waitForEnd() == 0, "\(session.text)")
    Self.expectPlain(session.bytes)
    #expect(Self.ayahLines(session.text) == ["1:1", "1:2"])
    // `quran 2:255` opens the line mode there.
    let placed = try TerminalTranscript(["2:255"], home: home.directory, environment: dumb)
    #expect(placed.waitFor("\n2:255  "), "\(placed.text)")
    placed.type("q")
    #expect(placed.waitForEnd() == 0)
    Self.expectPlain(placed.bytes)
  }

  @Test func inEnglishWithHassanAndEndOfInputKeepsThePlace() throws {
    let library = try home.openLibrary()
    var settings = try library.settings()
    settings.interfaceLanguage = .english
    settings.translation = .hassan
    settings.showArabic = false
    try library.save(settings)
    let session = try TerminalTranscript(
      ["--linear"], home: home.directory, environment: Self.vietnamese)
    #expect(session.waitFor("Type ? then Enter for the commands"), "\(session.text)")
    #expect(session.waitFor("\n1:1  "), "\(session.text)")
    session.type("n")
    #expect(session.waitFor("\n1:2  "), "\(session.text)")
    session.type("zzz")
    #expect(session.waitFor("“zzz” is neither a command nor a place"), "\(session.text)")
    session.type("f")
    #expect(session.waitFor("1:2 is now a favorite."), "\(session.text)")
    session.type("notes all")
    #expect(session.waitFor("No notes yet."), "\(session.text)")
    session.type("?")
    #expect(session.waitFor("this list of commands"), "\(session.text)")
    session.endInput()
    #expect(session.waitForEnd() == 0, "\(session.text)")
    Self.expectPlain(session.bytes)
    let text = session.text
    let hassan = try Fixtures.corpus.ayah(AyahID(surah: 1, ayah: 2), translation: .hassan)
    #expect(text.contains("\n1:2  " + hassan.vietnamese + "\n"), "\(text)")
    let arabic = try Fixtures.corpus.ayah(AyahID(surah: 1, ayah: 2), translation: .hassan).arabic
    #expect(!text.contains(arabic), "the Arabic is hidden, as the setting says")
    #expect(try home.openLibrary().settings().lastPosition == AyahID(surah: 1, ayah: 2))
  }

  /// The full reader opens where the line mode stopped, and the line mode where the reader
  /// stopped: one place, kept where the reader keeps it.
  @Test func theReaderAndTheLineModeResumeEachOther() throws {
    let linear = try QuranProcess.run(
      ["--linear"], home: home.directory, environment: Self.vietnamese, input: "36:5\nq\n")
    #expect(linear.status == 0, "\(linear.error)")
    let reader = try TmuxSession(
      command: QuranProcess.executable,
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
        "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory,
        "QURAN_VI_LANG": "en",
      ])
    try reader.waitFor("5/83")
    try reader.send("j")
    try reader.waitFor("6/83")
    try reader.send("q")
    try reader.waitFor("[exit 0]")
    let again = try QuranProcess.run(
      ["--linear"], home: home.directory, environment: Self.vietnamese, input: "q\n")
    #expect(Self.ayahLines(again.output) == ["36:6"], "\(again.output)")
  }
}
