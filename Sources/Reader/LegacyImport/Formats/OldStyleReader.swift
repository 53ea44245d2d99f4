import JSONScanner

/// Reads old-style (OpenStep) text, the shape `defaults read` prints.
///
/// Everything but data is a string in this shape: numbers and booleans come out as `7` and
/// `1`, so the layer above accepts numeric strings where the app stored integers. Data is
/// `<5b22 ...>`, or on newer macOS `{length = 38, bytes = 0x5b22 ... 225d}`, which leaves
/// out the middle of long values; such a value becomes `.shortenedData`, and the layer
/// above refuses the dump only if the value is one the import needs.
struct OldStyleReader {
  private let bytes: [UInt8]
  private var index: Int
  private var values = 0

  static func read(_ bytes: [UInt8]) throws(LegacyImportError) -> PropertyValue {
    var reader = OldStyleReader(bytes: bytes, index: ByteText.afterUTF8BOM(bytes))
    reader.skip()
    guard reader.index < bytes.count else { throw reader.failure("the text holds no value") }
    let value = try reader.value(depth: 0)
    reader.skip()
    guard reader.index >= bytes.count else {
      throw reader.failure("\(reader.describeHere()) follows the end of the top-level value")
    }
    return value
  }

  private func failure(_ problem: String, at offset: Int? = nil) -> LegacyImportError {
    .malformed(.oldStyleText, problem: problem, at: .byte(offset ?? index))
  }

  private func describeHere() -> String {
    index < bytes.count ? JSONScanner.describe(bytes[index]) : "the end of the text"
  }

  private mutating func skip() {
    index = ByteText.skipBlanksAndComments(bytes, from: index)
  }

  private func isByte(_ char: Character) -> Bool {
    index < bytes.count && bytes[index] == char.asciiValue
  }

  private mutating func value(depth: Int) throws(LegacyImportError) -> PropertyValue {
    values += 1
    guard values <= ReadingLimits.maxValues else {
      throw failure(
        "it holds more than \(ReadingLimits.maxValues) values, far more than the app's preferences do"
      )
    }
    skip()
    guard index < bytes.count else { throw failure("the text ends where a value should be") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      if let data = try dataDescription() { return data }
      return try dictionary(depth: depth + 1)
    case UInt8(ascii: "("): return try array(depth: depth + 1)
    case UInt8(ascii: "<"): return try hexData()
    default: return .string(try string())
    }
  }

  private func checkDepth(_ depth: Int) throws(LegacyImportError) {
    guard depth <= ReadingLimits.maxDepth else {
      throw failure("arrays and dictionaries nest deeper than \(ReadingLimits.maxDepth) levels")
    }
  }

  private mutating func string() throws(LegacyImportError) -> String {
    guard index < bytes.count else { throw failure("the text ends where a string should be") }
    let quote = bytes[index]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") { return try quoted(quote) }
    let start = index
    while index < bytes.count && ByteText.isUnquotedOldStyle(bytes[index]) {
      if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
      {
        break
      }
      index += 1
    }
    guard index > start else { throw failure("\(describeHere()) where a value should be") }
    guard let text = String(validating: bytes[start..<index], as: UTF8.self) else {
      throw failure("a word here is not valid UTF-8", at: start)
    }
    return text
  }

  private mutating func quoted(_ quote: UInt8) throws(LegacyImportError) -> String {
    let start = index
    index += 1
    var buffer = [UInt8]()
    var pendingLead: UInt16?
    while true {
      guard index < bytes.count else {
        throw failure("a string opened here is not closed", at: start)
      }
      let byte = bytes[index]
      if byte == quote {
        index += 1
        break
      }
      guard byte == UInt8(ascii: "\\") else {
        flush(&pendingLead, into: &buffer)
        buffer.append(byte)
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else {
        throw failure("a string opened here is not closed", at: start)
      }
      let letter = bytes[index]
      index += 1
      if letter == UInt8(ascii: "U") || letter == UInt8(ascii: "u") {
        try unicodeEscape(pendingLead: &pendingLead, into: &buffer)
        continue
      }
      flush(&pendingLead, into: &buffer)
      switch letter {
      case UInt8(ascii: "a"): buffer.append(0x07)
      case UInt8(ascii: "b"): buffer.append(0x08)
      case UInt8(ascii: "f"): buffer.append(0x0C)
      case UInt8(ascii: "n"): buffer.append(0x0A)
      case UInt8(ascii: "r"): buffer.append(0x0D)
      case UInt8(ascii: "t"): buffer.append(0x09)
      case UInt8(ascii: "v"): buffer.append(0x0B)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        // Up to three octal digits name a byte; read it as Latin-1, which agrees with
        // NeXTSTEP's encoding on everything `defaults` would escape this way.
        var value = UInt32(letter - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, index < bytes.count, let octal = octalValue(bytes[index]) {
          value = value * 8 + octal
          digits += 1
          index += 1
        }
        ByteText.appendUTF8(Unicode.Scalar(UInt8(truncatingIfNeeded: value)), to: &buffer)
      default: buffer.append(letter)
      }
    }
    flush(&pendingLead, into: &buffer)
    guard let text = String(validating: buffer, as: UTF8.self) else {
      throw failure("a string opened here is not valid UTF-8", at: start)
    }
    return text
  }

  private func octalValue(_ byte: UInt8) -> UInt32? {
    (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) ? UInt32(byte - UInt8(ascii: "0")) : nil
  }

  /// `\U1ead`: up to four hex digits naming a UTF-16 unit; a surrogate pair makes one character.
  private mutating func unicodeEscape(
    pendingLead: inout UInt16?, into buffer: inout [UInt8]
  ) throws(LegacyImportError) {
    var unit: UInt16 = 0
    var digits = 0
    while digits < 4, index < bytes.count, let digit = ByteText.hexValue(bytes[index]) {
      unit = unit << 4 | UInt16(digit)
      digits += 1
      index += 1
    }
    guard digits > 0 else { throw failure("\\U is not followed by hex digits") }
    if let lead = pendingLead, UTF16.isTrailSurrogate(unit) {
      pendingLead = nil
      let value = 0x10000 + (UInt32(lead) - 0xD800) << 10 + (UInt32(unit) - 0xDC00)
      ByteText.appendUTF8(Unicode.Scalar(value) ?? "\u{FFFD}", to: &buffer)
      return
    }
    flush(&pendingLead, into: &buffer)
    if UTF16.isLeadSurrogate(unit) {
      pendingLead = unit
    } else {
      ByteText.appendUTF8(Unicode.Scalar(unit) ?? "\u{FFFD}", to: &buffer)
    }
  }

  /// A lead surrogate with no trail after it cannot be text; it stands as U+FFFD.
  private func flush(_ pendingLead: inout UInt16?, into buffer: inout [UInt8]) {
    if pendingLead != nil {
      ByteText.appendUTF8("\u{FFFD}", to: &buffer)
      pendingLead = nil
    }
  }

  private mutating func array(depth: Int) throws(LegacyImportError) -> PropertyValue {
    .array(
      try items(depth: depth, closedBy: ")", what: "array") { reader throws(LegacyImportError) in
        let item = try reader.value(depth: depth)
        try reader.endItem(separator: ",", closedBy: ")") {
          "\($0) where ',' or ')' should be"
        }
        return item
      })
  }

  private mutating func dictionary(depth: Int) throws(LegacyImportError) -> PropertyValue {
    .dictionary(
      try items(depth: depth, closedBy: "}", what: "dictionary") {
        reader throws(LegacyImportError) in
        let key = try reader.string()
        reader.skip()
        if reader.isByte(";") {
          // `key;` alone, as in .strings files, means the key is its own value.
          reader.index += 1
          return PropertyEntry(key: key, value: .string(key))
        }
        guard reader.isByte("=") else {
          throw reader.failure(
            "\(reader.describeHere()) where '=' should follow the key \"\(key.prefix(40))\"")
        }
        reader.index += 1
        let entry = PropertyEntry(key: key, value: try reader.value(depth: depth))
        try reader.endItem(separator: ";", closedBy: "}") {
          "\($0) where ';' should end the entry \"\(key.prefix(40))\""
        }
        return entry
      })
  }

  /// The items of an array or a dictionary, its opening byte here: `item` reads each one with
  /// what ends it, until the byte that closes it (after a last separator too).
  private mutating func items<Item>(
    depth: Int, closedBy close: Character, what: String,
    _ item: (inout OldStyleReader) throws(LegacyImportError) -> Item
  ) throws(LegacyImportError) -> [Item] {
    try checkDepth(depth)
    let start = index
    index += 1
    var items = [Item]()
    while true {
      skip()
      if isByte(close) {
        index += 1
        return items
      }
      guard index < bytes.count else {
        throw failure("the \(what) opened here is not closed with '\(close)'", at: start)
      }
      items.append(try item(&self))
    }
  }

  /// After an item: its separator, passed over, or the closing byte, left for `items`;
  /// anything else is refused in `problem`'s words, given what stands here.
  private mutating func endItem(
    separator: Character, closedBy close: Character, _ problem: (String) -> String
  ) throws(LegacyImportError) {
    skip()
    if isByte(separator) {
      index += 1
    } else if !isByte(close) {
      throw failure(problem(describeHere()))
    }
  }

  /// One hex digit of data, the byte just read: the first half of a byte (kept in `high`) or
  /// its second, which completes it in `data`. Anything else is refused, saying where.
  private func appendHexDigit(
    _ byte: UInt8, to data: inout [UInt8], after high: inout UInt8?
  ) throws(LegacyImportError) {
    guard let digit = ByteText.hexValue(byte) else {
      throw failure(
        "\(JSONScanner.describe(byte)) inside data, where only hex digits belong", at: index - 1)
    }
    if let first = high {
      data.append(first << 4 | digit)
      high = nil
    } else {
      high = digit
    }
  }

  /// `<5b22313a 31225d>`: hex digits, blanks between them allowed.
  private mutating func hexData() throws(LegacyImportError) -> PropertyValue {
    let start = index
    index += 1
    var data = [UInt8]()
    var high: UInt8?
    while true {
      guard index < bytes.count else {
        throw failure("the data opened here is not closed with '>'", at: start)
      }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: ">") { break }
      if ByteText.isBlank(byte) { continue }
      try appendHexDigit(byte, to: &data, after: &high)
    }
    guard high == nil else {
      throw failure("the data opened here has an odd number of hex digits", at: start)
    }
    return .data(data)
  }

  /// `{length = 38, bytes = 0x5b22313a ... 225d}`, the way newer macOS prints data; nil
  /// (and nothing read) when the braces open an ordinary dictionary.
  private mutating func dataDescription() throws(LegacyImportError) -> PropertyValue? {
    let start = index
    index += 1
    skip()
    guard (try? string()) == "length" else {
      index = start
      return nil
    }
    skip()
    guard isByte("=") else {
      index = start
      return nil
    }
    index += 1
    skip()
    guard let lengthWord = try? string(), let length = Int(lengthWord), length >= 0 else {
      index = start
      return nil
    }
    skip()
    guard isByte(",") else {
      index = start
      return nil
    }
    index += 1
    skip()
    guard (try? string()) == "bytes" else {
      throw failure("'bytes =' should follow 'length = \(length),'")
    }
    skip()
    guard isByte("=") else { throw failure("'=' should follow 'bytes'") }
    index += 1
    skip()
    guard bytes[index...].starts(with: "0x".utf8) else {
      throw failure("the bytes should start with 0x")
    }
    index += 2
    var data = [UInt8]()
    var high: UInt8?
    var shortened = false
    while true {
      guard index < bytes.count else {
        throw failure("the data opened here is not closed with '}'", at: start)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "}") {
        index += 1
        break
      }
      if bytes[index...].starts(with: "...".utf8) {
        shortened = true
        index += 3
        continue
      }
      index += 1
      if ByteText.isBlank(byte) { continue }
      try appendHexDigit(byte, to: &data, after: &high)
    }
    if shortened { return .shortenedData(length: length) }
    guard high == nil, data.count == length else {
      throw failure(
        "the data opened here says it has \(length) bytes but shows \(data.count)", at: start)
    }
    return .data(data)
  }
}
