import Foundation
import Testing

@testable import CloudRecords

@Suite struct FieldValueTests {
  func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  func roundTrip(_ value: FieldValue) throws -> FieldValue {
    try JSONDecoder().decode(FieldValue.self, from: JSONEncoder().encode(value))
  }

  @Test func everyTypeTheAppUsesSurvivesARoundTrip() throws {
    let values: [FieldValue] = [
      .string("Nhân danh Allah"), .int64(Int64.max), .double(33.5),
      .timestamp(1_763_000_000_123), .bytes(Data([0, 1, 255])),
      .reference(
        Reference(recordName: "x", zoneID: ZoneID(zoneName: "QuranZone"), action: .deleteSelf)),
      .list(.string, ["a", "b"].map(FieldValue.string)), .list(.int64, []),
      .list(.timestamp, [.timestamp(1), .timestamp(2)]),
    ]
    for value in values { #expect(try roundTrip(value) == value) }
  }

  @Test func theTypeIsWrittenAsTheProtocolNamesIt() throws {
    let data = try JSONEncoder().encode(FieldValue.list(.reference, []))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(object?["type"] as? String == "REFERENCE_LIST")
  }

  @Test func aMissingTypeIsInferredFromTheValue() throws {
    #expect(try decode(FieldValue.self, #"{"value": "a"}"#) == .string("a"))
    #expect(try decode(FieldValue.self, #"{"value": 7}"#) == .int64(7))
    #expect(try decode(FieldValue.self, #"{"value": 7.5}"#) == .double(7.5))
    #expect(
      try decode(FieldValue.self, #"{"value": {"recordName": "r"}}"#)
        == .reference(Reference(recordName: "r")))
    #expect(
      try decode(FieldValue.self, #"{"value": [1, 2]}"#) == .list(.int64, [.int64(1), .int64(2)]))
  }

  @Test func numbersAsStringsAreReadForIntegers() throws {
    #expect(try decode(FieldValue.self, #"{"value": "42", "type": "INT64"}"#) == .int64(42))
  }

  @Test(arguments: [
    #"{"value": "abc", "type": "INT64"}"#, #"{"value": 1, "type": "STRING"}"#,
    #"{"value": true}"#, #"{"value": 1, "type": "NUMBER"}"#, #"{"value": "%%", "type": "BYTES"}"#,
    #"{"value": [1, "a"], "type": "INT64_LIST"}"#, #"{"type": "STRING"}"#,
  ])
  func aValueOfTheWrongShapeIsRefused(json: String) {
    #expect(throws: (any Error).self) { try decode(FieldValue.self, json) }
  }

  @Test func everyKindOfItemIsWrittenAsItselfOrAsItsError() throws {
    let zone = ZoneID(zoneName: "QuranZone")
    let error = ServerError(.zoneNotFound, "no such zone")
    func object<T: Encodable>(_ value: T) throws -> [String: Any] {
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any] ?? [:]
    }
    #expect(try object(ZoneResult.zone(Zone(zoneID: zone)))["zoneID"] != nil)
    #expect(try object(ZoneResult.failure(error))["serverErrorCode"] as? String == "ZONE_NOT_FOUND")
    let changes = ZoneChanges(zoneID: zone, records: [], syncToken: "t", moreComing: false)
    #expect(try object(ZoneChangesResult.changes(changes))["syncToken"] as? String == "t")
    let subscription = Subscription(subscriptionID: "s", subscriptionType: .zone, zoneID: zone)
    #expect(
      try object(SubscriptionResult.subscription(subscription))["subscriptionID"] as? String == "s")
    for result in [ZoneResult.zone(Zone(zoneID: zone)), .failure(error)] {
      #expect(
        try JSONDecoder().decode(ZoneResult.self, from: JSONEncoder().encode(result)) == result)
    }
  }

  @Test func aBatchAnswerTellsRecordsFromErrors() throws {
    let response = try decode(
      RecordsResponse.self,
      #"""
      {"records": [
        {"recordName": "a", "recordType": "FavoriteAyah", "recordChangeTag": "3", "fields": {}},
        {"recordName": "b", "reason": "gone", "serverErrorCode": "NOT_FOUND", "uuid": "u"}
      ]}
      """#)
    #expect(response.records[0].record?.recordChangeTag == "3")
    #expect(response.records[1].failure?.serverErrorCode == .notFound)
    #expect(response.records[1].failure?.serverErrorCode.httpStatus == 404)
  }
}
