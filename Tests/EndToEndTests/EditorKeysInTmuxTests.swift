import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// No key loses what is typed in the reader's note editor: Esc asks, the Alt keys (Esc and a
/// key in one write) are word keys, a discarded text comes back with `u`, a Ctrl-C keeps the
/// text as a draft, and a paste arrives whole.
extension NotesInTmuxTests {
  var discarded: String { drafts + "/discarded" }

  func discardedTexts() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: discarded)) ?? []
    return names.compactMap { try? String(contentsOfFile: discarded + "/" + $0, encoding: .utf8) }
  }

  /// The editor's row that begins with `start`: the text right of the surah list, trimmed.
  static func editorRow(_ screen: String, startingWith start: String) -> String? {
    screen.split(separator: "\n").map {
      String($0.split(separator: "│").last ?? "").trimmingCharacters(in: .whitespaces)
    }.first { $0.hasPrefix(start) }
  }

  /// Waits until the editor's row that begins as `text` does reads `text`, exactly.
  func waitForText(_ tmux: TmuxSession, _ text: String) throws {
    let start = String(text.prefix(3))
    try tmux.waitUntil(description: "the editor's row \"\(text)\"") {
      Self.editorRow($0, startingWith: start) == text && $0.contains("New note on 1:1")
    }
  }

  @Test func escAndTheAltKeysNeverLoseTheText() throws {
    let tmux = try startReader()
    try tmux.waitFor("Khai Mạc")
    try tmux.send("n")
    try tmux.waitFor("New note on 1:1")
    try tmux.type("một hai ba")
    try tmux.waitFor("một hai ba")
    // Alt-Backspace as tmux sends it (ESC DEL), then as a person types Esc and Backspace.
    try tmux.send("M-BSpace")
    try waitForText(tmux, "một hai")
    try tmux.send("Escape", "BSpace")
    try waitForText(tmux, "một")
    // Alt-b (macOS Option-←) goes a word back; Alt-Left too; Alt-f forward; Alt-d deletes.
    try tmux.type("bốn năm")
    try tmux.waitFor("một bốn năm")
    try tmux.send("M-b")
    try tmux.type("X")
    try tmux.waitFor("một bốn Xnăm")
    try tmux.send("M-Left", "M-Left")
    try tmux.type("Y")
    try tmux.waitFor("một Ybốn Xnăm")
    try tmux.send("M-f", "M-d")
    try waitForText(tmux, "một Ybốn")

    // Esc asks; Esc again goes back to the text.
    try tmux.send("Escape")
    try tmux.waitFor("Not saved yet: s saves · d discards")
    try tmux.send("Escape")
    try tmux.waitUntil(description: "the editor's hints") {
      $0.contains("Ctrl-S save") && $0.contains("một Ybốn")
    }
    // Discarded: put aside on disk, and u brings it back.
    try tmux.send("Escape")
    try tmux.waitFor("Not saved yet")
    try tmux.send("d")
    // The question says "u brings it back" too: wait for the sentence that says where it went.
    try tmux.waitFor("Not saved: the text was put aside in")
    #expect(discardedTexts() == ["một Ybốn"])
    try tmux.send("u")
    try tmux.waitFor("The text is back in the editor")
    try tmux.waitFor("một Ybốn")
    #expect(discardedTexts().isEmpty, "the text is a draft again")
    try tmux.send("C-s")
    try tmux.waitFor("Note saved")
    #expect(try home.openLibrary().notes(on: AyahID.parse("1:1")).map(\.text) == ["một Ybốn"])
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  @Test func aRestoredDraftIsKeptThroughEscAndCtrlC() throws {
    var tmux = try startReader()
    try tmux.waitFor("Khai Mạc")
    try tmux.send("n")
    try tmux.waitFor("New note on 1:1")
    try tmux.type("giữ lấy")
    try tmux.waitFor("giữ lấy")
    try killReader(in: tmux, "HUP")
    try tmux.waitFor("[exit 129]")

    tmux = try startReader()
    try tmux.waitFor("A note on 1:1 was not saved")
    try tmux.send("y")
    try tmux.waitFor("giữ lấy")
    try tmux.send("Escape")
    try tmux.waitFor("Not saved yet")
    try tmux.send("Escape")
    try tmux.waitFor("Ctrl-S save")
    try tmux.send("M-BSpace")
    try waitForText(tmux, "giữ")
    // Ctrl-C keeps the text as a draft, which the next start offers.
    try tmux.send("C-c")
    try tmux.waitFor("[exit 130]")
    #expect(draftTexts().contains { $0.contains("\"giữ \"") })

    tmux = try startReader()
    try tmux.waitFor("A note on 1:1 was not saved")
    try tmux.send("y")
    try tmux.send("C-s")
    try tmux.waitFor("Note saved")
    #expect(try home.openLibrary().notes(on: AyahID.parse("1:1")).map(\.text) == ["giữ "])
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  @Test func aPasteArrivesWhole() throws {
    // 200 KB in paragraphs, and one long paragraph of 20 KB.
    let paragraph = String(repeating: "Nhân danh Allah, Đấng Rất Mực Độ Lượng. ", count: 10)
    var text = Array(repeating: paragraph, count: 480).joined(separator: "\n")
    text += "\n" + String(repeating: "một-dòng-dài ", count: 1600)
    // Keys inside the paste act as typed, whether read with the text or on their own: ← goes
    // back over "y", Backspace takes the "z" typed there; the rest lands before the "y".
    let keys = "xy\u{1B}[Dz\u{7F}w"
    let half = text.index(text.startIndex, offsetBy: text.count / 2)
    let tmux = try startReader()
    try tmux.waitFor("Khai Mạc")
    try tmux.send("n")
    try tmux.waitFor("New note on 1:1")
    try tmux.paste(String(text[..<half]) + keys + String(text[half...]))
    try tmux.type("HẾT")
    try tmux.waitFor("HẾT", timeout: 60)
    try tmux.send("C-s")
    try tmux.waitFor("Note saved")
    let stored = try home.openLibrary().notes(on: AyahID.parse("1:1")).map(\.text)
    let expected = String(text[..<half]) + "xw" + String(text[half...]) + "HẾT" + "y"
    #expect(stored.count == 1)
    let same = stored.first.map { $0.utf8.elementsEqual(expected.utf8) } ?? false
    #expect(same, "the pasted text is stored whole, with its keys applied")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  /// A megabyte pasted, read from the terminal in pieces that cut its characters anywhere,
  /// arrives whole, and the Ctrl-C after it keeps the whole text as a draft. (How fast is
  /// `quran-bench paste`'s figure, not this test's.)
  @Test func aMegabytePasteArrivesWholeAndCtrlCKeepsIt() throws {
    let sentence = "Nhân danh Allah, Đấng Rất Mực Độ Lượng, Đấng Rất Mực Khoan Dung. "
    let text = String(repeating: sentence, count: 1_000_000 / sentence.utf8.count) + "HẾT"
    let tmux = try startReader()
    try tmux.waitFor("Khai Mạc")
    try tmux.send("n")
    try tmux.waitFor("New note on 1:1")
    try tmux.paste(text)
    try tmux.waitFor("HẾT", timeout: 120)
    try tmux.send("C-c")
    try tmux.waitFor("[exit 130]")
    let kept = draftTexts().compactMap { Data($0.utf8) }.compactMap {
      try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
    }.compactMap { $0["text"] as? String }
    #expect(kept.count == 1)
    #expect(kept.first?.utf8.elementsEqual(text.utf8) == true, "the whole text is the draft")
  }

  @Test(.enabled(if: readOnlyMountsWork, "read-only bind mounts need root and unshare"))
  func aFolderMadeWritableWhileTheReaderRunsIsWrittenAtTheNextSave() throws {
    _ = try home.openLibrary()
    let tmux = try TmuxSession(
      command: ReadOnlyHome.command(home.directory, QuranProcess.executable),
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_HOME": home.directory,
        "QURAN_VI_DATA": Fixtures.dataDirectory, "QURAN_VI_ARABIC_DISPLAY": "shaped",
      ])
    try tmux.waitFor("Nhân danh Allah")
    try tmux.send("n")
    try tmux.waitFor("New note on 1:1")
    try tmux.type("không mất")
    try tmux.waitFor("không mất")
    try tmux.send("C-s")
    try tmux.waitUntil(description: "the refusal") {
      Self.joined($0).contains("read-only") && Self.joined($0).contains("The text stays here")
    }
    // The drafts folder cannot be written either: Ctrl-C asks rather than quitting.
    try tmux.send("C-c")
    let asked = try tmux.waitFor("Draft not kept! Ctrl-C again quits")
    #expect(asked.contains("không mất"))
    try tmux.send("Escape")
    try tmux.waitFor("Ctrl-S save")

    // The folder is made writable while the reader runs (in the reader's own mount namespace).
    try makeWritable(tmux)
    try tmux.send("C-s")
    try tmux.waitFor("Note saved")
    #expect(try home.openLibrary().notes(on: AyahID.parse("1:1")).map(\.text) == ["không mất"])
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  /// Makes the home writable while the reader in `tmux` runs, in the reader's own mount
  /// namespace.
  func makeWritable(_ tmux: TmuxSession) throws {
    let reader = try Subprocess.run("pgrep", ["-P", "\(try tmux.panePID())"], environment: [:])
    let pid = reader.output.trimmingCharacters(in: .whitespacesAndNewlines)
    let remount = try Subprocess.run(
      "/usr/bin/nsenter",
      ["-t", pid, "-m", "mount", "-o", "remount,rw,bind", home.directory], environment: [:])
    #expect(remount.status == 0, "\(remount.error)")
  }

  /// The reader in a home mounted read-only, in a mount namespace of its own.
  func startReadOnlyReader() throws -> TmuxSession {
    _ = try home.openLibrary()
    let tmux = try TmuxSession(
      command: ReadOnlyHome.command(home.directory, QuranProcess.executable),
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_HOME": home.directory,
        "QURAN_VI_DATA": Fixtures.dataDirectory, "QURAN_VI_ARABIC_DISPLAY": "shaped",
      ])
    try tmux.waitFor("Nhân danh Allah")
    return tmux
  }

  /// Every write, not only a note's, reaches a home made writable while the reader runs: a
  /// favorite (`f` said "read-only" until a note was saved), and the place read (issue 60).
  @Test(.enabled(if: readOnlyMountsWork, "read-only bind mounts need root and unshare"))
  func aHomeMadeWritableTakesAFavoriteAndThePlace() throws {
    let tmux = try startReadOnlyReader()
    try tmux.send("f")
    try tmux.waitFor("so nothing can be saved")
    try makeWritable(tmux)
    try tmux.send("f")
    try tmux.waitFor("1:1 is a favorite")
    try tmux.send("j")
    try tmux.waitFor("2/7")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
    let library = try home.openLibrary()
    #expect(try library.isFavorite(AyahID.parse("1:1")))
    #expect(try library.settings().lastPosition == AyahID.parse("1:2"))
  }

  /// The home stays read-only: the place read cannot be kept at quit, and the reader says so
  /// on the terminal once its screen is closed, and exits non-zero (issue 60).
  @Test(.enabled(if: readOnlyMountsWork, "read-only bind mounts need root and unshare"))
  func aPlaceThatCannotBeKeptAtQuitIsSaid() throws {
    let tmux = try startReadOnlyReader()
    try tmux.send("j")
    try tmux.waitFor("2/7")
    try tmux.send("q")
    let closed = try tmux.waitFor("[exit 1]")
    #expect(
      Self.joined(closed).contains("Your reading place (1:2) was not kept when the reader closed"),
      "\(closed)")
    #expect(Self.joined(closed).contains("so nothing can be saved"), "\(closed)")
  }
}
