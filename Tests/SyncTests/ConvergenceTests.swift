import CloudRecords
// Sync between devices against the real quran-records process: what one device does, the
// others see after a sync; offline edits on both sides meet; deletions travel.
import Foundation
import Library
import QuranText
import RecordClient
import Sync
import Testing

@Suite(.serialized) struct ConvergenceTests {
  @Test func favoritesNotesProgressAndSettingsReachTheOtherDevice() throws {
    let world = try SyncWorld()
    let laptop = try world.device("laptop")
    let desktop = try world.device("desktop")
    try laptop.library.setFavorite(ayah("2:255"), true)
    try laptop.library.setFavorite(ayah("36:1"), true)
    let note = try laptop.library.addNote(on: ayah("1:1"), text: "Lời mở đầu — ghi chú")
    try laptop.library.recordReading(ayah("2:100"))
    var settings = try laptop.library.settings()
    settings.translation = .hassan
    settings.showArabic = false
    try laptop.library.save(settings)

    let sent = try laptop.sync()
    #expect(sent.sent == 6)  // 2 favorites, a note, a progress, the 2 settings changed
    #expect(try laptop.library.pendingChangeCount() == 0)
    let received = try desktop.sync()
    #expect(received.received >= 5)
    #expect(try desktop.snapshot() == laptop.snapshot())
    #expect(try desktop.library.note(note.id)?.text == "Lời mở đầu — ghi chú")
    #expect(try desktop.library.settings().translation == .hassan)
    // Applying what came did not queue it to be sent back.
    #expect(try desktop.library.pendingChangeCount() == 0)
    // The first sync made the profile record and the zone subscription.
    let client = try laptop.engine.records
    let profile = try client.lookupRecords(
      LookupRecordsRequest(
        recordNames: [world.userRecordName], zoneID: ZoneID(zoneName: "QuranZone"))
    ).records.first?.record
    #expect(profile?.recordType == "UserProfile")
    #expect(profile?["lastSignIn"]?.int64Value != nil)
    #expect(profile?["createdAt"]?.int64Value != nil)
    #expect(profile?["givenName"]?.stringValue == "reader")
    let subscriptions = try client.listSubscriptions().subscriptions
    #expect(
      subscriptions.contains {
        if case .subscription(let subscription) = $0 {
          subscription.subscriptionID == "QuranZone-changes"
        } else {
          false
        }
      })

    // And back the other way: an edit, an un-favorite, a note deleted.
    try desktop.library.editNote(note.id, text: "Đã sửa trên máy bàn")
    try desktop.library.setFavorite(ayah("36:1"), false)
    try desktop.library.recordReading(ayah("2:200"))
    try desktop.sync()
    try laptop.sync()
    #expect(try laptop.snapshot() == desktop.snapshot())
    #expect(try laptop.library.isFavorite(ayah("36:1")) == false)
    #expect(try laptop.library.progress()[2]?.lastReadAyah == 200)

    try laptop.library.deleteNote(note.id)
    try laptop.sync()
    try desktop.sync()
    #expect(try desktop.library.noteCount() == 0)
    #expect(try desktop.snapshot() == laptop.snapshot())
  }

  @Test func offlineEditsOnBothSidesMeet() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    try a.library.setFavorite(ayah("1:1"), true)
    try a.sync()
    try b.sync()
    // Both offline for a while.
    for n in 1...30 { try a.library.setFavorite(ayah("3:\(n)"), true) }
    for n in 1...30 { try b.library.setFavorite(ayah("4:\(n)"), true) }
    try a.library.addNote(on: ayah("3:1"), text: "from a")
    try b.library.addNote(on: ayah("4:1"), text: "from b")
    try a.library.recordReading(ayah("18:50"))
    try b.library.recordReading(ayah("18:70"))
    try b.library.recordReading(ayah("19:10"))
    try a.library.setFavorite(ayah("1:1"), false)
    try a.sync()
    try b.sync()
    try a.sync()
    let snapshot = try a.snapshot()
    #expect(try b.snapshot() == snapshot)
    #expect(snapshot.favorites.count == 60)
    #expect(snapshot.notes.count == 2)
    #expect(snapshot.progress[18] == 70)  // the furthest ayah
    #expect(snapshot.progress[19] == 10)
  }

  @Test func aLegacyImportUploadsOnTheNextSync() throws {
    let world = try SyncWorld()
    let phone = try world.device("importer")
    let other = try world.device("other")
    let batch = ImportBatch.fromLegacyApp(
      favorites: [ayah("2:255"), ayah("112:1")],
      notes: [ayah("2:255"): ["Ayat al-Kursi", "đọc mỗi tối"]], progress: [2: 255, 112: 4],
      at: Date())
    _ = try phone.library.merge(batch)
    #expect(try phone.library.pendingChangeCount() == 6)
    try phone.sync()
    try other.sync()
    let snapshot = try other.snapshot()
    #expect(snapshot.favorites == ["2:255", "112:1"])
    #expect(snapshot.notes.count == 2)
    #expect(snapshot.progress == [2: 255, 112: 4])
    // Importing the same dump on the other device finds the same notes: nothing doubles.
    _ = try other.library.merge(batch)
    try other.sync()
    try phone.sync()
    #expect(try phone.library.noteCount() == 2)
    #expect(try other.snapshot() == phone.snapshot())
  }

  @Test func aRefusedSyncTokenMeansOneFullResyncThatLosesNothing() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    try a.library.setFavorite(ayah("5:5"), true)
    try a.sync()
    try b.sync()
    // The stored token goes bad (a server restored from a backup, say), with a local change.
    try b.library.syncTransaction { tx in try tx.setState("syncToken", "not-a-token") }
    try b.library.addNote(on: ayah("5:5"), text: "written before the resync")
    try a.library.setFavorite(ayah("6:6"), true)
    try a.sync()
    try b.sync()
    try a.sync()
    #expect(try b.snapshot() == a.snapshot())
    #expect(try a.library.notes().map(\.text) == ["written before the resync"])
    #expect(try b.library.syncState("syncToken") != "not-a-token")
  }

  @Test func recordsInTheDefaultZoneMoveOnceIntoQuranZone() throws {
    let world = try SyncWorld()
    let old = try world.device("old-iphone")
    let account = try Account.load(from: old.accountPath)!
    let client = RecordClient(account.connection!)
    let user = world.userRecordName
    var favorite = Record(
      recordName: "favorite-\(user)-2:255", recordType: "FavoriteAyah",
      fields: [
        "ayahID": .string("2:255"), "surahNumber": .int64(2), "ayahNumber": .int64(255),
        "favoritedAt": .timestamp(1_700_000_000_000), "ownerRecordName": .string(user),
      ])
    favorite.zoneID = nil
    let noteID = UUID().uuidString
    let note = Record(
      recordName: "note-\(user)-1:1-\(noteID)", recordType: "AyahNote",
      fields: [
        "ayahID": .string("1:1"), "surahNumber": .int64(1), "ayahNumber": .int64(1),
        "noteText": .string("an old note"), "createdAt": .timestamp(1_700_000_000_000),
        "modifiedAt": .timestamp(1_700_000_000_000), "ownerRecordName": .string(user),
      ])
    let saved = try client.modifyRecords(
      ModifyRecordsRequest(
        operations: [.init(.forceReplace, favorite), .init(.forceReplace, note)],
        zoneID: .defaultZone, atomic: false))
    #expect(saved.records.allSatisfy { $0.record != nil }, "\(saved)")

    let device = try world.device("laptop")
    let report = try device.sync()
    #expect(report.moved == 2)
    #expect(try device.library.isFavorite(ayah("2:255")))
    #expect(try device.library.note(UUID(uuidString: noteID)!)?.text == "an old note")
    let left = try client.queryRecords(
      QueryRecordsRequest(query: Query(recordType: "FavoriteAyah"), zoneID: .defaultZone))
    #expect(left.records.compactMap(\.record).filter { !$0.isDeleted }.isEmpty)
    // Only once: the next sync does not move again, and nothing doubles.
    #expect(try device.sync().moved == 0)
    #expect(try device.library.noteCount() == 1)
  }
}
