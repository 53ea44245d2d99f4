import Foundation
import GRDB
import Library
import QuranText
import TestSupport
import Testing

/// Notes in the real reader in tmux: typed with combining marks, edited in $EDITOR (a script
/// stands in for the person's editor), deleted and undone, saved over a note changed or
/// deleted meanwhile (by a second reader, the command line), and a kill -9 mid-edit.
@Suite(.serialized) struct NotesInTmuxTests {
  let home = TemporaryHome()

  func startReader(editor: String? = nil) throws -> TmuxSession {
    var variables = [
      "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
      "QURAN_VI_HOME": home.directory,
      "QURAN_VI_DATA": Fixtures.dataDirectory,
    ]
    if let editor { variables["EDITOR"] = editor; variables["VISUAL"] = editor }
    return try TmuxSession(command: QuranProcess.executable, environment: variables)
  }

  /// An editor command that runs a shell script. The script is given to `sh` rather than
  /// executed: a process spawned by a test running alongside may still hold the file open for
  /// writing, and executing it would then fail with "Text file busy".
  func editorScript(_ name: String, _ body: String) throws -> String {
    let path = home.directory + "/" + name
    try "\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
    return "/bin/sh " + path
  }

  @Test func aVietnameseNoteWithCombiningMarksIsWrittenMarkedEditedDeletedAndUndone() throws {
    let editor = try editorScript("editor.sh", "printf 'Sửa trong trình soạn thảo' > \"$1\"")
    let tmux = try startReader(editor: editor)
    try tmux.waitFor("Khai Mạc")
    try tmux.send("n")
    try tmux.waitFor("New note on 1:1")
    try tmux.type("Ghi nho\u{031B}\u{0301} ma\u{0303}i")  // combining marks, as an IME may send
    try tmux.send("C-s")
    try tmux.waitFor("Note saved")
    var screen = try tmux.waitFor("Notes on 1:1 (1/1)")
    #expect(screen.contains("Ghi nhớ mãi"))
    #expect(
      screen.split(separator: "\n").contains { $0.contains("Nhân danh Allah") && $0.contains("✎") })
    let stored = try home.openLibrary().notes(on: AyahID.parse("1:1"))
    #expect(
      stored.map { Array($0.text.unicodeScalars) } == [Array("Ghi nhớ mãi".nfc.unicodeScalars)])

    try tmux.send("e")
    try tmux.waitFor("Sửa trong trình soạn thảo")
    #expect(try home.openLibrary().note(stored[0].id)?.text == "Sửa trong trình soạn thảo")

    try tmux.send("d")
    try tmux.waitFor("Delete this note on 1:1?")
    try tmux.send("y")
    screen = try tmux.waitFor("Note deleted")
    #expect(try home.openLibrary().noteCount() == 0)
    try tmux.send("u")
    try tmux.waitFor("is back")
    #expect(try home.openLibrary().note(stored[0].id)?.text == "Sửa trong trình soạn thảo")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  /// `e` on an ayah without a note opens the person's editor on a new one (issue 74); an
  /// editor that leaves nothing writes nothing.
  @Test func eWithoutANoteWritesANewOneInTheEditor() throws {
    let editor = try editorScript("new.sh", "printf 'Viết trong trình soạn thảo' > \"$1\"")
    let tmux = try startReader(editor: editor)
    try tmux.waitFor("Khai Mạc")
    try tmux.send("j")
    try tmux.send("e")
    let screen = try tmux.waitFor("Notes on 1:2 (1/1)")
    #expect(screen.contains("Viết trong trình soạn thảo") && screen.contains("Note saved"))
    let notes = try home.openLibrary().notes(on: AyahID.parse("1:2"))
    #expect(notes.map(\.text) == ["Viết trong trình soạn thảo"])
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
    let emptying = try editorScript("nothing.sh", ": > \"$1\"")
    let again = try startReader(editor: emptying)
    try again.waitFor("Notes on 1:2")
    try again.send("j")
    try again.send("e")
    try again.waitFor("left empty")
    #expect(try home.openLibrary().noteCount() == 1)
    try again.send("q")
    try again.waitFor("[exit 0]")
  }

  @Test func anEditorThatFailsOrLeavesNothingCancelsAndSaysSo() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("1:1"), text: "giữ nguyên")
    let failing = try editorScript("fail.sh", "exit 3")
    var tmux = try startReader(editor: failing)
    try tmux.waitFor("Notes on 1:1")
    try tmux.send("e")
    try tmux.waitFor("exited with status 3")
    try tmux.send("q")
    let emptying = try editorScript("empty.sh", ": > \"$1\"")
    tmux = try startReader(editor: emptying)
    try tmux.waitFor("Notes on 1:1")
    try tmux.send("e")
    try tmux.waitFor("left empty")
    #expect(try library.note(note.id)?.text == "giữ nguyên")
    try tmux.send("q")
  }

  /// Opens the reader's editor (`E`) on the chosen note of `ayah` and adds `text` to its end.
  func editInReader(_ tmux: TmuxSession, on ayah: String, adding text: String) throws {
    try tmux.waitFor("Notes on \(ayah)")
    try tmux.send("E")
    try tmux.waitFor("Note on \(ayah)")
    try tmux.type(text)
    try tmux.waitFor(text)
  }

  @Test func twoReadersOnOneHomeEditingOneNoteKeepBothTexts() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("1:1"), text: "gốc")
    let first = try startReader()
    let second = try startReader()
    try editInReader(first, on: "1:1", adding: " của thứ nhất")
    try editInReader(second, on: "1:1", adding: " của thứ hai")
    try second.send("C-s")
    try second.waitFor("Note saved")
    try first.send("C-s")
    try first.waitFor("The note changed while you edited it")
    #expect(
      try library.notes(on: AyahID.parse("1:1")).map(\.text) == [
        "gốc của thứ hai", AyahNote.conflictPrefix + "gốc của thứ nhất",
      ])
    #expect(try library.note(note.id)?.text == "gốc của thứ hai")
  }

  @Test func aNoteEditedFromTheCommandLineWhileInTheEditorKeepsBothTexts() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("1:1"), text: "gốc")
    let tmux = try startReader()
    try editInReader(tmux, on: "1:1", adding: " trong trình đọc")
    let edit = try QuranProcess.run(
      ["note", "edit", note.id.uuidString, "từ dòng lệnh"], home: home.directory)
    #expect(edit.status == 0, "\(edit.error)")
    try tmux.send("C-s")
    try tmux.waitFor("The note changed while you edited it")
    #expect(
      try library.notes(on: AyahID.parse("1:1")).map(\.text) == [
        "từ dòng lệnh", AyahNote.conflictPrefix + "gốc trong trình đọc",
      ])
  }

  @Test func aNoteDeletedWhileInTheEditorIsSavedAsANewNote() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("1:1"), text: "gốc")
    let tmux = try startReader()
    try editInReader(tmux, on: "1:1", adding: " vẫn giữ")
    let removal = try QuranProcess.run(["note", "rm", note.id.uuidString], home: home.directory)
    #expect(removal.status == 0, "\(removal.error)")
    try tmux.send("C-s")
    try tmux.waitFor("The note was deleted while you edited it")
    let notes = try library.notes(on: AyahID.parse("1:1"))
    #expect(notes.map(\.text) == ["gốc vẫn giữ"])
    #expect(notes.first?.id != note.id)
  }

  /// `$EDITOR`, from the reader (`e`) and from `quran note edit ID`: the note changed while
  /// the editor was open (the editor itself runs `quran note edit ID TEXT` before it writes).
  @Test func anEditInTheOwnEditorOverANoteChangedMeanwhileKeepsBothTexts() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("1:1"), text: "gốc")
    let quran = "\(QuranProcess.executable) note edit \(note.id.uuidString)"
    let editor = try editorScript(
      "meanwhile.sh", "\(quran) \"khác $$\" > /dev/null\nprintf 'của tôi' > \"$1\"")
    let reader = try startReader(editor: editor)
    try reader.waitFor("Notes on 1:1")
    try reader.send("e")
    try reader.waitFor("The note changed while you edited it")
    let command = try TmuxSession(
      command: quran, width: 300,
      environment: [
        "LANG": "C.UTF-8", "QURAN_VI_HOME": home.directory, "EDITOR": editor,
        "QURAN_VI_DATA": Fixtures.dataDirectory,
      ])
    let said = try command.waitFor("[exit 0]")
    #expect(said.contains("changed while you edited it: it keeps the other text"))
    let texts = try library.notes(on: AyahID.parse("1:1")).map(\.text)
    #expect(texts.count == 2 && texts[0].hasPrefix("khác "), "\(texts)")
    #expect(texts.last == AyahNote.conflictPrefix + "của tôi", "one copy of the same text")
  }

  /// `quran note edit` through `$EDITOR`, the text left as it was while the note changed
  /// meanwhile: nothing is saved, and the command says so (it said "Saved note").
  @Test func anUnchangedEditOverANoteChangedMeanwhileSavesNothingAndSaysSo() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("1:2"), text: "gốc")
    let quran = "\(QuranProcess.executable) note edit \(note.id.uuidString)"
    let editor = try editorScript("unchanged.sh", "\(quran) \"khác\" > /dev/null")
    let command = try TmuxSession(
      command: quran, width: 300,
      environment: [
        "LANG": "C.UTF-8", "QURAN_VI_HOME": home.directory, "EDITOR": editor,
        "QURAN_VI_DATA": Fixtures.dataDirectory,
      ])
    let said = try command.waitFor("[exit 0]")
    #expect(said.contains("Nothing saved"), "\(said)")
    #expect(try library.notes(on: AyahID.parse("1:2")).map(\.text) == ["khác"])
  }

  @Test func killingTheReaderMidEditLosesOnlyTheUnsavedText() throws {
    let library = try home.openLibrary()
    let kept = try library.addNote(on: AyahID.parse("1:1"), text: "đã lưu")
    let tmux = try startReader()
    try tmux.waitFor("Notes on 1:1")
    try tmux.send("n")
    try tmux.waitFor("New note on 1:1")
    try tmux.type("chưa lưu")
    try tmux.waitFor("chưa lưu")
    _ = try Subprocess.run(
      "pkill", ["-KILL", "-P", "\(try tmux.panePID())", "-x", "quran"], environment: [:])
    try tmux.waitFor("[exit 137]")
    let reopened = try home.openLibrary()
    #expect(try reopened.notes(on: AyahID.parse("1:1")) == [kept])
    let check = try DatabaseQueue(path: home.home.libraryPath).read {
      try String.fetchOne($0, sql: "PRAGMA integrity_check")
    }
    #expect(check == "ok")
  }
}
