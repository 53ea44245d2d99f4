import AppRecords
import DataFolder
import Foundation
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// Drafts of notes: kept on disk while typing, offered back by the next reader, and long
/// messages wrapped rather than cut.
@Suite struct DraftTests {
  let home = TemporaryHome(withCorpus: false)
  let save = Key.character("\u{13}")
  var store: DraftStore { DraftStore(directory: home.home.draftsDirectory) }

  /// The sessions' clock: a draft falls due as it moves.
  let clock = TestClock(at: Date(timeIntervalSince1970: 1_800_000_000))

  func session() throws -> ReaderSession {
    let session = try ReaderSession(
      corpus: Fixtures.corpus, library: home.openLibrary(), clock: clock.wallClock)
    session.drafts = store
    _ = session.draw(width: 120, height: 40)
    return session
  }

  func type(_ session: ReaderSession, _ text: String) {
    for character in text { _ = session.handle(.character(character)) }
  }

  /// A draft left by a reader that is no longer running.
  func leftBehind(_ draft: NoteDraft) throws -> NoteDraft {
    var draft = draft
    draft.processID = Int32.max
    try store.save(draft)
    return draft
  }

  /// Issue 60: a draft whose program's id was handed to another process (after a reboot) is
  /// offered back; one kept by a process that still runs, started when it says, is not.
  @Test func aDraftIsOfferedByWhatKeptItNotByAnIDAlone() throws {
    let parent = getppid()
    var reused = NoteDraft(newNoteOn: try AyahID.parse("2:255"), text: "của một lần trước")
    reused.processID = parent
    reused.processStart = (ProcessStart.of(parent) ?? 0) + 1
    try store.save(reused)
    #expect(store.leftBehind().drafts == [reused])
    var live = reused
    live.processStart = ProcessStart.of(parent)
    try store.save(live)
    #expect(store.leftBehind().drafts.isEmpty, "kept by a process still running")
  }

  func files(_ directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  func permissions(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! NSNumber)
      .intValue
  }

  @Test func whileTypingTheDraftIsWrittenAtMostOnceASecondAndOnAPause() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    var keeping = DraftKeeping(text: "", onDisk: false, now: start)
    func step(_ text: String, _ seconds: Double) -> DraftKeeping.Step {
      keeping.step(text: text, original: "", now: start + seconds)
    }
    #expect(step("a", 0.2) == .nothing)
    #expect(step("ab", 0.4) == .nothing)
    #expect(step("abc", 1.0) == .write, "a second of typing")
    keeping.wrote("abc", now: start + 1.0)
    #expect(step("abcd", 1.2) == .nothing)
    #expect(step("abcd", 1.6) == .nothing)
    #expect(step("abcd", 1.8) == .write, "a pause of half a second")
    keeping.wrote("abcd", now: start + 1.8)
    #expect(step("abcd", 5) == .nothing, "nothing new")
    #expect(step("", 5.1) == .remove, "back to the original text")
    #expect(step("", 9) == .nothing)
    #expect(keeping.final(text: "x", original: "") == .write)
  }

  @Test func theStoreWritesPrivateFilesWholeAndReadsThemBack() throws {
    let draft = try leftBehind(NoteDraft(newNoteOn: try AyahID.parse("2:255"), text: "chưa lưu"))
    #expect(files(store.directory) == ["\(draft.id.uuidString).json"])
    #expect(try permissions(store.directory) == 0o700)
    #expect(try permissions(store.directory + "/\(draft.id.uuidString).json") == 0o600)
    #expect(store.leftBehind().drafts == [draft])
    // The person's own editor's file holds the newest text.
    try store.saveEditorFile("sửa ngoài", for: draft.id)
    #expect(store.leftBehind().drafts.map(\.text) == ["sửa ngoài"])
    // A running reader's draft is its own: not offered to another.
    try store.save(NoteDraft(newNoteOn: try AyahID.parse("1:1"), text: "của tôi"))
    #expect(store.leftBehind().drafts.map(\.ayah) == ["2:255"])
    store.remove(draft.id)
    #expect(files(store.directory).count == 1)
  }

  @Test func aDraftThatCannotBeReadIsMovedAsideAndSaid() throws {
    let draft = try leftBehind(NoteDraft(newNoteOn: try AyahID.parse("1:4"), text: "nguyên vẹn"))
    try "{ hỏng".write(
      toFile: store.directory + "/\(UUID().uuidString).json", atomically: true, encoding: .utf8)
    let reader = try session()
    reader.offerDrafts()
    #expect(files(store.discardedDirectory).count == 1, "moved, not deleted")
    #expect(files(store.directory).contains("\(draft.id.uuidString).json"))
    let screen = reader.draw(width: 200, height: 24).text
    #expect(screen.contains("A draft could not be read"))
    #expect(screen.contains(store.discardedDirectory))
    #expect(reader.isShowing(DraftOffer.self), "the good draft is still offered")
  }

  /// Issue 60: Esc at the offer means "ask me later": the draft stays where it is, offered
  /// again at the next start, never put aside.
  @Test func escAtTheOfferAsksAgainNextTime() throws {
    let draft = try leftBehind(NoteDraft(newNoteOn: try AyahID.parse("1:3"), text: "để sau"))
    let reader = try session()
    reader.offerDrafts()
    #expect(reader.isShowing(DraftOffer.self))
    _ = reader.handle(.escape)
    #expect(!reader.isShowing(DraftOffer.self))
    #expect(!files(store.directory).contains("discarded"), "nothing put aside")
    #expect(store.leftBehind().drafts == [draft], "offered again at the next start")
  }

  @Test func aNoteBeingTypedIsOnDiskUntilSavedOrCancelled() throws {
    let reader = try session()
    _ = reader.handle(.character("n"))
    type(reader, "Ghi nhớ")
    clock.advance(by: .seconds(2))
    reader.keepDraft()
    #expect(store.leftBehind().drafts.isEmpty, "this reader's own draft is not offered to it")
    let kept = try draftsOnDisk()
    #expect(kept.map(\.text) == ["Ghi nhớ"])
    #expect(kept.first?.ayah == "1:1")
    _ = reader.handle(.escape)
    _ = reader.handle(.character("d"))
    #expect(files(store.directory) == ["discarded"], "Esc, d puts the text aside")
    #expect(files(store.discardedDirectory).count == 1)

    _ = reader.handle(.character("n"))
    type(reader, "lưu")
    reader.keepDraft(final: true)
    #expect(try draftsOnDisk().map(\.text) == ["lưu"])
    _ = reader.handle(save)
    #expect(files(store.directory) == ["discarded"], "saving removes the draft")
    #expect(try home.openLibrary().noteCount() == 1)
  }

  @Test func aDraftThatCannotBeWrittenIsSaidOnce() throws {
    let reader = try session()
    // A file where the home should be: no folder can be made in it.
    let file = home.directory + "/not-a-folder"
    try "".write(toFile: file, atomically: true, encoding: .utf8)
    reader.drafts = DraftStore(directory: Home(directory: file).draftsDirectory)
    _ = reader.handle(.character("n"))
    type(reader, "chữ")
    clock.advance(by: .seconds(2))
    #expect(reader.keepDraft(), "the status row changed")
    #expect(reader.state.message?.text.contains("could not be kept on disk") == true)
    clock.advance(by: .seconds(1))
    #expect(!reader.keepDraft(), "not again for the same text")
  }

  func draftsOnDisk() throws -> [NoteDraft] {
    try files(store.directory).filter { $0.hasSuffix(".json") }.map {
      try JSONDecoder().decode(
        NoteDraft.self, from: Data(contentsOf: URL(fileURLWithPath: store.directory + "/" + $0)))
    }
  }

  @Test func theNextStartOffersADraftBackAndYesRestoresItsExactText() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("2:255"), text: "cũ")
    let text = "mới\nGhi nho\u{031B}\u{0301}"
    _ = try leftBehind(NoteDraft(editing: note, text: text))
    let reader = try session()
    reader.offerDrafts()
    #expect(reader.draw(width: 80, height: 24).text.contains("A note on 2:255 was not saved"))
    _ = reader.handle(.character("y"))
    #expect(reader.draw(width: 80, height: 24).text.contains("Note on 2:255"))
    _ = reader.handle(save)
    #expect(try library.note(note.id)?.text == text.nfc, "saving replaces the note's text")
    #expect(files(store.directory).isEmpty)
  }

  @Test func aDraftOfADeletedNoteIsSavedAsANewNoteOnItsAyah() throws {
    let library = try home.openLibrary()
    let note = try library.addNote(on: AyahID.parse("1:2"), text: "cũ")
    _ = try leftBehind(NoteDraft(editing: note, text: "giữ lại"))
    _ = try library.deleteNote(note.id)
    let reader = try session()
    reader.offerDrafts()
    _ = reader.handle(.character("y"))
    _ = reader.handle(save)
    #expect(try library.notes(on: AyahID.parse("1:2")).map(\.text) == ["giữ lại"])
  }

  @Test func noPutsTheDraftAsideAndSaysWhere() throws {
    let draft = try leftBehind(NoteDraft(newNoteOn: try AyahID.parse("1:3"), text: "để sau"))
    let reader = try session()
    reader.offerDrafts()
    _ = reader.handle(.character("n"))
    let aside = files(store.discardedDirectory)
    #expect(aside.count == 1)
    let path = store.discardedDirectory + "/" + aside[0]
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "để sau")
    #expect(!files(store.directory).contains("\(draft.id.uuidString).json"))
    let screen = reader.draw(width: 200, height: 24).text.split(separator: "\n").joined()
    #expect(screen.contains(path))
  }

  /// A note too big to sync is refused: the editor stays open with its text, the draft stays
  /// on disk, and the whole sentence shows, wrapped, at 80×24 and at 40×10.
  @Test func aRefusedNoteKeepsItsTextAndTheWholeReasonShows() throws {
    let big = String(repeating: "a", count: NoteSize.maxSyncedBytes + 10)
    _ = try leftBehind(NoteDraft(newNoteOn: try AyahID.parse("1:1"), text: big))
    let reader = try session()
    reader.offerDrafts()
    _ = reader.handle(.character("y"))
    _ = reader.handle(save)
    let reason = try #require(reader.state.message?.text)
    #expect(reason.contains("Nothing was saved"))
    for (width, height) in [(80, 24), (40, 10)] {
      let canvas = reader.draw(width: width, height: height)
      let rows = (0..<canvas.height).map { canvas.text(ofRow: $0) }
      let shown = rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      #expect(
        shown.contains(reason), "the whole sentence, wrapped at spaces, at \(width)×\(height)")
      #expect(rows.allSatisfy { DisplayWidth.of($0) <= width })
    }
    #expect(reader.isShowing(NoteEditorScreen.self))
    #expect(try draftsOnDisk().map(\.text.count) == [big.count])
    #expect(try home.openLibrary().noteCount() == 0)
  }
}
