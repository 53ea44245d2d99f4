import CloudRecords
import Foundation
import RecordServer
import Testing

import struct CloudRecords.Record

@Suite struct StorageChangeFeedTests {
  let fixture: StorageFixture
  init() throws {
    fixture = try StorageFixture()
    try fixture.createZone()
  }

  @Test func pagesReturnEveryChangeOnceInOrderWithMoreComing() throws {
    _ = try fixture.modify((1...10).map { .init(.create, favorite("1:\($0)")) })
    let first = try fixture.storage.recordChanges(
      RecordChangesRequest(zoneID: StorageFixture.quranZone, resultsLimit: 4), in: fixture.scope())
    #expect(first.records.count == 4)
    #expect(first.moreComing)
    let rest = try fixture.allChanges(from: first.syncToken, limit: 4)
    #expect(
      (first.records + rest.records).map(\.recordName)
        == (1...10).map { favorite("1:\($0)").recordName })
    // Nothing new: an empty page with the same token.
    let again = try fixture.storage.recordChanges(
      RecordChangesRequest(zoneID: StorageFixture.quranZone, syncToken: rest.token),
      in: fixture.scope())
    #expect(again.records.isEmpty && !again.moreComing && again.syncToken == rest.token)
  }

  /// A page whose size is left to the server holds up to 1,000 records (fewer round trips for
  /// a device catching up); a client that asks for a size gets at most Apple's 200.
  @Test func aPageLeftToTheServerHoldsUpTo1000AndAnAskedOneAtMost200() throws {
    for surah in 1...6 {
      _ = try fixture.modify((1...200).map { .init(.create, favorite("\(surah):\($0)")) })
    }
    let first = try fixture.storage.recordChanges(
      RecordChangesRequest(zoneID: StorageFixture.quranZone), in: fixture.scope())
    #expect(first.records.count == 1000 && first.moreComing)
    let rest = try fixture.storage.recordChanges(
      RecordChangesRequest(zoneID: StorageFixture.quranZone, syncToken: first.syncToken),
      in: fixture.scope())
    #expect(rest.records.count == 200 && !rest.moreComing)
    #expect(Set((first.records + rest.records).map(\.recordName)).count == 1200)
    let asked = try fixture.storage.recordChanges(
      RecordChangesRequest(zoneID: StorageFixture.quranZone, resultsLimit: 500),
      in: fixture.scope())
    #expect(asked.records.count == 200 && asked.moreComing)
  }

  @Test func aRecordChangedTwiceComesOnceAtItsLatestStateAndDeletionsAsTombstones() throws {
    let start = try fixture.allChanges().token
    let beforeDeletion = Int64(Date().timeIntervalSince1970 * 1000)
    let saved = try fixture.save(note("2:1", "one", id: "n"), .create)
    var change = Record(recordName: saved.recordName, recordChangeTag: saved.recordChangeTag)
    change.fields = ["noteText": .string("two")]
    try fixture.save(change, .update)
    try fixture.save(favorite("2:2"), .create)
    _ = try fixture.modify([.init(.forceDelete, Record(recordName: favorite("2:2").recordName))])
    let changes = try fixture.allChanges(from: start).records
    #expect(changes.map(\.recordName) == [saved.recordName, favorite("2:2").recordName])
    #expect(changes[0].fields?["noteText"] == .string("two"))
    #expect(changes[1].deleted == true)
    #expect(changes[1].recordType == "FavoriteAyah")
    #expect(changes[1].fields == nil)
    #expect(changes[1].zoneID?.zoneName == "QuranZone")
    let deletedAt = try #require(changes[1].modified?.timestamp, "a tombstone says when")
    #expect(deletedAt >= beforeDeletion && deletedAt <= Int64(Date().timeIntervalSince1970 * 1000))
  }

  @Test func desiredKeysAndDesiredRecordTypesNarrowTheFeed() throws {
    try fixture.save(favorite("3:1"))
    try fixture.save(note("3:1", "n"))
    var request = RecordChangesRequest(zoneID: StorageFixture.quranZone, desiredKeys: ["ayahID"])
    request.desiredRecordTypes = ["AyahNote"]
    let page = try fixture.storage.recordChanges(request, in: fixture.scope())
    #expect(page.records.map(\.recordType) == ["AyahNote"])
    #expect(page.records.first?.fields == ["ayahID": .string("3:1")])
  }

  @Test func tokensFromElsewhereOrGarbageAreRefusedAsResync() throws {
    try fixture.createZone("Other")
    try fixture.save(favorite("4:1"))
    let token = try fixture.allChanges().token
    let scope = fixture.scope()
    func refused(_ zone: ZoneID, _ token: String, in scope: DatabaseScope) -> Bool {
      do {
        _ = try fixture.storage.recordChanges(
          RecordChangesRequest(zoneID: zone, syncToken: token), in: scope)
        return false
      } catch let error as ServerError {
        return error.serverErrorCode == .badRequest && error.reason.hasPrefix("The sync token")
      } catch { return false }
    }
    #expect(refused(ZoneID(zoneName: "Other"), token, in: scope))
    #expect(refused(StorageFixture.quranZone, "garbage", in: scope))
    #expect(refused(StorageFixture.quranZone, "", in: scope))
    #expect(refused(StorageFixture.quranZone, Self.token(token, advancedBy: 1), in: scope))
    #expect(!refused(StorageFixture.quranZone, Self.token(token, advancedBy: 0), in: scope))
    // Bob has a QuranZone too; Alice's token means nothing there.
    let bob = fixture.scope(StorageFixture.bob)
    try fixture.createZone(in: bob)
    #expect(refused(StorageFixture.quranZone, token, in: bob))
    // A zone deleted and created again is a new zone.
    _ = try fixture.storage.modifyZones(
      ModifyZonesRequest(operations: [.init(.delete, Zone(zoneID: StorageFixture.quranZone))]),
      in: scope)
    try fixture.createZone()
    #expect(refused(StorageFixture.quranZone, token, in: scope))
  }

  /// `_defaultZone` has a feed (the iPhone app's records are there): tombstones included,
  /// its token now for no record type, a start token before the user's first write; a server
  /// that plays Apple's CloudKit refuses it.
  @Test func theDefaultZoneHasAFeedUnlessTheServerPlaysApples() throws {
    let start = try fixture.storage.recordChanges(
      RecordChangesRequest(zoneID: .defaultZone), in: fixture.scope())
    #expect(start.records.isEmpty)
    try fixture.save(favorite("6:1"), zone: .defaultZone)
    try fixture.save(favorite("6:2"), zone: .defaultZone)
    var now = RecordChangesRequest(zoneID: .defaultZone, syncToken: start.syncToken)
    now.desiredRecordTypes = []
    let position = try fixture.storage.recordChanges(now, in: fixture.scope())
    #expect(position.records.isEmpty && !position.moreComing)
    let both = try fixture.storage.recordChanges(
      RecordChangesRequest(zoneID: .defaultZone, syncToken: start.syncToken), in: fixture.scope())
    #expect(both.records.map(\.recordName).count == 2)
    #expect(both.syncToken == position.syncToken)
    _ = try fixture.modify(
      [.init(.forceDelete, Record(recordName: both.records[0].recordName))], zone: .defaultZone)
    let deleted = try fixture.storage.recordChanges(
      RecordChangesRequest(zoneID: .defaultZone, syncToken: position.syncToken),
      in: fixture.scope())
    #expect(deleted.records.map(\.recordName) == [both.records[0].recordName])
    #expect(deleted.records.first?.isDeleted == true)
    #expect(deleted.records.first?.modified != nil)

    let apples = RecordStorage(
      store: fixture.store, schemas: fixture.schemas, defaultZoneFeed: false)
    #expect {
      try apples.recordChanges(RecordChangesRequest(zoneID: .defaultZone), in: fixture.scope())
    } throws: { ($0 as? ServerError)?.serverErrorCode == .badRequest }
  }

  /// A zone token carries the database's identity: another database's token is refused even
  /// where its zone and sequence exist (a restore, or a new database in the old one's place).
  @Test func aZoneTokenOfAnotherDatabaseIsRefused() throws {
    try fixture.save(favorite("4:1"))
    let token = try fixture.allChanges().token
    let other = try StorageFixture()
    try other.createZone()
    try other.save(favorite("4:1"))
    #expect {
      try other.storage.recordChanges(
        RecordChangesRequest(zoneID: StorageFixture.quranZone, syncToken: token),
        in: other.scope())
    } throws: { ($0 as? ServerError)?.reason.hasPrefix("The sync token") == true }
  }

  @Test func aMissingZoneIsNotFound() throws {
    #expect {
      try fixture.storage.recordChanges(
        RecordChangesRequest(zoneID: ZoneID(zoneName: "Missing")), in: fixture.scope())
    } throws: { ($0 as? ServerError)?.serverErrorCode == .zoneNotFound }
    try fixture.save(favorite("4:1"))
    _ = try fixture.storage.modifyZones(
      ModifyZonesRequest(operations: [.init(.delete, Zone(zoneID: StorageFixture.quranZone))]),
      in: fixture.scope())
    #expect {
      try fixture.storage.recordChanges(
        RecordChangesRequest(zoneID: StorageFixture.quranZone), in: fixture.scope())
    } throws: { ($0 as? ServerError)?.serverErrorCode == .zoneNotFound }
  }

  /// A zone token (base64url of `ck1z<zone>.<sequence>.<database>`) with its sequence number
  /// moved on.
  static func token(_ token: String, advancedBy steps: Int64) -> String {
    var base64 = token.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    while base64.count % 4 != 0 { base64 += "=" }
    let text = String(decoding: Data(base64Encoded: base64) ?? Data(), as: UTF8.self)
    let parts = text.split(separator: ".")
    let moved = "\(parts[0]).\(Int64(parts[1])! + steps).\(parts[2])"
    return Data(moved.utf8).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  @Test func changesZoneAnswersEachZoneWithItsChangesOrItsError() throws {
    try fixture.createZone("Second")
    try fixture.save(favorite("5:1"))
    try fixture.save(favorite("5:2"), zone: ZoneID(zoneName: "Second"))
    let response = try fixture.storage.zoneChanges(
      ZoneChangesRequest(zones: [
        RecordChangesRequest(zoneID: StorageFixture.quranZone),
        RecordChangesRequest(zoneID: ZoneID(zoneName: "Missing")),
        RecordChangesRequest(zoneID: ZoneID(zoneName: "Second"), syncToken: "bad"),
        RecordChangesRequest(zoneID: ZoneID(zoneName: "Second")),
      ]), in: fixture.scope())
    guard response.zones.count == 4,
      case .changes(let quran) = response.zones[0], case .failure(let missing) = response.zones[1],
      case .failure(let bad) = response.zones[2], case .changes(let second) = response.zones[3]
    else {
      Issue.record("unexpected shape: \(response)")
      return
    }
    #expect(quran.records.map(\.recordName) == [favorite("5:1").recordName])
    #expect(missing.serverErrorCode == .zoneNotFound && missing.zoneID?.zoneName == "Missing")
    #expect(bad.serverErrorCode == .badRequest && bad.zoneID?.zoneName == "Second")
    #expect(second.records.map(\.recordName) == [favorite("5:2").recordName])
  }

  @Test func changesZoneTopLevelOptionsApplyToZonesThatGiveNone() throws {
    try fixture.createZone("Second")
    for index in 1...3 {
      try fixture.save(favorite("6:\(index)"))
      try fixture.save(favorite("6:\(index)"), zone: ZoneID(zoneName: "Second"))
    }
    let json = """
      {"zones": [{"zoneID": {"zoneName": "QuranZone"}},
                 {"zoneID": {"zoneName": "Second"}, "resultsLimit": 3}],
       "resultsLimit": 1, "desiredKeys": ["ayahID"]}
      """
    let request = try JSONDecoder().decode(ZoneChangesRequest.self, from: Data(json.utf8))
    let response = try fixture.storage.zoneChanges(request, in: fixture.scope())
    guard case .changes(let first) = response.zones[0],
      case .changes(let second) = response.zones[1]
    else {
      Issue.record("unexpected \(response)")
      return
    }
    #expect(first.records.count == 1 && first.moreComing)
    #expect(second.records.count == 3 && !second.moreComing)
    #expect(second.records.allSatisfy { $0.fields?.keys.sorted() == ["ayahID"] })
  }

  @Test func databaseChangesReportChangedAndDeletedZonesAndPage() throws {
    let empty = try fixture.storage.databaseChanges(
      DatabaseChangesRequest(), in: fixture.scope(StorageFixture.bob))
    #expect(empty.zones.isEmpty && !empty.moreComing)
    #expect(
      try fixture.storage.databaseChanges(
        DatabaseChangesRequest(syncToken: empty.syncToken), in: fixture.scope()
      ).zones.map(\.zoneID.zoneName) == ["QuranZone"])

    let start = try fixture.storage.databaseChanges(DatabaseChangesRequest(), in: fixture.scope())
    #expect(start.zones.map(\.zoneID.zoneName) == ["QuranZone"])
    try fixture.createZone("A")
    try fixture.createZone("B")
    try fixture.save(favorite("6:1"))  // QuranZone changes again
    _ = try fixture.storage.modifyZones(
      ModifyZonesRequest(operations: [.init(.delete, Zone(zoneID: ZoneID(zoneName: "A")))]),
      in: fixture.scope())
    var token = start.syncToken
    var zones: [Zone] = []
    while true {
      let page = try fixture.storage.databaseChanges(
        DatabaseChangesRequest(syncToken: token, resultsLimit: 1), in: fixture.scope())
      zones += page.zones
      token = page.syncToken
      if !page.moreComing { break }
    }
    #expect(zones.map(\.zoneID.zoneName) == ["B", "QuranZone", "A"])
    #expect(zones.map { $0.deleted ?? false } == [false, false, true])
    #expect {
      try fixture.storage.databaseChanges(
        DatabaseChangesRequest(syncToken: token), in: fixture.scope(StorageFixture.bob))
    } throws: { ($0 as? ServerError)?.reason.hasPrefix("The sync token") == true }
  }

  /// A writer keeps creating, updating and deleting while a reader pages with a small limit.
  /// Replaying every page in order must give exactly the zone's final state: no change
  /// skipped, none repeated.
  @Test func theFeedNeverSkipsOrRepeatsAChangeUnderConcurrentWrites() throws {
    let fixture = self.fixture
    let scope = fixture.scope()
    let writer = BackgroundWriter {
      for round in 0..<200 {
        var operations: [ModifyRecordsRequest.Operation] = (0..<5).map { index in
          .init(
            .forceReplace,
            note("9:\(index + 1)", "round \(round)", id: "\((round * 5 + index) % 40)"))
        }
        if round % 3 == 0 {
          operations.append(.init(.forceDelete, note("9:1", "", id: "\((round * 5 + 20) % 40)")))
        }
        _ = try fixture.modify(operations, atomic: false)
      }
    }
    var state: [String: Record] = [:]
    var token: String?
    var seenTags = Set<String>()
    func pull() throws -> (more: Bool, count: Int) {
      let page = try fixture.storage.recordChanges(
        RecordChangesRequest(zoneID: StorageFixture.quranZone, syncToken: token, resultsLimit: 3),
        in: scope)
      for record in page.records {
        if let tag = record.recordChangeTag {
          #expect(seenTags.insert(tag).inserted, "change \(tag) came twice")
        }
        state[record.recordName] = record
      }
      token = page.syncToken
      return (page.moreComing, page.records.count)
    }
    var pagesWhileWriting = 0
    var recordsWhileWriting = 0
    while !writer.isDone {
      recordsWhileWriting += try pull().count
      pagesWhileWriting += 1
    }
    try writer.wait()
    while try pull().more {}

    let live = state.values.filter { $0.deleted != true }
    let expected = try fixture.allChanges().records.filter { $0.deleted != true }
    #expect(pagesWhileWriting > 10, "the reader paged while the writer wrote")
    #expect(recordsWhileWriting > 10)
    #expect(Set(live.map(\.recordName)) == Set(expected.map(\.recordName)))
    for record in expected {
      #expect(state[record.recordName]?.recordChangeTag == record.recordChangeTag)
      #expect(state[record.recordName]?.fields == record.fields)
    }
    // And every deleted one the reader holds as deleted is really gone.
    let deletedNames = state.values.filter { $0.deleted == true }.map(\.recordName)
    #expect(!deletedNames.isEmpty)
    #expect(
      try fixture.lookup(deletedNames).allSatisfy { $0.failure?.serverErrorCode == .notFound })
  }
}

@Suite struct StorageLargePageTests {
  @Test func pagesOfLargeRecordsStopEarlyAndTheRestFollows() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    let text = String(repeating: "ن", count: 450_000)  // ~900 KB of JSON each
    for index in 1...12 { try fixture.save(note("1:\(index)", text, id: "big")) }
    let first = try fixture.storage.recordChanges(
      RecordChangesRequest(zoneID: StorageFixture.quranZone), in: fixture.scope())
    #expect(first.moreComing)
    #expect(first.records.count < 12 && first.records.count >= 8)
    let rest = try fixture.allChanges(from: first.syncToken)
    #expect(first.records.count + rest.records.count == 12)

    let query = try fixture.storage.queryRecords(
      QueryRecordsRequest(query: Query(recordType: "AyahNote"), zoneID: StorageFixture.quranZone),
      in: fixture.scope())
    #expect(query.records.count < 12 && query.continuationMarker != nil)
  }
}
