import CloudRecords
import Foundation
import RecordServer
import Testing

import struct CloudRecords.Record

@Suite struct StorageZoneAndSubscriptionTests {
  let fixture: StorageFixture
  init() throws { fixture = try StorageFixture() }

  func zoneNames(_ response: ZonesResponse) -> [String] {
    response.zones.map {
      switch $0 {
      case .zone(let zone): zone.zoneID.zoneName
      case .failure(let error): "\(error.serverErrorCode.rawValue):\(error.zoneID?.zoneName ?? "?")"
      }
    }
  }

  @Test func theDefaultZoneAlwaysExistsAndCustomZonesAreListed() throws {
    #expect(zoneNames(try fixture.storage.listZones(in: fixture.scope())) == ["_defaultZone"])
    let created = try fixture.createZone()
    #expect(created.syncToken != nil && created.atomic == true)
    #expect(created.zoneID.ownerRecordName == StorageFixture.alice)
    #expect(
      zoneNames(try fixture.storage.listZones(in: fixture.scope())) == [
        "QuranZone", "_defaultZone",
      ])
    let looked = try fixture.storage.lookupZones(
      LookupZonesRequest(zones: [.defaultZone, StorageFixture.quranZone, ZoneID(zoneName: "Nope")]),
      in: fixture.scope())
    #expect(zoneNames(looked) == ["_defaultZone", "QuranZone", "ZONE_NOT_FOUND:Nope"])
  }

  @Test func creatingAnExistingZoneSucceedsAndKeepsItsRecords() throws {
    try fixture.createZone()
    try fixture.save(favorite("1:1"))
    let again = try fixture.createZone()
    #expect(again.zoneID.zoneName == "QuranZone")
    #expect(try fixture.lookup([favorite("1:1").recordName]).codes == ["ok"])
  }

  @Test func deletingAZoneDeletesItsRecordsAndSubscriptions() throws {
    try fixture.createZone()
    try fixture.save(favorite("1:1"))
    var subscription = Subscription(
      subscriptionID: "QuranZone-changes", subscriptionType: .zone, zoneID: StorageFixture.quranZone
    )
    subscription.firesOn = [.create]
    _ = try fixture.storage.modifySubscriptions(
      ModifySubscriptionsRequest(operations: [.init(.create, subscription)]), in: fixture.scope())
    let deleted = try fixture.storage.modifyZones(
      ModifyZonesRequest(operations: [
        .init(.delete, Zone(zoneID: StorageFixture.quranZone)),
        .init(.delete, Zone(zoneID: ZoneID(zoneName: "Nope"))),
        .init(.delete, Zone(zoneID: .defaultZone)),
      ]), in: fixture.scope())
    #expect(zoneNames(deleted) == ["QuranZone", "ZONE_NOT_FOUND:Nope", "BAD_REQUEST:_defaultZone"])
    if case .zone(let zone) = deleted.zones[0] { #expect(zone.deleted == true) }
    #expect(throws: ServerError.self) { try fixture.lookup([favorite("1:1").recordName]) }
    #expect(try fixture.storage.listSubscriptions(in: fixture.scope()).subscriptions.isEmpty)
    // Created again, it is empty.
    try fixture.createZone()
    #expect(try fixture.lookup([favorite("1:1").recordName]).codes == ["NOT_FOUND"])
    #expect(try fixture.allChanges().records.isEmpty)
  }

  @Test func badZoneNamesAndDuplicatesAreRefused() throws {
    let response = try fixture.storage.modifyZones(
      ModifyZonesRequest(operations: [.init(.create, Zone(zoneID: ZoneID(zoneName: "_mine")))]),
      in: fixture.scope())
    #expect(zoneNames(response) == ["BAD_REQUEST:_mine"])
    #expect(throws: ServerError.self) {
      try fixture.storage.modifyZones(
        ModifyZonesRequest(operations: [
          .init(.create, Zone(zoneID: ZoneID(zoneName: "A"))),
          .init(.delete, Zone(zoneID: ZoneID(zoneName: "A"))),
        ]), in: fixture.scope())
    }
  }

  @Test func subscriptionsAreSavedListedLookedUpAndDeleted() throws {
    try fixture.createZone()
    let zoneSubscription = Subscription(
      subscriptionID: "QuranZone-changes", subscriptionType: .zone, zoneID: StorageFixture.quranZone
    )
    var querySubscription = Subscription(
      subscriptionID: "notes", subscriptionType: .query, zoneID: StorageFixture.quranZone)
    querySubscription.query = Query(recordType: "AyahNote")
    querySubscription.firesOn = [.create, .update]
    let saved = try fixture.storage.modifySubscriptions(
      ModifySubscriptionsRequest(operations: [
        .init(.create, zoneSubscription), .init(.create, querySubscription),
        .init(
          .create,
          Subscription(
            subscriptionID: "lost", subscriptionType: .zone, zoneID: ZoneID(zoneName: "Nope"))),
        .init(
          .update,
          Subscription(
            subscriptionID: "never", subscriptionType: .zone, zoneID: StorageFixture.quranZone)),
        .init(.create, Subscription(subscriptionID: "no-query", subscriptionType: .query)),
      ]), in: fixture.scope())
    let codes = saved.subscriptions.map {
      switch $0 {
      case .subscription: "ok"
      case .failure(let error): error.serverErrorCode.rawValue
      }
    }
    #expect(codes == ["ok", "ok", "ZONE_NOT_FOUND", "NOT_FOUND", "BAD_REQUEST"])
    if case .subscription(let first) = saved.subscriptions[0] {
      #expect(first.zoneID?.ownerRecordName == StorageFixture.alice)
    }
    #expect(try fixture.storage.listSubscriptions(in: fixture.scope()).subscriptions.count == 2)
    // Saving the same ID again replaces it.
    _ = try fixture.storage.modifySubscriptions(
      ModifySubscriptionsRequest(operations: [.init(.create, zoneSubscription)]),
      in: fixture.scope())
    #expect(try fixture.storage.listSubscriptions(in: fixture.scope()).subscriptions.count == 2)

    let fired = try fixture.storage.notificationsOwed(
      byChangeIn: StorageFixture.quranZone, in: fixture.scope()
    ).subscriptions
    #expect(fired.map(\.subscriptionID) == ["QuranZone-changes", "notes"])
    #expect(
      try fixture.storage.notificationsOwed(byChangeIn: .defaultZone, in: fixture.scope())
        .subscriptions.isEmpty)

    let looked = try fixture.storage.lookupSubscriptions(
      LookupSubscriptionsRequest(subscriptionIDs: ["notes", "missing"]), in: fixture.scope())
    guard case .subscription(let notes) = looked.subscriptions[0],
      case .failure(let missing) = looked.subscriptions[1]
    else {
      Issue.record("unexpected \(looked)")
      return
    }
    #expect(notes.query?.recordType == "AyahNote")
    #expect(missing.serverErrorCode == .notFound && missing.subscriptionID == "missing")

    let deleted = try fixture.storage.modifySubscriptions(
      ModifySubscriptionsRequest(operations: [
        .init(.delete, Subscription(subscriptionID: "notes", subscriptionType: .query)),
        .init(.delete, Subscription(subscriptionID: "notes", subscriptionType: .query)),
      ]), in: fixture.scope())
    if case .failure(let error) = deleted.subscriptions[1] {
      #expect(error.serverErrorCode == .notFound)
    } else {
      Issue.record("deleting twice should answer NOT_FOUND the second time")
    }
    #expect(try fixture.storage.listSubscriptions(in: fixture.scope()).subscriptions.count == 1)
  }

  @Test func aZoneWideSubscriptionFiresForEveryZone() throws {
    var subscription = Subscription(subscriptionID: "all", subscriptionType: .zone)
    subscription.zoneWide = true
    _ = try fixture.storage.modifySubscriptions(
      ModifySubscriptionsRequest(operations: [.init(.create, subscription)]), in: fixture.scope())
    #expect(
      try fixture.storage.notificationsOwed(
        byChangeIn: ZoneID(zoneName: "Any"), in: fixture.scope()
      )
      .subscriptions.map(\.subscriptionID) == ["all"])
  }

  @Test func aChangeOwesItsSubscriptionsToTheUsersTokensOnly() throws {
    let accounts = Accounts(store: fixture.store)
    let alice = fixture.scope(try accounts.addUser(name: "alice", password: "alice-password"))
    let bob = fixture.scope(try accounts.addUser(name: "bob", password: "bob-password"))
    try fixture.createZone(in: alice)
    var tokens: [String] = []
    for scope in [alice, alice, bob, fixture.scope(alice.userRecordName, .production)] {
      let token = try accounts.createPushToken(
        container: scope.container, environment: scope.environment.rawValue,
        creator: scope.userRecordName, address: "127.0.0.1")
      #expect(
        try accounts.registerPushToken(
          token, userRecordName: scope.userRecordName, container: scope.container,
          environment: scope.environment.rawValue))
      tokens.append(token)
    }
    #expect(
      try fixture.storage.notificationsOwed(byChangeIn: StorageFixture.quranZone, in: alice)
        == OwedNotifications(subscriptions: [], pushTokens: tokens[0..<2].sorted()))

    var subscription = Subscription(
      subscriptionID: "QuranZone-changes", subscriptionType: .zone,
      zoneID: StorageFixture.quranZone)
    subscription.firesOn = [.create, .update, .delete]
    _ = try fixture.storage.modifySubscriptions(
      ModifySubscriptionsRequest(operations: [.init(.create, subscription)]), in: alice)
    let owed = try fixture.storage.notificationsOwed(
      byChangeIn: StorageFixture.quranZone, in: alice)
    #expect(owed.subscriptions.map(\.subscriptionID) == ["QuranZone-changes"])
    #expect(owed.pushTokens == tokens[0..<2].sorted())
    #expect(
      try fixture.storage.notificationsOwed(byChangeIn: StorageFixture.quranZone, in: bob)
        == OwedNotifications(subscriptions: [], pushTokens: [tokens[2]]))
  }

}
