import CloudRecords
import Foundation
import JSONScanner
import Testing

@Suite("WireJSON writes what JSONEncoder writes")
struct WireJSONTests {
  static let awkward =
    "quote \" backslash \\ slash / newline \n tab \t nul \u{0} bell \u{7} Việt ﷽ 🕌"

  static var records: [Record] {
    var full = Record(
      recordName: "fav-2-255", recordType: "FavoriteAyah", recordChangeTag: "3k-1",
      fields: [
        "text": .string(awkward), "surah": .int64(-9_223_372_036_854_775_807),
        "at": .timestamp(1_700_000_000_123), "ratio": .double(0.1), "whole": .double(2),
        "tiny": .double(1e-7), "huge": .double(1.5e300), "bytes": .bytes(Data([0, 1, 2, 255])),
        "ref": .reference(
          Reference(
            recordName: "r", zoneID: ZoneID(zoneName: "Z", ownerRecordName: "_a"),
            action: .deleteSelf)),
        "bare": .reference(Reference(recordName: "b")),
        "tags": .list(.string, [.string("a"), .string(awkward)]), "empty": .list(.int64, []),
        "where": .location(Location(latitude: 21.0, longitude: 105.8)),
        "file": .asset(Asset(fileChecksum: "abc", size: 3)),
      ], zoneID: ZoneID(zoneName: "QuranZone"))
    full.created = Stamp(timestamp: 1, userRecordName: "_u", deviceID: "d")
    full.modified = Stamp(timestamp: 2)
    var tombstone = Record(recordName: "gone")
    tombstone.deleted = true
    return [full, tombstone, Record(recordName: awkward, fields: [:])]
  }

  static var results: [RecordResult] {
    records.map(RecordResult.record) + [
      .failure(
        ServerError(
          .conflict, awkward, recordName: "x", retryAfter: 3, uuid: "u", redirectURL: "http://h/",
          serverRecord: records[0])),
      .failure(ServerError(.notFound, "missing")),
    ]
  }

  func sameJSON(_ fast: [UInt8], _ slow: Data) throws {
    let a = try JSONSerialization.jsonObject(with: Data(fast)) as? NSDictionary
    let b = try JSONSerialization.jsonObject(with: slow) as? NSDictionary
    #expect(a != nil)
    #expect(
      a == b, "\(String(decoding: fast, as: UTF8.self))\n\(String(decoding: slow, as: UTF8.self))")
  }

  @Test func recordsResponses() throws {
    let response = RecordsResponse(records: WireJSONTests.results)
    try sameJSON(WireJSON.encode(response), JSONEncoder().encode(response))
    #expect(
      try JSONDecoder().decode(RecordsResponse.self, from: Data(WireJSON.encode(response)))
        == response)
    let query = QueryRecordsResponse(records: WireJSONTests.results, continuationMarker: "m")
    try sameJSON(WireJSON.encode(query), JSONEncoder().encode(query))
  }

  @Test func changeFeeds() throws {
    let changes = ZoneChanges(
      zoneID: ZoneID(zoneName: "QuranZone"), records: WireJSONTests.records, syncToken: "t",
      moreComing: true)
    try sameJSON(WireJSON.encode(changes), JSONEncoder().encode(changes))
    let response = ZoneChangesResponse(zones: [
      .changes(changes), .failure(ServerError(.zoneNotFound, "no zone")),
    ])
    try sameJSON(WireJSON.encode(response), JSONEncoder().encode(response))
    #expect(
      try JSONDecoder().decode(ZoneChangesResponse.self, from: Data(WireJSON.encode(response)))
        == response)
  }

  @Test func sortedFields() throws {
    let fields = WireJSONTests.records[0].fields!
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    try sameJSON(WireJSON.encode(fields: fields, sortedKeys: true), encoder.encode(fields))
    let text = String(decoding: WireJSON.encode(fields: fields, sortedKeys: true), as: UTF8.self)
    let names = fields.keys.sorted()
    let positions = names.map { text.range(of: "\"\($0)\":{")!.lowerBound }
    #expect(positions == positions.sorted())
  }

  @Test func theParserReadsBackWhatIsWritten() throws {
    let response = RecordsResponse(records: WireJSONTests.results)
    #expect(try RecordsResponse.read(wire: Data(WireJSON.encode(response))) == response)
    #expect(try RecordsResponse.read(wire: JSONEncoder().encode(response)) == response)
    let changes = ZoneChangesResponse(zones: [
      .changes(
        ZoneChanges(
          zoneID: ZoneID(zoneName: "Q", ownerRecordName: "_o"), records: WireJSONTests.records,
          syncToken: "t", moreComing: false)),
      .failure(ServerError(.zoneNotFound, "no zone")),
    ])
    #expect(try ZoneChangesResponse.read(wire: Data(WireJSON.encode(changes))) == changes)
    let fields = WireJSONTests.records[0].fields!
    let text = String(decoding: WireJSON.encode(fields: fields, sortedKeys: true), as: UTF8.self)
    #expect(try WireJSONParser.fields(text) == fields)
  }

  @Test func theParserAgreesWithJSONDecoderOnValues() throws {
    let texts = [
      #"{"a":"\u00e9\ud83d\udd4c\n\"\\\/","b":[1,-2,3.5,-0.25e2,1E3],"c":{"d":null},"e":true}"#,
      #"  [ ]  "#, #"-9223372036854775808"#, #"9223372036854775808"#, #""""#,
    ]
    for text in texts {
      let fast = try WireJSONParser.parse(Array(text.utf8))
      let slow = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
      #expect(fast == slow, "\(text)")
    }
    for bad in [
      "", "{", "[1,]", "{\"a\" 1}", "\"open", "tru", "nul", "1 2", "\"\\x\"", "\"\\ud800\"",
      "{\"a\":}",
      "\"a\u{1}b\"", String(repeating: "[", count: 600),
    ] {
      #expect(throws: FieldValueError.self, "\(bad)") { try WireJSONParser.parse(Array(bad.utf8)) }
    }
  }

  /// A lone surrogate escape is text that is not valid: refused, as JSONDecoder refuses it,
  /// by every reader of the wire (the rule of JSONScanner, LegacyImport's too).
  @Test(arguments: [#"a\ud800b"#, #"\ud800"#, #"\udc00"#, #"\ud800\u0041"#, #"\ude00\ud83d"#])
  func aLoneSurrogateIsRefusedAsTextThatIsNotValid(escaped: String) throws {
    let body = Array(#"{"a":["\#(escaped)"]}"#.utf8)
    #expect(throws: (any Error).self) { try JSONDecoder().decode(JSONValue.self, from: Data(body)) }
    let error = try #require(throws: FieldValueError.self) { try WireJSONParser.parse(body) }
    #expect(error.description.contains("lone surrogate escape"), "\(error)")
    #expect(error.description.contains("not valid text"), "\(error)")
    let bounded = Result { () throws(JSONRefusal) in
      try WireJSONParser.parse(body, bounds: .unbounded)
    }
    guard case .failure(.malformed(let sentence)) = bounded else {
      Issue.record("not refused as malformed: \(bounded)")
      return
    }
    let escape = try #require(body.firstIndex(of: UInt8(ascii: "\\")))
    #expect(sentence.hasSuffix("at byte \(escape)."), "\(sentence)")
  }

  /// Found by .ci/fuzz-requests: from 2^53 up, JSONDecoder reads a whole number written with
  /// a fraction or an exponent from its decimal text, not from its Double, so `9.21e18` is
  /// the integer 9210000000000000000 and `12345678901234567.0` is 12345678901234567. The
  /// parser read them as a double and as 12345678901234568, and a records/modify field with
  /// no type was then DOUBLE on the fast path and INT64 through JSONDecoder.
  @Test func theParserReadsBigWholeNumbersAsJSONDecoderDoes() throws {
    let texts = [
      "9.21e18", "-9.21e18", "12345678901234567.0", "9007199254740993.9",
      "1.2345678901234567891e18",
      "9223372036854775295.0", "9223372036854775807.0", "-9223372036854775808.0",
      "-9223372036854775809", "18446744073709551615e-1", "18446744073709551616e-1",
      "90071992547409930000000000000000e-16", "12345678901234567890123456789.0e-10", "1e22",
      "9007199254740992.5", "1e-400", "-0.0",
    ]
    for text in texts {
      let fast = try WireJSONParser.parse(Array(text.utf8))
      let slow = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
      #expect(fast == slow, "\(text)")
    }
    // More digits than JSONDecoder's Decimal holds: refused (the server then asks
    // JSONDecoder) rather than read differently.
    let long = "1000000000000000000." + String(repeating: "0", count: 40) + "1"
    #expect(throws: FieldValueError.self) { try WireJSONParser.parse(Array(long.utf8)) }
    // Longer than LongNumbers allows (JSONDecoder's guard): refused by both.
    let tiny = "0." + String(repeating: "0", count: 70) + "1"
    #expect(throws: FieldValueError.self) { try WireJSONParser.parse(Array(tiny.utf8)) }
    #expect(throws: FieldValueError.self) { try LongNumbers.refuse(in: Array(tiny.utf8)) }
    #expect(throws: Never.self) { try LongNumbers.refuse(in: Array(#"{"a":"\#(tiny)"}"#.utf8)) }
    let fields = #"{"n":{"value":9.21e18}}"#
    let slow = try JSONDecoder().decode([String: FieldValue].self, from: Data(fields.utf8))
    #expect(slow == ["n": .int64(9_210_000_000_000_000_000)])
    #expect(try WireJSONParser.fields(fields) == slow)
  }

  @Test func referencesReadDirectlyMatchCodable() throws {
    let json =
      #"{"value":{"recordName":"r","zoneID":{"zoneName":"Z","ownerRecordName":"_o"},"action":"VALIDATE"},"type":"REFERENCE"}"#
    let value = try JSONDecoder().decode(FieldValue.self, from: Data(json.utf8))
    #expect(
      value
        == .reference(
          Reference(
            recordName: "r", zoneID: ZoneID(zoneName: "Z", ownerRecordName: "_o"), action: .validate
          )))
    let bad = #"{"value":{"recordName":"r","action":"EXPLODE"},"type":"REFERENCE"}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(FieldValue.self, from: Data(bad.utf8))
    }
  }

  @Test func modifyRequests() throws {
    var request = ModifyRecordsRequest(
      operations: WireJSONTests.records.map { .init(.forceReplace, $0, desiredKeys: ["a"]) }
        + [.init(.delete, Record(recordName: "x", recordChangeTag: "t"))],
      zoneID: ZoneID(zoneName: "QuranZone"), atomic: false, desiredKeys: [])
    request.numbersAsStrings = false
    try sameJSON(WireJSON.encode(request), JSONEncoder().encode(request))
    #expect(
      try JSONDecoder().decode(ModifyRecordsRequest.self, from: Data(WireJSON.encode(request)))
        == request)
  }

  @Test func theStreamingReadersRefuseEveryTruncation() throws {
    let changes = ZoneChangesResponse(zones: [
      .changes(
        ZoneChanges(
          zoneID: ZoneID(zoneName: "Q"), records: WireJSONTests.records, syncToken: "t",
          moreComing: true))
    ])
    let full = WireJSON.encode(changes)
    #expect(try ZoneChangesResponse.read(wire: Data(full)) == changes)
    for length in stride(from: 0, to: full.count - 1, by: 7) {
      #expect(throws: (any Error).self, "\(length)") {
        try ZoneChangesResponse.read(wire: Data(full.prefix(length)))
      }
    }
    let records = WireJSON.encode(RecordsResponse(records: WireJSONTests.results))
    for length in stride(from: 0, to: records.count - 1, by: 11) {
      #expect(throws: (any Error).self, "\(length)") {
        try RecordsResponse.read(wire: Data(records.prefix(length)))
      }
    }
  }
}
