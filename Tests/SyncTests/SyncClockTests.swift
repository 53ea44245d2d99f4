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

/// The sync engine and the record storage decide by the clock they are given: a test moves
/// it and reads the times they wrote, without waiting.
@Suite struct SyncClockTests {
  @Test func theEngineAndTheStorageWriteTheTimeOfTheirClock() throws {
    let clock = TestClock(at: Date(timeIntervalSince1970: 1_800_000_000))
    let server = try InProcessServer(clock: clock.wallClock)
    let user = UserIdentity(
      userRecordName: "_" + String(repeating: "d4", count: 16), firstName: "reader")
    let directory = Fixtures.makeTemporaryDirectory("clock")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let library = try LibraryStore(path: directory + "/library.sqlite")
    let records = server.database(for: user)
    let engine = SyncEngine(library: library, records: records, user: user, clock: clock.wallClock)
    clock.advance(days: 3, minutes: 7)
    try library.setFavorite(ayah("2:255"), true)

    try engine.sync()
    let time = clock.milliseconds
    #expect(try library.syncState("lastSync") == String(time))
    #expect(try library.syncState("completeListingAt") == String(time))
    let saved = try records.send(
      Endpoints.lookupRecords,
      LookupRecordsRequest(
        recordNames: [RecordIdentity.favorite(ayah("2:255")).recordName(user: user.userRecordName)],
        zoneID: .defaultZone))
    #expect(saved.records.first?.record?.modified?.timestamp == time)
  }
}
