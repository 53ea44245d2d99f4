import CloudRecords
import Foundation
import NIOCore

/// Reads a request body into a request type, turning a `DecodingError` into a BAD_REQUEST
/// whose reason names the key path and what is wrong with it. Bodies with numbers that would
/// stop JSONDecoder (`LongNumbers`) get a BAD_REQUEST before it sees them.
enum RequestDecoding {
  static func decode<T: Decodable>(_ type: T.Type, from body: ByteBuffer, operation: String) throws
    -> T
  {
    guard body.readableBytes > 0 else {
      throw ServerError.badRequest("\(operation) needs a JSON body; the request had none.")
    }
    do {
      // JSONDecoder would stop the server on some very long numbers; see LongNumbers.
      try LongNumbers.refuse(in: body.readableBytesView)
    } catch let error as FieldValueError {
      throw ServerError.badRequest("The \(operation) body is not valid: \(error.description)")
    }
    let bytes = Array(body.readableBytesView)
    if let key = WireJSONParser.duplicateKey(in: bytes) {
      throw ServerError.badRequest(
        "The \(operation) body holds the key '\(shown(key))' twice in one object;"
          + " send each key once.")
    }
    do {
      return try JSONDecoder().decode(type, from: Data(bytes))
    } catch let error as DecodingError {
      throw ServerError.badRequest(sentence(for: error, operation: operation))
    }
  }

  /// The start of a name or key, as an answer may quote it: 40 characters, NUL written
  /// `\u0000`.
  static func shown(_ name: String) -> String {
    String(name.unicodeScalars.prefix(40).map { $0 == "\0" ? "\\u0000" : "\($0)" }.joined())
  }

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

  static func describe(_ type: Any.Type) -> String {
    let name = String(describing: type)
    switch name {
    case "String": return "a string"
    case "Int", "Int64", "Int32": return "an integer"
    case "Double", "Float": return "a number"
    case "Bool": return "true or false"
    case _ where name.hasPrefix("Array"): return "an array"
    case _ where name.hasPrefix("Dictionary"): return "an object"
    default: return "a \(name) (an object)"
    }
  }

  static func trimmed(_ text: String) -> String {
    var text = text.trimmingCharacters(in: .whitespaces)
    while text.hasSuffix(".") { text.removeLast() }
    return text + "."
  }
}
