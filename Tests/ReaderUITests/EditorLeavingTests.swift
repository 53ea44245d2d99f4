import DataFolder
import Foundation
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// No key loses typed text: the Alt keys as the terminal sends them, Esc that asks, a discard
/// that `u` brings back, a Ctrl-C that keeps a draft or asks, and a long paragraph's rows kept
/// between drawings exactly as a whole wrap lays them out.
@Suite struct EditorLeavingTests {
  let home = TemporaryHome(withCorpus: false)
  var store: DraftStore { DraftStore(directory: home.home.draftsDirectory) }

  func session() throws -> ReaderSession {
    let session = try ReaderSession(corpus: Fixtures.corpus, library: home.openLibrary())
    session.drafts = store
    _ = session.draw(width: 120, height: 40)
    return session
  }

  func type(_ session: ReaderSession, _ text: String) {
    for character in text { _ = session.handle(.character(character)) }
  }

  func screen(_ session: ReaderSession) -> String {
    session.draw(width: 120, height: 40).text
  }

  func discarded() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: store.discardedDirectory))
    return (names ?? []).compactMap {
      try? String(contentsOfFile: store.discardedDirectory + "/" + $0, encoding: .utf8)
    }
  }

  @Test func escPlusAKeyIsOneKeyAndOtherwiseEscThenTheKey() {
    #expect(EscapeKeys.combined(with: .backspace) == .deleteWordBackward)
    #expect(EscapeKeys.combined(with: .character("\u{7F}")) == .deleteWordBackward)
    #expect(EscapeKeys.combined(with: .character("b")) == .wordLeft)
    #expect(EscapeKeys.combined(with: .character("f")) == .wordRight)
    #expect(EscapeKeys.combined(with: .character("d")) == .deleteWordForward)
    #expect(EscapeKeys.combined(with: .left) == .wordLeft)
    #expect(EscapeKeys.combined(with: .character(":")) == nil, "Esc, then :")
    #expect(EscapeKeys.sequence("1;3D") == .wordLeft, "Alt-←")
    #expect(EscapeKeys.sequence("1;5C") == .wordRight, "Ctrl-→")
    #expect(EscapeKeys.sequence("1;2C") == .right, "Shift-→ is not a word key")
    #expect(EscapeKeys.sequence("D") == .left)
    #expect(EscapeKeys.sequence("3;5~") == .deleteWordForward)
    #expect(EscapeKeys.sequence("29~") == nil, "dropped, never typed")
    #expect(EscapeKeys.sequence("200~") == .pasteStart, "a paste's marks (issue 60)")
    #expect(EscapeKeys.sequence("201~") == .pasteEnd)
  }

  @Test func theAltKeysDeleteAndMoveByWords() {
    var note = NoteEditor(text: "một hai ba", title: "")
    _ = note.handle(.deleteWordBackward)
    #expect(note.text == "một hai ")
    _ = note.handle(.wordLeft)
    _ = note.handle(.deleteWordForward)
    #expect(note.text == "một  ")
    _ = note.handle(.wordLeft)
    _ = note.handle(.deleteWordForward)
    #expect(note.text == "  ")
  }

  @Test func escWithChangesAsksAndDiscardIsUndoneByU() throws {
    let reader = try session()
    _ = reader.handle(.character("n"))
    _ = reader.handle(.escape)
    #expect(!reader.isShowing(NoteEditorScreen.self), "nothing typed: Esc closes")

    _ = reader.handle(.character("n"))
    type(reader, "đừng mất")
    _ = reader.handle(.escape)
    #expect(reader.isShowing(NoteEditorScreen.self))
    #expect(screen(reader).contains("Not saved yet: s saves · d discards"))
    _ = reader.handle(.escape)
    #expect(screen(reader).contains("Ctrl-S save"), "back to the text")
    type(reader, "!")
    _ = reader.handle(.escape)
    _ = reader.handle(.character("d"))
    #expect(!reader.isShowing(NoteEditorScreen.self))
    #expect(discarded() == ["đừng mất!"])
    #expect(reader.state.message?.text.contains("u brings it back") == true)

    _ = reader.handle(.character("u"))
    #expect(reader.isShowing(NoteEditorScreen.self))
    #expect(screen(reader).contains("đừng mất!"))
    #expect(discarded().isEmpty, "a draft again")
    _ = reader.handle(.escape)
    _ = reader.handle(.character("s"))
    #expect(try home.openLibrary().notes(on: AyahID.parse("1:1")).map(\.text) == ["đừng mất!"])
  }

  @Test func aRestoredDraftAsksBeforeEscClosesIt() throws {
    var draft = NoteDraft(newNoteOn: try AyahID.parse("1:2"), text: "khôi phục")
    draft.processID = Int32.max
    try store.save(draft)
    let reader = try session()
    reader.offerDrafts()
    _ = reader.handle(.character("y"))
    _ = reader.handle(.escape)
    #expect(reader.isShowing(NoteEditorScreen.self), "nothing typed, yet the draft is not saved")
    #expect(screen(reader).contains("Not saved yet"))
  }

  @Test func ctrlCKeepsADraftOrAsksWhenItCannotBeWritten() throws {
    let reader = try session()
    _ = reader.handle(.character("n"))
    type(reader, "chữ")
    #expect(reader.mayStopOnInterrupt(), "the draft is written: the next start offers it")
    #expect(try !FileManager.default.contentsOfDirectory(atPath: store.directory).isEmpty)

    let file = home.directory + "/not-a-folder"
    try "".write(toFile: file, atomically: true, encoding: .utf8)
    reader.drafts = DraftStore(directory: Home(directory: file).draftsDirectory)
    type(reader, " nữa")
    #expect(!reader.mayStopOnInterrupt(), "the draft cannot be written: asked")
    #expect(screen(reader).contains("Draft not kept! Ctrl-C again quits"))
    #expect(screen(reader).contains("chữ nữa"))
    #expect(reader.mayStopOnInterrupt(), "a second Ctrl-C stops")
  }

  /// Edits anywhere in a long paragraph: the rows kept between drawings are the rows a whole
  /// wrap gives.
  @Test func aLongParagraphsRowsKeptBetweenDrawingsAreTheWholeWrapsRows() {
    var generator = SeededGenerator(seed: 45)
    let long = String(repeating: "x", count: 50)
    let words = ["một", "hai", "Allah,", "\t", "漢字", long, " ", "ệ"]
    var text = ""
    while text.utf8.count < 20_000 { text += words.randomElement(using: &generator)! + " " }
    var note = NoteEditor(text: text, title: "")
    var canvas = Canvas(width: 40, height: 12)
    let area = Area(top: 0, left: 0, width: 40, height: 12)
    note.fit(to: area)
    note.draw(into: &canvas, area: area)
    for step in 0..<200 {
      let target = Int.random(in: 0...note.text.utf8.count, using: &generator)
      note.content.move(to: note.layout.index(atOffset: target))
      switch step % 4 {
      case 0: _ = note.handle(.character("a"))
      case 1: _ = note.handle(.backspace)
      case 2: _ = note.handle(.character(" "))
      default: _ = note.handle(.deleteWordBackward)
      }
      note.fit(to: area)
      note.draw(into: &canvas, area: area)
      let kept = note.layout.paragraph(around: note.content.cursor)
      let whole = SoftWrap(text: note.text, width: 40).paragraph(around: note.content.cursor)
      #expect(kept.rows == whole.rows, "after edit \(step)")
      if kept.rows != whole.rows { break }
    }
  }
}

extension EditorLeavingTests {
  @Test func theTerminalsModifiedArrowsAreWordKeys() {
    #expect(Terminal.wordKey(named: "kLFT3") == .wordLeft, "Alt-←")
    #expect(Terminal.wordKey(named: "kRIT5") == .wordRight, "Ctrl-→")
    #expect(Terminal.wordKey(named: "kDC5") == .deleteWordForward)
    #expect(Terminal.wordKey(named: "kLFT") == nil)
    #expect(Terminal.wordKey(named: "kLFT2") == nil, "Shift-← is not a word key")
  }
}
