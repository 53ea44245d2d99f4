// The merge rules, tested directly: devices sync with the record server's own storage in this
// process (InProcessRecords), so an answer is lost exactly where a test says, with no HTTP,
// no processes and no waiting.
import AppRecords
import CloudRecords
import Foundation
import InProcessRecords
import Library
import QuranText
import RecordClient
import Sync
import TestSupport
import Testing

/// One user's records in an in-process server, and devices syncing with them.
final class LocalWorld: Sendable {
  let server: InProcessServer
  let user = UserIdentity(
    userRecordName: "_" + String(repeating: "c3", count: 16), firstName: "reader")

  init() throws { server = try InProcessServer() }

  func device(_ name: String) throws -> LocalDevice { try LocalDevice(name, world: self) }

  /// The server's current version of a record, nil when it has none (or a deletion).
  func serverRecord(_ record: RecordIdentity) throws -> Record? {
    let found = try server.database(for: user).send(
      Endpoints.lookupRecords,
      LookupRecordsRequest(
        recordNames: [record.recordName(user: user.userRecordName)],
        zoneID: .defaultZone))
    return found.records.first?.record.flatMap { $0.isDeleted ? nil : $0 }
  }
}

final class LocalDevice: @unchecked Sendable {
  // Used from one test's thread at a time.
  let directory: String
  let library: LibraryStore
  let records: InProcessRecords
  let engine: SyncEngine

  init(_ name: String, world: LocalWorld) throws {
    directory = Fixtures.makeTemporaryDirectory("local-\(name)")
    library = try LibraryStore(path: directory + "/library.sqlite")
    records = world.server.database(for: world.user)
    engine = SyncEngine(library: library, records: records, user: world.user)
  }

  deinit { try? FileManager.default.removeItem(atPath: directory) }

  @discardableResult
  func sync() throws -> SyncEngine.Report { try engine.sync() }

  /// Everything the person sees of their data here.
  func snapshot() throws -> Snapshot { try library.snapshot() }

  /// Syncs while the answers to every send of a record of `type` are lost after the server
  /// saved them; the sync fails, as it does when the connection is cut on the way back.
  func syncLosingAnswers(to type: RecordType) throws {
    records.loseAnswers { request in
      request.operations.contains { $0.record.recordType == type.rawValue }
    }
    defer { records.loseAnswers(nil) }
    #expect(throws: RecordServiceError.self) { try sync() }
  }

  /// The server version this device last saw of a record.
  func knownTag(_ record: RecordIdentity) throws -> String? {
    try library.syncTransaction { try $0.serverTag(record) }
  }
}

@Suite struct MergeRuleTests {
  let world: LocalWorld
  let phone: LocalDevice
  let tablet: LocalDevice

  init() throws {
    world = try LocalWorld()
    phone = try world.device("phone")
    tablet = try world.device("tablet")
  }

  /// Without a change feed, a record missing from a complete listing was deleted elsewhere;
  /// a listing cut short (its second page lost) deletes nothing, and the next whole one does.
  /// 2,133 favorites, 2,033 after the unmarking: more than a page of names (2,000).
  @Test func aListingCutShortDeletesNothing() throws {
    let ayahs = try (2...17).flatMap { surah in
      try (1...SurahSizes.ayahCount(ofSurah: surah)!).map { try AyahID(surah: surah, ayah: $0) }
    }
    for ayah in ayahs { try phone.library.setFavorite(ayah, true) }
    try phone.sync()
    try tablet.sync()
    for ayah in ayahs.prefix(100) { try phone.library.setFavorite(ayah, false) }
    try phone.sync()
    tablet.records.cutListings(true)
    #expect(throws: RecordServiceError.self) { try tablet.sync() }
    #expect(try tablet.library.favorites().count == 2133)
    tablet.records.cutListings(false)
    try tablet.sync()
    #expect(try tablet.library.favorites().count == 2033)
    #expect(try tablet.library.snapshot() == phone.library.snapshot())
  }

  /// What `quran account delete` offers on Apple, which cannot delete an account: every
  /// record of the app's types the user owns is deleted; the library keeps its data.
  @Test func deletingEveryRecordLeavesTheServerEmptyAndTheLibraryWhole() throws {
    try phone.library.setFavorite(ayah("2:255"), true)
    _ = try phone.library.addNote(on: ayah("1:1"), text: "kept here")
    try phone.library.recordReading(ayah("36:5"))
    try phone.sync()
    #expect(try phone.engine.deleteEveryRecord() == 3)
    for type in ["FavoriteAyah", "AyahNote", "ReadingProgress", "AppSettings"] {
      let left = try phone.records.send(
        Endpoints.queryRecords,
        QueryRecordsRequest(query: Query(recordType: type), zoneID: .defaultZone))
      #expect(left.records.isEmpty, "\(type): \(left.records)")
    }
    #expect(try phone.library.isFavorite(ayah("2:255")))
    #expect(try phone.library.noteCount() == 1)
  }

  /// A library that forgot the server's versions (signed in as a new user, or brought over
  /// from `QuranZone`) sends every record the server lacks, with nothing waiting to be sent.
  @Test func recordsTheServerLacksAreSentAfterTheirVersionsWereForgotten() throws {
    try phone.library.setFavorite(ayah("2:255"), true)
    _ = try phone.library.addNote(on: ayah("1:1"), text: "still here")
    try phone.sync()
    _ = try phone.engine.deleteEveryRecord()  // the server loses them; versions forgotten
    #expect(try phone.library.pendingChangeCount() == 0)
    try phone.sync()
    try tablet.sync()
    #expect(try tablet.library.isFavorite(ayah("2:255")))
    #expect(try tablet.library.notes().map(\.text) == ["still here"])
  }

  @Test func ourOwnEchoAdoptsTheServerTag() throws {
    let note = try phone.library.addNote(on: ayah("36:1"), text: "Ya Sin")
    let identity = RecordIdentity.note(note.id, ayah: note.ayahID)
    try phone.syncLosingAnswers(to: .ayahNote)
    let saved = try #require(try world.serverRecord(identity), "the server saved the note")
    #expect(try phone.knownTag(identity) == nil, "the answer was lost")

    let report = try phone.sync()
    // The server's version is what the phone sent: its tag is adopted, nothing sent again.
    #expect(try phone.knownTag(identity) == saved.recordChangeTag)
    #expect(try world.serverRecord(identity)?.recordChangeTag == saved.recordChangeTag)
    #expect(report.sent == 0 && report.waiting == 0)
    #expect(try phone.library.notes().map(\.text) == ["Ya Sin"])
  }

  @Test func anEditAfterALostConfirmationMakesNoConflictCopy() throws {
    let note = try phone.library.addNote(on: ayah("36:1"), text: "Ya Sin")
    try phone.syncLosingAnswers(to: .ayahNote)
    try phone.library.editNote(note.id, text: "Ya Sin — trái tim của Qur'an")
    try phone.sync()
    try tablet.sync()
    #expect(try tablet.library.notes().map(\.text) == ["Ya Sin — trái tim của Qur'an"])
    #expect(try phone.library.snapshot() == tablet.library.snapshot())
    #expect(try phone.library.pendingChangeCount() == 0)
  }

  @Test func aRealConcurrentEditMakesExactlyOneConflictCopy() throws {
    let note = try phone.library.addNote(on: ayah("1:1"), text: "gốc")
    try phone.sync()
    try tablet.sync()
    try tablet.library.editNote(note.id, text: "sửa trên máy tính bảng")
    try phone.library.editNote(note.id, text: "sửa trên điện thoại")
    try tablet.sync()
    try phone.sync()
    // More rounds make no more copies.
    for _ in 0..<2 {
      try tablet.sync()
      try phone.sync()
    }
    let texts = try tablet.library.notes().map(\.text).sorted()
    #expect(texts == ["(Xung đột đồng bộ) sửa trên điện thoại", "sửa trên máy tính bảng"])
    #expect(try phone.library.snapshot() == tablet.library.snapshot())
    #expect(try phone.library.pendingChangeCount() == 0)
  }

  @Test func aDeletionAfterALostConfirmationTravels() throws {
    let note = try phone.library.addNote(on: ayah("2:255"), text: "Ayat al-Kursi")
    try phone.syncLosingAnswers(to: .ayahNote)
    try tablet.sync()
    #expect(try tablet.library.note(note.id) != nil, "the server saved the note")

    try phone.library.deleteNote(note.id)
    try phone.sync()
    try tablet.sync()
    #expect(try world.serverRecord(.note(note.id, ayah: note.ayahID)) == nil)
    #expect(try tablet.library.note(note.id) == nil, "the deletion reached the other device")
    #expect(try phone.library.pendingChangeCount() == 0)
    #expect(try phone.library.snapshot() == tablet.library.snapshot())
  }

  @Test func aDeletionWhoseAnswerWasLostIsSettledNotResurrected() throws {
    let note = try phone.library.addNote(on: ayah("2:255"), text: "Ayat al-Kursi")
    try phone.library.setFavorite(ayah("2:255"), true)
    try phone.sync()
    try tablet.sync()
    try phone.library.deleteNote(note.id)
    try phone.library.setFavorite(ayah("2:255"), false)
    try phone.syncLosingAnswers(to: .ayahNote)
    try phone.sync()
    try tablet.sync()
    try phone.sync()
    #expect(try world.serverRecord(.note(note.id, ayah: note.ayahID)) == nil)
    for device in [phone, tablet] {
      #expect(try device.library.notes().isEmpty)
      #expect(try device.library.favorites().isEmpty)
      #expect(try device.library.pendingChangeCount() == 0)
    }
  }

  @Test func tombstonesAreNotResurrected() throws {
    let note = try phone.library.addNote(on: ayah("112:1"), text: "Al-Ikhlas")
    try phone.library.setFavorite(ayah("112:1"), true)
    try phone.sync()
    try tablet.sync()
    try tablet.library.deleteNote(note.id)
    try tablet.library.setFavorite(ayah("112:1"), false)
    try tablet.sync()
    // The phone still has both, unchanged: the deletions win, and nothing goes back.
    try phone.sync()
    try tablet.sync()
    let laptop = try world.device("laptop")
    try laptop.sync()
    for device in [phone, tablet, laptop] {
      #expect(try device.library.notes().isEmpty)
      #expect(try device.library.favorites().isEmpty)
      #expect(try device.library.pendingChangeCount() == 0)
    }
    #expect(try world.serverRecord(.note(note.id, ayah: note.ayahID)) == nil)
    #expect(try world.serverRecord(.favorite(ayah("112:1"))) == nil)
  }

  /// Issue 60: blank text is empty text, from the server too. Another client's version of a
  /// note with blank text never replaces the text here, which goes back over it; a new note
  /// with blank text is not taken.
  @Test func aBlankNotePulledKeepsTheTextAndSendsItBack() throws {
    let note = try phone.library.addNote(on: ayah("2:255"), text: "Ayat al-Kursi")
    try phone.sync()
    try tablet.sync()
    let identity = RecordIdentity.note(note.id, ayah: note.ayahID)
    var blanked = try #require(try world.serverRecord(identity))
    blanked["noteText"] = .string(" \n\t ")
    var fresh = blanked
    fresh.recordName = RecordIdentity.note(UUID(), ayah: ayah("1:1"))
      .recordName(user: world.user.userRecordName)
    (fresh.recordChangeTag, fresh["ayahID"], fresh["surahNumber"]) = (
      nil, .string("1:1"), .int64(1)
    )
    fresh["ayahNumber"] = .int64(1)
    _ = try tablet.records.send(
      Endpoints.modifyRecords,
      ModifyRecordsRequest(
        operations: [.init(.update, blanked), .init(.create, fresh)], zoneID: .defaultZone))
    try phone.sync()
    try tablet.sync()
    for device in [phone, tablet] {
      #expect(try device.library.notes().map(\.text) == ["Ayat al-Kursi"])
    }
    #expect(try world.serverRecord(identity)?["noteText"] == .string("Ayat al-Kursi"))
  }

  /// Found by `quran-bench faults` (seed 138): a setting set back to its default after a send
  /// whose answer was lost was taken for an untouched default, and the old choice came back.
  @Test func aSettingSetBackToItsDefaultAfterALostConfirmationStays() throws {
    var settings = try phone.library.settings()
    settings.colors = false
    try phone.library.save(settings)
    try phone.syncLosingAnswers(to: .appSettings)
    settings.colors = true
    try phone.library.save(settings)
    try phone.sync()
    try tablet.sync()
    #expect(try phone.library.settings().colors == true)
    #expect(try tablet.library.settings().colors == true)
    #expect(try phone.library.pendingChangeCount() == 0)
  }
}
