import Foundation
import JSONScanner

/// A small, fast JSON parser into `JSONValue`, and readers of the record-carrying answers
/// and of a record's stored fields on top of it — `JSONDecoder` costs several times more on
/// these hot paths. Errors are `FieldValueError`s with a sentence.
///
/// It reads the text where it lies (an array's, a `Data`'s or a request body's own bytes),
/// never a copy, through the one `JSONScanner`: every entry point lends it the bytes for the
/// parse alone. A lone surrogate escape is refused as text that is not valid.
public struct WireJSONParser {
  /// The scan of the text, lent for the parse.
  private var scanner: JSONScanner
  /// The key a parse stopped on for being found twice in one object.
  private var duplicate: String?
  /// How deep values may nest, and how many items an array of the top object may hold.
  private var bounds = JSONBounds.unbounded
  /// The key of the top object whose value is being read.
  private var topKey = ""
  /// Why a bounded parse stopped, when it stopped on a bound or a duplicate key.
  private var refusal: JSONRefusal?

  private init(_ bytes: UnsafeRawBufferPointer) {
    scanner = JSONScanner(bytes.assumingMemoryBound(to: UInt8.self))
  }

  /// Runs `read` with a parser over `bytes`, which it may use only until it returns; a text
  /// that is not JSON is refused with a `FieldValueError` saying where.
  private static func reading<T>(
    _ bytes: some ContiguousBytes, _ read: (inout WireJSONParser) throws -> T
  ) throws -> T {
    try bytes.withUnsafeBytes { raw in
      var parser = WireJSONParser(raw)
      do {
        return try read(&parser)
      } catch let error as JSONScanError {
        throw FieldValueError("The JSON is not valid: \(error.problem) at byte \(error.offset).")
      }
    }
  }

  /// Parses one JSON value filling the whole text, refusing it as soon as the scan passes one
  /// of `bounds`: nothing deeper or longer is read, so the cost is that of the text read.
  public static func parse(_ bytes: [UInt8], bounds: JSONBounds) throws(JSONRefusal) -> JSONValue {
    let parsed = bytes.withUnsafeBytes { raw in
      Result { () throws(JSONRefusal) in try parse(raw, bounds: bounds) }
    }
    return try parsed.get()
  }

  /// Parses one JSON value filling the whole of `bytes` (such as a request body where it was
  /// read), as `parse(_:bounds:)` does; the value owns its strings, nothing points into `bytes`.
  public static func parse(_ bytes: UnsafeRawBufferPointer, bounds: JSONBounds)
    throws(JSONRefusal) -> JSONValue
  {
    var parser = WireJSONParser(bytes)
    parser.bounds = bounds
    do {
      return try parser.whole()
    } catch {
      throw parser.refusal
        ?? .malformed("The JSON is not valid: \(error.problem) at byte \(error.offset).")
    }
  }

  /// Parses one JSON value filling the whole text.
  public static func parse(_ bytes: some ContiguousBytes) throws -> JSONValue {
    try reading(bytes) { try $0.whole() }
  }

  /// One value, then nothing but white space.
  private mutating func whole() throws(JSONScanError) -> JSONValue {
    let value = try value(depth: 0)
    try scanner.end()
    return value
  }

  /// The first key found twice in one object of `bytes` (compared as Swift compares strings,
  /// so `café` in NFC and in NFD are the same key), or nil; nil too for text that is not
  /// JSON, which the caller's decoder words. `JSONDecoder` keeps one of two such keys and
  /// drops the other without a word.
  public static func duplicateKey(in bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { raw in
      var parser = WireJSONParser(raw)
      _ = try? parser.value(depth: 0)
      return parser.duplicate
    }
  }

  /// A record's fields written by `WireJSON.encode(fields:)` (or `JSONEncoder`).
  public static func fields(_ text: String) throws -> [String: FieldValue] {
    var text = text
    let value = try text.withUTF8 { utf8 in try parse(UnsafeRawBufferPointer(utf8)) }
    guard case .object(let object) = value else {
      throw FieldValueError("Stored fields must be a JSON object.")
    }
    return try WireJSONParser.fields(object)
  }

  /// Reads a `records/modify` or `records/lookup` answer; keys other than `records` are skipped.
  public static func recordsResponse(_ data: Data) throws -> RecordsResponse {
    try reading(data) {
      RecordsResponse(records: try $0.list(under: "records") { try $0.recordResult() })
    }
  }

  /// Reads a `records/query` answer: its records and `continuationMarker`.
  public static func queryRecordsResponse(_ data: Data) throws -> QueryRecordsResponse {
    try reading(data) { try $0.queryRecordsResponse() }
  }

  private mutating func queryRecordsResponse() throws -> QueryRecordsResponse {
    var response = QueryRecordsResponse(records: [])
    try wholeObject { parser, key in
      switch key {
      case "records": response.records = try parser.list { try $0.recordResult() }
      case "continuationMarker":
        if case .string(let marker) = try parser.value(depth: 1) {
          response.continuationMarker = marker
        }
      case "serverHistory":
        response.serverHistory = try? JSONValueDecoder.decode(
          ServerHistory.self, from: try parser.value(depth: 1))
      default: _ = try parser.value(depth: 1)
      }
    }
    return response
  }

  /// Reads a `changes/zone` answer: each zone's changes or its error.
  public static func zoneChangesResponse(_ data: Data) throws -> ZoneChangesResponse {
    try reading(data) {
      ZoneChangesResponse(zones: try $0.list(under: "zones") { try $0.zoneChanges() })
    }
  }

  // MARK: Streaming readers: the model read straight from the text, no dictionaries between

  /// The whole text as one object: `read` is given each key and reads its value.
  private mutating func wholeObject(_ read: (inout WireJSONParser, String) throws -> Void) throws {
    var first = true
    try scanner.open(UInt8(ascii: "{"))
    while let key = try scanner.nextKey(&first) { try read(&self, key) }
    try scanner.end()
  }

  /// The whole text as an object whose array under `key` is read, each element by `element`;
  /// the values of other keys are read and dropped.
  private mutating func list<T>(under key: String, _ element: (inout WireJSONParser) throws -> T)
    throws -> [T]
  {
    var items: [T] = []
    try wholeObject { parser, found in
      if found == key {
        items += try parser.list(element)
      } else {
        _ = try parser.value(depth: 1)
      }
    }
    return items
  }

  /// An array, each element read by `element`.
  private mutating func list<T>(_ element: (inout WireJSONParser) throws -> T) throws -> [T] {
    try scanner.open(UInt8(ascii: "["))
    var items: [T] = []
    var first = true
    while try scanner.nextElement(&first) { items.append(try element(&self)) }
    return items
  }

  private mutating func zoneChanges() throws -> ZoneChangesResult {
    try scanner.open(UInt8(ascii: "{"))
    var first = true
    var zone: ZoneID?
    var records: [Record] = []
    var token: String?
    var moreComing = false
    var other: [String: JSONValue] = [:]
    while let key = try scanner.nextKey(&first) {
      switch key {
      case "zoneID": zone = try WireJSONParser.zoneID(try value(depth: 1))
      case "records":
        records = try list { parser in
          guard case .record(let record) = try parser.recordResult() else {
            throw FieldValueError("A change feed holds records, not errors.")
          }
          return record
        }
      case "syncToken":
        guard case .string(let text) = try value(depth: 1) else {
          throw FieldValueError("syncToken must be a string.")
        }
        token = text
      case "moreComing": moreComing = try value(depth: 1) == .bool(true)
      default: other[key] = try value(depth: 1)
      }
    }
    if other["serverErrorCode"] != nil {
      if let zone { other["zoneID"] = JSONValue(encoding: zone) }
      return .failure(try JSONValue.object(other).decoded(as: ServerError.self))
    }
    guard let zone, let token else {
      throw FieldValueError("A zone's changes need a zoneID and a syncToken.")
    }
    return .changes(
      ZoneChanges(zoneID: zone, records: records, syncToken: token, moreComing: moreComing))
  }

  /// A record, or the error in its place.
  private mutating func recordResult() throws -> RecordResult {
    try scanner.open(UInt8(ascii: "{"))
    var first = true
    var name: String?
    var record = Record(recordName: "")
    var other: [String: JSONValue] = [:]
    while let key = try scanner.nextKey(&first) {
      switch key {
      case "recordName":
        guard case .string(let text) = try value(depth: 1) else {
          throw FieldValueError("recordName must be a string.")
        }
        name = text
      case "recordType":
        if case .string(let text) = try value(depth: 1) { record.recordType = text }
      case "recordChangeTag":
        if case .string(let text) = try value(depth: 1) { record.recordChangeTag = text }
      case "fields": record.fields = try fields()
      case "created": record.created = try stamp()
      case "modified": record.modified = try stamp()
      case "deleted":
        if case .bool(let deleted) = try value(depth: 1) { record.deleted = deleted }
      case "zoneID":
        let zone = try value(depth: 1)
        if zone != .null { record.zoneID = try WireJSONParser.zoneID(zone) }
      case "ancestors": record.ancestors = WireJSONParser.strings(try value(depth: 1))
      default: other[key] = try value(depth: 1)
      }
    }
    if other["serverErrorCode"] != nil {
      if let name { other["recordName"] = .string(name) }
      if let zone = record.zoneID { other["zoneID"] = JSONValue(encoding: zone) }
      return .failure(try JSONValue.object(other).decoded(as: ServerError.self))
    }
    guard let name else { throw FieldValueError("A record must have a recordName.") }
    record.recordName = name
    return .record(record)
  }

  /// A `created` or `modified` stamp, or nil for null.
  private mutating func stamp() throws -> Stamp? {
    if scanner.peek() == UInt8(ascii: "n") {
      _ = try value(depth: 1)
      return nil
    }
    try scanner.open(UInt8(ascii: "{"))
    var stamp: Stamp?
    var user: String?
    var device: String?
    var first = true
    while let key = try scanner.nextKey(&first) {
      let field = try value(depth: 2)
      switch (key, field) {
      case ("timestamp", .integer(let time)): stamp = Stamp(timestamp: time)
      case ("userRecordName", .string(let name)): user = name
      case ("deviceID", .string(let id)): device = id
      default: break
      }
    }
    guard var stamp else { throw FieldValueError("A stamp needs a timestamp.") }
    stamp.userRecordName = user
    stamp.deviceID = device
    return stamp
  }

  private mutating func fields() throws -> [String: FieldValue]? {
    if scanner.peek() == UInt8(ascii: "n") {
      _ = try value(depth: 1)
      return nil
    }
    try scanner.open(UInt8(ascii: "{"))
    var fields: [String: FieldValue] = [:]
    var first = true
    while let name = try scanner.nextKey(&first) {
      try scanner.open(UInt8(ascii: "{"))
      var firstKey = true
      var json: JSONValue?
      var type: FieldType?
      while let key = try scanner.nextKey(&firstKey) {
        switch key {
        case "value": json = try value(depth: 3)
        case "type": type = try WireJSONParser.fieldType(try value(depth: 3), of: name)
        default: _ = try value(depth: 3)
        }
      }
      guard let json else { throw FieldValueError("Field \(name) must have a value.") }
      fields[name] = try FieldValue(json: json, type: type)
    }
    return fields
  }

  // MARK: The model from JSONValue

  /// An array of strings, or nil for anything else.
  static func strings(_ value: JSONValue) -> [String]? {
    guard case .array(let items) = value else { return nil }
    var strings: [String] = []
    for item in items {
      guard case .string(let text) = item else { return nil }
      strings.append(text)
    }
    return strings
  }

  /// Reads a record's `fields` object, each `{ "value", "type" }`; a missing type is inferred from
  /// the value.
  public static func fields(_ object: [String: JSONValue]) throws -> [String: FieldValue] {
    var fields: [String: FieldValue] = [:]
    fields.reserveCapacity(object.count)
    for (name, field) in object {
      guard case .object(let field) = field, let value = field["value"] else {
        throw FieldValueError("Field \(name) must be an object with a value.")
      }
      fields[name] = try FieldValue(json: value, type: fieldType(field["type"] ?? .null, of: name))
    }
    return fields
  }

  /// A field's `type`: nil when absent or null (the value's own type is taken), else one CloudKit
  /// knows.
  static func fieldType(_ json: JSONValue, of name: String) throws -> FieldType? {
    switch json {
    case .null: return nil
    case .string(let typeName):
      guard let known = FieldType(rawValue: typeName) else {
        throw FieldValueError("Field \(name) has an unknown type \(typeName).")
      }
      return known
    default: throw FieldValueError("Field \(name)'s type must be a string.")
    }
  }

  private static func zoneID(_ value: JSONValue?) throws -> ZoneID {
    guard case .object(let object) = value ?? .null,
      case .string(let name) = object["zoneName"] ?? .null
    else { throw FieldValueError("A zoneID needs a zoneName.") }
    var zone = ZoneID(zoneName: name)
    if case .string(let owner) = object["ownerRecordName"] ?? .null { zone.ownerRecordName = owner }
    return zone
  }

  // MARK: Parsing

  private mutating func value(depth: Int) throws(JSONScanError) -> JSONValue {
    guard depth < bounds.depth else {
      refusal = .tooDeep(bounds.depth)
      throw scanner.failure("nesting too deep")
    }
    switch try scanner.item() {
    case .objectStart:
      var object: [String: JSONValue] = [:]
      var first = true
      while let key = try scanner.nextKey(&first) {
        if depth == 0 { topKey = key }
        guard object.updateValue(try value(depth: depth + 1), forKey: key) == nil else {
          duplicate = key
          refusal = .duplicateKey(key)
          throw scanner.failure("a duplicate key \(key)")
        }
      }
      return .object(object)
    case .arrayStart:
      var array: [JSONValue] = []
      var first = true
      while try scanner.nextElement(&first) {
        if depth == 1, array.count == bounds.itemsPerTopArray {
          refusal = .tooManyItems(key: topKey, limit: bounds.itemsPerTopArray)
          throw scanner.failure("too many items")
        }
        array.append(try value(depth: depth + 1))
      }
      return .array(array)
    case .string(let text): return .string(text)
    case .number(let number): return try self.number(number)
    case .bool(let bool): return .bool(bool)
    case .null: return .null
    }
  }

  /// A number read as `JSONDecoder` (and so `JSONValue`) reads it.
  private func number(_ number: JSONNumber) throws(JSONScanError) -> JSONValue {
    // The same limit JSONDecoder's guard has, so both paths refuse the same bodies.
    guard number.range.count <= LongNumbers.maximumLength else {
      throw scanner.failure("a number longer than \(LongNumbers.maximumLength) characters")
    }
    let digits = UnsafeBufferPointer(rebasing: scanner.bytes[number.range])
    let text = String(decoding: digits, as: UTF8.self)
    if number.isInteger, let integer = Int64(text) { return .integer(integer) }
    guard let value = Double(text), value.isFinite else {
      throw scanner.failure("a number too large to read (such as 1e999)")
    }
    // A number whose Double is whole and fits an Int64 is an integer. Below 2^53 that
    // Double is the integer.
    guard value == value.rounded(), Int64(exactly: value) != nil else { return .number(value) }
    if abs(value) < 0x1p53 { return .integer(Int64(value)) }
    // From 2^53 up JSONDecoder reads the text again as a Decimal and drops the fraction, so
    // 12345678901234567.0 is 12345678901234567, not the Double's 12345678901234568.
    guard let whole = Self.wholePart(of: ArraySlice(digits)) else {
      throw scanner.failure("a number with too many digits to read exactly")
    }
    return whole.map(JSONValue.integer) ?? .number(value)
  }

  /// The whole part of a valid JSON number's text, read as JSONDecoder's Decimal does:
  /// `.some(nil)` where that gives up (the significant digits, trailing zeros dropped, do not
  /// fit a UInt64, or the whole part does not fit an Int64, from -(2^63 - 1) up), nil for a
  /// text with more digits than a Decimal holds exactly (38), refused rather than read
  /// differently.
  private static func wholePart(of text: ArraySlice<UInt8>) -> Int64?? {
    var text = text
    let negative = text.first == UInt8(ascii: "-")
    if negative { text.removeFirst() }
    let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    let integerDigits = text.prefix(while: isDigit)
    text.removeFirst(integerDigits.count)
    var fractionDigits = ArraySlice<UInt8>()
    if text.first == UInt8(ascii: ".") {
      text.removeFirst()
      fractionDigits = text.prefix(while: isDigit)
      text.removeFirst(fractionDigits.count)
    }
    var exponent = 0
    if let mark = text.first, mark == UInt8(ascii: "e") || mark == UInt8(ascii: "E") {
      text.removeFirst()
      if text.first == UInt8(ascii: "+") { text.removeFirst() }
      guard let value = Int(String(decoding: text, as: UTF8.self)), abs(value) <= 38 else {
        return nil
      }
      exponent = value
    }
    // The number is `significant` × 10^`scale`.
    var significant = Array(integerDigits) + Array(fractionDigits)
    guard significant.count <= 38 else { return nil }
    var scale = exponent - fractionDigits.count
    while significant.last == UInt8(ascii: "0") {
      significant.removeLast()
      scale += 1
    }
    guard let mantissa = UInt64(String(decoding: significant, as: UTF8.self)) else {
      return .some(nil)
    }
    var whole = mantissa
    if scale < 0 {
      for _ in 0..<(-scale) { whole /= 10 }
    } else {
      for _ in 0..<scale {
        let (product, overflow) = whole.multipliedReportingOverflow(by: 10)
        guard !overflow else { return .some(nil) }
        whole = product
      }
    }
    guard let magnitude = Int64(exactly: whole) else { return .some(nil) }
    return .some(negative ? -magnitude : magnitude)
  }
}
