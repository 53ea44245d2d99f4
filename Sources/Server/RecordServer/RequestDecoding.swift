import CloudRecords
import Foundation
import JSONScanner
import NIOCore

/// Reads a request body: first `WireJSONParser`'s linear scan into a `JSONValue`, bounded as it
/// goes (`bounds`: nesting, and the items of a top array such as `operations`, counted while
/// scanning), then the request type walked from that value (`JSONValueDecoder`), each wire type
/// in it read by its one reader (`Record`, `FieldValue`, …). Whatever is wrong is a
/// BAD_REQUEST whose reason names the key path and what is wrong with it.
enum RequestDecoding {
  /// How deep a request body may nest. CloudKit's deepest request (a query subscription
  /// filtering on a list of references) nests 11 levels; a free-form value, such as a
  /// subscription's `notificationInfo` at level 4, may nest `freeFormDepth` more.
  static let bounds = JSONBounds(
    depth: 4 + freeFormDepth + 4, itemsPerTopArray: Limits.operationsPerRequest,
    itemsPerContainer: ParsedValues.perContainer, values: ParsedValues.perRequest)
  /// How deep a free-form value (`notificationInfo`) may nest in itself.
  static let freeFormDepth = 16

  /// The request read from `body`; its parsed values are charged to the server's budget
  /// (`ParsedValues`) while the tree is held, until the request is read from it.
  static func decode<T: Decodable>(_ type: T.Type, from body: ByteBuffer, operation: String) throws
    -> T
  {
    let charge = ParsedValues.Charge()
    defer { charge.release() }
    return try decode(
      type, from: parse(body, operation: operation, charge: charge), operation: operation)
  }

  /// The body's JSON, or BAD_REQUEST saying what is wrong with it (THROTTLED when the server
  /// holds as many parsed values as it keeps at once).
  static func parse(_ body: ByteBuffer, operation: String, charge: ParsedValues.Charge? = nil)
    throws -> JSONValue
  {
    guard body.readableBytes > 0 else {
      throw ServerError.badRequest("\(operation) needs a JSON body; the request had none.")
    }
    // Parsed where it was read: a copy would cost the body's size once more.
    let parsed = body.withUnsafeReadableBytes { bytes in
      Result { () throws(JSONRefusal) in
        try WireJSONParser.parse(bytes, bounds: bounds, charge: charge)
      }
    }
    switch parsed {
    case .success(let json): return json
    case .failure(.busy):
      throw ServerError(
        .throttled,
        "The server is reading as many large requests as it holds at once; send this one again"
          + " in a moment.", retryAfter: 1)
    case .failure(let refusal):
      throw ServerError.badRequest(sentence(for: refusal, operation: operation))
    }
  }

  /// The request type read from the body's JSON, or BAD_REQUEST naming the place.
  static func decode<T: Decodable>(_ type: T.Type, from json: JSONValue, operation: String)
    throws -> T
  {
    do {
      return try JSONValueDecoder.decode(type, from: json)
    } catch let error as DecodingError {
      throw ServerError.badRequest(sentence(for: error, operation: operation))
    }
  }

  static func sentence(for refusal: JSONRefusal, operation: String) -> String {
    switch refusal {
    case .malformed(let detail):
      let detail = detail.replacingOccurrences(of: "The JSON is not valid: ", with: "")
      return "The \(operation) body is not valid JSON (\(trimmed(detail).dropLast())); send one"
        + " JSON object, in UTF-8."
    case .duplicateKey(let key):
      return "The \(operation) body holds the key '\(shown(key))' twice in one object;"
        + " send each key once."
    case .tooDeep(let depth):
      return "The \(operation) body nests arrays and objects more than \(depth) deep; this"
        + " server reads at most \(depth) levels (a free-form value such as notificationInfo"
        + " at most \(freeFormDepth)). Send flatter JSON."
    case .tooManyItems(let key, let limit):
      return ServerError.tooManyItems(
        "items in the \(operation) body's `\(shown(key))`", limit: limit
      ).reason
    case .containerTooLarge(let key, let limit):
      return ServerError.tooManyItems(
        "items in one array or object of the \(operation) body's `\(shown(key))`", limit: limit
      ).reason
    case .tooManyValues(let limit):
      return ServerError.tooManyItems("values in the \(operation) body", limit: limit).reason
    case .busy:
      return "The server is reading as many large requests as it holds at once."
    }
  }

  /// The start of a name or key, as an answer may quote it: 40 characters, NUL written
  /// `\u0000`.
  static func shown(_ name: String) -> String { NameCheck.shown(name) }

  /// "The records/modify body is not valid: `operations[0].operationType` …".
  static func sentence(for error: DecodingError, operation: String) -> String {
    let prefix = "The \(operation) body is not valid"
    switch error {
    case .typeMismatch(let type, let context):
      return "\(prefix): \(where_(context.codingPath)) must be \(describe(type))."
    case .valueNotFound(let type, let context):
      return "\(prefix): \(where_(context.codingPath)) must be \(describe(type)), not null."
    case .keyNotFound(let key, let context):
      return "\(prefix): \(where_(context.codingPath + [key])) is missing."
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        return "\(prefix) JSON; send one JSON object, in UTF-8."
      }
      return "\(prefix): \(where_(context.codingPath)): \(trimmed(context.debugDescription))"
    @unknown default:
      return "\(prefix): \(error)."
    }
  }

  static func where_(_ path: [any CodingKey]) -> String {
    if path.isEmpty { return "the body" }
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return "`\(text)`"
  }

  /// The scalar types a request's value may be, in words.
  private static let valueKinds = [
    "String": "a string", "Int": "an integer", "Int64": "an integer", "Int32": "an integer",
    "Double": "a number", "Float": "a number", "Bool": "true or false",
  ]

  static func describe(_ type: Any.Type) -> String {
    let name = String(describing: type)
    if let kind = valueKinds[name] { return kind }
    if name.hasPrefix("Array") { return "an array" }
    if name.hasPrefix("Dictionary") { return "an object" }
    return "a \(name) (an object)"
  }

  static func trimmed(_ text: String) -> String {
    var text = text.trimmingCharacters(in: .whitespaces)
    while text.hasSuffix(".") { text.removeLast() }
    return text + "."
  }
}
