import Foundation
import JSONScanner

/// The one parser of the wire's JSON text, small and fast (`JSONDecoder` costs several times
/// more): into a `JSONValue`, which `JSONValueDecoder` walks, or, for the answers that carry
/// records, read as it is scanned by each wire type's one reader (`WireJSONParser+Answers`).
/// Errors in the text are `FieldValueError`s with a sentence.
///
/// It reads the text where it lies (an array's, a `Data`'s or a request body's own bytes),
/// never a copy, through the one `JSONScanner`: every entry point lends it the bytes for the
/// parse alone. A lone surrogate escape is refused as text that is not valid.
public struct WireJSONParser {
  /// The scan of the text, lent for the parse.
  var scanner: JSONScanner
  /// The key a parse stopped on for being found twice in one object.
  private var duplicate: String?
  /// How deep values may nest, and how many items an array of the top object may hold.
  private var bounds = JSONBounds.unbounded
  /// The key of the top object whose value is being read.
  private var topKey = ""
  /// Why a bounded parse stopped, when it stopped on a bound or a duplicate key.
  private var refusal: JSONRefusal?
  /// How many values the parse has made.
  private var values = 0
  /// How many of them are charged (`charge`), a batch ahead.
  private var charged = 0
  /// Where values are charged, if anywhere.
  private var charge: (any ValueCharge)?
  /// How many values are charged at once.
  static let chargeBatch = 4096

  private init(_ bytes: UnsafeRawBufferPointer) {
    scanner = JSONScanner(bytes.assumingMemoryBound(to: UInt8.self))
  }

  /// Runs `read` with a parser over `bytes`, which it may use only until it returns; a text
  /// that is not JSON is refused with a `FieldValueError` saying where.
  static func reading<T>(
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
  /// With `charge`, the values made are charged to it, a batch ahead, and the parse stops
  /// (`busy`) when it has no room.
  public static func parse(
    _ bytes: UnsafeRawBufferPointer, bounds: JSONBounds, charge: (any ValueCharge)? = nil
  ) throws(JSONRefusal) -> JSONValue {
    var parser = WireJSONParser(bytes)
    parser.bounds = bounds
    parser.charge = charge
    do {
      return try parser.whole()
    } catch {
      throw parser.refusal
        ?? .malformed("The JSON is not valid: \(error.problem) at byte \(error.offset).")
    }
  }

  /// Counts one value more against the bounds, charging a batch ahead when it runs out.
  private mutating func count() throws(JSONScanError) {
    values += 1
    guard values <= bounds.values else {
      refusal = .tooManyValues(limit: bounds.values)
      throw scanner.failure("too many values")
    }
    guard values > charged, let charge else { return }
    guard charge.take(Self.chargeBatch) else {
      refusal = .busy
      throw scanner.failure("no room for the values")
    }
    charged += Self.chargeBatch
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

  /// A record's fields as stored (`WireJSON.encode(fields:)`), read as they are scanned by the
  /// one reader of a field (`FieldValue`).
  public static func fields(_ text: String) throws -> [String: FieldValue] {
    var text = text
    do {
      return try text.withUTF8 { utf8 in
        try reading(UnsafeRawBufferPointer(utf8)) { parser in
          let fields = try FieldValue.fields(from: &parser)
          try parser.scanner.end()
          return fields
        }
      }
    } catch let error as DecodingError {
      throw FieldValueError("The stored fields are not valid: \(error)")
    }
  }

  // MARK: Parsing

  mutating func value(depth: Int) throws(JSONScanError) -> JSONValue {
    guard depth < bounds.depth else {
      refusal = .tooDeep(bounds.depth)
      throw scanner.failure("nesting too deep")
    }
    try count()
    switch try scanner.item() {
    case .objectStart:
      var object: [String: JSONValue] = [:]
      var first = true
      while let key = try scanner.nextKey(&first) {
        if depth == 0 { topKey = key }
        try checkRoom(object.count)
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
        try checkRoom(array.count)
        array.append(try value(depth: depth + 1))
      }
      return .array(array)
    case .string(let text): return .string(text)
    case .number(let number): return try self.number(number)
    case .bool(let bool): return .bool(bool)
    case .null: return .null
    }
  }

  /// Refuses an item more in an array or object holding `count` already, at the bound.
  private mutating func checkRoom(_ count: Int) throws(JSONScanError) {
    guard count >= bounds.itemsPerContainer else { return }
    refusal = .containerTooLarge(key: topKey, limit: bounds.itemsPerContainer)
    throw scanner.failure("too many items")
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
