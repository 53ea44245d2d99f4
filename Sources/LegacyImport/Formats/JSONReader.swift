/// Reads JSON (RFC 8259) into a value tree: both JSON dumps and the bytes the app's
/// `JSONEncoder` stored in each of its keys.
///
/// Strict about syntax (no comments, no trailing commas), since a damaged value must be
/// refused rather than half read. A lone surrogate escape becomes U+FFFD: JSON allows it,
/// text cannot hold it.
struct JSONReader {
  private let bytes: [UInt8]
  private var index = 0
  private var values = 0

  static func read(_ bytes: [UInt8]) throws(LegacyImportError) -> PropertyValue {
    var reader = JSONReader(bytes: bytes)
    reader.index = ByteText.afterUTF8BOM(bytes)
    let value = try reader.value(depth: 0)
    reader.skipBlanks()
    if reader.index < bytes.count {
      throw reader.failure("text follows the end of the JSON value")
    }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func failure(_ problem: String, at offset: Int? = nil) -> LegacyImportError {
    .malformed(.json, problem: problem, at: .byte(offset ?? index))
  }

  private mutating func skipBlanks() {
    while index < bytes.count && ByteText.isBlank(bytes[index]) { index += 1 }
  }

  private mutating func value(depth: Int) throws(LegacyImportError) -> PropertyValue {
    values += 1
    guard values <= ReadingLimits.maxValues else {
      throw failure(
        "it holds more than \(ReadingLimits.maxValues) values, far more than the app's preferences do"
      )
    }
    skipBlanks()
    guard index < bytes.count else { throw failure("the text ends where a value should be") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default:
      throw failure("\(ByteText.describe(bytes[index])) where a value should be")
    }
  }

  private mutating func literal(
    _ word: String, _ value: PropertyValue
  ) throws(LegacyImportError) -> PropertyValue {
    guard bytes[index...].starts(with: word.utf8) else {
      throw failure("a word that is not true, false or null")
    }
    index += word.utf8.count
    return value
  }

  private mutating func array(depth: Int) throws(LegacyImportError) -> PropertyValue {
    guard depth <= ReadingLimits.maxDepth else {
      throw failure("lists and objects nest deeper than \(ReadingLimits.maxDepth) levels")
    }
    index += 1
    var items = [PropertyValue]()
    skipBlanks()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      items.append(try value(depth: depth))
      skipBlanks()
      guard index < bytes.count else { throw failure("a list is not closed with ']'") }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(items)
      default: throw failure("\(ByteText.describe(bytes[index])) where ',' or ']' should be")
      }
    }
  }

  private mutating func object(depth: Int) throws(LegacyImportError) -> PropertyValue {
    guard depth <= ReadingLimits.maxDepth else {
      throw failure("lists and objects nest deeper than \(ReadingLimits.maxDepth) levels")
    }
    index += 1
    var entries = [PropertyEntry]()
    skipBlanks()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .dictionary(entries)
    }
    while true {
      skipBlanks()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("an object key is not a quoted string")
      }
      let key = try string()
      skipBlanks()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw failure("':' is missing after the key \"\(key.prefix(40))\"")
      }
      index += 1
      entries.append(PropertyEntry(key: key, value: try value(depth: depth)))
      skipBlanks()
      guard index < bytes.count else { throw failure("an object is not closed with '}'") }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .dictionary(entries)
      default: throw failure("\(ByteText.describe(bytes[index])) where ',' or '}' should be")
      }
    }
  }

  private mutating func string() throws(LegacyImportError) -> String {
    let start = index
    index += 1
    var buffer = [UInt8]()
    while true {
      guard index < bytes.count else {
        throw failure("a string opened here is not closed", at: start)
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: buffer, as: UTF8.self) else {
          throw failure("a string opened here is not valid UTF-8", at: start)
        }
        return text
      case UInt8(ascii: "\\"):
        try escape(into: &buffer)
      case 0..<0x20:
        throw failure("a control character (\(ByteText.describe(byte))) inside a string")
      default:
        buffer.append(byte)
        index += 1
      }
    }
  }

  private mutating func escape(into buffer: inout [UInt8]) throws(LegacyImportError) {
    guard index + 1 < bytes.count else { throw failure("the text ends inside an escape") }
    let letter = bytes[index + 1]
    index += 2
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(letter)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try hexUnit()
      var scalar = Unicode.Scalar(unit)
      if UTF16.isLeadSurrogate(unit), bytes[index...].starts(with: "\\u".utf8) {
        let save = index
        index += 2
        let trail = try hexUnit()
        if UTF16.isTrailSurrogate(trail) {
          scalar = Unicode.Scalar(
            0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(trail) - 0xDC00))
        } else {
          index = save
        }
      }
      ByteText.appendUTF8(scalar ?? "\u{FFFD}", to: &buffer)
    default:
      throw failure("an unknown escape \\\(Character(Unicode.Scalar(letter)))", at: index - 2)
    }
  }

  private mutating func hexUnit() throws(LegacyImportError) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = ByteText.hexValue(bytes[index]) else {
        throw failure("\\u is not followed by four hex digits")
      }
      unit = unit << 4 | UInt16(digit)
      index += 1
    }
    return unit
  }

  private mutating func number() throws(LegacyImportError) -> PropertyValue {
    let start = index
    var isInteger = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw failure("'-' is not followed by a digit", at: start)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      skipDigits()
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw failure("a number has no digits after its '.'", at: start)
      }
      skipDigits()
    }
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
    {
      isInteger = false
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw failure("a number has no digits in its exponent", at: start)
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let integer = Int(text) { return .integer(integer) }
    return .real(Double(text) ?? .nan)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private mutating func skipDigits() {
    while index < bytes.count && isDigit(bytes[index]) { index += 1 }
  }
}
