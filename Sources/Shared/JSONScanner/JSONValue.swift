/// Any JSON value, kept exactly: integers stay integers (to 64 bits), so an INT64 field
/// survives a round trip.
public enum JSONValue: Codable, Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Reads any JSON value, an integer that fits in 64 bits as `integer`; a value that cannot be
  /// read (such as 1e999) throws `dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    // `JSONValueDecoder` holds the value already read, by the linear parser.
    if let holder = decoder as? any JSONValueHolding {
      self = holder.heldValue
      return
    }
    let container = try decoder.singleValueContainer()
    // A value of the right kind that cannot be read (a number past Double's range, a string
    // with a lone surrogate or bytes that are not UTF-8) is reported as that, not as "not an
    // object", the last kind tried.
    var unreadable: DecodingError?
    func attempt<T: Decodable>(_ type: T.Type) -> T? {
      do {
        return try container.decode(type)
      } catch let error as DecodingError {
        if case .dataCorrupted = error { unreadable = error }
        return nil
      } catch {
        // JSONDecoder's own parse errors: the value is of this kind but cannot be read.
        let problem =
          T.self == String.self
          ? "a string that is not valid text (bytes that are not UTF-8, or a lone surrogate"
            + " escape such as \\ud800)"
          : "a number too large to read (such as 1e999)"
        unreadable = .dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: problem, underlyingError: error))
        return nil
      }
    }
    if container.decodeNil() {
      self = .null
    } else if let value = attempt(Bool.self) {
      self = .bool(value)
    } else if let value = attempt(Int64.self) {
      self = .integer(value)
    } else if let value = attempt(Double.self) {
      self = .number(value)
    } else if let value = attempt(String.self) {
      self = .string(value)
    } else if let value = attempt([JSONValue].self) {
      self = .array(value)
    } else if let value = attempt([String: JSONValue].self) {
      self = .object(value)
    } else {
      throw unreadable
        ?? DecodingError.typeMismatch(
          [String: JSONValue].self,
          .init(codingPath: decoder.codingPath, debugDescription: "Not a JSON value."))
    }
  }

  /// Writes the value back as the same JSON.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// A short name for the kind of value, for messages: "a string", "an object", ….
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .integer: "an integer"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A decoder that hands out the value it holds, so `JSONValue.init(from:)` takes it whole
/// instead of reading it again piece by piece (`JSONValueDecoder`).
public protocol JSONValueHolding {
  /// The value this decoder reads from.
  var heldValue: JSONValue { get }
}
