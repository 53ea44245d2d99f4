import AppRecords
import CloudRecords
// Sync between devices against the real quran-records process: what one device does, the
// others see after a sync; offline edits on both sides meet; deletions travel.
import Foundation
import Library
import QuranText
import RecordClient
import Sync
import TestSupport
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
    // The first sync subscribed to each of the app's types and quran-vi's own types, in
    // `_defaultZone`, by owner, and wrote no profile: the app's own stays as the app wrote it.
    let client = try laptop.engine.records
    let subscriptions = try client.send(Endpoints.listSubscriptions).subscriptions.compactMap(
      \.item)
    #expect(
      Set(subscriptions.map(\.subscriptionID))
        == [
          "quran-vi-FavoriteAyah", "quran-vi-AyahNote", "quran-vi-ReadingProgress",
          "quran-vi-AppSettings", "quran-vi-ReadingDay", "quran-vi-ReadingGoal",
          "quran-vi-ReadingPlan", "quran-vi-MemorizeReview", "quran-vi-MemorizePlan",
          "quran-vi-LegacyImport",
        ])
    #expect(
      subscriptions.allSatisfy { $0.subscriptionType == .query && $0.zoneID?.isDefault == true })
    let profile = try client.send(
      Endpoints.lookupRecords,
      LookupRecordsRequest(recordNames: [world.userRecordName], zoneID: .defaultZone)
    ).records.first?.record
    #expect(profile == nil)

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
      notes: [ayah("2:255"): [try NoteText("Ayat al-Kursi"), try NoteText("đọc mỗi tối")]],
      progress: [2: 255, 112: 4],
      at: Date())
    _ = try phone.library.merge(batch)
    // Two favorites, two notes, two surahs' progress, and what the import brought: the
    // favorites of surahs 2 and 112, the notes of surah 2 (`LegacyImport`).
    #expect(try phone.library.pendingChangeCount() == 9)
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

  /// The iPhone app's records, written where and as the app writes them (CloudKitFavoritesSync
  /// and CloudKitProgressSync at commit 4fa668d): a first sync shows them and leaves every
  /// one of them as it was; a note brought in with `import-legacy` that the phone also has is
  /// one note, not two.
  @Test func aFirstSyncLeavesTheAppsRecordsWhereTheyAre() throws {
    let world = try SyncWorld()
    let laptop = try world.device("laptop")
    let client = try laptop.engine.records
    let user = world.userRecordName
    let noteName = "note-\(user)-1:1-\(UUID().uuidString)"
    let appRecords = [
      Record(
        recordName: "favorite-\(user)-2:255", recordType: "FavoriteAyah",
        fields: [
          "ayahID": .string("2:255"), "surahNumber": .int64(2), "ayahNumber": .int64(255),
          "favoritedAt": .timestamp(1_700_000_000_000), "ownerRecordName": .string(user),
        ]),
      Record(
        recordName: noteName, recordType: "AyahNote",
        fields: [
          "ayahID": .string("1:1"), "surahNumber": .int64(1), "ayahNumber": .int64(1),
          "noteText": .string("a note from the phone"),
          "createdAt": .timestamp(1_700_000_000_000), "modifiedAt": .timestamp(1_700_000_000_000),
          "ownerRecordName": .string(user),
        ]),
      Record(
        recordName: "progress-\(user)-36", recordType: "ReadingProgress",
        fields: [
          "surahNumber": .int64(36), "lastReadAyah": .int64(40), "totalAyahs": .int64(83),
          "progressPercentage": .double(40.0 / 83.0),
          "lastUpdatedAt": .timestamp(1_700_000_000_000), "ownerRecordName": .string(user),
        ]),
    ]
    let saved = try client.send(
      Endpoints.modifyRecords,
      ModifyRecordsRequest(
        operations: appRecords.map { .init(.create, $0) }, zoneID: .defaultZone, atomic: false))
    let before = saved.records.compactMap(\.record)
    #expect(before.count == 3, "\(saved)")
    // The same note, brought over from a dump of the phone's UserDefaults before the sync.
    _ = try laptop.library.merge(
      ImportBatch.fromLegacyApp(
        favorites: [], notes: [ayah("1:1"): [try NoteText("a note from the phone")]], progress: [:],
        at: Date()))
    try laptop.library.setFavorite(ayah("112:1"), true)

    let report = try laptop.sync()
    #expect(report.moved == 0)
    let after = try client.send(
      Endpoints.lookupRecords,
      LookupRecordsRequest(recordNames: appRecords.map(\.recordName), zoneID: .defaultZone)
    ).records.compactMap(\.record)
    #expect(after.count == 3)
    for (old, new) in zip(before, after) {
      #expect(new.recordChangeTag == old.recordChangeTag, "\(new.recordName) was rewritten")
    }
    let listed = try client.send(
      Endpoints.queryRecords,
      QueryRecordsRequest(query: Query(recordType: "FavoriteAyah"), zoneID: .defaultZone))
    #expect(listed.records.count == 2, "the phone's favorite and the laptop's")
    #expect(try laptop.library.isFavorite(ayah("2:255")))
    #expect(try laptop.library.notes().map(\.text) == ["a note from the phone"])
    #expect(try laptop.library.progress()[36]?.lastReadAyah == 40)
    let notes = try client.send(
      Endpoints.queryRecords,
      QueryRecordsRequest(query: Query(recordType: "AyahNote"), zoneID: .defaultZone))
    #expect(notes.records.compactMap(\.record).map(\.recordName) == [noteName])
    #expect(try laptop.library.pendingChangeCount() == 0)
  }

  /// A library earlier versions kept in `QuranZone` on our own server comes over to the app's
  /// layout once: copied, confirmed, then the zone removed; nothing is lost or doubled.
  @Test func aLibraryInQuranZoneComesOverOnce() throws {
    let world = try SyncWorld()
    let old = try world.device("old")
    let client = try old.engine.records
    let user = world.userRecordName
    let zone = ZoneID(zoneName: "QuranZone")
    _ = try client.send(
      Endpoints.modifyZones, ModifyZonesRequest(operations: [.init(.create, Zone(zoneID: zone))]))
    let noteID = UUID()
    let saved = try client.send(
      Endpoints.modifyRecords,
      ModifyRecordsRequest(
        operations: [
          .init(
            .create,
            Record(
              recordName: "favorite-\(user)-2:255", recordType: "FavoriteAyah",
              fields: [
                "ayahID": .string("2:255"), "surahNumber": .int64(2), "ayahNumber": .int64(255),
                "favoritedAt": .timestamp(1_700_000_000_000), "ownerRecordName": .string(user),
              ])),
          .init(
            .create,
            Record(
              recordName: "note-\(user)-1:1-\(noteID.uuidString)", recordType: "AyahNote",
              fields: [
                "ayahID": .string("1:1"), "surahNumber": .int64(1), "ayahNumber": .int64(1),
                "noteText": .string("kept in QuranZone"),
                "createdAt": .timestamp(1_700_000_000_000),
                "modifiedAt": .timestamp(1_700_000_000_000), "ownerRecordName": .string(user),
              ])),
          .init(
            .create,
            Record(
              recordName: "progress-\(user)-2", recordType: "ReadingProgress",
              fields: [
                "surahNumber": .int64(2), "lastReadAyah": .int64(143), "totalAyahs": .int64(286),
                "progressPercentage": .double(50), "lastUpdatedAt": .timestamp(1_700_000_000_000),
                "ownerRecordName": .string(user),
              ])),
        ], zoneID: zone, atomic: false))
    #expect(saved.records.allSatisfy { $0.record != nil }, "\(saved)")

    let laptop = try world.device("laptop")
    #expect(try laptop.sync().moved == 3)
    #expect(try laptop.library.isFavorite(ayah("2:255")))
    #expect(try laptop.library.note(noteID)?.text == "kept in QuranZone")
    let zones = try client.send(Endpoints.listZones).zones.compactMap(\.item).map(\.zoneID.zoneName)
    #expect(zones == ["_defaultZone"])
    let progress = try client.send(
      Endpoints.lookupRecords,
      LookupRecordsRequest(recordNames: ["progress-\(user)-2"], zoneID: .defaultZone)
    ).records.first?.record
    #expect(progress?["progressPercentage"]?.doubleValue == 0.5, "as the app computes it")
    // Only once: nothing moves again, nothing doubles.
    #expect(try laptop.sync().moved == 0)
    #expect(try laptop.library.noteCount() == 1)
    let other = try world.device("other")
    try other.sync()
    #expect(try other.snapshot() == laptop.snapshot())
  }
}

@Suite struct ContainerWithoutOurTypesTests {
  /// A container whose schema has the app's types but not `AppSettings` (Apple's, until its
  /// owner adds it): settings stay on this computer, the sync succeeds, `quran status` says so.
  @Test func aTypeTheContainerLacksStaysHereAndStatusSaysSo() throws {
    let bundled = AppSchema.ckdb
    let start = bundled.range(of: "    RECORD TYPE AppSettings")!.lowerBound
    let end = bundled.range(of: ");\n", range: start..<bundled.endIndex)!.upperBound
    let schema = Fixtures.makeTemporaryDirectory("schema") + "/without-settings.ckdb"
    try bundled.replacingCharacters(in: start..<end, with: "").write(
      toFile: schema, atomically: true, encoding: .utf8)
    let world = try SyncWorld(serverArguments: ["--schema", schema])
    let laptop = try world.device("laptop")
    var settings = try laptop.library.settings()
    settings.translation = .hassan
    try laptop.library.save(settings)
    try laptop.library.setFavorite(ayah("2:255"), true)

    let report = try laptop.sync()
    #expect(report.problem == nil)
    #expect(try laptop.library.pendingChangeCount() == 0)
    #expect(try laptop.library.settings().translation == .hassan)
    let status = try laptop.quran(["--lang", "en", "status"])
    #expect(status.output.contains("Kept on this computer only"), "\(status.output)")
    #expect(status.output.contains("AppSettings"), "\(status.output)")
    let desktop = try world.device("desktop")
    try desktop.sync()
    #expect(try desktop.library.isFavorite(ayah("2:255")))
    #expect(try desktop.library.settings().translation != .hassan)
  }
}
