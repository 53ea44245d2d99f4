// The server's SQLite file takes in the WAL's committed pages on a thread of its own, so no
// write waits for that copy and its fsync (the write that filled the WAL used to).
import AppRecords
import CloudRecords
import Foundation
import GRDB
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
      store: store, schemas: try SchemaRegistry(store: store, bundled: AppSchema.ckdb))
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

  /// A reader held open (a backup, a slow page) keeps the WAL from starting over, so a burst
  /// of writes grows it past its bound; once the reader is done, the WAL is cut back to
  /// `SQLiteStore.walSizeLimit` instead of keeping the burst's size on disk (issue 26: 843 MB
  /// stayed after a deletion).
  @Test func theWALShrinksBackAfterABurst() throws {
    let folder = Fixtures.makeTemporaryDirectory("wal-limit")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/records.sqlite"
    let store = try #require(try ServerDatabase.open(path) as? SQLiteStore)
    let storage = RecordStorage(
      store: store, schemas: try SchemaRegistry(store: store, bundled: AppSchema.ckdb))
    let scope = DatabaseScope(
      container: DatabasePath.appContainer, environment: .development,
      userRecordName: "_" + String(repeating: "d4", count: 16))
    let zone = ZoneID(zoneName: "Z")
    _ = try storage.modifyZones(
      ModifyZonesRequest(operations: [.init(.create, Zone(zoneID: zone))]), in: scope)
    func save(_ prefix: String, count: Int, bytes: Int) throws {
      let operations = (0..<count).map { index in
        ModifyRecordsRequest.Operation(
          .forceReplace,
          Record(
            recordName: "\(prefix)-\(index)", recordType: "FavoriteAyah",
            fields: ["ayahID": .string(String(repeating: "x", count: bytes))]))
      }
      let saved = try storage.modifyRecords(
        ModifyRecordsRequest(operations: operations, zoneID: zone), in: scope)
      #expect(saved.records.allSatisfy { $0.record != nil })
    }
    func walSize() -> Int {
      (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
    }

    let reading = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = try? store.pool.read { db in
        _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM records_record")
        reading.signal()
        done.wait()
      }
    }
    reading.wait()
    for batch in 0..<6 { try save("burst\(batch)", count: 200, bytes: 20_000) }
    #expect(walSize() > SQLiteStore.walSizeLimit, "the burst left a WAL of \(walSize()) bytes")
    done.signal()

    var writes = 0
    let shrunk = try Waiting.until(20) {
      writes += 1
      try save("after\(writes)", count: 1, bytes: 10)
      return walSize() <= SQLiteStore.walSizeLimit
    }
    #expect(shrunk, "the WAL stayed at \(walSize()) bytes after \(writes) writes")
  }
}
