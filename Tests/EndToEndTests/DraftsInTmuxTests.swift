import AppRecords
import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// Drafts of notes outlive the reader: a closed terminal (SIGHUP), a kill -9, and a killed
/// reader's `$EDITOR` file are offered back by the next start; a text refused as too big is
/// kept, and its path said.
extension NotesInTmuxTests {
  var drafts: String { home.directory + "/drafts" }

  /// The drafts' texts on disk: each `.txt` (an editor's file) or else its `.json`.
  func draftTexts() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: drafts)) ?? []
    return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".txt") }.compactMap {
      try? String(contentsOfFile: drafts + "/" + $0, encoding: .utf8)
    }
  }

  /// The screen's rows, trimmed, on one line: a wrapped sentence reads whole.
  static func joined(_ screen: String) -> String {
    screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
  }

  func killReader(in tmux: TmuxSession, _ signal: String) throws {
    _ = try Subprocess.run(
      "pkill", ["-\(signal)", "-P", "\(try tmux.panePID())", "-x", "quran"], environment: [:])
  }

  @Test func aNoteBeingTypedSurvivesAClosedTerminalAndAKill() throws {
    var tmux = try startReader()
    try tmux.waitFor("Khai Mạc")
    try tmux.send("n")
    try tmux.waitFor("New note on 1:1")
    try tmux.type("Chưa lưu: một")
    try tmux.waitFor("Chưa lưu: một")
    try killReader(in: tmux, "HUP")
    try tmux.waitFor("[exit 129]")

    tmux = try startReader()
    try tmux.waitFor("A note on 1:1 was not saved: restore it? [y/n]")
    try tmux.send("y")
    try tmux.waitFor("Chưa lưu: một")
    try tmux.type(", hai")
    try tmux.waitFor("một, hai")
    // The debounce writes it while the reader runs; then a kill -9 loses nothing.
    #expect(Waiting.until(5) { draftTexts().contains { $0.contains("Chưa lưu: một, hai") } })
    try killReader(in: tmux, "KILL")
    try tmux.waitFor("[exit 137]")

    tmux = try startReader()
    try tmux.waitFor("A note on 1:1 was not saved")
    try tmux.send("y")
    try tmux.waitFor("Chưa lưu: một, hai")
    try tmux.send("C-s")
    try tmux.waitFor("Note saved")
    let stored = try home.openLibrary().notes(on: AyahID.parse("1:1")).map(\.text)
    #expect(stored == ["Chưa lưu: một, hai"])
    #expect(draftTexts().isEmpty, "a saved note leaves no draft")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  @Test func anEditorFileOfAKilledReaderComesBackAndATooBigTextIsKept() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("1:1"), text: "đã lưu")
    let fifo = home.directory + "/never"
    #expect(mkfifo(fifo, 0o600) == 0)
    // Writes the text, then waits on a pipe nobody opens: it is running when the reader dies.
    let waiting = try editorScript(
      "waiting.sh", "printf 'viết trong trình soạn thảo' > \"$1\"; read x < \(fifo)")
    var tmux = try startReader(editor: waiting)
    try tmux.waitFor("Notes on 1:1")
    try tmux.send("e")
    #expect(Waiting.until(10) { draftTexts().contains("viết trong trình soạn thảo") })
    try killReader(in: tmux, "KILL")
    try tmux.waitFor("[exit 137]")

    let tooBig = try editorScript(
      "big.sh", "head -c \(NoteSize.maxSyncedBytes + 1000) /dev/zero | tr '\\0' a > \"$1\"")
    tmux = try startReader(editor: tooBig)
    try tmux.waitFor("A note on 1:1 was not saved")
    try tmux.send("y")
    try tmux.waitFor("viết trong trình soạn thảo")
    try tmux.send("C-s")
    try tmux.waitFor("Note saved")
    #expect(try library.note(note.id)?.text == "viết trong trình soạn thảo")
    #expect(draftTexts().isEmpty)

    try tmux.send("e")
    // The sentence wraps over the rows above the status row.
    let sentence = try tmux.waitUntil(description: "the refusal") {
      Self.joined($0).contains("Nothing was saved")
    }
    let kept = try #require(
      (try? FileManager.default.contentsOfDirectory(atPath: drafts))?.first { $0.hasSuffix(".txt") }
    )
    #expect(
      Self.joined(sentence).contains("Your text is kept in \(drafts)/\(kept)"), "the path is said")
    let big = NoteSize.maxSyncedBytes + 1000
    #expect(draftTexts().map(\.utf8.count).contains(big), "the refused text is on disk")
    #expect(try library.note(note.id)?.text == "viết trong trình soạn thảo")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")

    // The command line keeps a refused text the same way, and says where.
    tmux = try TmuxSession(
      command: "\(QuranProcess.executable) note edit \(note.id.uuidString)", width: 500,
      environment: [
        "LANG": "C.UTF-8", "QURAN_VI_HOME": home.directory, "EDITOR": tooBig,
        "QURAN_VI_DATA": Fixtures.dataDirectory,
      ])
    let said = try tmux.waitFor("[exit 1]")
    #expect(said.contains("Nothing was saved") && said.contains("Your text is kept in"))
    #expect(draftTexts().map(\.utf8.count).filter { $0 == big }.count == 2)
  }
}
