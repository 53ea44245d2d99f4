// The server's SQLite file takes in the WAL's committed pages on a thread of its own, so no
// write waits for that copy and its fsync (the write that filled the WAL used to).
import CloudRecords
import Foundation
import RecordServer
import TestSupport
import Testing

import struct CloudRecords.Record

struct CheckpointTests {
  @Test func committedPagesReachTheDatabaseFileWithoutAnotherWrite() throws {
    let folder = Fixtures.makeTemporaryDirectory("checkpoint")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/records.sqlite"
    let store = try ServerDatabase.open(path)
    let storage = RecordStorage(
      store: store, schemas: try SchemaRegistry(store: store, bundled: BundledSchema.ckdb))
    let scope = DatabaseScope(
      container: DatabasePath.appContainer, environment: .development,
      userRecordName: "_" + String(repeating: "c3", count: 16))
    _ = try storage.modifyZones(
      ModifyZonesRequest(operations: [.init(.create, Zone(zoneID: ZoneID(zoneName: "Z")))]),
      in: scope)
    func fileSize() -> Int {
      (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
    #expect(Waiting.until(5) { fileSize() > 0 })
    let before = fileSize()
    // About 250 pages: far below the 1,000 at which SQLite itself would have copied them.
    for batch in 0..<4 {
      let operations = (0..<200).map { index in
        ModifyRecordsRequest.Operation(
          .forceReplace,
          Record(
            recordName: "r\(batch)-\(index)", recordType: "FavoriteAyah",
            fields: ["ayahID": .string(String(repeating: "2:255 ", count: 200))]))
      }
      let saved = try storage.modifyRecords(
        ModifyRecordsRequest(operations: operations, zoneID: ZoneID(zoneName: "Z")), in: scope)
      #expect(saved.records.allSatisfy { $0.record != nil })
    }
    #expect(
      Waiting.until(5) { fileSize() > before + 100 * 4096 },
      "the database file stayed at \(fileSize()) bytes (it was \(before))")
  }
}
