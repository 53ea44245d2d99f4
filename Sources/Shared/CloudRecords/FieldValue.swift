import Foundation
import JSONScanner

/// A record field's value, on the wire `{ "value": …, "type": "STRING" }`. When a request
/// leaves `type` out, it is inferred from the value as CloudKit does.
public enum FieldValue: Sendable, Hashable {
  case string(String)
  case int64(Int64)
  case double(Double)
  /// Milliseconds since 1970.
  case timestamp(Int64)
  case bytes(Data)
  case reference(Reference)
  case asset(Asset)
  case location(Location)
  /// A list; the element type is kept so an empty list still has one.
  case list(FieldType.Scalar, [FieldValue])

  /// The value's field type, such as `INT64` or `STRING_LIST`; an `asset` is `ASSETID`.
  public var type: FieldType {
    switch self {
    case .string: .string
    case .int64: .int64
    case .double: .double
    case .timestamp: .timestamp
    case .bytes: .bytes
    case .reference: .reference
    case .asset: .assetID
    case .location: .location
    case .list(let scalar, _): FieldType(scalar, isList: true)
    }
  }

  /// The text of a STRING value; nil for any other type.
  public var stringValue: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// INT64 and TIMESTAMP values as integers.
  public var int64Value: Int64? {
    switch self {
    case .int64(let value), .timestamp(let value): value
    case .string, .double, .bytes, .reference, .asset, .location, .list: nil
    }
  }

  /// A DOUBLE value, or an INT64 one converted; nil otherwise.
  public var doubleValue: Double? {
    switch self {
    case .double(let value): value
    case .int64(let value): Double(value)
    case .string, .timestamp, .bytes, .reference, .asset, .location, .list: nil
    }
  }

  /// The target of a REFERENCE value; nil otherwise.
  public var referenceValue: Reference? {
    if case .reference(let value) = self { value } else { nil }
  }
}

/// Why a text of the wire could not be read (JSON that is not valid, a number too long, stored
/// fields that do not fit): a sentence saying what and where.
public struct FieldValueError: Error, Sendable, CustomStringConvertible {
  /// The sentence naming the problem.
  public var description: String
  /// Creates an error with its sentence.
  public init(_ description: String) { self.description = description }
}

extension FieldValue {
  /// The one reader of a field, `{ "value": …, "type": "INT64" }` (`WireReading.swift`); a
  /// missing or null type is taken from the value, as CloudKit does.
  static func read(from source: inout some WireSource) throws -> FieldValue {
    var type: FieldType?
    var value: JSONValue?
    try source.members(["type", "value"], required: ["value"]) { key, source in
      switch key {
      case "type": type = try source.optionalLeaf(FieldValue.fieldType)
      case "value": value = try source.value()
      default: _ = try source.value()
      }
    }
    guard let value else { throw Wire.missing("value") }
    return try Wire.placed(under: WireKey("value")) { try FieldValue(value: value, type: type) }
  }

  /// A record's `fields`, each field read by the one reader under its name.
  static func fields(from source: inout some WireSource) throws -> [String: FieldValue] {
    var fields: [String: FieldValue] = [:]
    fields.reserveCapacity(source.memberCount())
    try source.members([]) { name, source in fields[name] = try FieldValue.read(from: &source) }
    return fields
  }

  /// A field's `type`, one CloudKit knows.
  private static func fieldType(_ value: JSONValue) throws(DecodingError) -> FieldType {
    let name = try Wire.string(value)
    guard let known = FieldType(rawValue: name) else {
      throw corrupted("Unknown field type \(name).")
    }
    return known
  }

  /// A bare `value` of the given type, or without one of the type the JSON suggests.
  private init(value json: JSONValue, type given: FieldType?) throws {
    let type: FieldType
    if let given { type = given } else { type = try FieldValue.inferredType(of: json) }
    guard type.isList else {
      self = try FieldValue.scalar(type.scalar, from: json)
      return
    }
    guard case .array = json else {
      throw corrupted("A \(type) value must be an array, not \(json.kindDescription).")
    }
    var source = ParsedJSON(json: json)
    var items: [FieldValue] = []
    try source.elements { _, item in
      items.append(try FieldValue.scalar(type.scalar, from: item.json))
    }
    self = .list(type.scalar, items)
  }

  /// The bare `value` as JSON, without the type, as `WireJSON` writes it: BYTES as base64
  /// text, TIMESTAMP as milliseconds.
  public var json: JSONValue { WireJSON.tree { $0.fieldValue(self) } }

  private static func inferredType(of json: JSONValue) throws(DecodingError) -> FieldType {
    switch json {
    case .string: return .string
    case .integer: return .int64
    case .number: return .double
    case .object(let object) where object["recordName"] != nil: return .reference
    case .object(let object) where object["latitude"] != nil: return .location
    case .object: return .assetID
    case .array(let elements):
      guard let first = elements.first else { return FieldType(.string, isList: true) }
      return FieldType(try inferredType(of: first).scalar, isList: true)
    case .bool:
      throw corrupted("A boolean is not a field type; use an INT64 of 0 or 1.")
    case .null:
      throw corrupted("A field value cannot be null; leave the field out instead.")
    }
  }

  private static func scalar(_ scalar: FieldType.Scalar, from json: JSONValue) throws
    -> FieldValue
  {
    switch (scalar, json) {
    case (.string, .string(let value)): return .string(value)
    case (.int64, .integer(let value)): return .int64(value)
    case (.timestamp, .integer(let value)): return .timestamp(value)
    case (.int64, .string(let text)), (.timestamp, .string(let text)):
      // numbersAsStrings
      guard let value = Int64(text) else { break }
      return scalar == .int64 ? .int64(value) : .timestamp(value)
    case (.timestamp, .number(let value)) where value == value.rounded() && abs(value) < 9e18:
      return .timestamp(Int64(value))
    case (.double, .number(let value)): return .double(value)
    case (.double, .integer(let value)): return .double(Double(value))
    case (.bytes, .string(let text)):
      guard let data = Data(base64Encoded: text) else {
        throw corrupted("A BYTES value must be base64 text.")
      }
      return .bytes(data)
    case (.reference, .object):
      var source = ParsedJSON(json: json)
      return .reference(try Reference.read(from: &source))
    case (.assetID, .object):
      return .asset(try JSONValueDecoder.decode(Asset.self, from: json))
    case (.location, .object):
      return .location(try JSONValueDecoder.decode(Location.self, from: json))
    case (.string, _), (.int64, _), (.double, _), (.timestamp, _), (.bytes, _), (.reference, _),
      (.assetID, _), (.location, _):
      break
    }
    throw corrupted("A \(scalar.rawValue) value cannot be \(json.kindDescription).")
  }
}

/// A value that is of the right kind but cannot be read, and why.
private func corrupted(_ why: String) -> DecodingError {
  .dataCorrupted(.init(codingPath: [], debugDescription: why))
}

extension FieldValue: Codable {
  /// Reads the field with the one reader.
  public init(from decoder: any Decoder) throws {
    self = try Wire.read(decoder) { try FieldValue.read(from: &$0) }
  }

  /// Writes `{ "value", "type" }`, always with the type, as the one writer (`WireJSON`) does.
  public func encode(to encoder: any Encoder) throws {
    try WireJSON.tree { $0.field(self) }.encode(to: encoder)
  }
}

extension JSONValue {
  /// The JSON of an encodable value, by `JSONValueEncoder`; null when it cannot be encoded.
  public init<T: Encodable>(encoding value: T) {
    self = (try? JSONValueEncoder.encode(value)) ?? .null
  }

  /// Decodes this JSON as the given type, walking the value (`JSONValueDecoder`).
  public func decoded<T: Decodable>(as type: T.Type) throws -> T {
    try JSONValueDecoder.decode(type, from: self)
  }
}
