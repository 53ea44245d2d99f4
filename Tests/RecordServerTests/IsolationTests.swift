import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Two users, every endpoint, each with the other's record names, zone names and tokens:
/// nothing of one reaches the other.
@Suite("Isolation between users")
struct IsolationTests {
  let fixture: ServerFixture
  let aliceToken: String

  /// Alice has a zone with a record and a subscription; Bob has the same zone name, empty.
  init() throws {
    fixture = try ServerFixture(users: ["alice", "bob"])
    try fixture.createZone(as: "alice")
    try fixture.save([ServerFixture.favorite("secret-record")], as: "alice")
    try fixture.subscribe(as: "alice")
    aliceToken = try #require(
      fixture.changes(as: "alice").flatMap {
        if case .changes(let c) = $0 { c.syncToken } else { nil }
      })
  }

  var alice: String { fixture.users["alice"]!.recordName }

  func aliceStillHasHerRecord(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let record = try fixture.lookup(["secret-record"], as: "alice").decoded(RecordsResponse.self)
      .records.first?.record
    #expect(record?.fields?["ayahID"] == .string("2:255"), sourceLocation: sourceLocation)
  }

  @Test func bobSeesNoneOfAlicesZonesRecordsOrSubscriptions() throws {
    let zones = try fixture.get(.listZones, as: "bob").decoded(ZonesResponse.self)
    #expect(
      !zones.zones.contains {
        if case .zone(let z) = $0 { z.zoneID.zoneName == "QuranZone" } else { false }
      })
    let lookupZone = try fixture.post(
      .lookupZones, LookupZonesRequest(zones: [ServerFixture.zone]), as: "bob")
    #expect(!lookupZone.text.contains("syncToken"), "\(lookupZone.text)")
    // Records by name: in Bob's default zone, in "QuranZone", and naming Alice as owner.
    for zone in [
      ZoneID.defaultZone, ServerFixture.zone, ZoneID(zoneName: "QuranZone", ownerRecordName: alice),
    ] {
      let answer = try fixture.post(
        .lookupRecords, LookupRecordsRequest(recordNames: ["secret-record"], zoneID: zone),
        as: "bob")
      #expect(!answer.text.contains("2:255"), "\(zone): \(answer.text)")
    }
    let query = try fixture.post(
      .queryRecords,
      QueryRecordsRequest(query: Query(recordType: "FavoriteAyah"), zoneID: ServerFixture.zone),
      as: "bob")
    #expect(!query.text.contains("secret-record"), "\(query.text)")
    let subscriptions = try fixture.get(.listSubscriptions, as: "bob")
    #expect(!subscriptions.text.contains("QuranZone-changes"), "\(subscriptions.text)")
    let lookup = try fixture.post(
      .lookupSubscriptions, LookupSubscriptionsRequest(subscriptionIDs: ["QuranZone-changes"]),
      as: "bob")
    #expect(lookup.serverError == nil || lookup.status != 200)
    #expect(!lookup.text.contains("\"subscriptionType\""), "\(lookup.text)")
    let database = try fixture.post(.databaseChanges, DatabaseChangesRequest(), as: "bob")
    #expect(!database.text.contains("QuranZone"), "\(database.text)")
    let legacyZones = try fixture.post(.zonesChanges, json: "{}", as: "bob")
    #expect(legacyZones.status == 200)
    #expect(!legacyZones.text.contains("QuranZone"), "\(legacyZones.text)")
    let current = try fixture.get(.currentUser, as: "bob").decoded(UserIdentity.self)
    #expect(current.userRecordName == fixture.users["bob"]!.recordName)
  }

  @Test func alicesSyncTokenShowsBobNothingOfHers() throws {
    try fixture.createZone(as: "bob")
    let answer = try fixture.post(
      .zoneChanges,
      ZoneChangesRequest(zones: [
        RecordChangesRequest(zoneID: ServerFixture.zone, syncToken: aliceToken)
      ]),
      as: "bob")
    #expect(!answer.text.contains("secret-record"), "\(answer.text)")
    let fromStart = try fixture.changes(as: "bob")
    if case .changes(let changes) = fromStart {
      #expect(changes.records.isEmpty)
    } else {
      Issue.record("Bob's own zone gave no changes")
    }
    let legacy = try fixture.post(
      .recordChanges, RecordChangesRequest(zoneID: ServerFixture.zone, syncToken: aliceToken),
      as: "bob")
    #expect(!legacy.text.contains("secret-record"), "\(legacy.text)")
  }

  @Test func bobsWritesWithAlicesNamesTouchOnlyBobsData() throws {
    try fixture.createZone(as: "bob")
    var update = ServerFixture.favorite("secret-record", ayah: 1)
    update.recordChangeTag = "anything"
    _ = try? fixture.save([update], .update, as: "bob")
    _ = try? fixture.save([Record(recordName: "secret-record")], .forceDelete, as: "bob")
    _ = try? fixture.save(
      [Record(recordName: "secret-record", recordChangeTag: "x")], .delete, as: "bob")
    _ = try fixture.save(
      [ServerFixture.favorite("secret-record", ayah: 7)], .forceReplace, as: "bob")
    try aliceStillHasHerRecord()
    let bobs = try fixture.lookup(["secret-record"], as: "bob").decoded(RecordsResponse.self)
    #expect(bobs.records.first?.record?.fields?["ayahNumber"] == .int64(7))
    // Zone and subscription deletions by name.
    _ = try fixture.post(
      .modifySubscriptions,
      ModifySubscriptionsRequest(operations: [
        .init(.delete, Subscription(subscriptionID: "QuranZone-changes", subscriptionType: .zone))
      ]), as: "bob")
    _ = try fixture.post(
      .modifyZones,
      ModifyZonesRequest(operations: [.init(.delete, Zone(zoneID: ServerFixture.zone))]),
      as: "bob")
    try aliceStillHasHerRecord()
    #expect(try fixture.get(.listSubscriptions, as: "alice").text.contains("QuranZone-changes"))
  }

  @Test func alicesNotificationTokenIsHersAlone() throws {
    let courier = try fixture.registeredCourier(as: "alice")
    // Bob cannot take her token.
    let stolen = try fixture.post(
      .registerToken,
      RegisterTokenRequest(apnsEnvironment: "development", apnsToken: courier.apnsToken), as: "bob")
    #expect(stolen.status == 404)
    #expect(stolen.serverError?.serverErrorCode == .notFound)
    // Bob's writes in his own zone of the same name do not reach her courier.
    try fixture.createZone(as: "bob")
    try fixture.subscribe(as: "bob")
    try fixture.save([ServerFixture.favorite("bob-record")], as: "bob")
    let poll = try HTTP.send(
      URLRequest(url: Endpoints.courier.pollURL(courier.webcourierURL, timeout: 1)!))
    #expect(poll.text == #"{"notifications":[]}"#)
  }

  @Test func aWebAuthTokenWorksOnlyInItsContainer() throws {
    let otherToken = try fixture.server.apiToken(container: "iCloud.example.other")
    let path = DatabasePath(
      container: "iCloud.example.other", environment: .development, database: .private,
      operation: .currentUser)
    let answer = try HTTP.send(
      URLRequest(
        url: fixture.url(
          path: path.description, apiToken: otherToken, webToken: fixture.users["alice"]!.token)))
    #expect(answer.status == 421)
  }

  @Test func deletingAnAccountRemovesItsDataAndTokensButNotTheOthers() throws {
    try fixture.createZone(as: "bob")
    try fixture.save([ServerFixture.favorite("bob-record")], as: "bob")
    let deleted = try fixture.server.command(["user", "delete", "alice"])
    #expect(deleted.contains("Deleted alice"))
    #expect(try fixture.get(.currentUser, as: "alice").status == 421)
    #expect(
      try fixture.lookup(["bob-record"], as: "bob").decoded(RecordsResponse.self).records.first?
        .record != nil)
    // A new alice starts empty.
    _ = try fixture.server.addUser("alice", password: "password-alice")
    let token = try fixture.server.signIn(
      "alice", password: "password-alice", apiToken: fixture.apiToken)
    let zones = try HTTP.send(URLRequest(url: fixture.url(.listZones, webToken: token)))
    #expect(!zones.text.contains("QuranZone"), "\(zones.text)")
  }
}
