import JSONScanner

/// Reads JSON (RFC 8259) into a value tree: both JSON dumps and the bytes the app's
/// `JSONEncoder` stored in each of its keys.
///
/// The text is read by `JSONScanner`, strict about syntax (no comments, no trailing commas)
/// since a damaged value must be refused rather than half read; a lone surrogate escape is
/// refused with the place it is (see `JSONScanner`), never turned into other text. This
/// reader keeps the limits every dump reader keeps (`ReadingLimits`).
struct JSONReader {
  private var scanner: JSONScanner
  private var values = 0

  static func read(_ bytes: [UInt8]) throws(LegacyImportError) -> PropertyValue {
    let read = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONScanError) in
        var reader = JSONReader(scanner: JSONScanner(buffer, from: ByteText.afterUTF8BOM(bytes)))
        let value = try reader.value(depth: 0)
        try reader.scanner.end()
        return value
      }
    }
    do {
      return try read.get()
    } catch {
      throw .malformed(.json, problem: error.problem, at: .byte(error.offset))
    }
  }

  private init(scanner: JSONScanner) { self.scanner = scanner }

  private mutating func value(depth: Int) throws(JSONScanError) -> PropertyValue {
    values += 1
    guard values <= ReadingLimits.maxValues else {
      throw scanner.failure(
        "it holds more than \(ReadingLimits.maxValues) values, far more than the app's preferences do"
      )
    }
    switch try scanner.item() {
    case .objectStart:
      try checkDepth(depth + 1)
      var entries = [PropertyEntry]()
      var first = true
      while let key = try scanner.nextKey(&first) {
        entries.append(PropertyEntry(key: key, value: try value(depth: depth + 1)))
      }
      return .dictionary(entries)
    case .arrayStart:
      try checkDepth(depth + 1)
      var items = [PropertyValue]()
      var first = true
      while try scanner.nextElement(&first) { items.append(try value(depth: depth + 1)) }
      return .array(items)
    case .string(let text): return .string(text)
    case .number(let number):
      let text = String(decoding: scanner.bytes[number.range], as: UTF8.self)
      if number.isInteger, let integer = Int(text) { return .integer(integer) }
      return .real(Double(text) ?? .nan)
    case .bool(let bool): return .bool(bool)
    case .null: return .null
    }
  }

  /// Refuses a list or object (its bracket just read) nested deeper than `ReadingLimits`.
  private func checkDepth(_ depth: Int) throws(JSONScanError) {
    guard depth <= ReadingLimits.maxDepth else {
      throw scanner.failure(
        "lists and objects nest deeper than \(ReadingLimits.maxDepth) levels",
        at: scanner.index - 1)
    }
  }
}
