import Foundation

/// A small, fast JSON parser into `JSONValue`, and readers of the record-carrying answers
/// and of a record's stored fields on top of it — `JSONDecoder` costs several times more on
/// these hot paths. Errors are `FieldValueError`s with a sentence.
///
/// It reads the text where it lies (an array's, a `Data`'s or a request body's own bytes),
/// never a copy: every entry point lends it the bytes for the parse alone.
public struct WireJSONParser {
  /// The text, lent for the parse; every read of it is checked against its count.
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// The key a parse stopped on for being found twice in one object.
  private var duplicate: String?
  /// How deep values may nest, and how many items an array of the top object may hold.
  private var bounds = JSONBounds.unbounded
  /// The key of the top object whose value is being read.
  private var topKey = ""
  /// Why a bounded parse stopped, when it stopped on a bound or a duplicate key.
  private var refusal: JSONRefusal?

  private init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes.assumingMemoryBound(to: UInt8.self)
  }

  /// Runs `read` with a parser over `bytes`, which it may use only until it returns.
  private static func reading<T>(
    _ bytes: some ContiguousBytes, _ read: (inout WireJSONParser) throws -> T
  ) throws -> T {
    try bytes.withUnsafeBytes { raw in
      var parser = WireJSONParser(raw)
      return try read(&parser)
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
      throw parser.refusal ?? .malformed(String(describing: error))
    }
  }

  /// Parses one JSON value filling the whole text.
  public static func parse(_ bytes: some ContiguousBytes) throws -> JSONValue {
    try reading(bytes) { try $0.whole() }
  }

  /// One value, then nothing but white space.
  private mutating func whole() throws -> JSONValue {
    let value = try value(depth: 0)
    skipSpace()
    guard index == bytes.count else { throw failure("text after the value") }
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
    try reading(data) { try $0.recordsResponse() }
  }

  private mutating func recordsResponse() throws -> RecordsResponse {
    var records: [RecordResult] = []
    var first = true
    try open("{")
    while let key = try nextKey(&first) {
      if key == "records" {
        records = try results()
      } else {
        _ = try value(depth: 1)
      }
    }
    try end()
    return RecordsResponse(records: records)
  }

  /// Reads a `records/query` answer: its records and `continuationMarker`.
  public static func queryRecordsResponse(_ data: Data) throws -> QueryRecordsResponse {
    try reading(data) { try $0.queryRecordsResponse() }
  }

  private mutating func queryRecordsResponse() throws -> QueryRecordsResponse {
    var response = QueryRecordsResponse(records: [])
    var first = true
    try open("{")
    while let key = try nextKey(&first) {
      switch key {
      case "records": response.records = try results()
      case "continuationMarker":
        if case .string(let marker) = try value(depth: 1) {
          response.continuationMarker = marker
        }
      default: _ = try value(depth: 1)
      }
    }
    try end()
    return response
  }

  /// Reads a `changes/zone` answer: each zone's changes or its error.
  public static func zoneChangesResponse(_ data: Data) throws -> ZoneChangesResponse {
    try reading(data) { try $0.zoneChangesResponse() }
  }

  private mutating func zoneChangesResponse() throws -> ZoneChangesResponse {
    var zones: [ZoneChangesResult] = []
    var first = true
    try open("{")
    while let key = try nextKey(&first) {
      guard key == "zones" else {
        _ = try value(depth: 1)
        continue
      }
      try open("[")
      var firstZone = true
      while try nextElement(&firstZone) { zones.append(try zoneChanges()) }
    }
    try end()
    return ZoneChangesResponse(zones: zones)
  }

  // MARK: Streaming readers: the model read straight from the text, no dictionaries between

  private mutating func open(_ bracket: Character) throws {
    skipSpace()
    guard index < bytes.count, bytes[index] == bracket.asciiValue! else {
      throw failure("'\(bracket)' expected")
    }
    index += 1
  }

  private mutating func end() throws {
    skipSpace()
    guard index == bytes.count else { throw failure("text after the value") }
  }

  /// The next key of an object opened with `open("{")`, or nil at its end.
  private mutating func nextKey(_ first: inout Bool) throws -> String? {
    skipSpace()
    guard index < bytes.count else { throw failure("an unexpected end") }
    if bytes[index] == UInt8(ascii: "}") {
      index += 1
      return nil
    }
    if !first {
      guard bytes[index] == UInt8(ascii: ",") else { throw failure("',' or '}' expected") }
      index += 1
      skipSpace()
    }
    first = false
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw failure("a key expected")
    }
    let key = try string()
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw failure("':' expected")
    }
    index += 1
    return key
  }

  /// Whether another element follows in an array opened with `open("[")`.
  private mutating func nextElement(_ first: inout Bool) throws -> Bool {
    skipSpace()
    guard index < bytes.count else { throw failure("an unexpected end") }
    if bytes[index] == UInt8(ascii: "]") {
      index += 1
      return false
    }
    if !first {
      guard bytes[index] == UInt8(ascii: ",") else { throw failure("',' or ']' expected") }
      index += 1
    }
    first = false
    return true
  }

  private mutating func results() throws -> [RecordResult] {
    try open("[")
    var results: [RecordResult] = []
    var first = true
    while try nextElement(&first) { results.append(try recordResult()) }
    return results
  }

  private mutating func zoneChanges() throws -> ZoneChangesResult {
    try open("{")
    var first = true
    var zone: ZoneID?
    var records: [Record] = []
    var token: String?
    var moreComing = false
    var other: [String: JSONValue] = [:]
    while let key = try nextKey(&first) {
      switch key {
      case "zoneID": zone = try WireJSONParser.zoneID(try value(depth: 1))
      case "records":
        try open("[")
        var firstRecord = true
        while try nextElement(&firstRecord) {
          guard case .record(let record) = try recordResult() else {
            throw FieldValueError("A change feed holds records, not errors.")
          }
          records.append(record)
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
    try open("{")
    var first = true
    var name: String?
    var record = Record(recordName: "")
    var other: [String: JSONValue] = [:]
    while let key = try nextKey(&first) {
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

  /// A `created` or `modified` stamp, or nil for null; read as `stamp(_:)` reads one.
  private mutating func stamp() throws -> Stamp? {
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "n") {
      _ = try value(depth: 1)
      return nil
    }
    try open("{")
    var stamp: Stamp?
    var user: String?
    var device: String?
    var first = true
    while let key = try nextKey(&first) {
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
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "n") {
      _ = try value(depth: 1)
      return nil
    }
    try open("{")
    var fields: [String: FieldValue] = [:]
    var first = true
    while let name = try nextKey(&first) {
      try open("{")
      var firstKey = true
      var json: JSONValue?
      var type: FieldType?
      while let key = try nextKey(&firstKey) {
        switch key {
        case "value": json = try value(depth: 3)
        case "type":
          switch try value(depth: 3) {
          case .null: break
          case .string(let typeName):
            guard let known = FieldType(rawValue: typeName) else {
              throw FieldValueError("Field \(name) has an unknown type \(typeName).")
            }
            type = known
          default: throw FieldValueError("Field \(name)'s type must be a string.")
          }
        default: _ = try value(depth: 3)
        }
      }
      guard let json else { throw FieldValueError("Field \(name) must have a value.") }
      fields[name] = try FieldValue(json: json, type: type)
    }
    return fields
  }

  // MARK: The model from JSONValue

  static func record(_ value: JSONValue) throws -> Record {
    guard case .object(let object) = value, case .string(let name) = object["recordName"] ?? .null
    else { throw FieldValueError("A record must be an object with a recordName.") }
    var record = Record(recordName: name)
    if case .string(let type) = object["recordType"] ?? .null { record.recordType = type }
    if case .string(let tag) = object["recordChangeTag"] ?? .null { record.recordChangeTag = tag }
    if case .object(let fields) = object["fields"] ?? .null {
      record.fields = try WireJSONParser.fields(fields)
    }
    if let created = object["created"], created != .null { record.created = try stamp(created) }
    if let modified = object["modified"], modified != .null {
      record.modified = try stamp(modified)
    }
    if case .bool(let deleted) = object["deleted"] ?? .null { record.deleted = deleted }
    if let zone = object["zoneID"], zone != .null { record.zoneID = try zoneID(zone) }
    return record
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
      var type: FieldType?
      switch field["type"] ?? .null {
      case .null: break
      case .string(let typeName):
        guard let known = FieldType(rawValue: typeName) else {
          throw FieldValueError("Field \(name) has an unknown type \(typeName).")
        }
        type = known
      default: throw FieldValueError("Field \(name)'s type must be a string.")
      }
      fields[name] = try FieldValue(json: value, type: type)
    }
    return fields
  }

  private static func stamp(_ value: JSONValue) throws -> Stamp {
    guard case .object(let object) = value, case .integer(let time) = object["timestamp"] ?? .null
    else { throw FieldValueError("A stamp needs a timestamp.") }
    var stamp = Stamp(timestamp: time)
    if case .string(let user) = object["userRecordName"] ?? .null { stamp.userRecordName = user }
    if case .string(let device) = object["deviceID"] ?? .null { stamp.deviceID = device }
    return stamp
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

  private static let loneSurrogate =
    "a string that is not valid text (a lone surrogate escape such as \\ud800)"

  private func failure(_ what: String) -> FieldValueError {
    FieldValueError("The JSON is not valid: \(what) at byte \(index).")
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func value(depth: Int) throws -> JSONValue {
    guard depth < bounds.depth else {
      refusal = .tooDeep(bounds.depth)
      throw failure("nesting too deep")
    }
    skipSpace()
    guard index < bytes.count else { throw failure("an unexpected end") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var object: [String: JSONValue] = [:]
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(object)
      }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw failure("a key expected")
        }
        let key = try string()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw failure("':' expected")
        }
        index += 1
        if depth == 0 { topKey = key }
        guard object.updateValue(try value(depth: depth + 1), forKey: key) == nil else {
          duplicate = key
          refusal = .duplicateKey(key)
          throw failure("a duplicate key \(key)")
        }
        skipSpace()
        guard index < bytes.count else { throw failure("an unexpected end") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(object)
        } else {
          throw failure("',' or '}' expected")
        }
      }
    case UInt8(ascii: "["):
      index += 1
      var array: [JSONValue] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(array)
      }
      while true {
        if depth == 1, array.count == bounds.itemsPerTopArray {
          refusal = .tooManyItems(key: topKey, limit: bounds.itemsPerTopArray)
          throw failure("too many items")
        }
        array.append(try value(depth: depth + 1))
        skipSpace()
        guard index < bytes.count else { throw failure("an unexpected end") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(array)
        } else {
          throw failure("',' or ']' expected")
        }
      }
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return try number()
    }
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws -> JSONValue {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count,
      word.withUTF8Buffer({ $0.elementsEqual(bytes[index..<index + count]) })
    else { throw failure("an unknown word") }
    index += count
    return value
  }

  /// A number by JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private mutating func number() throws -> JSONValue {
    let start = index
    var isInteger = true
    func digits() -> Int {
      let first = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - first
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = digits()
    guard integerDigits > 0 else { throw failure("a value expected") }
    if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
      throw failure("a number with a leading zero")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard digits() > 0 else { throw failure("digits expected after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw failure("digits expected in an exponent") }
    }
    // The same limit JSONDecoder's guard has, so both paths refuse the same bodies.
    guard index - start <= LongNumbers.maximumLength else {
      throw failure("a number longer than \(LongNumbers.maximumLength) characters")
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let integer = Int64(text) { return .integer(integer) }
    guard let number = Double(text), number.isFinite else {
      throw failure("a number too large to read (such as 1e999)")
    }
    // As JSONDecoder (and so JSONValue) reads them: a number whose Double is whole and fits
    // an Int64 is an integer. Below 2^53 that Double is the integer.
    guard number == number.rounded(), Int64(exactly: number) != nil else { return .number(number) }
    if abs(number) < 0x1p53 { return .integer(Int64(number)) }
    // From 2^53 up JSONDecoder reads the text again as a Decimal and drops the fraction, so
    // 12345678901234567.0 is 12345678901234567, not the Double's 12345678901234568.
    guard let whole = Self.wholePart(of: ArraySlice(bytes[start..<index])) else {
      throw failure("a number with too many digits to read exactly")
    }
    return whole.map(JSONValue.integer) ?? .number(number)
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

  private mutating func string() throws -> String {
    index += 1  // the opening quote
    let start = index
    // The common case: no escapes.
    var ascii = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = try text(start..<index, ascii: ascii)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      guard byte >= 0x20 else { throw failure("a control character in a string") }
      ascii = ascii && byte < 0x80
      index += 1
    }
    var scalars = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: scalars, as: UTF8.self) else {
          throw failure("a string that is not valid text (bytes that are not UTF-8)")
        }
        return text
      case UInt8(ascii: "\\"):
        guard index + 1 < bytes.count else { throw failure("an unexpected end") }
        let escaped = bytes[index + 1]
        index += 2
        switch escaped {
        case UInt8(ascii: "\""): scalars.append(0x22)
        case UInt8(ascii: "\\"): scalars.append(0x5C)
        case UInt8(ascii: "/"): scalars.append(0x2F)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure(WireJSONParser.loneSurrogate) }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw failure(WireJSONParser.loneSurrogate)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00..<0xE000).contains(code) {
            throw failure(WireJSONParser.loneSurrogate)
          }
          guard let scalar = Unicode.Scalar(code) else { throw failure("a bad \\u escape") }
          scalars.append(contentsOf: String(Character(scalar)).utf8)
        default: throw failure("a bad escape")
        }
      default:
        guard byte >= 0x20 else { throw failure("a control character in a string") }
        scalars.append(byte)
        index += 1
      }
    }
    throw failure("an unterminated string")
  }

  /// The text of `range`, validated as UTF-8. Read through a buffer pointer, not a slice:
  /// the generic slice path costs more than the rest of a listing's parse. ASCII, the usual
  /// case (names, tags, stamps), needs no validation beyond the scan that found it.
  private func text(_ range: Range<Int>, ascii: Bool) throws -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    let text =
      ascii ? String(decoding: slice, as: UTF8.self) : String(validating: slice, as: UTF8.self)
    guard let text else {
      throw failure("a string that is not valid text (bytes that are not UTF-8)")
    }
    return text
  }

  private mutating func hex4() throws -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("an unexpected end") }
    var code: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      code <<= 4
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): code |= UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): code |= UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): code |= UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw failure("a bad \\u escape")
      }
    }
    index += 4
    return code
  }
}
