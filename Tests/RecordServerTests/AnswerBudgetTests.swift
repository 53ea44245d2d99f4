// Issue 72, findings 1, 2 and 4: every answer has one byte budget across zones and
// operations, tombstones counted; a conflict's server record costs what the answer may; a zone
// named twice is refused; tombstones count, and a name never stored writes nothing. On the
// storage (SQLite, or PostgreSQL with QURAN_RECORDS_TEST_BACKEND=postgres).
import CloudRecords
import Foundation
import RecordServer
import Testing

import struct CloudRecords.Record

@Suite struct AnswerBudgetTests {
  let fixture: StorageFixture
  init() throws { fixture = try StorageFixture() }

  /// A note of about `kilobytes` KB, named `name`.
  static func bigNote(_ name: String, kilobytes: Int = 990) -> Record {
    var record = note("2:255", String(repeating: "x", count: kilobytes * 1000))
    record.recordName = "note-\(StorageFixture.alice)-2:255-\(name)"
    return record
  }

  /// What an answer weighs on the wire.
  static func bytes(_ answer: ZoneChangesResponse) -> Int { WireJSON.encode(answer).count }
  static func bytes(_ answer: ZoneChanges) -> Int { WireJSON.encode(answer).count }
  static func bytes(_ answer: RecordsResponse) -> Int { WireJSON.encode(answer).count }

  @Test func aZoneNamedTwiceInOneRequestIsRefused() throws {
    try fixture.createZone()
    #expect(throws: ServerError.self) {
      try ZoneChangesRequest(zones: [
        RecordChangesRequest(zoneID: .defaultZone), RecordChangesRequest(zoneID: .defaultZone),
      ]).checkNames()
    }
    do {
      try ZoneChangesRequest(
        zones: Array(repeating: RecordChangesRequest(zoneID: .defaultZone), count: 200)
      ).checkNames()
    } catch let error as ServerError {
      #expect(error.reason.contains("names the zone '_defaultZone' twice"), "\(error.reason)")
    }
  }

  /// Nine records of 990 KB in each of three zones: one answer across the three holds at most
  /// the budget (and one record past it), each zone says more comes, and paging gets every
  /// record once.
  @Test func oneAnswerHoldsItsBudgetAcrossTheZonesItNames() throws {
    let zones = ["A", "B", "C"].map { ZoneID(zoneName: "zone\($0)") }
    for zone in zones {
      try fixture.createZone(zone.zoneName)
      for index in 0..<9 {
        try fixture.save(Self.bigNote("\(zone.zoneName)-\(index)"), zone: zone)
      }
    }
    var tokens: [String: String?] = [:]
    var seen: [String: Int] = [:]
    var pages = 0
    while pages < 20 {
      pages += 1
      let answer = try fixture.storage.zoneChanges(
        ZoneChangesRequest(
          zones: zones.map {
            RecordChangesRequest(zoneID: $0, syncToken: tokens[$0.zoneName] ?? nil)
          }),
        in: fixture.scope())
      #expect(Self.bytes(answer) <= 8_000_000 + 1_100_000, "\(Self.bytes(answer)) bytes")
      var more = false
      for case .changes(let changes) in answer.zones {
        for record in changes.records { seen[record.recordName, default: 0] += 1 }
        tokens[changes.zoneID.zoneName] = changes.syncToken
        more = more || changes.moreComing
      }
      if !more { break }
    }
    #expect(seen.count == 27 && seen.values.allSatisfy { $0 == 1 }, "\(seen)")
    #expect(pages >= 4, "27 records of 990 KB take four answers of 8 MB at least")
  }

  /// Tombstones weigh what they carry: five zones of 1,000 tombstones with long names, each
  /// naming 16 versions, make one answer that stops at the budget, the later zones saying
  /// more comes.
  @Test func tombstonesAreCountedAsTheyAreEncoded() throws {
    let versions = (0..<16).map { String(format: "%064d", $0) }
    let zones = (0..<5).map { ZoneID(zoneName: "gone\($0)") }
    for zone in zones {
      try fixture.createZone(zone.zoneName)
      for batch in 0..<5 {
        let names = (0..<200).map {
          "note-\(StorageFixture.alice)-2:255-\(batch)-\($0)-" + String(repeating: "n", count: 150)
        }
        _ = try fixture.modify(
          names.map { name in
            var record = note("2:255", "x")
            record.recordName = name
            return .init(.forceReplace, record)
          }, zone: zone)
        _ = try fixture.modify(
          names.map { name in
            var record = Record(recordName: name)
            record.ancestors = versions
            return .init(.forceDelete, record)
          }, zone: zone)
      }
    }
    let answer = try fixture.storage.zoneChanges(
      ZoneChangesRequest(zones: zones.map { RecordChangesRequest(zoneID: $0) }),
      in: fixture.scope())
    let pages = answer.zones.compactMap(\.item)
    let tombstones = pages.reduce(0) { $0 + $1.records.filter(\.isDeleted).count }
    #expect(tombstones > 1000 && tombstones < 5000, "\(tombstones) tombstones in one answer")
    #expect(pages.contains { $0.moreComing })
    #expect(Self.bytes(answer) < 8_000_000)
  }

  /// Twenty records of 990 KB, then twenty updates with a wrong tag: the answer carries the
  /// server records as far as its budget goes, the others say to look them up.
  @Test func conflictsCarryTheirServerRecordsAsFarAsTheBudgetGoes() throws {
    try fixture.createZone()
    for index in 0..<20 { try fixture.save(Self.bigNote("c\(index)")) }
    let results = try fixture.modify(
      (0..<20).map { index in
        var record = Self.bigNote("c\(index)", kilobytes: 0)
        record.recordChangeTag = "stale"
        record.fields = ["noteText": .string("mine")]
        return .init(.update, record)
      })
    let conflicts = results.compactMap(\.failure)
    #expect(conflicts.count == 20 && conflicts.allSatisfy { $0.serverErrorCode == .conflict })
    let carried = conflicts.filter { $0.serverRecord != nil }
    #expect((6...8).contains(carried.count), "\(carried.count) carried")
    #expect(carried.allSatisfy { $0.serverRecord?.recordChangeTag != nil })
    #expect(
      conflicts.filter { $0.serverRecord == nil }.allSatisfy {
        $0.reason.contains("look it up with records/lookup")
      })
    #expect(Self.bytes(RecordsResponse(records: results)) <= 8_000_000 + 1_100_000)
  }

  /// Ten field-less updates of 990 KB records, with their tags: their answer would carry
  /// 9.9 MB of stored fields, so the batch is refused before anything is written.
  @Test func updatesWhoseAnswerWouldPassTheBudgetAreRefusedBeforeAnythingIsWritten() throws {
    try fixture.createZone()
    let saved = try (0..<10).map { try fixture.save(Self.bigNote("u\($0)")) }
    #expect(throws: ServerError.self) {
      _ = try fixture.modify(
        saved.map { record in
          var update = Record(recordName: record.recordName)
          update.recordChangeTag = record.recordChangeTag
          return .init(.update, update)
        })
    }
    let after = try fixture.storage.lookupRecords(
      LookupRecordsRequest(
        recordNames: saved.map(\.recordName), zoneID: StorageFixture.quranZone, desiredKeys: []),
      in: fixture.scope()
    ).records.compactMap(\.record)
    #expect(after.map(\.recordChangeTag) == saved.map(\.recordChangeTag))
    // With desiredKeys: [] nothing of the fields is answered: it goes.
    let trimmed = try fixture.modify(
      saved.map { record in
        var update = Record(recordName: record.recordName)
        update.recordChangeTag = record.recordChangeTag
        return .init(.update, update)
      }, desiredKeys: [])
    #expect(trimmed.allSatisfy { $0.record != nil })
  }

  /// A deletion of a name never stored writes nothing, ancestors or not; a deletion of a live
  /// record keeps a tombstone, which weighs in the member's bytes.
  @Test func aNameNeverStoredWritesNothingAndTombstonesWeigh() throws {
    try fixture.createZone()
    let versions = (0..<16).map { String(format: "%064d", $0) }
    let results = try fixture.modify(
      (0..<200).map { index in
        var record = Record(recordName: "never-\(index)", recordType: "AyahNote")
        record.ancestors = versions
        return .init(.forceDelete, record)
      })
    #expect(results.allSatisfy { $0.record?.isDeleted == true })
    let page = try fixture.storage.recordChanges(
      RecordChangesRequest(zoneID: StorageFixture.quranZone), in: fixture.scope())
    #expect(page.records.isEmpty, "\(page.records.count) tombstones of names never stored")

    let kept = try fixture.save(Self.bigNote("k", kilobytes: 1))
    var gone = Record(recordName: kept.recordName)
    gone.ancestors = versions
    _ = try fixture.modify([.init(.forceDelete, gone)])
    let users = try fixture.store.read { db in
      try db.value(
        Int64.self, "SELECT size FROM records_record WHERE recordName = ?", kept.recordName)
    }
    #expect((users ?? 0) > 16 * 64, "a tombstone weighs its name, type and versions")
  }
}
