import Foundation

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
    default: nil
    }
  }

  /// A DOUBLE value, or an INT64 one converted; nil otherwise.
  public var doubleValue: Double? {
    switch self {
    case .double(let value): value
    case .int64(let value): Double(value)
    default: nil
    }
  }

  /// The target of a REFERENCE value; nil otherwise.
  public var referenceValue: Reference? {
    if case .reference(let value) = self { value } else { nil }
  }
}

/// Why a field value could not be read: a sentence naming the field's problem.
public struct FieldValueError: Error, Sendable, CustomStringConvertible {
  /// The sentence naming the problem.
  public var description: String
  /// Creates an error with its sentence.
  public init(_ description: String) { self.description = description }
}

extension FieldValue {
  /// Reads a value of the given type (or, without one, of the type the JSON suggests).
  public init(json: JSONValue, type: FieldType?) throws {
    let type = try type ?? FieldValue.inferredType(of: json)
    if type.isList {
      guard case .array(let elements) = json else {
        throw FieldValueError("A \(type) value must be an array, not \(json.kindDescription).")
      }
      self = .list(
        type.scalar, try elements.map { try FieldValue.scalar(type.scalar, from: $0) })
    } else {
      self = try FieldValue.scalar(type.scalar, from: json)
    }
  }

  /// The bare `value` as JSON, without the type: BYTES as base64 text, TIMESTAMP as milliseconds.
  public var json: JSONValue {
    switch self {
    case .string(let value): .string(value)
    case .int64(let value), .timestamp(let value): .integer(value)
    case .double(let value): .number(value)
    case .bytes(let value): .string(value.base64EncodedString())
    case .reference(let value): JSONValue(encoding: value)
    case .asset(let value): JSONValue(encoding: value)
    case .location(let value): JSONValue(encoding: value)
    case .list(_, let values): .array(values.map(\.json))
    }
  }

  static func inferredType(of json: JSONValue) throws -> FieldType {
    switch json {
    case .string: return .string
    case .integer: return .int64
    case .number: return .double
    case .object(let object) where object["recordName"] != nil: return .reference
    case .object(let object) where object["latitude"] != nil: return .location
    case .object: return .assetID
    case .array(let elements):
      let scalar = try elements.first.map { try inferredType(of: $0).scalar } ?? .string
      return FieldType(scalar, isList: true)
    case .bool:
      throw FieldValueError("A boolean is not a field type; use an INT64 of 0 or 1.")
    case .null:
      throw FieldValueError("A field value cannot be null; leave the field out instead.")
    }
  }

  static func scalar(_ scalar: FieldType.Scalar, from json: JSONValue) throws -> FieldValue {
    func mismatch() -> FieldValueError {
      FieldValueError("A \(scalar.rawValue) value cannot be \(json.kindDescription).")
    }
    switch (scalar, json) {
    case (.string, .string(let value)): return .string(value)
    case (.int64, .integer(let value)): return .int64(value)
    case (.timestamp, .integer(let value)): return .timestamp(value)
    case (.int64, .string(let text)), (.timestamp, .string(let text)):
      // numbersAsStrings
      guard let value = Int64(text) else { throw mismatch() }
      return scalar == .int64 ? .int64(value) : .timestamp(value)
    case (.timestamp, .number(let value)) where value == value.rounded() && abs(value) < 9e18:
      return .timestamp(Int64(value))
    case (.double, .number(let value)): return .double(value)
    case (.double, .integer(let value)): return .double(Double(value))
    case (.bytes, .string(let text)):
      guard let data = Data(base64Encoded: text) else {
        throw FieldValueError("A BYTES value must be base64 text.")
      }
      return .bytes(data)
    case (.reference, .object(let object)):
      // The usual shape, read directly; anything else through Codable for its message.
      if case .string(let name) = object["recordName"] ?? .null,
        object.keys.allSatisfy({ ["recordName", "zoneID", "action"].contains($0) })
      {
        var reference = Reference(recordName: name)
        switch object["action"] ?? .null {
        case .null: break
        case .string(let action):
          guard let known = Reference.Action(rawValue: action) else { break }
          reference.action = known
        default: return .reference(try json.decoded(as: Reference.self))
        }
        if case .string(let action) = object["action"] ?? .null, reference.action == nil {
          throw FieldValueError(
            "A reference's action must be NONE, DELETE_SELF or VALIDATE, not \(action).")
        }
        switch object["zoneID"] ?? .null {
        case .null: break
        case .object(let zone):
          guard case .string(let zoneName) = zone["zoneName"] ?? .null else {
            return .reference(try json.decoded(as: Reference.self))
          }
          var zoneID = ZoneID(zoneName: zoneName)
          if case .string(let owner) = zone["ownerRecordName"] ?? .null {
            zoneID.ownerRecordName = owner
          }
          reference.zoneID = zoneID
        default: return .reference(try json.decoded(as: Reference.self))
        }
        return .reference(reference)
      }
      return .reference(try json.decoded(as: Reference.self))
    case (.assetID, .object): return .asset(try json.decoded(as: Asset.self))
    case (.location, .object): return .location(try json.decoded(as: Location.self))
    default: throw mismatch()
    }
  }
}

extension FieldValue: Codable {
  enum CodingKeys: String, CodingKey { case value, type }

  /// Reads `{ "value", "type" }`, inferring a missing type from the value; an unknown type throws.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var type: FieldType?
    if let name = try container.decodeIfPresent(String.self, forKey: .type) {
      guard let known = FieldType(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .type, in: container, debugDescription: "Unknown field type \(name).")
      }
      type = known
    }
    // With a type, read the value as that type directly; the generic path below (which
    // probes the JSON's kind by trying one type after another) is for values without a type
    // and for the odd shapes it accepts, such as numbers sent as strings.
    if let type, let value = try? FieldValue.decodeDirectly(type, from: container) {
      self = value
      return
    }
    let json = try container.decode(JSONValue.self, forKey: .value)
    do {
      self = try FieldValue(json: json, type: type)
    } catch let error as FieldValueError {
      throw DecodingError.dataCorruptedError(
        forKey: .value, in: container, debugDescription: error.description)
    }
  }

  /// Writes `{ "value", "type" }`, always with the type, as the one writer (`WireJSON`) does.
  public func encode(to encoder: any Encoder) throws {
    try WireJSON.tree { $0.field(self) }.encode(to: encoder)
  }

  static func decodeDirectly(
    _ type: FieldType, from container: KeyedDecodingContainer<CodingKeys>
  ) throws -> FieldValue {
    if type.isList {
      /// The list of `Element`s, each made a value by `make`.
      func decodedList<Element: Decodable>(_ make: (Element) -> FieldValue) throws -> FieldValue {
        .list(type.scalar, try container.decode([Element].self, forKey: .value).map(make))
      }
      switch type.scalar {
      case .string: return try decodedList(FieldValue.string)
      case .int64: return try decodedList(FieldValue.int64)
      case .timestamp: return try decodedList(FieldValue.timestamp)
      case .double: return try decodedList(FieldValue.double)
      case .reference: return try decodedList(FieldValue.reference)
      default: throw FieldValueError("decoded generically")
      }
    }
    switch type.scalar {
    case .string: return .string(try container.decode(String.self, forKey: .value))
    case .int64: return .int64(try container.decode(Int64.self, forKey: .value))
    case .timestamp: return .timestamp(try container.decode(Int64.self, forKey: .value))
    case .double: return .double(try container.decode(Double.self, forKey: .value))
    case .reference: return .reference(try container.decode(Reference.self, forKey: .value))
    case .location: return .location(try container.decode(Location.self, forKey: .value))
    case .assetID: return .asset(try container.decode(Asset.self, forKey: .value))
    case .bytes:
      guard let data = Data(base64Encoded: try container.decode(String.self, forKey: .value)) else {
        throw FieldValueError("decoded generically")
      }
      return .bytes(data)
    }
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
