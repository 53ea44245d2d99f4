import CloudRecords
import Foundation
import RecordServer
import TestSupport
import Testing

import struct CloudRecords.Record

/// Deleting a zone or an account deletes its records in batches (`Purge`): the answer comes
/// once every row is gone, and a purge cut short finishes at the server's next start.
@Suite struct ZonePurgeTests {
  /// Rows of a table in one zone (or in every zone, when `zoneID` is nil).
  static func count(_ table: String, zoneID: Int64? = nil, store: any ServerStore) throws -> Int {
    try store.read { db in
      if let zoneID {
        return try db.value(Int.self, "SELECT count(*) FROM \(table) WHERE zoneID = ?", zoneID)
          ?? -1
      }
      return try db.value(Int.self, "SELECT count(*) FROM \(table)") ?? -1
    }
  }

  @Test func deletingAZoneOfManyBatchesLeavesNoRowOfItAndKeepsTheOthers() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    try fixture.createZone("Other")
    // 450 favorites, each with a note that points at it: 4½ batches of records, with references.
    for chunk in stride(from: 1, through: 450, by: 100) {
      var operations: [ModifyRecordsRequest.Operation] = []
      for ayah in chunk..<min(chunk + 100, 451) {
        let target = favorite("2:\(ayah)")
        var child = note("2:\(ayah)", "note \(ayah)", id: "n\(ayah)")
        child.fields?["favorite"] = .reference(
          Reference(recordName: target.recordName, action: .deleteSelf))
        operations += [.init(.create, target), .init(.create, child)]
      }
      #expect(try fixture.modify(operations).allSatisfy { $0.record != nil })
    }
    try fixture.save(favorite("3:1"), zone: ZoneID(zoneName: "Other"))
    let zoneID = try #require(
      try fixture.store.read { db in
        try db.value(Int64.self, "SELECT id FROM records_zone WHERE zoneName = 'QuranZone'")
      })
    #expect(try Self.count("records_reference", zoneID: zoneID, store: fixture.store) == 450)

    let deleted = try fixture.storage.modifyZones(
      ModifyZonesRequest(operations: [.init(.delete, Zone(zoneID: StorageFixture.quranZone))]),
      in: fixture.scope())
    #expect(deleted.zones.first?.item?.deleted == true)
    #expect(try Self.count("records_record", zoneID: zoneID, store: fixture.store) == 0)
    #expect(try Self.count("records_reference", zoneID: zoneID, store: fixture.store) == 0)
    #expect(try Self.count("records_purge", store: fixture.store) == 0)
    #expect(
      try fixture.lookup([favorite("3:1").recordName], zone: ZoneID(zoneName: "Other")).codes
        == ["ok"])
  }

  /// A server stopped between a zone's deletion and the end of its purge (the tombstone and
  /// the purge row committed, the records not yet deleted) deletes them when it starts again.
  @Test func aPurgeCutShortIsFinishedAtTheNextStart() throws {
    let directory = Fixtures.makeTemporaryDirectory("purge")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let location = try TestDatabase.location(in: directory)
    defer { TestDatabase.drop(location) }
    let fixture = try ServerFixture(users: ["alice"], database: location)
    _ = try fixture.createZone()
    let saved = try fixture.save((1...150).map { ServerFixture.favorite("f\($0)", ayah: $0) })
    #expect(saved.allSatisfy { $0.record != nil })
    fixture.server.kill(signal: SIGTERM)

    // What the deleting transaction commits, as a crash would leave it.
    let store = try ServerDatabase.open(location)
    let zoneID = try store.write { db in
      let row = try #require(
        try db.row("SELECT id, scopeID FROM records_zone WHERE zoneName = 'QuranZone'"))
      let id: Int64 = try row[0]
      let scopeID: Int64 = try row[1]
      try db.execute("UPDATE records_zone SET deleted = 1 WHERE id = ?", id)
      try db.execute(
        "INSERT INTO records_purge (scopeID, zoneID) VALUES (?, ?)", scopeID, id)
      return id
    }
    #expect(try Self.count("records_record", zoneID: zoneID, store: store) == 150)

    try fixture.server.restart()
    let purged = Waiting.until(30) {
      (try? Self.count("records_record", zoneID: zoneID, store: store)) == 0
        && (try? Self.count("records_purge", store: store)) == 0
    }
    #expect(purged, "the records of the deleted zone were still there 30 s after the start")
  }
}
