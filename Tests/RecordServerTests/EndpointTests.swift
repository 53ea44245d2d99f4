import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Every endpoint against the real server")
struct EndpointTests {
  let fixture: ServerFixture
  init() throws {
    fixture = try ServerFixture(users: ["alice"], arguments: ["--metrics-address", "127.0.0.1:0"])
  }

  @Test func zonesAreCreatedListedLookedUpAndDeleted() throws {
    let created = try fixture.createZone()
    #expect(
      created.zones.first.flatMap { if case .zone(let zone) = $0 { zone } else { nil } }?.zoneID
        .zoneName == "QuranZone")
    let list = try fixture.get(.listZones).decoded(ZonesResponse.self)
    let names = list.zones.compactMap {
      if case .zone(let zone) = $0 { zone.zoneID.zoneName } else { nil }
    }
    #expect(names.contains("QuranZone"))
    let lookup = try fixture.post(
      .lookupZones, LookupZonesRequest(zones: [ServerFixture.zone, ZoneID(zoneName: "Nowhere")])
    ).decoded(ZonesResponse.self)
    #expect(lookup.zones.count == 2)
    if case .failure(let error) = lookup.zones[1] {
      #expect(error.serverErrorCode == .zoneNotFound)
    } else {
      Issue.record("zones/lookup found a zone that does not exist")
    }
    let deleted = try fixture.post(
      .modifyZones,
      ModifyZonesRequest(operations: [.init(.delete, Zone(zoneID: ServerFixture.zone))]))
    #expect(deleted.status == 200)
    let after = try fixture.get(.listZones).decoded(ZonesResponse.self)
    #expect(
      !after.zones.contains {
        if case .zone(let zone) = $0 { zone.zoneID.zoneName == "QuranZone" } else { false }
      })
  }

  @Test func anUntypedTimeWithAFractionIsTakenAsWholeMilliseconds() throws {
    _ = try fixture.createZone()
    // As MistKit sends a Date: a number with a fractional part and no type.
    let answer = try fixture.post(
      .modifyRecords,
      json: """
        {"zoneID":{"zoneName":"QuranZone"},"operations":[{"operationType":"forceReplace",
        "record":{"recordName":"f1","recordType":"FavoriteAyah","fields":{
        "ayahID":{"value":"2:255"},"surahNumber":{"value":2},"ayahNumber":{"value":255},
        "favoritedAt":{"value":1700000000123.875}}}}]}
        """)
    #expect(answer.status == 200, "\(answer.text)")
    let saved = try answer.decoded(RecordsResponse.self).records.first?.record
    #expect(saved?.fields?["favoritedAt"] == .timestamp(1_700_000_000_123), "\(answer.text)")
  }

  @Test func recordsAreSavedLookedUpAndConflictReturnsTheServerRecord() throws {
    try fixture.createZone()
    let saved = try fixture.save([ServerFixture.favorite("fav-2-255")], .create)
    let record = try #require(saved.first?.record)
    #expect(record.recordChangeTag != nil)
    #expect(record.fields?["ayahID"] == .string("2:255"))

    let found = try fixture.lookup(["fav-2-255", "missing"]).decoded(RecordsResponse.self)
    #expect(found.records.first?.record?.fields?["surahNumber"] == .int64(2))
    #expect(found.records.last?.failure?.serverErrorCode == .notFound)
    #expect(found.records.last?.failure?.uuid?.isEmpty == false)
    #expect(found.records.last?.failure?.recordName == "missing")

    var stale = ServerFixture.favorite("fav-2-255", ayah: 256)
    stale.recordChangeTag = "not-the-tag"
    let conflict = try fixture.save([stale], .update)
    let error = try #require(conflict.first?.failure)
    #expect(error.serverErrorCode == .conflict)
    #expect(error.serverRecord?.fields?["ayahNumber"] == .int64(255))

    var current = ServerFixture.favorite("fav-2-255", ayah: 256)
    current.recordChangeTag = record.recordChangeTag
    #expect(
      try fixture.save([current], .update).first?.record?.fields?["ayahNumber"] == .int64(256))

    let deleted = try fixture.save([Record(recordName: "fav-2-255")], .forceDelete)
    #expect(deleted.first?.failure == nil)
    #expect(
      try fixture.lookup(["fav-2-255"]).decoded(RecordsResponse.self).records.first?.failure?
        .serverErrorCode == .notFound)
  }

  @Test func queryFiltersAndSorts() throws {
    try fixture.createZone()
    try fixture.save((1...5).map { ServerFixture.favorite("fav-2-\($0)", ayah: Int64($0)) })
    try fixture.save([ServerFixture.favorite("fav-3-1", surah: 3, ayah: 1)])
    var query = Query(
      recordType: "FavoriteAyah", filterBy: [Filter("surahNumber", .equals, .int64(2))],
      sortBy: [Sort("ayahNumber", ascending: false)])
    query.recordType = "FavoriteAyah"
    let answer = try fixture.post(
      .queryRecords, QueryRecordsRequest(query: query, zoneID: ServerFixture.zone))
    #expect(answer.status == 200, "\(answer.text)")
    let records = try answer.decoded(QueryRecordsResponse.self).records.compactMap(\.record)
    #expect(records.map(\.recordName) == ["fav-2-5", "fav-2-4", "fav-2-3", "fav-2-2", "fav-2-1"])
  }

  @Test func changeFeedsPageWithSyncTokens() throws {
    try fixture.createZone()
    try fixture.save((0..<30).map { ServerFixture.favorite("fav-\($0)") })
    var token: String?
    var seen: [String] = []
    var pages = 0
    repeat {
      guard case .changes(let changes) = try fixture.changes(since: token, limit: 7) else {
        Issue.record("changes/zone answered no changes")
        return
      }
      seen += changes.records.map(\.recordName)
      // The stored fields go out as they are: each as it was saved.
      for record in changes.records {
        #expect(record.fields == ServerFixture.favorite(record.recordName).fields)
      }
      token = changes.syncToken
      pages += 1
      if !changes.moreComing { break }
    } while pages < 20
    #expect(Set(seen).count == 30 && seen.count == 30)
    #expect(pages == 5)

    // records/changes (legacy) from the last token: a deletion as a tombstone.
    try fixture.save([Record(recordName: "fav-3")], .forceDelete)
    let legacy = try fixture.post(
      .recordChanges, RecordChangesRequest(zoneID: ServerFixture.zone, syncToken: token))
    let changes = try legacy.decoded(ZoneChanges.self)
    #expect(changes.records.map(\.recordName) == ["fav-3"])
    #expect(changes.records.first?.deleted == true)

    let database = try fixture.post(.databaseChanges, DatabaseChangesRequest())
      .decoded(DatabaseChangesResponse.self)
    #expect(database.zones.map(\.zoneID.zoneName).contains("QuranZone"))
    let legacyZones = try fixture.post(.zonesChanges, json: "{}")
    #expect(legacyZones.status == 200)
    #expect(legacyZones.text.contains("\"metaSyncToken\""))
  }

  @Test func changesZoneTopLevelResultsLimitApplies() throws {
    try fixture.createZone()
    try fixture.save((0..<10).map { ServerFixture.favorite("fav-\($0)") })
    let answer = try fixture.post(
      .zoneChanges,
      json: #"{"resultsLimit": 3, "zones": [{"zoneID": {"zoneName": "QuranZone"}}]}"#)
    guard case .changes(let changes) = try answer.decoded(ZoneChangesResponse.self).zones.first
    else {
      Issue.record("changes/zone failed: \(answer.text)")
      return
    }
    #expect(changes.records.count == 3)
    #expect(changes.moreComing)
    // desiredKeys trims the stored fields.
    let trimmed = try fixture.post(
      .zoneChanges,
      json: #"{"desiredKeys": ["ayahID"], "zones": [{"zoneID": {"zoneName": "QuranZone"}}]}"#)
    guard case .changes(let some) = try trimmed.decoded(ZoneChangesResponse.self).zones.first
    else {
      Issue.record("changes/zone failed: \(trimmed.text)")
      return
    }
    #expect(some.records.allSatisfy { $0.fields == ["ayahID": .string("2:255")] })
  }

  @Test func subscriptionsAreCreatedListedAndLookedUpWithAndWithoutTheDatabaseSegment() throws {
    try fixture.createZone()
    try fixture.subscribe()
    let list = try fixture.get(.listSubscriptions).decoded(SubscriptionsResponse.self)
    #expect(
      list.subscriptions.contains {
        if case .subscription(let s) = $0 { s.subscriptionID == "QuranZone-changes" } else { false }
      })
    let body = try JSONEncoder().encode(
      LookupSubscriptionsRequest(subscriptionIDs: ["QuranZone-changes", "nope"]))
    for database in [DatabasePath.Scope.private, nil] {
      let answer = try fixture.post(
        fixture.url(
          .lookupSubscriptions, database: database, webToken: fixture.users["alice"]!.token),
        body: body)
      #expect(answer.status == 200, "\(database?.rawValue ?? "no database"): \(answer.text)")
      let found = try answer.decoded(SubscriptionsResponse.self).subscriptions
      #expect(found.count == 2)
      if case .failure(let error) = found.last {
        #expect(error.serverErrorCode == .notFound)
      } else {
        Issue.record(
          "\(database?.rawValue ?? "no database") found a subscription that does not exist")
      }
    }
  }

  @Test func theCourierAnswersWithinASecondOfAChange() throws {
    // The debug log says when a poll is held by the server, waiting.
    let fixture = try ServerFixture(users: ["alice"], environment: ["LOG_LEVEL": "debug"])
    func heldPolls() -> Int {
      fixture.server.log.components(separatedBy: "A courier poll waits for notifications.").count
        - 1
    }
    try fixture.createZone()
    try fixture.subscribe()
    let courier = try fixture.registeredCourier()
    #expect(courier.apnsToken.count == 64)
    #expect(courier.webcourierURL.hasPrefix(fixture.server.baseURL.absoluteString + "/courier/"))

    // Nothing changed: the poll times out empty.
    let empty = try HTTP.send(
      URLRequest(url: Endpoints.courier.pollURL(courier.webcourierURL, timeout: 1)!))
    #expect(empty.status == 200)
    #expect(empty.text == #"{"notifications":[]}"#)
    #expect(heldPolls() == 1)

    // A poll in flight — held by the server before the change is made, so the answer cannot
    // come from what waits for the next poll — hears of the change within a second.
    let poll = CourierPoll(courier, timeout: 20)
    try #require(
      Waiting.until(20) { heldPolls() == 2 },
      "the poll never reached the server: \(fixture.server.log)")
    try fixture.save([ServerFixture.favorite("fav-1")])
    let acknowledged = Date()
    #expect(poll.wait(seconds: 5), "the poll was not answered")
    #expect(poll.at.timeIntervalSince(acknowledged) < 1, "the poll heard of the change late")
    let notifications = try #require(try poll.answer?.decoded(CourierAnswer.self).notifications)
    #expect(notifications.first?.subscriptionID == "QuranZone-changes")
    #expect(notifications.first?.zoneID?.zoneName == "QuranZone")
    #expect(notifications.first?.recordName == "fav-1")
    #expect(notifications.first?.queryNotificationReason == .created)

    // A change between two polls waits for the next poll, which answers at once.
    try fixture.save([ServerFixture.favorite("fav-2")])
    let start = Date()
    let waiting = try HTTP.send(
      URLRequest(url: Endpoints.courier.pollURL(courier.webcourierURL, timeout: 10)!))
    #expect(Date().timeIntervalSince(start) < 1, "answered at once, not at the 10 s timeout")
    #expect(try waiting.decoded(CourierAnswer.self).notifications.count == 1)

    // A deletion is named, so a device hears of it without listing the zone.
    try fixture.save([Record(recordName: "fav-1")], .forceDelete)
    let deletion = try HTTP.send(
      URLRequest(url: Endpoints.courier.pollURL(courier.webcourierURL, timeout: 10)!))
    let deleted = try deletion.decoded(CourierAnswer.self).notifications
    #expect(deleted.map(\.recordName) == ["fav-1"])
    #expect(deleted.first?.queryNotificationReason == .deleted)
    #expect(deleted.first?.isPruned == nil)

    // A write larger than the names a notification carries: one notification, pruned.
    let many = (0...PushNotification.namedChangesLimit).map { ServerFixture.favorite("many-\($0)") }
    try fixture.save(many)
    let large = try HTTP.send(
      URLRequest(url: Endpoints.courier.pollURL(courier.webcourierURL, timeout: 10)!))
    let pruned = try large.decoded(CourierAnswer.self).notifications
    #expect(pruned.count == 1)
    #expect(pruned.first?.isPruned == true)
    #expect(pruned.first?.recordName == nil)
  }

  @Test func sigtermEndsLongPollsAndStopsAtOnce() throws {
    let courier = try fixture.registeredCourier()
    final class Box: @unchecked Sendable { var answer: HTTP.Answer? }
    let box = Box()
    let answered = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      box.answer = try? HTTP.send(
        URLRequest(url: Endpoints.courier.pollURL(courier.webcourierURL, timeout: 60)!))
      answered.signal()
    }
    #expect(fixture.server.waitForLongPolls(1), "the long poll never reached the server")
    let start = Date()
    fixture.server.kill(signal: SIGTERM)
    #expect(Date().timeIntervalSince(start) < 5)
    #expect(answered.wait(timeout: .now() + 5) == .success)
    #expect(box.answer?.text == #"{"notifications":[]}"#)
  }

  @Test func anUnknownCourierTokenIsNotFound() throws {
    let answer = try HTTP.send(
      URLRequest(
        url: fixture.server.baseURL.appendingPathComponent(
          "courier/" + String(repeating: "0", count: 64))))
    #expect(answer.status == 404)
    #expect(answer.serverError?.serverErrorCode == .notFound)
  }

  @Test func aUserKeepsTheNewestTwentyNotificationTokens() throws {
    let first = try fixture.registeredCourier()
    let second = try fixture.registeredCourier()
    for _ in 0..<19 { _ = try fixture.registeredCourier() }
    func poll(_ token: CreateTokenResponse) throws -> Int {
      try HTTP.send(URLRequest(url: Endpoints.courier.pollURL(token.webcourierURL, timeout: 1)!))
        .status
    }
    #expect(try poll(first) == 404, "the oldest gave way")
    #expect(try poll(second) == 200)
  }

  @Test func tokensAreAcceptedWithoutTheDatabaseSegment() throws {
    let answer = try fixture.post(
      fixture.url(.createToken, database: nil, webToken: fixture.users["alice"]!.token),
      body: Data(#"{"apnsEnvironment":"development"}"#.utf8))
    #expect(answer.status == 200, "\(answer.text)")
    #expect(try answer.decoded(CreateTokenResponse.self).apnsEnvironment == "development")
  }

  @Test func usersCurrentWorksUnderThePublicPathAppleUses() throws {
    let answer = try HTTP.send(
      URLRequest(
        url: fixture.url(
          .currentUser, database: .public, webToken: fixture.users["alice"]!.token)))
    #expect(answer.status == 200)
    let user = try answer.decoded(UserIdentity.self)
    #expect(user.userRecordName == fixture.users["alice"]!.recordName)
    #expect(user.firstName == "alice")
  }
}

/// What a courier poll answers.
struct CourierAnswer: Decodable {
  var notifications: [PushNotification]
}
