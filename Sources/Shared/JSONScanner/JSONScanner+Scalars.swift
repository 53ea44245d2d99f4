extension JSONScanner {
  /// A number by JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`,
  /// starting at `index`.
  @inlinable mutating func number() throws(JSONScanError) -> JSONNumber {
    let start = index
    var isInteger = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    else { throw failure("'-' is not followed by a digit", at: start) }
    // After a leading `0` the number ends: a digit after it is not part of it.
    if bytes[index] == UInt8(ascii: "0") { index += 1 } else { _ = digits() }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard digits() > 0 else { throw failure("a number has no digits after its '.'", at: start) }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw failure("a number has no digits in its exponent", at: start) }
    }
    return JSONNumber(range: start..<index, isInteger: isInteger)
  }

  /// Reads past decimal digits; how many.
  @inlinable mutating func digits() -> Int {
    let first = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - first
  }

  /// A string whose opening quote is at `index`, unescaped and validated as UTF-8.
  @inlinable mutating func string() throws(JSONScanError) -> String {
    let start = index
    index += 1
    // The common case: no escapes, read straight from the text.
    var ascii = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let slice = UnsafeBufferPointer(rebasing: bytes[start + 1..<index])
        index += 1
        if ascii { return String(decoding: slice, as: UTF8.self) }
        guard let text = String(validating: slice, as: UTF8.self) else {
          throw failure("a string opened here is not valid UTF-8", at: start)
        }
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      guard byte >= 0x20 else { throw controlCharacter(byte) }
      ascii = ascii && byte < 0x80
      index += 1
    }
    return try escapedString(from: start)
  }

  /// The rest of a string that holds escapes, from its first `\` on.
  @usableFromInline mutating func escapedString(from start: Int) throws(JSONScanError) -> String {
    var text = Array(bytes[start + 1..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: text, as: UTF8.self) else {
          throw failure("a string opened here is not valid UTF-8", at: start)
        }
        return text
      case UInt8(ascii: "\\"): try escape(into: &text)
      case 0..<0x20: throw controlCharacter(byte)
      default:
        text.append(byte)
        index += 1
      }
    }
    throw failure("a string opened here is not closed", at: start)
  }

  @usableFromInline func controlCharacter(_ byte: UInt8) -> JSONScanError {
    failure("a control character (\(Self.describe(byte))) inside a string")
  }

  /// One escape at `index` (its `\`), its text appended as UTF-8.
  mutating func escape(into text: inout [UInt8]) throws(JSONScanError) {
    guard index + 1 < bytes.count else { throw failure("the text ends inside an escape") }
    let start = index
    let letter = bytes[index + 1]
    index += 2
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "u"):
      var code = try hexUnit()
      if UTF16.isLeadSurrogate(UInt16(code)), index + 1 < bytes.count,
        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      {
        index += 2
        let trail = try hexUnit()
        guard UTF16.isTrailSurrogate(UInt16(trail)) else { throw loneSurrogate(code, at: start) }
        code = 0x10000 + (code - 0xD800) << 10 + (trail - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(code) else { throw loneSurrogate(code, at: start) }
      text.append(contentsOf: String(Character(scalar)).utf8)
    default:
      throw failure(
        "an unknown escape \\\(Character(Unicode.Scalar(letter)))", at: index - 2)
    }
  }

  func loneSurrogate(_ code: UInt32, at offset: Int) -> JSONScanError {
    let hex = String(code, radix: 16)
    return failure(
      "a lone surrogate escape \\u\(hex), which is not valid text (half of a pair such as"
        + " \\ud83d\\ude00)", at: offset)
  }

  /// Four hex digits after `\u`.
  mutating func hexUnit() throws(JSONScanError) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw failure("\\u is not followed by four hex digits") }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("\\u is not followed by four hex digits")
      }
      unit = unit << 4 | UInt32(digit)
      index += 1
    }
    return unit
  }
}
