import AppRecords
import Foundation
import GRDB
import Library
import QuranText
import TestSupport
import Testing

@Suite struct NoteStoreTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func aNoteIsWrittenEditedAndDeletedEachWithItsJournalEntry() throws {
    let store = try home.openLibrary()
    let kursi = try AyahID.parse("2:255")
    let note = try store.addNote(on: kursi, text: "Đọc mỗi tối")
    #expect(try store.pendingChanges().map(\.operation) == [.save])
    let edited = try store.editNote(
      note.id, text: "Đọc mỗi tối và sáng", at: note.createdAt.addingTimeInterval(60))
    #expect(edited.id == note.id, "an edit is an update of the same note")
    #expect(edited.createdAt == note.createdAt)
    #expect(try store.notes(on: kursi).map(\.text) == ["Đọc mỗi tối và sáng"])
    var journal = try store.pendingChanges()
    #expect(journal.count == 1)
    #expect(journal[0].recordKey == note.id.uuidString && journal[0].operation == .save)
    let deleted = try store.deleteNote(note.id)
    #expect(try store.notes(on: kursi).isEmpty)
    journal = try store.pendingChanges()
    #expect(journal.map(\.operation) == [.delete])
    let undoneAt = deleted.modifiedAt.addingTimeInterval(5)
    let back = try store.restoreNote(deleted, at: undoneAt)
    #expect(try store.note(note.id) == back, "undo puts back the same note")
    #expect(back == deleted.restored(at: undoneAt), "as a new version, changed when it came back")
    #expect(back.text == deleted.text && back.createdAt == deleted.createdAt)
    // Here again meanwhile (a sync brought it back): `u` leaves it as it is, and says it is here.
    #expect(try store.restoreNote(deleted, at: undoneAt.addingTimeInterval(9)) == back)
    #expect(try store.notes(on: kursi) == [back])
  }

  @Test func textIsKeptExactlyInNFCWhateverItHolds() throws {
    let store = try home.openLibrary()
    let written = "  Ghi chú\tcó \"dấu\" 'nháy'\nemoji 👍🏽 và Ả Rập: ٱللَّهُ\n\n  "
    let decomposed = written.decomposedStringWithCanonicalMapping
    let note = try store.addNote(on: AyahID.parse("1:1"), text: decomposed)
    let stored = try #require(try store.note(note.id))
    #expect(Array(stored.text.unicodeScalars) == Array(written.nfc.unicodeScalars))
  }

  @Test func aHundredKilobyteNoteIsKeptWhole() throws {
    let store = try home.openLibrary()
    let text = String(repeating: "Một dòng ghi chú dài với dấu tiếng Việt. ", count: 2500)
    #expect(text.utf8.count > 100_000)
    let note = try store.addNote(on: AyahID.parse("2:282"), text: text)
    #expect(try store.note(note.id)?.text == text)
  }

  @Test func emptyNotesAreRefused() throws {
    let store = try home.openLibrary()
    #expect(throws: NoteError.empty) { try store.addNote(on: AyahID.parse("1:1"), text: "") }
  }

  @Test func severalNotesPerAyahAreCountedAndFoundWithoutTones() throws {
    let store = try home.openLibrary()
    let kursi = try AyahID.parse("2:255")
    try store.addNote(on: kursi, text: "Đấng Hằng Sống")
    try store.addNote(on: kursi, text: "Ngai vàng")
    try store.addNote(on: AyahID.parse("2:256"), text: "Không cưỡng ép")
    #expect(try store.noteCounts(inSurah: 2) == [kursi: 2, try AyahID.parse("2:256"): 1])
    let found = try store.searchNotes("dang hang song")
    #expect(found.notes.map(\.text) == ["Đấng Hằng Sống"])
    #expect(try store.searchNotes("CUONG").notes.count == 1)
    #expect(
      try store.noteID(matching: String(found.notes[0].id.uuidString.prefix(8)))
        == found.notes[0].id)
  }

  @Test func anImportIsMergedOnceAndADryRunWritesNothing() throws {
    let store = try home.openLibrary()
    try store.setFavorite(AyahID.parse("1:1"), true)
    try store.recordReading(AyahID.parse("2:200"))
    let batch = ImportBatch.fromLegacyApp(
      favorites: [try AyahID.parse("1:1"), try AyahID.parse("36:1")],
      notes: [try AyahID.parse("2:255"): try ["a", "a", "b"].map { try NoteText($0) }],
      progress: [2: 100, 3: 5, 1: 999],
      at: Date())
    let dry = try store.merge(batch, dryRun: true)
    #expect(try store.favorites().count == 1)
    #expect(try store.noteCount() == 0)
    let counts = try store.merge(batch)
    #expect(counts == dry, "a dry run reports exactly what the import does")
    #expect(counts.favorites.added == 1 && counts.favorites.alreadyPresent == 1)
    #expect(counts.notes.added == 3, "two equal notes on one ayah are two notes")
    #expect(counts.progress.added == 2 && counts.progress.alreadyPresent == 1)
    #expect(try store.progress()[1]?.lastReadAyah == 7, "progress is clamped to the surah")
    #expect(try store.progress()[2]?.lastReadAyah == 200, "the furthest ayah is kept")
    let again = try store.merge(batch)
    #expect(again.notes.added == 0 && again.notes.alreadyPresent == 3)
    #expect(again.favorites.added == 0)
    #expect(try store.noteCount() == 3)
  }

  @Test func aLaterDumpWithOneMoreNoteAddsJustThatNote() throws {
    let store = try home.openLibrary()
    let kursi = try AyahID.parse("2:255")
    _ = try store.merge(
      .fromLegacyApp(
        favorites: [], notes: [kursi: try ["a", "b"].map { try NoteText($0) }], progress: [:],
        at: Date()))
    let later = try store.merge(
      .fromLegacyApp(
        favorites: [], notes: [kursi: try ["a", "b", "a"].map { try NoteText($0) }],
        progress: [:], at: Date()))
    #expect(later.notes.added == 1)
    #expect(try store.notes(on: kursi).map(\.text) == ["a", "b", "a"])
  }

  @Test func theJSONExportRoundTripsIntoAnEmptyHome() throws {
    let store = try home.openLibrary()
    try store.setFavorite(AyahID.parse("2:255"), true)
    try store.addNote(on: AyahID.parse("2:255"), text: "Dòng một\nDòng hai\t👍")
    try store.recordReading(AyahID.parse("36:12"))
    // The reading log, goal and plans travel too (issue 27).
    let noon = Date(timeIntervalSince1970: 1_773_403_200)  // 2026-03-13 12:00 UTC
    let utc = TimeZone(identifier: "UTC")!
    try store.logRead([AyahID.parse("1:6"), AyahID.parse("1:7")], at: noon, timeZone: utc)
    try store.logReadingTime(seconds: 95, at: noon, timeZone: utc)
    try store.saveReadingGoal(ReadingGoal(amount: 2, unit: .pages))
    try store.startPlan(
      ReadingPlan(
        name: "ramadan", from: AyahID.parse("2:1"), startDay: "2026-03-13",
        endDay: "2026-04-11", finished: nil))
    let document = try store.exportDocument()
    let decoded = try ExportDocument.decode(try document.encoded())
    #expect(decoded == document)
    let other = TemporaryHome(withCorpus: false)
    let target = try other.openLibrary()
    _ = try target.merge(try decoded.batch())
    #expect(try target.exportDocument(at: document.exportedAt) == document)
    #expect(document.reading?.days.first?.surahsFinished == [1])
    // Imported twice, nothing counts twice.
    _ = try target.merge(try decoded.batch())
    #expect(try target.readingDays() == store.readingDays())
    #expect(try target.readingDays().first?.seconds == 95)
  }
}

/// A note the record server could never take (over 1 MB a record) is refused when written,
/// so no sync fails on it forever.
@Suite struct NoteSizeTests {
  let home = TemporaryHome(withCorpus: false)
  let kursi = try! AyahID.parse("2:255")
  /// 1.4 MB of Vietnamese text.
  let long = String(repeating: "Đọc mỗi tối. ", count: 70_000)

  @Test func aNoteTooLongToSyncIsRefusedWhenAddedOrEdited() throws {
    let store = try home.openLibrary()
    #expect(throws: NoteError.tooLong(bytes: 1_400_000)) {
      try store.addNote(on: kursi, text: long)
    }
    let note = try store.addNote(on: kursi, text: "ngắn")
    // Quotes take two bytes in the record: 500,000 of them are 1 MB there.
    #expect(throws: NoteError.tooLong(bytes: 1_000_000)) {
      try store.editNote(note.id, text: String(repeating: "\"", count: 500_000))
    }
    #expect(try store.notes(on: kursi).map(\.text) == ["ngắn"])
    #expect(try store.pendingChanges().count == 1, "only the short note is queued")
    #expect(NoteError.tooLong(bytes: 1_400_000).description.contains("at most 990 kB"))
  }

  @Test func aNoteAtTheLimitIsSaved() throws {
    let store = try home.openLibrary()
    let text = String(repeating: "a", count: NoteSize.maxSyncedBytes)
    #expect(try store.addNote(on: kursi, text: text).text.utf8.count == NoteSize.maxSyncedBytes)
  }

  @Test func anExportHoldingANoteTooLongToSyncIsRefusedWhole() throws {
    let store = try home.openLibrary()
    try store.addNote(on: kursi, text: "short-note-text")
    let json = String(decoding: try store.exportDocument().encoded(), as: UTF8.self)
    #expect(json.contains("short-note-text"))
    let document = try ExportDocument.decode(
      Data(json.replacingOccurrences(of: "short-note-text", with: long).utf8))
    #expect(throws: ExportDocumentError.self) { try document.batch() }
    do {
      _ = try document.batch()
    } catch {
      #expect("\(error)".contains("at most 990 kB"), "\(String("\(error)".prefix(300)))")
    }
  }
}
