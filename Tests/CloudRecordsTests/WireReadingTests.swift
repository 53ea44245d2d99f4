import CloudRecords
import Foundation
import JSONScanner
import Testing

/// Each wire type has one reader: a request the server reads, an answer the client reads, the
/// fields the server stored and `Codable` all read a text the same way, and a refusal names
/// the place in the whole text.
@Suite("One reader per wire type")
struct WireReadingTests {
  /// A record with every kind of field, as the one writer writes it.
  static let record = WireJSONTests.records[0]

  @Test func everyEntryReadsARecordTheSameWay() throws {
    let text = WireJSON.encode(RecordsResponse(records: [.record(Self.record)]))
    let answer = try JSONValueDecoder.decode(RecordsResponse.self, text: text)
    let scanned = try RecordsResponse.read(wire: Data(text))
    let foundation = try JSONDecoder().decode(RecordsResponse.self, from: Data(text))
    #expect(answer.records.first?.record == Self.record)
    #expect(scanned == answer)
    #expect(foundation == answer)
    let request = ModifyRecordsRequest(operations: [.init(.create, Self.record)])
    let read = try JSONValueDecoder.decode(
      ModifyRecordsRequest.self, text: WireJSON.encode(request))
    #expect(read == request)
    let fields = try #require(Self.record.fields)
    let stored = String(decoding: WireJSON.encode(fields: fields, sortedKeys: true), as: UTF8.self)
    #expect(try WireJSONParser.fields(stored) == fields)
  }

  @Test(arguments: [
    // (the record's JSON, the path of the refusal, its case)
    (#"{"recordName":5}"#, "recordName", "typeMismatch"),
    (#"{"recordName":null}"#, "recordName", "valueNotFound"),
    (#"{"recordType":"Note"}"#, "", "keyNotFound recordName"),
    (#"{"recordName":"a","deleted":"yes"}"#, "deleted", "typeMismatch"),
    (#"{"recordName":"a","created":{"timestamp":1.5}}"#, "created.timestamp", "dataCorrupted"),
    (#"{"recordName":"a","zoneID":{"ownerRecordName":"_o"}}"#, "zoneID", "keyNotFound zoneName"),
    (
      #"{"recordName":"a","fields":{"n":{"value":1,"type":"INT65"}}}"#, "fields.n.type",
      "dataCorrupted"
    ),
    (#"{"recordName":"a","fields":{"n":{"type":"INT64"}}}"#, "fields.n", "keyNotFound value"),
    (
      #"{"recordName":"a","fields":{"t":{"value":["x",2],"type":"STRING_LIST"}}}"#,
      "fields.t.value.1", "dataCorrupted"
    ),
    (
      #"{"recordName":"a","fields":{"r":{"value":{"recordName":"b","zoneID":{"zoneName":"Z","ownerRecordName":5}}}}}"#,
      "fields.r.value.zoneID.ownerRecordName", "typeMismatch"
    ),
    (
      #"{"recordName":"a","fields":{"r":{"value":{"recordName":"b","action":"EXPLODE"}}}}"#,
      "fields.r.value.action", "dataCorrupted"
    ),
    (
      #"{"recordName":"a","fields":{"f":{"value":{"size":"big"},"type":"ASSETID"}}}"#,
      "fields.f.value.size", "typeMismatch"
    ),
  ])
  func aRefusalNamesItsPlaceInTheWholeText(json: String, place: String, problem: String) throws {
    let place = place.isEmpty ? "" : "." + place
    // A request, read from its parsed value.
    let body = #"{"operations":[{"operationType":"create","record":\#(json)}]}"#
    let request = try #require(throws: DecodingError.self) {
      try JSONValueDecoder.decode(ModifyRecordsRequest.self, text: Array(body.utf8))
    }
    #expect(Self.described(request) == (problem, "operations.0.record" + place), "\(request)")
    // An answer, read as it is scanned.
    let answer = #"{"records":[\#(json)]}"#
    let scanned = try #require(throws: DecodingError.self) {
      try RecordsResponse.read(wire: Data(answer.utf8))
    }
    #expect(Self.described(scanned) == (problem, "records.0" + place), "\(scanned)")
  }

  /// A parsed object's members come in its dictionary's order, which changes from one run to
  /// the next; of two refusals, the one named is always the first in the type's own order,
  /// an absent required member counted in its place, as the synthesized readers do.
  @Test func ofTwoRefusalsTheFirstInTheTypesOrderIsNamed() throws {
    let cases = [
      (#"{"recordName":"a","deleted":"x","recordType":5}"#, "typeMismatch", "record.recordType"),
      (#"{"recordName":"a","ancestors":7,"zoneID":5}"#, "typeMismatch", "record.zoneID"),
      (#"{"recordName":"a","modified":1,"created":2}"#, "typeMismatch", "record.created"),
      (
        #"{"recordName":"a","fields":{"n":{"value":1,"type":"X"}},"recordChangeTag":1}"#,
        "typeMismatch", "record.recordChangeTag"
      ),
      (#"{"deleted":"x"}"#, "keyNotFound recordName", "record"),
    ]
    for (record, problem, place) in cases {
      let body = #"{"operations":[{"desiredKeys":5,"record":\#(record),"operationType":"create"}]}"#
      let error = try #require(throws: DecodingError.self) {
        try JSONValueDecoder.decode(ModifyRecordsRequest.self, text: Array(body.utf8))
      }
      #expect(Self.described(error) == (problem, "operations.0." + place), "\(error)")
    }
    let noType = #"{"operations":[{"record":{"recordName":5}}]}"#
    let error = try #require(throws: DecodingError.self) {
      try JSONValueDecoder.decode(ModifyRecordsRequest.self, text: Array(noType.utf8))
    }
    #expect(Self.described(error) == ("keyNotFound operationType", "operations.0"), "\(error)")
  }

  @Test func aReferencesUnknownActionIsRefusedByName() throws {
    let field = #"{"value":{"recordName":"b","action":"EXPLODE"},"type":"REFERENCE"}"#
    let error = try #require(throws: DecodingError.self) {
      try JSONValueDecoder.decode(FieldValue.self, text: Array(field.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(context.debugDescription.contains("NONE, DELETE_SELF or VALIDATE, not EXPLODE"))
  }

  @Test func aFieldWithoutATypeTakesItFromItsValue() throws {
    let text =
      #"{"s":{"value":"x"},"i":{"value":7},"d":{"value":0.5},"l":{"value":[1,2]},"#
      + #""r":{"value":{"recordName":"b"}},"g":{"value":{"latitude":1,"longitude":2}},"#
      + #""n":{"value":"12","type":"INT64"},"t":{"value":1.7e12,"type":"TIMESTAMP"}}"#
    let fields = try JSONValueDecoder.decode([String: FieldValue].self, text: Array(text.utf8))
    #expect(fields["s"] == .string("x"))
    #expect(fields["i"] == .int64(7))
    #expect(fields["d"] == .double(0.5))
    #expect(fields["l"] == .list(.int64, [.int64(1), .int64(2)]))
    #expect(fields["r"] == .reference(Reference(recordName: "b")))
    #expect(fields["g"] == .location(Location(latitude: 1, longitude: 2)))
    #expect(fields["n"] == .int64(12))
    #expect(fields["t"] == .timestamp(1_700_000_000_000))
    #expect(try WireJSONParser.fields(text) == fields)
  }

  /// The error's case ("keyNotFound" with the missing key) and its path, dot-separated, an
  /// index as its number.
  static func described(_ error: DecodingError) -> (String, String) {
    func path(_ keys: [any CodingKey]) -> String {
      keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .typeMismatch(_, let context): return ("typeMismatch", path(context.codingPath))
    case .valueNotFound(_, let context): return ("valueNotFound", path(context.codingPath))
    case .keyNotFound(let key, let context):
      return ("keyNotFound \(key.stringValue)", path(context.codingPath))
    case .dataCorrupted(let context): return ("dataCorrupted", path(context.codingPath))
    @unknown default: return ("\(error)", "")
    }
  }
}
