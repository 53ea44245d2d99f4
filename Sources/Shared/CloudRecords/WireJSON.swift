import Foundation
import JSONScanner

/// The one writer of the wire's JSON text: by hand for the answers that carry many records
/// (`records/modify`, `records/lookup`, `records/query`, `records/changes`, `changes/zone`), a
/// `records/modify` request, a record's fields and an error body, and for any other value as the
/// `JSONValue` that `JSONValueEncoder` makes of it. It writes the JSON `JSONEncoder` wrote for
/// these types (keys of nil values left out, slashes not escaped, an integer exact, a double as
/// its shortest text that reads back the same), several times faster, since a 200-record answer
/// is the server's hottest path.
public struct WireJSON {
  /// The JSON written so far, as UTF-8 bytes.
  public private(set) var bytes: [UInt8] = []

  /// Starts an empty writer with 4 KB of room reserved.
  public init() { bytes.reserveCapacity(4096) }

  /// A `records/modify` or `records/lookup` answer: `{"records": [...]}`.
  public static func encode(_ response: RecordsResponse) -> [UInt8] {
    var writer = WireJSON()
    writer.raw("{\"records\":")
    writer.results(response.records)
    writer.raw("}")
    return writer.bytes
  }

  /// A `records/query` answer, with `continuationMarker` when another page follows.
  public static func encode(_ response: QueryRecordsResponse) -> [UInt8] {
    var writer = WireJSON()
    writer.raw("{\"records\":")
    writer.results(response.records)
    if let marker = response.continuationMarker {
      writer.raw(",\"continuationMarker\":")
      writer.string(marker)
    }
    if let history = response.serverHistory { writer.history(history) }
    writer.raw("}")
    return writer.bytes
  }

  /// `"serverHistory"` as a key of the object being written.
  private mutating func history(_ history: ServerHistory) {
    raw(",\"serverHistory\":{\"lineage\":")
    string(history.lineage)
    raw(",\"time\":\(history.time)")
    if let lineage = history.restoredFrom {
      raw(",\"restoredFrom\":")
      string(lineage)
    }
    if let taken = history.restoredFromTakenAt { raw(",\"restoredFromTakenAt\":\(taken)") }
    raw("}")
  }

  /// One zone's changes, as `records/changes` answers; `encodedFields`, when set, are written in
  /// place of the records' fields.
  public static func encode(_ changes: ZoneChanges) -> [UInt8] {
    var writer = WireJSON()
    writer.zoneChanges(changes)
    return writer.bytes
  }

  /// A `changes/zone` answer: `{"zones": [...]}`, each zone's changes or its error.
  public static func encode(_ response: ZoneChangesResponse) -> [UInt8] {
    var writer = WireJSON()
    writer.raw("{\"zones\":")
    writer.array(response.zones) { writer, zone in
      switch zone {
      case .changes(let changes): writer.zoneChanges(changes)
      case .failure(let error): writer.error(error)
      }
    }
    writer.raw("}")
    return writer.bytes
  }

  /// A `records/modify` request, as a client sends it.
  public static func encode(_ request: ModifyRecordsRequest) -> [UInt8] {
    var writer = WireJSON()
    writer.raw("{\"operations\":")
    writer.array(request.operations) { writer, operation in
      writer.raw("{\"operationType\":")
      writer.string(operation.operationType.rawValue)
      writer.raw(",\"record\":")
      writer.record(operation.record)
      if let keys = operation.desiredKeys {
        writer.raw(",\"desiredKeys\":")
        writer.strings(keys)
      }
      writer.raw("}")
    }
    if let zone = request.zoneID {
      writer.raw(",\"zoneID\":")
      writer.zoneID(zone)
    }
    if let atomic = request.atomic { writer.raw(atomic ? ",\"atomic\":true" : ",\"atomic\":false") }
    if let keys = request.desiredKeys {
      writer.raw(",\"desiredKeys\":")
      writer.strings(keys)
    }
    if let numbersAsStrings = request.numbersAsStrings {
      writer.raw(numbersAsStrings ? ",\"numbersAsStrings\":true" : ",\"numbersAsStrings\":false")
    }
    writer.raw("}")
    return writer.bytes
  }

  mutating func strings(_ values: [String]) { array(values) { $0.string($1) } }

  /// `[`, each item as `write` writes it, separated by commas, `]`.
  mutating func array<Items: Collection>(
    _ items: Items, _ write: (inout Self, Items.Element) -> Void
  ) {
    raw("[")
    var first = true
    for item in items {
      if !first { raw(",") }
      first = false
      write(&self, item)
    }
    raw("]")
  }

  /// A whole request's error body (or one record's error).
  public static func encode(_ error: ServerError) -> [UInt8] {
    var writer = WireJSON()
    writer.error(error)
    return writer.bytes
  }

  /// Any JSON value as text; an object's keys in no particular order, as `JSONEncoder` wrote.
  public static func encode(_ value: JSONValue) -> [UInt8] {
    var writer = WireJSON()
    writer.value(value)
    return writer.bytes
  }

  /// A record's fields as one JSON object, keys sorted when asked (for storing them).
  public static func encode(fields: [String: FieldValue], sortedKeys: Bool = false) -> [UInt8] {
    var writer = WireJSON()
    writer.fields(fields, sortedKeys: sortedKeys)
    return writer.bytes
  }

  // MARK: Pieces

  mutating func zoneChanges(_ changes: ZoneChanges) {
    raw("{\"zoneID\":")
    zoneID(changes.zoneID)
    raw(",\"records\":")
    array(changes.records.indices) { writer, index in
      writer.record(changes.records[index], encodedFields: changes.encodedFields?[index])
    }
    raw(",\"syncToken\":")
    string(changes.syncToken)
    raw(changes.moreComing ? ",\"moreComing\":true}" : ",\"moreComing\":false}")
  }

  mutating func results(_ results: [RecordResult]) {
    array(results) { writer, result in
      switch result {
      case .record(let record): writer.record(record)
      case .failure(let error): writer.error(error)
      }
    }
  }

  /// `encodedFields`: the record's fields as JSON text, written as it is.
  mutating func record(_ record: Record, encodedFields: String? = nil) {
    raw("{\"recordName\":")
    string(record.recordName)
    member("recordType", record.recordType)
    member("recordChangeTag", record.recordChangeTag)
    if let encodedFields {
      raw(",\"fields\":")
      raw(encodedFields)
    } else {
      member("fields", record.fields) { $0.fields($1, sortedKeys: false) }
    }
    member("created", record.created) { $0.stamp($1) }
    member("modified", record.modified) { $0.stamp($1) }
    if let deleted = record.deleted { raw(deleted ? ",\"deleted\":true" : ",\"deleted\":false") }
    member("zoneID", record.zoneID) { $0.zoneID($1) }
    member("ancestors", record.ancestors) { writer, prints in
      writer.array(prints) { $0.string($1) }
    }
    raw("}")
  }

  mutating func error(_ error: ServerError) {
    raw("{\"serverErrorCode\":")
    string(error.serverErrorCode.rawValue)
    raw(",\"reason\":")
    string(error.reason)
    member("recordName", error.recordName)
    member("zoneID", error.zoneID) { $0.zoneID($1) }
    member("subscriptionID", error.subscriptionID)
    member("retryAfter", error.retryAfter) { $0.integer(Int64($1)) }
    member("uuid", error.uuid)
    member("redirectURL", error.redirectURL)
    member("serverRecord", error.serverRecord) { $0.record($1) }
    raw("}")
  }

  /// `,"key":` and the value `write` writes, when there is a value.
  mutating func member<T>(_ key: StaticString, _ value: T?, _ write: (inout Self, T) -> Void) {
    guard let value else { return }
    raw(",\"")
    raw(key)
    raw("\":")
    write(&self, value)
  }

  /// `,"key":"text"`, when there is a text.
  mutating func member(_ key: StaticString, _ text: String?) { member(key, text) { $0.string($1) } }

  mutating func fields(_ fields: [String: FieldValue], sortedKeys: Bool) {
    raw("{")
    var first = true
    func one(_ name: String, _ value: FieldValue) {
      if !first { raw(",") }
      first = false
      string(name)
      raw(":")
      field(value)
    }
    if sortedKeys {
      for name in fields.keys.sorted() { one(name, fields[name]!) }
    } else {
      for (name, value) in fields { one(name, value) }
    }
    raw("}")
  }

  /// One field: `{"value":…,"type":"INT64"}`.
  mutating func field(_ value: FieldValue) {
    raw("{\"value\":")
    fieldValue(value)
    raw(",\"type\":\"")
    raw(value.type.rawValue)
    raw("\"}")
  }

  mutating func fieldValue(_ value: FieldValue) {
    switch value {
    case .string(let text): string(text)
    case .int64(let number), .timestamp(let number): integer(number)
    case .double(let number): double(number)
    case .bytes(let data): string(data.base64EncodedString())
    case .reference(let reference): self.reference(reference)
    case .asset(let asset): encoded(asset)
    case .location(let location): encoded(location)
    case .list(_, let values): array(values) { $0.fieldValue($1) }
    }
  }

  mutating func reference(_ reference: Reference) {
    raw("{\"recordName\":")
    string(reference.recordName)
    member("zoneID", reference.zoneID) { $0.zoneID($1) }
    member("action", reference.action?.rawValue)
    raw("}")
  }

  mutating func zoneID(_ zone: ZoneID) {
    raw("{\"zoneName\":")
    string(zone.zoneName)
    member("ownerRecordName", zone.ownerRecordName)
    raw("}")
  }

  mutating func stamp(_ stamp: Stamp) {
    raw("{\"timestamp\":")
    integer(stamp.timestamp)
    member("userRecordName", stamp.userRecordName)
    member("deviceID", stamp.deviceID)
    raw("}")
  }

  /// Rare values (assets, locations) through `JSONValueEncoder`.
  mutating func encoded<T: Encodable>(_ value: T) {
    self.value((try? JSONValueEncoder.encode(value)) ?? .null)
  }

  mutating func value(_ value: JSONValue) {
    switch value {
    case .null: raw("null")
    case .bool(let flag): raw(flag ? "true" : "false")
    case .integer(let number): integer(number)
    case .number(let number): double(number)
    case .string(let text): string(text)
    case .array(let values): array(values) { $0.value($1) }
    case .object(let members):
      raw("{")
      var first = true
      for (name, member) in members {
        if !first { raw(",") }
        first = false
        string(name)
        raw(":")
        self.value(member)
      }
      raw("}")
    }
  }

  // MARK: Scalars

  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

  mutating func integer(_ value: Int64) { bytes.append(contentsOf: String(value).utf8) }

  /// A double as `JSONEncoder` wrote it: its shortest text that reads back the same, without a
  /// trailing `.0` (`1`, `0.1`, `-0`, `1e+16`, `1e-07`); null when it is not finite.
  mutating func double(_ value: Double) {
    guard value.isFinite else { return raw("null") }
    if value == value.rounded(), abs(value) < 1e15, value != 0 || value.sign == .plus {
      integer(Int64(value))
    } else {
      var text = value.description
      if text.hasSuffix(".0") { text.removeLast(2) }
      raw(text)
    }
  }

  private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      // Runs of bytes that need no escape are copied whole.
      var start = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        escape(byte)
        start = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): raw("\\\"")
    case UInt8(ascii: "\\"): raw("\\\\")
    case 0x0A: raw("\\n")
    case 0x0D: raw("\\r")
    case 0x09: raw("\\t")
    case 0x08: raw("\\b")
    case 0x0C: raw("\\f")
    default:
      raw("\\u00")
      bytes.append(WireJSON.hex[Int(byte >> 4)])
      bytes.append(WireJSON.hex[Int(byte & 0xF)])
    }
  }

}
