import CloudRecords
import Foundation
import TestSupport
import Testing

/// What a hostile client sent in the second round (issue 26) and the server took or choked on:
/// names of millions of characters, lists of hundreds of thousands of values, keys twice in
/// one object. Each is refused with a sentence, never a 500, and nothing is stored.
@Suite("Names, lists and keys are bounded")
struct RequestBoundsTests {
  let fixture: ServerFixture
  init() throws {
    fixture = try ServerFixture(users: ["alice"])
    try fixture.createZone()
  }

  func expectRefused(_ answer: HTTP.Answer, saying words: String...) {
    #expect(answer.status == 400, "\(answer.text.prefix(300))")
    #expect(answer.serverError?.serverErrorCode == .badRequest)
    for word in words {
      #expect(answer.serverError?.reason.contains(word) == true, "\(answer.text.prefix(300))")
    }
  }

  @Test func namesLongerThanCloudKitAllowsAreRefused() throws {
    let longest = String(repeating: "n", count: 255)
    try fixture.save([ServerFixture.favorite(longest)])
    // 256 characters, then one of 9,000,000 (the attack), then 200 four-byte characters
    // (800 bytes, within the bound).
    for name in [longest + "n", String(repeating: "x", count: 9_000_000)] {
      let answer = try fixture.post(
        .modifyRecords,
        ModifyRecordsRequest(
          operations: [.init(.forceReplace, ServerFixture.favorite(name))],
          zoneID: ServerFixture.zone))
      expectRefused(answer, saying: "record name", "255 characters")
    }
    try fixture.save([ServerFixture.favorite(String(repeating: "𝕟", count: 200))])

    var record = ServerFixture.favorite("long field")
    record.fields?[String(repeating: "f", count: 256)] = .string("x")
    let field = try fixture.post(
      .modifyRecords,
      ModifyRecordsRequest(operations: [.init(.forceReplace, record)], zoneID: ServerFixture.zone))
    expectRefused(field, saying: "field name")
    let zone = try fixture.post(
      .modifyZones,
      ModifyZonesRequest(operations: [
        .init(.create, Zone(zoneID: ZoneID(zoneName: String(repeating: "z", count: 300))))
      ]))
    expectRefused(zone, saying: "zone name")
    let subscription = try fixture.post(
      .modifySubscriptions,
      ModifySubscriptionsRequest(operations: [
        .init(
          .create,
          Subscription(
            subscriptionID: String(repeating: "s", count: 300), subscriptionType: .zone,
            zoneID: ServerFixture.zone))
      ]))
    expectRefused(subscription, saying: "subscription ID")
    // `café` in NFD: one rule for every name, NFC only.
    let decomposed = try fixture.post(
      .modifyRecords,
      ModifyRecordsRequest(
        operations: [.init(.forceReplace, ServerFixture.favorite("cafe\u{301}"))],
        zoneID: ServerFixture.zone))
    expectRefused(decomposed, saying: "record name", "NFC")
    try fixture.save([ServerFixture.favorite("caf\u{E9}")])
    // What was refused was not stored.
    let stored = try #require(try fixture.changes()?.item).records.map(\.recordName)
    #expect(
      Set(stored.map { Array($0.utf8) })
        == Set([longest, String(repeating: "𝕟", count: 200), "caf\u{E9}"].map { Array($0.utf8) }))
  }

  @Test func hugeListsAreRefusedNotFailed() throws {
    let values = (0..<250_000).map { FieldValue.int64(Int64($0)) }
    let query = try fixture.post(
      .queryRecords,
      QueryRecordsRequest(
        query: Query(
          recordType: "FavoriteAyah",
          filterBy: [Filter("surahNumber", .in, .list(.int64, values))]),
        zoneID: ServerFixture.zone))
    expectRefused(query, saying: "at most 50000")
    // Two lists within the bound each, over it together.
    let two = try fixture.post(
      .queryRecords,
      QueryRecordsRequest(
        query: Query(
          recordType: "FavoriteAyah",
          filterBy: [
            Filter("surahNumber", .in, .list(.int64, Array(values.prefix(150)))),
            Filter("ayahNumber", .notIn, .list(.int64, Array(values.prefix(150)))),
          ]),
        zoneID: ServerFixture.zone))
    expectRefused(two, saying: "300", "at most 200")
    let types = (0..<300_000).map { "Type\($0)" }
    var zoneRequest = RecordChangesRequest(zoneID: ServerFixture.zone)
    zoneRequest.desiredRecordTypes = types
    let changes = try fixture.post(.zoneChanges, ZoneChangesRequest(zones: [zoneRequest]))
    expectRefused(changes, saying: "at most 50000")
    // A list within the bound is answered.
    try fixture.save([ServerFixture.favorite("in the list", surah: 7)])
    let small = try fixture.post(
      .queryRecords,
      QueryRecordsRequest(
        query: Query(
          recordType: "FavoriteAyah",
          filterBy: [Filter("surahNumber", .in, .list(.int64, Array(values.prefix(200))))]),
        zoneID: ServerFixture.zone))
    #expect(small.status == 200, "\(small.text.prefix(300))")
    let found = try small.decoded(QueryRecordsResponse.self).records.map { $0.record?.recordName }
    #expect(found == ["in the list"])
  }

  /// Issue 61: a grade is Again to Easy, a time within a century of now.
  @Test func valuesAreHeldToTheirMeaning() throws {
    func review(_ name: String, grade: Int64, at time: Int64 = 1_790_000_000_000) -> Record {
      Record(
        recordName: name, recordType: "MemorizeReview",
        fields: [
          "ayahID": .string("114:1"), "surahNumber": .int64(114), "ayahNumber": .int64(1),
          "reviewedAt": .timestamp(time), "day": .string("2026-09-21"), "grade": .int64(grade),
          "missedWords": .string(""),
        ])
    }
    let results = try fixture.save([
      review("r1", grade: 5), review("r2", grade: -1), review("r3", grade: 3),
      review("r4", grade: 3, at: 1 << 62), review("r5", grade: 3, at: -(1 << 62)),
    ])
    let reasons = results.map { result -> String in
      if case .failure(let error) = result { return error.reason }
      return "saved"
    }
    #expect(reasons[0].contains("1 to 4; the record gives it 5"), "\(reasons)")
    #expect(reasons[1].contains("1 to 4; the record gives it -1"), "\(reasons)")
    #expect(reasons[2].contains("atomic batch"), "a zone's batch is atomic: r3 waits for the rest")
    #expect(try fixture.save([review("r3", grade: 3)]).first?.item?.recordName == "r3")
    #expect(reasons[3].contains("more than 100 years from now") && reasons[4].contains("100 years"))
  }

  @Test func aKeyTwiceInOneObjectIsRefused() throws {
    let zone = #""zoneID":{"zoneName":"QuranZone"}"#
    func modify(_ record: String) throws -> HTTP.Answer {
      try fixture.post(
        .modifyRecords,
        json: #"{"operations":[{"operationType":"forceReplace","record":\#(record)}],\#(zone)}"#)
    }
    let fieldTwice = try modify(
      #"{"recordName":"twice","recordType":"FavoriteAyah","fields":{"#
        + #""ayahID":{"value":"2:255"},"ayahID":{"value":"1:1"}}}"#)
    expectRefused(fieldTwice, saying: "'ayahID' twice")
    let nameTwice = try modify(
      #"{"recordName":"one","recordName":"two","recordType":"FavoriteAyah","fields":{}}"#)
    expectRefused(nameTwice, saying: "'recordName' twice")
    // `café` in NFC and in NFD: one field name as Swift compares them, so one would be lost.
    let composed = try modify(
      #"{"recordName":"cafe","recordType":"FavoriteAyah","fields":{"#
        + "\"caf\u{E9}\":{\"value\":\"a\"},\"cafe\u{301}\":{\"value\":\"b\"}}}")
    expectRefused(composed, saying: "twice")
    let lookup = try fixture.lookup(["twice", "twice"])
    expectRefused(lookup, saying: "'twice' twice")
    // Nothing of it was stored.
    #expect(try fixture.changes()?.item?.records.isEmpty == true)
  }
}
