import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// Text pasted in the real reader in tmux, marked as a paste as terminals do (issue 60): it
/// never runs as keys, and the trash brings back a note deleted in an earlier session.
@Suite struct PasteInTmuxTests {
  let home = TemporaryHome()

  func startReader() throws -> TmuxSession {
    try TmuxSession(
      command: QuranProcess.executable,
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_LANG": "en",
        "QURAN_VI_ARABIC_DISPLAY": "shaped",
        "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory,
      ])
  }

  /// "dy fu" pasted over a note would delete it (`d`, `y`), toggle the favorite and undo: it
  /// opens as a new note instead, and Esc then d drops it, leaving everything as it was.
  @Test func aPasteOverTheTextOpensAsANoteAndRunsNoKey() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("1:1"), text: "giữ nguyên")
    let tmux = try startReader()
    try tmux.waitFor("Notes on 1:1")
    try tmux.paste("dy fu", bracketed: true)
    let screen = try tmux.waitFor("The pasted text is a new note on 1:1")
    #expect(screen.contains("dy fu"))
    try tmux.send("Escape")
    try tmux.waitFor("Not saved yet")
    try tmux.send("d")
    try tmux.waitFor("Notes on 1:1 (1/1)")
    #expect(try library.notes().map(\.text) == [note.text])
    #expect(try library.favoriteIDs().isEmpty)
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  /// A note deleted with `quran note rm` and a favorite unmarked are in `quran trash`; `u` in
  /// the next reader brings back the newest, then the one before it.
  @Test func theReadersUndoReachesTheTrashOfEarlierSessions() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("1:2"), text: "bài học")
    func quran(_ arguments: String...) throws -> Subprocess.Result {
      try QuranProcess.run(["--lang", "en"] + arguments, home: home.directory)
    }
    #expect(try quran("note", "rm", note.id.uuidString).status == 0)
    try library.setFavorite(AyahID.parse("1:3"), true)
    #expect(try quran("fav", "rm", "1:3").status == 0)
    let listed = try quran("trash").output
    #expect(listed.contains("note on 1:2: bài học") && listed.contains("favorite 1:3"), "\(listed)")

    let tmux = try startReader()
    try tmux.waitFor("Khai Mạc")
    try tmux.send("u")
    try tmux.waitFor("Back from the trash: favorite 1:3")
    try tmux.send("u")
    try tmux.waitFor("Back from the trash: note on 1:2: bài học")
    try tmux.send("u")
    try tmux.waitFor("Nothing to undo")
    // Back as a new version of it (issue 71): changed when `u` brought it.
    let back = try #require(try library.note(note.id))
    #expect(back == note.restored(at: back.modifiedAt) && back.modifiedAt > note.modifiedAt)
    #expect(try library.favoriteIDs() == [AyahID.parse("1:3")])
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }
}
