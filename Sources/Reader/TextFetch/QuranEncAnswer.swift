import JSONScanner

/// An answer of QuranEnc's API read as plain JSON values through `JSONScanner`, the one JSON
/// reader: the body is bounded by its request (`QuranEnc`), the nesting here.
indirect enum QuranEncValue: Equatable {
  case object([String: QuranEncValue])
  case array([QuranEncValue])
  case string(String)
  /// A number, as its text.
  case number(String)
  case other

  /// The deepest nesting read; QuranEnc's answers are three levels deep.
  static let maximumDepth = 16

  /// Reads a whole JSON text, or says where and why it is not one.
  static func read(_ bytes: [UInt8]) throws(JSONScanError) -> QuranEncValue {
    try bytes.withUnsafeBufferPointer { buffer throws(JSONScanError) in
      var scanner = JSONScanner(buffer)
      let value = try read(&scanner, depth: 0)
      try scanner.end()
      return value
    }
  }

  private static func read(_ scanner: inout JSONScanner, depth: Int) throws(JSONScanError)
    -> QuranEncValue
  {
    guard depth < maximumDepth else { throw scanner.failure("the values nest too deep") }
    switch try scanner.item() {
    case .objectStart:
      var fields = [String: QuranEncValue]()
      var first = true
      while let key = try scanner.nextKey(&first) {
        fields[key] = try read(&scanner, depth: depth + 1)
      }
      return .object(fields)
    case .arrayStart:
      var elements = [QuranEncValue]()
      var first = true
      while try scanner.nextElement(&first) {
        elements.append(try read(&scanner, depth: depth + 1))
      }
      return .array(elements)
    case .string(let text): return .string(text)
    case .number(let number):
      return .number(String(decoding: scanner.bytes[number.range], as: UTF8.self))
    case .bool, .null: return .other
    }
  }

  /// A field of an object.
  subscript(_ key: String) -> QuranEncValue? {
    if case .object(let fields) = self { fields[key] } else { nil }
  }

  /// The elements of an array, or nil.
  var elements: [QuranEncValue]? {
    if case .array(let elements) = self { elements } else { nil }
  }

  /// A string, or a number's text (QuranEnc writes some numbers as strings, some not).
  var text: String? {
    switch self {
    case .string(let text), .number(let text): text
    case .object, .array, .other: nil
    }
  }
}
