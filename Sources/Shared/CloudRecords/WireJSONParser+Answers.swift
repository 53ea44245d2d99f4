import Foundation
import JSONScanner

extension WireJSONParser: WireSource {
  mutating func value() throws -> JSONValue { try value(depth: 1) }

  mutating func skipNull() throws -> Bool {
    guard scanner.peek() == UInt8(ascii: "n") else { return false }
    _ = try value(depth: 1)
    return true
  }

  mutating func members(
    _ known: [String], required: [String], _ member: (String, inout WireJSONParser) throws -> Void
  ) throws {
    guard scanner.peek() == UInt8(ascii: "{") else {
      throw mismatch([String: JSONValue].self, try value(), [])
    }
    try scanner.open(UInt8(ascii: "{"))
    var first = true
    while let key = try scanner.nextKey(&first) {
      do { try member(key, &self) } catch let error as DecodingError {
        throw error.placed(under: [WireKey(key)])
      }
    }
  }

  func memberCount() -> Int { 0 }

  mutating func elements(_ element: (Int, inout WireJSONParser) throws -> Void) throws {
    guard scanner.peek() == UInt8(ascii: "[") else {
      throw mismatch([JSONValue].self, try value(), [])
    }
    try scanner.open(UInt8(ascii: "["))
    var first = true
    var index = 0
    while try scanner.nextElement(&first) {
      do { try element(index, &self) } catch let error as DecodingError {
        throw error.placed(under: [IndexKey(index)])
      }
      index += 1
    }
  }

  /// The whole text, one value read by `read`, then nothing but white space.
  static func whole<T>(_ data: Data, _ read: (inout WireJSONParser) throws -> T) throws -> T {
    try reading(data) { parser in
      let value = try read(&parser)
      try parser.scanner.end()
      return value
    }
  }
}

// The answers' one readers, over either source: their `Decodable` conformances read a parsed
// value with them, `WireMessage.read(wire:)` the text as it is scanned.

extension RecordResult {
  /// Reads the record, or the error in its place, with the one reader.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { try RecordResult.read(from: &$0) }
  }

  /// Records, or errors in their place: the array here.
  static func list(from source: inout some WireSource) throws -> [RecordResult] {
    var results: [RecordResult] = []
    try source.elements { _, source in results.append(try RecordResult.read(from: &source)) }
    return results
  }
}

extension RecordsResponse {
  /// The one reader of a `records/modify` or `records/lookup` answer.
  static func read(from source: inout some WireSource) throws -> RecordsResponse {
    var records: [RecordResult]?
    try source.members(["records"], required: ["records"]) { key, source in
      if key == "records" {
        records = try RecordResult.list(from: &source)
      } else {
        _ = try source.value()
      }
    }
    guard let records else { throw Wire.missing("records") }
    return RecordsResponse(records: records)
  }

  /// Reads the answer with the one reader.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { try RecordsResponse.read(from: &$0) }
  }
}

extension QueryRecordsResponse {
  /// The one reader of a `records/query` answer: its records, `continuationMarker` and
  /// `serverHistory` (an account of the server's past this version cannot read is left out).
  static func read(from source: inout some WireSource) throws -> QueryRecordsResponse {
    var records: [RecordResult]?
    var response = QueryRecordsResponse(records: [])
    let known = ["records", "continuationMarker", "serverHistory"]
    try source.members(known, required: ["records"]) { key, source in
      switch key {
      case "records": records = try RecordResult.list(from: &source)
      case "continuationMarker": response.continuationMarker = try source.optionalLeaf(Wire.string)
      case "serverHistory":
        response.serverHistory = try? JSONValueDecoder.decode(
          ServerHistory.self, from: source.value())
      default: _ = try source.value()
      }
    }
    guard let records else { throw Wire.missing("records") }
    response.records = records
    return response
  }

  /// Reads the answer with the one reader.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { try QueryRecordsResponse.read(from: &$0) }
  }
}

extension ZoneChangesResponse {
  /// The one reader of a `changes/zone` answer: each zone's changes or its error.
  static func read(from source: inout some WireSource) throws -> ZoneChangesResponse {
    var zones: [ZoneChangesResult]?
    try source.members(["zones"], required: ["zones"]) { key, source in
      guard key == "zones" else {
        _ = try source.value()
        return
      }
      var read: [ZoneChangesResult] = []
      try source.elements { _, source in read.append(try ZoneChangesResult.read(from: &source)) }
      zones = read
    }
    guard let zones else { throw Wire.missing("zones") }
    return ZoneChangesResponse(zones: zones)
  }

  /// Reads the answer with the one reader.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { try ZoneChangesResponse.read(from: &$0) }
  }
}

extension ZoneChangesResult {
  /// The one reader of one zone's changes (`moreComing` false when left out), or of the error
  /// in their place (an object with a `serverErrorCode`).
  static func read(from source: inout some WireSource) throws -> ZoneChangesResult {
    var zone: ZoneID?
    var records: [Record]?
    var token: String?
    var moreComing = false
    var other: [String: JSONValue] = [:]
    let known = ["zoneID", "records", "syncToken", "moreComing"]
    try source.members(known, required: ["zoneID"]) { key, source in
      switch key {
      case "zoneID": zone = try ZoneID.read(from: &source)
      case "records": records = try ZoneChangesResult.feed(from: &source)
      case "syncToken": token = try source.leaf(Wire.string)
      case "moreComing": moreComing = try source.optionalLeaf(Wire.bool) ?? false
      default: other[key] = try source.value()
      }
    }
    if other["serverErrorCode"] != nil {
      if let zone { other["zoneID"] = JSONValue(encoding: zone) }
      return .failure(try JSONValueDecoder.decode(ServerError.self, from: .object(other)))
    }
    guard let zone else { throw Wire.missing("zoneID") }
    guard let records else { throw Wire.missing("records") }
    guard let token else { throw Wire.missing("syncToken") }
    return .changes(
      ZoneChanges(zoneID: zone, records: records, syncToken: token, moreComing: moreComing))
  }

  /// A change feed's records, which are never errors.
  private static func feed(from source: inout some WireSource) throws -> [Record] {
    try RecordResult.list(from: &source).map { result in
      guard case .record(let record) = result else {
        throw FieldValueError("A change feed holds records, not errors.")
      }
      return record
    }
  }

  /// Reads the changes or the error with the one reader.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { try ZoneChangesResult.read(from: &$0) }
  }
}

extension ZoneChanges {
  /// Reads one zone's changes with the one reader; an error in their place is refused.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { source in
      guard case .changes(let changes) = try ZoneChangesResult.read(from: &source) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: [], debugDescription: "An error, not a zone's changes."))
      }
      return changes
    }
  }
}

extension RecordsResponse: WireMessage {
  /// Reads a `records/modify` or `records/lookup` answer as it is scanned.
  public static func read(wire data: Data) throws -> RecordsResponse {
    try WireJSONParser.whole(data) { try RecordsResponse.read(from: &$0) }
  }
}

extension QueryRecordsResponse: WireMessage {
  /// Reads a `records/query` answer as it is scanned.
  public static func read(wire data: Data) throws -> QueryRecordsResponse {
    try WireJSONParser.whole(data) { try QueryRecordsResponse.read(from: &$0) }
  }
}

extension ZoneChangesResponse: WireMessage {
  /// Reads a `changes/zone` answer as it is scanned.
  public static func read(wire data: Data) throws -> ZoneChangesResponse {
    try WireJSONParser.whole(data) { try ZoneChangesResponse.read(from: &$0) }
  }
}
