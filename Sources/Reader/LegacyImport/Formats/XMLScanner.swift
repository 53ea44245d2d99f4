/// A small, tolerant XML tokenizer for the subset plists use.
///
/// It skips the declaration, processing instructions, comments and the DOCTYPE (with an
/// internal subset), resolves the five named entities and numeric ones, and merges CDATA
/// with the text around it. Namespaces, attributes' meaning and other encodings than
/// UTF-8 are not needed for plists and not handled.
struct XMLScanner {
  enum Token: Equatable {
    case start(name: String, isEmpty: Bool)
    case end(name: String)
    case text(String)
    case endOfInput
  }

  private let bytes: [UInt8]
  private(set) var index: Int
  /// Where the token last returned began, for errors.
  private(set) var tokenStart = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    self.index = ByteText.afterUTF8BOM(bytes)
  }

  func failure(_ problem: String, at offset: Int? = nil) -> LegacyImportError {
    .malformed(.xmlPlist, problem: problem, at: .byte(offset ?? tokenStart))
  }

  mutating func next() throws(LegacyImportError) -> Token {
    var text = [UInt8]()
    var textStart: Int?
    while index < bytes.count {
      if bytes[index] != UInt8(ascii: "<") {
        textStart = textStart ?? index
        try character(into: &text)
      } else if starts(with: "<!--") {
        try skip(past: "-->", what: "a comment")
      } else if starts(with: "<![CDATA[") {
        textStart = textStart ?? index
        let start = index
        index += 9
        guard let end = find("]]>") else {
          throw failure("a CDATA section is not closed", at: start)
        }
        text.append(contentsOf: bytes[index..<end])
        index = end + 3
      } else if starts(with: "<?") {
        try skip(past: "?>", what: "a processing instruction")
      } else if starts(with: "<!") {
        try skipDeclaration()
      } else if let textStart {
        tokenStart = textStart
        return .text(try decodedText(text, at: textStart))
      } else {
        tokenStart = index
        return try tag()
      }
    }
    if let textStart {
      tokenStart = textStart
      return .text(try decodedText(text, at: textStart))
    }
    tokenStart = index
    return .endOfInput
  }

  private func decodedText(_ text: [UInt8], at start: Int) throws(LegacyImportError) -> String {
    guard let string = String(validating: text, as: UTF8.self) else {
      throw failure("the text here is not valid UTF-8", at: start)
    }
    return string
  }

  private func starts(with literal: String) -> Bool {
    bytes[index...].starts(with: literal.utf8)
  }

  private func find(_ literal: String) -> Int? {
    let pattern = Array(literal.utf8)
    var position = index
    while position + pattern.count <= bytes.count {
      if bytes[position] == pattern[0]
        && bytes[position..<(position + pattern.count)].elementsEqual(pattern)
      {
        return position
      }
      position += 1
    }
    return nil
  }

  private mutating func skip(past terminator: String, what: String) throws(LegacyImportError) {
    let start = index
    index += 2
    guard let end = find(terminator) else { throw failure("\(what) is not closed", at: start) }
    index = end + terminator.utf8.count
  }

  /// `<!DOCTYPE ...>`, whose internal subset in `[...]` may itself hold `>`.
  private mutating func skipDeclaration() throws(LegacyImportError) {
    let start = index
    var brackets = 0
    while let byte = nextUnquoted() {
      if byte == UInt8(ascii: "[") {
        brackets += 1
      } else if byte == UInt8(ascii: "]") {
        brackets -= 1
      } else if byte == UInt8(ascii: ">") && brackets <= 0 {
        return
      }
    }
    throw failure("a <!DOCTYPE> declaration is not closed", at: start)
  }

  /// The next byte outside quotes (`"…"` and `'…'`, read past whole), or nil at the end.
  private mutating func nextUnquoted() -> UInt8? {
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else { return byte }
      while index < bytes.count && bytes[index] != byte { index += 1 }
      index = min(index + 1, bytes.count)
    }
    return nil
  }

  /// One character of text; `&...;` becomes the character it names.
  private mutating func character(into text: inout [UInt8]) throws(LegacyImportError) {
    guard bytes[index] == UInt8(ascii: "&") else {
      text.append(bytes[index])
      index += 1
      return
    }
    let start = index
    var end = index + 1
    while end < bytes.count && end - start <= 12 && bytes[end] != UInt8(ascii: ";") { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
      throw failure(
        "'&' does not start an entity such as &amp; (write a lone & as &amp;)", at: start)
    }
    let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    index = end + 1
    switch name {
    case "lt": text.append(UInt8(ascii: "<"))
    case "gt": text.append(UInt8(ascii: ">"))
    case "amp": text.append(UInt8(ascii: "&"))
    case "quot": text.append(UInt8(ascii: "\""))
    case "apos": text.append(UInt8(ascii: "'"))
    default:
      var digits = Substring(name)
      guard digits.popFirst() == "#" else {
        throw failure("the entity &\(name); is unknown", at: start)
      }
      let radix = digits.first == "x" || digits.first == "X" ? 16 : 10
      if radix == 16 { digits = digits.dropFirst() }
      guard let value = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(value),
        value != 0
      else { throw failure("&\(name); names no character", at: start) }
      ByteText.appendUTF8(scalar, to: &text)
    }
  }

  /// `<name attr="v">`, `<name/>` or `</name>`; attributes are read past, not kept.
  private mutating func tag() throws(LegacyImportError) -> Token {
    let start = index
    index += 1
    let isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
    if isEnd { index += 1 }
    let nameStart = index
    while index < bytes.count && !ByteText.isBlank(bytes[index])
      && bytes[index] != UInt8(ascii: ">") && bytes[index] != UInt8(ascii: "/")
    {
      index += 1
    }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    guard !name.isEmpty else {
      throw failure("'<' does not start a tag (write it as &lt;)", at: start)
    }
    while let byte = nextUnquoted(), byte != UInt8(ascii: "<") {
      if byte == UInt8(ascii: ">") {
        let isEmpty = bytes[index - 2] == UInt8(ascii: "/") && index - 2 > nameStart
        return isEnd ? .end(name: name) : .start(name: name, isEmpty: isEmpty)
      }
    }
    throw failure(
      "the tag <\(isEnd ? "/" : "")\(name.prefix(40))> is not closed with '>'", at: start)
  }
}
