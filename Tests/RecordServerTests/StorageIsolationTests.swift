import CloudRecords
import Foundation
import RecordServer
import Testing

import struct CloudRecords.Record

/// Two users with the same record names, zone names and subscription IDs: nothing either does
/// shows through to the other, in any operation.
@Suite struct StorageIsolationTests {
  let fixture: StorageFixture
  let alice: DatabaseScope
  let bob: DatabaseScope

  init() throws {
    fixture = try StorageFixture()
    alice = fixture.scope(StorageFixture.alice)
    bob = fixture.scope(StorageFixture.bob)
    for scope in [alice, bob] {
      try fixture.createZone(in: scope)
      _ = try fixture.storage.modifySubscriptions(
        ModifySubscriptionsRequest(operations: [
          .init(
            .create,
            Subscription(
              subscriptionID: "QuranZone-changes", subscriptionType: .zone,
              zoneID: StorageFixture.quranZone))
        ]), in: scope)
    }
  }

  func shared(_ text: String) -> Record {
    Record(recordName: "same-name", recordType: "AyahNote", fields: ["noteText": .string(text)])
  }

  @Test func sameNamesStaySeparateInEveryOperation() throws {
    let aliceRecord = try fixture.save(shared("alice's"), .create, in: alice)
    // Bob can create his own record of the same name: Alice's does not exist for him.
    let bobRecord = try fixture.save(shared("bob's"), .create, in: bob)
    #expect(
      try fixture.lookup(["same-name"], in: alice)[0].record?.fields?["noteText"]
        == .string("alice's"))
    #expect(
      try fixture.lookup(["same-name"], in: bob)[0].record?.fields?["noteText"] == .string("bob's"))

    // Alice's change tag means nothing to Bob's record; deleting his leaves hers.
    var byTag = Record(recordName: "same-name", recordChangeTag: aliceRecord.recordChangeTag)
    #expect(try fixture.modify([.init(.delete, byTag)], in: bob).codes == ["CONFLICT"])
    byTag.recordChangeTag = bobRecord.recordChangeTag
    #expect(try fixture.modify([.init(.delete, byTag)], in: bob).codes == ["ok"])
    #expect(try fixture.lookup(["same-name"], in: alice).codes == ["ok"])

    // Queries, feeds and zone lists see only their own.
    let query = QueryRecordsRequest(
      query: Query(recordType: "AyahNote"), zoneID: StorageFixture.quranZone)
    #expect(try fixture.storage.queryRecords(query, in: alice).records.count == 1)
    #expect(try fixture.storage.queryRecords(query, in: bob).records.isEmpty)
    let aliceChanges = try fixture.allChanges(in: alice).records
    let bobChanges = try fixture.allChanges(in: bob).records
    #expect(aliceChanges.map { $0.deleted ?? false } == [false])
    #expect(bobChanges.map { $0.deleted ?? false } == [true])
    #expect(aliceChanges.allSatisfy { $0.zoneID?.ownerRecordName == StorageFixture.alice })

    // A zone named with Alice as owner is not there for Bob.
    #expect(throws: ServerError.self) {
      try fixture.lookup(
        ["same-name"], zone: ZoneID(zoneName: "QuranZone", ownerRecordName: StorageFixture.alice),
        in: bob)
    }
  }

  @Test func tokensDoNotCrossUsers() throws {
    try fixture.save(shared("a"), in: alice)
    let aliceToken = try fixture.allChanges(in: alice).token
    #expect(throws: ServerError.self) {
      try fixture.storage.recordChanges(
        RecordChangesRequest(zoneID: StorageFixture.quranZone, syncToken: aliceToken), in: bob)
    }
    let aliceDatabase = try fixture.storage.databaseChanges(DatabaseChangesRequest(), in: alice)
      .syncToken
    #expect(throws: ServerError.self) {
      try fixture.storage.databaseChanges(DatabaseChangesRequest(syncToken: aliceDatabase), in: bob)
    }
  }

  @Test func environmentsAreSeparateDatabases() throws {
    try fixture.save(shared("dev"), in: alice)
    let production = fixture.scope(StorageFixture.alice, .production)
    #expect(throws: ServerError.self) { try fixture.lookup(["same-name"], in: production) }
    #expect(try fixture.lookup(["same-name"], zone: nil, in: production).codes == ["NOT_FOUND"])
  }

  @Test func deletingAnAccountRemovesEverythingOfThatUserAndNothingElse() throws {
    try fixture.save(shared("a"), in: alice)
    try fixture.save(shared("b"), in: bob)
    let production = fixture.scope(StorageFixture.alice, .production)
    try fixture.createZone(in: production)
    try fixture.storage.deleteAccount(userRecordName: StorageFixture.alice)

    for scope in [alice, production] {
      #expect(zoneNames(try fixture.storage.listZones(in: scope)) == ["_defaultZone"])
      #expect(try fixture.storage.listSubscriptions(in: scope).subscriptions.isEmpty)
      #expect(
        try fixture.storage.databaseChanges(DatabaseChangesRequest(), in: scope).zones.isEmpty)
    }
    let leftovers = try fixture.store.read { db in
      try ["records_record", "records_zone", "records_subscription", "records_reference"].map {
        table in
        try db.value(
          Int.self,
          """
          SELECT COUNT(*) FROM \(table) WHERE scopeID IN
            (SELECT id FROM records_scope WHERE userRecordName = ?)
          """, StorageFixture.alice) ?? -1
      } + [
        db.value(
          Int.self, "SELECT COUNT(*) FROM records_scope WHERE userRecordName = ?",
          StorageFixture.alice) ?? -1
      ]
    }
    #expect(leftovers == [0, 0, 0, 0, 0])
    #expect(
      try fixture.lookup(["same-name"], in: bob)[0].record?.fields?["noteText"] == .string("b"))
    #expect(try fixture.storage.listSubscriptions(in: bob).subscriptions.count == 1)
  }

  func zoneNames(_ response: ZonesResponse) -> [String] {
    response.zones.compactMap {
      if case .zone(let zone) = $0 { zone.zoneID.zoneName } else { nil }
    }
  }
}
