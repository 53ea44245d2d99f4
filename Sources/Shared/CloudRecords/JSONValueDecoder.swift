import Foundation
import JSONScanner

/// Decodes a `Decodable` type from a `JSONValue` that `WireJSONParser` has read: one linear
/// walk of the tree, with the coding paths and `DecodingError`s `JSONDecoder` gives, so a
/// refusal names the place that is wrong. A `JSONValue` inside is taken as it is, not probed
/// kind by kind (which costs `JSONDecoder` time growing with the cube of the nesting).
public enum JSONValueDecoder {
  /// JSON text, parsed by `WireJSONParser`, decoded as `type`: how every request, answer and
  /// message of the wire is read. A `FieldValueError` for text that is not JSON, a
  /// `DecodingError` for JSON that does not fit.
  public static func decode<T: Decodable>(_ type: T.Type, text: some ContiguousBytes) throws -> T {
    try decode(type, from: WireJSONParser.parse(text))
  }

  /// The value decoded as `type`; a `DecodingError` when it does not fit.
  public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try TreeDecoder(value: value, codingPath: []).decodeValue(type)
  }
}

private struct TreeDecoder: Decoder, JSONValueHolding {
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  var heldValue: JSONValue { value }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value else {
      throw mismatch([String: JSONValue].self, value, codingPath)
    }
    return KeyedDecodingContainer(Keyed<Key>(object: object, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let array) = value else {
      throw mismatch([JSONValue].self, value, codingPath)
    }
    return Unkeyed(array: array, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    Single(value: value, codingPath: codingPath)
  }

  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    if type == JSONValue.self { return value as! T }
    return try Single(value: value, codingPath: codingPath).decode(type)
  }
}

/// The refusal of a value of the wrong kind: `valueNotFound` for null, else `typeMismatch`.
func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey])
  -> DecodingError
{
  if value == .null {
    return .valueNotFound(type, .init(codingPath: path, debugDescription: "Found null."))
  }
  return .typeMismatch(
    type, .init(codingPath: path, debugDescription: "Found \(value.kindDescription)."))
}

/// A key of an array element, as Foundation's coders name it in a coding path (`Index 3`):
/// `JSONValueDecoder`'s and `JSONValueEncoder`'s.
struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

private struct Single: SingleValueDecodingContainer {
  let value: JSONValue
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { value == .null }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(type, value, codingPath) }
    return bool
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let text) = value else { throw mismatch(type, value, codingPath) }
    return text
  }

  func decode(_ type: Double.Type) throws -> Double {
    switch value {
    case .integer(let number): return Double(number)
    case .number(let number): return number
    case .null, .bool, .string, .array, .object: throw mismatch(type, value, codingPath)
    }
  }

  func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    switch type {
    case is JSONValue.Type: return value as! T
    case is String.Type: return try decode(String.self) as! T
    case is Bool.Type: return try decode(Bool.self) as! T
    case is Double.Type: return try decode(Double.self) as! T
    case is Int.Type: return try integer(Int.self) as! T
    case is Int64.Type: return try integer(Int64.self) as! T
    case is Int32.Type: return try integer(Int32.self) as! T
    default: return try T(from: TreeDecoder(value: value, codingPath: codingPath))
    }
  }

  func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    switch value {
    case .integer(let number):
      guard let fitting = I(exactly: number) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: codingPath, debugDescription: "Number \(number) does not fit \(I.self)."))
      }
      return fitting
    case .number(let number):
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath, debugDescription: "Number \(number) is not an integer."))
    case .null, .bool, .string, .array, .object: throw mismatch(type, value, codingPath)
    }
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
}

private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: [String: JSONValue]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

  private func child(_ key: Key) throws -> Single {
    guard let value = object[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        .init(codingPath: codingPath, debugDescription: "No value for key \(key.stringValue)."))
    }
    return Single(value: value, codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try child(key).decode(type)
  }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decode(type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decode(type) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decode(type) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decode(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decode(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decode(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decode(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decode(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decode(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decode(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decode(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decode(type) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decode(type) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decode(type) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    let child = try child(key)
    return try TreeDecoder(value: child.value, codingPath: child.codingPath).container(
      keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let child = try child(key)
    return try TreeDecoder(value: child.value, codingPath: child.codingPath).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    TreeDecoder(value: .object(object), codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TreeDecoder(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key])
  }
}

private struct Unkeyed: UnkeyedDecodingContainer {
  let array: [JSONValue]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  init(array: [JSONValue], codingPath: [any CodingKey]) {
    self.array = array
    self.codingPath = codingPath
  }

  var count: Int? { array.count }
  var isAtEnd: Bool { currentIndex >= array.count }

  private mutating func next() throws -> Single {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        JSONValue.self,
        .init(
          codingPath: codingPath + [IndexKey(currentIndex)],
          debugDescription: "Unkeyed container is at end."))
    }
    defer { currentIndex += 1 }
    return Single(value: array[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)])
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, array[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }
  mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decode(type) }
  mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try next().decode(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try next().decode(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try next().decode(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decode(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decode(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decode(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decode(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decode(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decode(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decode(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decode(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decode(type) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let child = try next()
    return try TreeDecoder(value: child.value, codingPath: child.codingPath).container(
      keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let child = try next()
    return try TreeDecoder(value: child.value, codingPath: child.codingPath).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let child = try next()
    return TreeDecoder(value: child.value, codingPath: child.codingPath)
  }
}
