import CloudRecords
import Foundation
import JSONScanner
import Testing

/// `JSONValueEncoder` and `WireJSON` in place of `JSONEncoder` on the wire: the same JSON for
/// the wire's types, and the same text for strings and numbers, with Foundation as the oracle.
@Suite("JSONValueEncoder writes what JSONEncoder wrote")
struct JSONValueEncoderTests {
  /// `JSONEncoder` as the server configured it.
  static func oracle<T: Encodable>(_ value: T) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return try encoder.encode(value)
  }

  func sameJSON<T: Encodable>(_ value: T) throws {
    let ours = try JSONValueEncoder.bytes(value)
    let theirs = try JSONValueEncoderTests.oracle(value)
    let a = try JSONSerialization.jsonObject(with: Data(ours), options: .fragmentsAllowed)
    let b = try JSONSerialization.jsonObject(with: theirs, options: .fragmentsAllowed)
    #expect(
      (a as? NSObject) == (b as? NSObject),
      "\(String(decoding: ours, as: UTF8.self))\n\(String(decoding: theirs, as: UTF8.self))")
    // And the same value as the reader sees it.
    #expect(try WireJSONParser.parse(ours) == WireJSONParser.parse(theirs))
  }

  @Test func requestsAndAnswersWithoutRecords() throws {
    var query = Query(recordType: "FavoriteAyah")
    query.filterBy = [Filter("surah", .equals, .int64(Int64.min))]
    query.sortBy = [Sort("at", ascending: false)]
    var request = QueryRecordsRequest(
      query: query, zoneID: ZoneID(zoneName: "Z", ownerRecordName: "_o"), resultsLimit: 7,
      desiredKeys: ["a/b"])
    request.zoneWide = true
    try sameJSON(request)
    var subscription = Subscription(subscriptionID: "s", subscriptionType: .query)
    subscription.query = query
    subscription.firesOn = [.create, .delete]
    subscription.notificationInfo = .object([
      "alertBody": .string(WireJSONTests.awkward), "n": .integer(Int64.max), "x": .number(0.1),
      "list": .array([.null, .bool(false)]),
    ])
    try sameJSON(subscription)
    try sameJSON(
      LookupRecordsRequest(recordNames: [WireJSONTests.awkward]))
    try sameJSON(
      PushNotification(
        subscriptionID: "s", zoneID: ZoneID(zoneName: "Z"), notificationID: "n",
        recordName: "r", queryNotificationReason: .updated))
  }

  @Test func answersWithRecordsAndErrors() throws {
    try sameJSON(RecordsResponse(records: WireJSONTests.results))
    for result in WireJSONTests.results {
      try sameJSON(result)
      if let error = result.failure { try sameJSON(error) }
      if let record = result.record { try sameJSON(record) }
    }
    for record in WireJSONTests.records {
      for value in (record.fields ?? [:]).values {
        try sameJSON(value)
        // The tree is the one the reader makes of the text JSONEncoder wrote.
        #expect(JSONValue(encoding: value) == (try WireJSONParser.parse(Self.oracle(value))))
      }
    }
  }

  @Test(arguments: [
    0, -0.0, 1, -1, 0.1, 1.0 / 3, 2.5e-7, 1e-7, 123_456_789_012_345, 999_999_999_999_999,
    1e15, 1e16, 1.5e300, -2.2250738585072014e-308, 5e-324, Double.greatestFiniteMagnitude,
    9_007_199_254_740_993, 4.35, 100, 0x1p60, -0x1p63,
  ])
  func doublesAreWrittenAsJSONEncoderWroteThem(_ number: Double) throws {
    let ours = WireJSON.encode(JSONValue.number(number))
    #expect(
      String(decoding: ours, as: UTF8.self)
        == String(decoding: try Self.oracle(number), as: UTF8.self))
    #expect(try JSONValueEncoder.encode(number) == WireJSONParser.parse(try Self.oracle(number)))
  }

  @Test func integersStayExact() throws {
    for number in [Int64.min, Int64.max, 0, -1, 9_007_199_254_740_993] {
      #expect(try JSONValueEncoder.bytes(number) == Array(try Self.oracle(number)))
    }
    #expect(try JSONValueEncoder.bytes(Float(0.1)) == Array(try Self.oracle(Float(0.1))))
  }

  @Test func stringsAreEscapedAsJSONEncoderEscapedThem() throws {
    var every = String((0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) })
    every += "/é\u{2028}\u{2029}\u{FEFF}🕌﷽ Việt"
    for text in [every, WireJSONTests.awkward, "", "\\/\"", "\u{8}\u{C}\u{1F}\u{7F}"] {
      #expect(
        String(decoding: try JSONValueEncoder.bytes(text), as: UTF8.self)
          == String(decoding: try Self.oracle(text), as: UTF8.self))
    }
  }

  @Test func numbersThatAreNotFiniteAreRefused() {
    for number in [Double.infinity, -Double.infinity, Double.nan] {
      #expect(throws: EncodingError.self) { try JSONValueEncoder.encode(number) }
      #expect(throws: EncodingError.self) { try JSONValueEncoder.encode(["n": number]) }
    }
  }

  @Test func foundationKindsAreWrittenAsJSONEncoderWroteThem() throws {
    struct Kinds: Encodable {
      var data = Data([0, 1, 254, 255])
      var url = URL(string: "https://example.com/a?b=c")!
      var date = Date(timeIntervalSinceReferenceDate: 12.5)
      var nothing: String? = nil
      var nested = [["a": [1, 2]], [:]]
    }
    try sameJSON(Kinds())
  }
}
