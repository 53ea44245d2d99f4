/// Reads an XML plist, the shape `defaults export` writes.
///
/// Tolerant where CoreFoundation is (no `<plist>` wrapper, comments anywhere, `<string/>`),
/// strict where a misreading would change the data (unknown elements, bad base64).
struct XMLPlistReader {
  private var scanner: XMLScanner
  private var values = 0

  static func read(_ bytes: [UInt8]) throws(LegacyImportError) -> PropertyValue {
    var reader = XMLPlistReader(scanner: XMLScanner(bytes))
    var first = try reader.nextElement()
    var wrapped = false
    if case .start("plist", let isEmpty) = first {
      guard !isEmpty else { throw reader.scanner.failure("the <plist> element is empty") }
      wrapped = true
      first = try reader.nextElement()
    }
    guard case .start(let name, let isEmpty) = first else {
      throw reader.scanner.failure("the file holds no plist value")
    }
    let value = try reader.value(name, isEmpty: isEmpty, depth: 0)
    if wrapped {
      guard case .end("plist") = try reader.nextElement() else {
        throw reader.scanner.failure("the plist holds more than one value, or </plist> is missing")
      }
    }
    guard case .endOfInput = try reader.nextElement() else {
      throw reader.scanner.failure("something follows the end of the plist")
    }
    return value
  }

  /// The next tag, skipping the blanks between elements; other text there is an error.
  private mutating func nextElement() throws(LegacyImportError) -> XMLScanner.Token {
    let token = try scanner.next()
    guard case .text(let text) = token else { return token }
    guard text.allSatisfy(\.isWhitespace) else {
      throw scanner.failure("text \"\(text.prefix(30))\" stands outside any element")
    }
    return try scanner.next()
  }

  private mutating func value(
    _ name: String, isEmpty: Bool, depth: Int
  ) throws(LegacyImportError) -> PropertyValue {
    values += 1
    guard values <= ReadingLimits.maxValues else {
      throw scanner.failure(
        "it holds more than \(ReadingLimits.maxValues) values, far more than the app's preferences do"
      )
    }
    let start = scanner.tokenStart
    switch name {
    case "dict": return try dictionary(isEmpty: isEmpty, depth: depth + 1)
    case "array": return try array(isEmpty: isEmpty, depth: depth + 1)
    case "true", "false":
      if !isEmpty {
        guard case .end(name) = try nextElement() else {
          throw scanner.failure("<\(name)> should be empty, written <\(name)/>")
        }
      }
      return .bool(name == "true")
    case "string":
      return .string(try content(of: name, isEmpty: isEmpty))
    case "integer":
      let text = try content(of: name, isEmpty: isEmpty).trimmingBlanksAtEnds
      if let integer = Int(text) { return .integer(integer) }
      if let large = UInt64(text) { return .real(Double(large)) }
      throw scanner.failure(
        "<integer> holds \"\(text.prefix(30))\", which is not a whole number", at: start)
    case "real":
      let text = try content(of: name, isEmpty: isEmpty).trimmingBlanksAtEnds
      guard let real = Double(text) else {
        throw scanner.failure(
          "<real> holds \"\(text.prefix(30))\", which is not a number", at: start)
      }
      return .real(real)
    case "date":
      let text = try content(of: name, isEmpty: isEmpty).trimmingBlanksAtEnds
      guard let seconds = PlistDate.secondsSince2001(text) else {
        throw scanner.failure(
          "<date> holds \"\(text.prefix(30))\", not a date like 2024-03-01T08:30:00Z", at: start)
      }
      return .date(seconds)
    case "data":
      let text = try content(of: name, isEmpty: isEmpty)
      guard let bytes = Base64.decode(Array(text.utf8)) else {
        throw scanner.failure("<data> holds something that is not base64", at: start)
      }
      return .data(bytes)
    case "key":
      throw scanner.failure("a <key> stands outside a <dict>, or two keys follow each other")
    default:
      throw scanner.failure("<\(name.prefix(40))> is not a plist element")
    }
  }

  /// The text of a leaf element up to its end tag.
  private mutating func content(of name: String, isEmpty: Bool) throws(LegacyImportError) -> String
  {
    if isEmpty { return "" }
    var text = ""
    while true {
      switch try scanner.next() {
      case .text(let piece): text += piece
      case .end(name): return text
      case .end(let other): throw scanner.failure("</\(other.prefix(40))> closes <\(name)>")
      case .start(let other, _):
        throw scanner.failure("<\(name)> may not hold <\(other.prefix(40))>")
      case .endOfInput: throw scanner.failure("the file ends inside <\(name)>")
      }
    }
  }

  private mutating func array(isEmpty: Bool, depth: Int) throws(LegacyImportError) -> PropertyValue
  {
    try checkDepth(depth)
    var items = [PropertyValue]()
    if isEmpty { return .array(items) }
    while true {
      switch try nextElement() {
      case .end("array"): return .array(items)
      case .start(let name, let isEmpty):
        items.append(try value(name, isEmpty: isEmpty, depth: depth))
      case .end(let other): throw scanner.failure("</\(other.prefix(40))> closes <array>")
      case .text, .endOfInput: throw scanner.failure("the file ends inside an <array>")
      }
    }
  }

  private mutating func dictionary(isEmpty: Bool, depth: Int) throws(LegacyImportError)
    -> PropertyValue
  {
    try checkDepth(depth)
    var entries = [PropertyEntry]()
    if isEmpty { return .dictionary(entries) }
    while true {
      switch try nextElement() {
      case .end("dict"): return .dictionary(entries)
      case .start("key", let isEmpty):
        let key = try content(of: "key", isEmpty: isEmpty)
        guard case .start(let name, let valueIsEmpty) = try nextElement() else {
          throw scanner.failure("the key \"\(key.prefix(40))\" has no value")
        }
        entries.append(
          PropertyEntry(key: key, value: try value(name, isEmpty: valueIsEmpty, depth: depth)))
      case .start(let name, _):
        throw scanner.failure("<\(name.prefix(40))> stands in a <dict> where a <key> should be")
      case .end(let other): throw scanner.failure("</\(other.prefix(40))> closes <dict>")
      case .text, .endOfInput: throw scanner.failure("the file ends inside a <dict>")
      }
    }
  }

  private func checkDepth(_ depth: Int) throws(LegacyImportError) {
    guard depth <= ReadingLimits.maxDepth else {
      throw scanner.failure(
        "arrays and dictionaries nest deeper than \(ReadingLimits.maxDepth) levels")
    }
  }
}

extension String {
  /// The text without XML blanks at either end (numbers in plists may be padded).
  var trimmingBlanksAtEnds: String {
    let bytes = Array(utf8)
    guard let first = bytes.firstIndex(where: { !ByteText.isBlank($0) }),
      let last = bytes.lastIndex(where: { !ByteText.isBlank($0) })
    else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}
